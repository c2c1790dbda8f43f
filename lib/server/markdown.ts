import 'server-only';
import { randomBytes } from 'node:crypto';
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/i18n/locales';
import { slugify } from '@/lib/text';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };

/** Decodes the entities marked and sanitize-html produce, in one pass (so "&amp;lt;" stays "&lt;"). */
export function decodeEntities(html: string): string {
  return html.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (m) => ENTITIES[m] ?? m);
}

// Heading ids must be unique within one document; parsing is synchronous, so one set per call works.
let usedIds = new Set<string>();
// The ids the renderer makes carry this prefix, new for each document, until the sanitiser keeps
// them and drops every other id: an author cannot guess it, so raw HTML (`<h2 id="main-content">`)
// cannot take the id of a page landmark or of another section.
let madeIdPrefix = '';
// The language of the page the document is shown on: its links to site pages stay in it.
let linkLocale: Locale = DEFAULT_LOCALE;

function startDocument(locale: Locale = DEFAULT_LOCALE) {
  usedIds = new Set();
  madeIdPrefix = `${randomBytes(12).toString('hex')}:`;
  linkLocale = locale;
}

function uniqueId(text: string): string {
  // A heading in Devanagari keeps only its number ("1. शर्तों की स्वीकृति" → "1"): an id that is a word, "section-1".
  const slug = slugify(text);
  const base = /^\d*$/.test(slug) ? ['section', slug].filter(Boolean).join('-') : slug;
  let id = base;
  for (let n = 2; usedIds.has(id); n++) id = `${base}-${n}`;
  usedIds.add(id);
  return id;
}

// Headings get ids so pages can link to sections (the terms page's table of contents).
const marked = new Marked({
  gfm: true,
  renderer: {
    heading({ tokens, depth }) {
      const inner = this.parser.parseInline(tokens);
      const id = uniqueId(decodeEntities(inner.replace(/<[^>]+>/g, '')));
      return `<h${depth} id="${madeIdPrefix}${id}">${inner}</h${depth}>\n`;
    },
  },
});

/** A heading keeps an id the renderer made (without its prefix); any other id is dropped. */
const keepMadeId =
  (tagName: string): sanitizeHtml.Transformer =>
  (_tag, attribs) => {
    const { id, ...rest } = attribs;
    return { tagName, attribs: id?.startsWith(madeIdPrefix) ? { ...rest, id: id.slice(madeIdPrefix.length) } : rest };
  };

const isExternal = (href: string | undefined) => /^(https?:)?\/\//i.test(href ?? '');

const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'a', 'code', 'pre', 'hr', 'br',
    'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], h2: ['id'], h3: ['id'], h4: ['id'], th: ['align'], td: ['align'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    // A level-1 heading in content would compete with the page's own <h1>.
    h1: keepMadeId('h2'),
    h2: keepMadeId('h2'),
    h3: keepMadeId('h3'),
    h4: keepMadeId('h4'),
    // External links open in a new tab without handing it this page; site links stay in the tab
    // and in the page's language (a Hindi article's /kundli is /hi/kundli).
    a: (tagName, attribs) => {
      const { target: _target, rel: _rel, ...rest } = attribs;
      if (isExternal(attribs.href)) return { tagName, attribs: { ...rest, rel: 'noopener noreferrer nofollow', target: '_blank' } };
      return { tagName, attribs: rest.href ? { ...rest, href: localePath(rest.href, linkLocale) } : rest };
    },
  },
};

/**
 * Markdown to HTML that is safe to inject: no scripts, handlers, styles or foreign schemes.
 * `locale`: the language of the page it is shown on, which its links to site pages keep.
 */
export function renderMarkdown(markdown: string, locale: Locale = DEFAULT_LOCALE): string {
  startDocument(locale);
  return sanitizeHtml(marked.parse(markdown, { async: false }), allowed);
}

/** Plain text of Markdown, for summaries and meta descriptions. */
export function markdownToText(markdown: string): string {
  startDocument();
  // Block ends become spaces so that a heading and the next paragraph do not run together.
  const html = marked.parse(markdown, { async: false }).replace(/<\/(p|h[1-6]|li|blockquote|td|th)>/g, ' </$1>');
  return decodeEntities(sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, ' ')
    .trim();
}
