import 'server-only';
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { slugify } from '@/lib/text';

// Headings get ids so pages can link to sections (the terms page's table of contents).
const marked = new Marked({
  gfm: true,
  renderer: {
    heading({ tokens, depth }) {
      const inner = this.parser.parseInline(tokens);
      const id = slugify(inner.replace(/<[^>]+>/g, ''));
      return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
    },
  },
});

const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'a', 'code', 'pre', 'hr', 'br',
    'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: { a: ['href', 'title'], h2: ['id'], h3: ['id'], h4: ['id'], th: ['align'], td: ['align'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    // A level-1 heading in content would compete with the page's own <h1>.
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:\/\//.test(attribs.href ?? '');
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } : attribs };
    },
  },
};
allowed.allowedAttributes = { ...allowed.allowedAttributes, a: ['href', 'title', 'rel', 'target'] };

/** Markdown to HTML that is safe to inject: no scripts, handlers, styles or foreign schemes. */
export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false }), allowed);
}

/** Plain text of Markdown, for summaries and meta descriptions. */
export function markdownToText(markdown: string): string {
  // Block ends become spaces so that a heading and the next paragraph do not run together.
  const html = marked.parse(markdown, { async: false }).replace(/<\/(p|h[1-6]|li|blockquote|td|th)>/g, ' </$1>');
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
