/** @jest-environment node */

import { markdownToText, renderMarkdown } from '@/lib/server/markdown';

function parse(html: string): Document {
  // A tiny DOM for assertions on structure (node environment has no document).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { JSDOM } = require('jsdom') as typeof import('jsdom');
  return new JSDOM(`<body>${html}</body>`).window.document;
}

describe('renderMarkdown: structure', () => {
  it('renders a level-1 heading as <h2> so it does not compete with the page title', () => {
    const html = renderMarkdown('# Acceptance of Terms\n\nBody text.');
    expect(html).not.toMatch(/<h1/);
    expect(html).toContain('<h2 id="acceptance-of-terms">Acceptance of Terms</h2>');
  });

  it('gives h2 and h3 headings URL-safe ids built from their text, for table-of-contents links', () => {
    const doc = parse(renderMarkdown('## 1. Acceptance of Terms\n\n### Refunds and *Cancellations*!'));
    const h2 = doc.querySelector('h2');
    const h3 = doc.querySelector('h3');
    expect(h2?.id).toBe('1-acceptance-of-terms');
    expect(h3?.id).toBe('refunds-and-cancellations');
    // Inline formatting survives inside the heading, but does not leak into the id.
    expect(h3?.querySelector('em')?.textContent).toBe('Cancellations');
  });

  it('renders bulleted and numbered lists', () => {
    const doc = parse(renderMarkdown('- Kitchen\n- Bedroom\n\n1. First\n2. Second'));
    expect([...doc.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['Kitchen', 'Bedroom']);
    expect([...doc.querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual(['First', 'Second']);
  });

  it('renders GFM tables with header cells and alignment', () => {
    const doc = parse(renderMarkdown('| Direction | Element |\n|:--|--:|\n| North-East | Water |\n| South-East | Fire |'));
    const table = doc.querySelector('table');
    expect(table).not.toBeNull();
    expect([...doc.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Direction', 'Element']);
    expect([...doc.querySelectorAll('tbody tr')]).toHaveLength(2);
    expect(doc.querySelector('tbody td')?.textContent).toBe('North-East');
    expect(doc.querySelector('thead th')?.getAttribute('align')).toBe('left');
  });

  it('renders blockquotes, emphasis and inline code', () => {
    const doc = parse(renderMarkdown('> A **calm** home\n\nUse `north` here.'));
    expect(doc.querySelector('blockquote p strong')?.textContent).toBe('calm');
    expect(doc.querySelector('p code')?.textContent).toBe('north');
  });
});

describe('renderMarkdown: sanitising', () => {
  it('removes <script> elements and their contents', () => {
    const html = renderMarkdown('Hello\n\n<script>alert("x")</script>\n\nWorld');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('alert');
    expect(html).toContain('Hello');
    expect(html).toContain('World');
  });

  it('removes inline event handlers such as <img onerror>', () => {
    const html = renderMarkdown('<img src="x" onerror="alert(1)">\n\n<a href="/contact" onclick="steal()">Contact</a>');
    expect(html).not.toMatch(/onerror|onclick/i);
    expect(html).not.toContain('alert(1)');
    expect(html).not.toContain('steal()');
    expect(html).toContain('<a href="/contact">Contact</a>');
  });

  it('drops javascript: link targets but keeps the link text', () => {
    const html = renderMarkdown('[Click me](javascript:alert(1)) and <a href="JavaScript:alert(2)">raw</a>');
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toContain('Click me');
    expect(html).toContain('raw');
  });

  it('removes <iframe> embeds', () => {
    const html = renderMarkdown('<iframe src="https://evil.example/frame"></iframe>\n\nAfter');
    expect(html).not.toMatch(/iframe/i);
    expect(html).not.toContain('evil.example');
    expect(html).toContain('After');
  });

  it('removes style attributes', () => {
    const html = renderMarkdown('<p style="position:fixed;top:0">Styled</p>');
    expect(html).not.toMatch(/style=/i);
    expect(html).toContain('Styled');
  });

  it('keeps mailto: and tel: links', () => {
    const html = renderMarkdown('[Mail](mailto:contact@example.in) [Call](tel:+919876543210)');
    expect(html).toContain('href="mailto:contact@example.in"');
    expect(html).toContain('href="tel:+919876543210"');
  });
});

describe('renderMarkdown: links', () => {
  it('opens external http(s) links in a new tab with rel="noopener noreferrer nofollow"', () => {
    const doc = parse(renderMarkdown('[Docs](https://example.com/page "Example") and [Plain](http://example.org)'));
    const links = [...doc.querySelectorAll('a')];
    expect(links).toHaveLength(2);
    for (const a of links) {
      expect(a.getAttribute('rel')).toBe('noopener noreferrer nofollow');
      expect(a.getAttribute('target')).toBe('_blank');
    }
    expect(links[0]!.getAttribute('title')).toBe('Example');
  });

  it('overrides a rel/target written in raw HTML on an external link', () => {
    const a = parse(renderMarkdown('<a href="https://example.com" rel="opener" target="_self">x</a>')).querySelector('a');
    expect(a?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(a?.getAttribute('target')).toBe('_blank');
  });

  it('leaves site-relative links without rel or target', () => {
    const a = parse(renderMarkdown('[Contact us](/contact)')).querySelector('a');
    expect(a?.getAttribute('href')).toBe('/contact');
    expect(a?.hasAttribute('rel')).toBe(false);
    expect(a?.hasAttribute('target')).toBe(false);
  });
});

describe('markdownToText', () => {
  it('returns plain text with a space between blocks, so headings and paragraphs do not run together', () => {
    const text = markdownToText('# Heading\n\nFirst paragraph.\n\n- one\n- two\n\n> quoted');
    expect(text).toBe('Heading First paragraph. one two quoted');
  });

  it('strips all markup, including links and emphasis', () => {
    expect(markdownToText('A **bold** [link](https://example.com) and <em>html</em>.')).toBe('A bold link and html.');
  });

  it('decodes HTML entities', () => {
    expect(markdownToText('Rahu & Ketu "shadow" planets, it\'s 5 < 6 > 4')).toBe('Rahu & Ketu "shadow" planets, it\'s 5 < 6 > 4');
  });

  it('separates table cells and folds white space', () => {
    expect(markdownToText('| A | B |\n|---|---|\n| 1 | 2 |')).toBe('A B 1 2');
  });

  it('drops script contents', () => {
    expect(markdownToText('Safe\n\n<script>alert(1)</script>')).toBe('Safe');
  });
});

describe('heading ids and links in edge cases', () => {
  it('builds ids from the heading text, not its escaped HTML', () => {
    expect(renderMarkdown('## Refunds & Cancellations')).toContain('id="refunds-cancellations"');
    expect(renderMarkdown("## The Moon's Nakshatra")).toContain('id="the-moon-s-nakshatra"');
  });

  it('keeps ids unique within a document, and starts afresh for the next one', () => {
    const html = renderMarkdown('## Same\n\ntext\n\n## Same');
    expect(html).toContain('id="same"');
    expect(html).toContain('id="same-2"');
    expect(renderMarkdown('## Same')).toContain('id="same"');
  });

  it('keeps only the ids it makes for headings: an id or name written in raw HTML is dropped', () => {
    const doc = parse(
      renderMarkdown(
        [
          '<h2 id="main-content">Skip here</h2>',
          '<h3 id="same" name="login">Raw</h3>',
          '<h4 id="x" name="y">Raw four</h4>',
          '<h1 id="header">Raw one</h1>',
          '<p id="p1">Para</p>',
          '<a id="a1" name="a1" href="/kundli">Kundli</a>',
          '',
          '## Same',
        ].join('\n\n'),
      ),
    );
    // An author could otherwise take the id of a page landmark or another section (DOM clobbering).
    expect([...doc.querySelectorAll('[id]')].map((el) => el.id)).toEqual(['same']);
    expect(doc.querySelectorAll('[name]')).toHaveLength(0);
    expect(doc.querySelector('h2#same')?.textContent).toBe('Same');
    expect([...doc.querySelectorAll('h2, h3, h4')].map((h) => h.textContent)).toEqual(['Skip here', 'Raw', 'Raw four', 'Raw one', 'Same']);
  });

  it('cannot be tricked into keeping an id that looks like a made one', () => {
    const made = renderMarkdown('## Refunds');
    const id = made.match(/id="([^"]+)"/)![1];
    const doc = parse(renderMarkdown(`<h2 id="${id}">Raw</h2>\n\n<h2 id="g0-refunds">Raw</h2>`));
    expect(doc.querySelectorAll('[id]')).toHaveLength(0);
  });

  it('treats protocol-relative and upper-case scheme links as external', () => {
    expect(renderMarkdown('[x](//example.com/a)')).toContain('rel="noopener noreferrer nofollow"');
    expect(renderMarkdown('[x](HTTPS://Example.com)')).toContain('target="_blank"');
  });

  it('drops a new-tab target from a site link written as raw HTML', () => {
    expect(renderMarkdown('<a href="/kundli" target="_blank">Kundli</a>')).not.toContain('target');
  });

  it('decodes entities once, so literal entity text survives in plain text', () => {
    expect(markdownToText('Use `&lt;` for less-than & more')).toBe('Use &lt; for less-than & more');
  });
});
