/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

// Each Hindi article (content/blogs/hi/<slug>.md) is the whole English article written in Hindi:
// the same front matter keys, the same identity (slug, author, category, cover, date, status),
// the same outline (headings, lists, tables, quotes), and its site links to the Hindi pages.

const dir = path.join(__dirname, '../../../content/blogs');
const slugs = fs.readdirSync(path.join(dir, 'hi')).filter((f) => f.endsWith('.md')).map((f) => f.replace(/\.md$/, ''));

const read = (file: string) => matter(fs.readFileSync(file, 'utf8'));

/** The article's outline: heading levels, list items, table rows and quotes, in order. */
const outline = (md: string) =>
  md
    .split('\n')
    .map((l) => (/^#+ /.exec(l)?.[0] ?? (/^\s*(?:[-*]|\d+\.) /.test(l) ? 'item' : l.startsWith('|') ? 'row' : l.startsWith('>') ? 'quote' : null)))
    .filter(Boolean);

const siteLinks = (md: string) => [...md.matchAll(/\]\((\/[^)]*)\)/g)].map((m) => m[1]!);

test('there are Hindi articles to check', () => {
  expect(slugs.length).toBeGreaterThanOrEqual(7);
});

describe.each(slugs)('%s in Hindi', (slug) => {
  const en = read(path.join(dir, `${slug}.md`));
  const hi = read(path.join(dir, 'hi', `${slug}.md`));

  test('has the English front matter keys, its identity unchanged, and its title and description in Hindi', () => {
    expect(Object.keys(hi.data).sort()).toEqual(Object.keys(en.data).sort());
    for (const key of Object.keys(en.data).filter((k) => !['title', 'metaDescription'].includes(k))) expect({ key, value: hi.data[key] }).toEqual({ key, value: en.data[key] });
    expect(hi.data.title).toMatch(/[\u0900-\u097F]/);
    expect(hi.data.metaDescription).toMatch(/[\u0900-\u097F]/);
  });

  test('follows the English outline and is written in Devanagari', () => {
    expect(outline(hi.content)).toEqual(outline(en.content));
    const letters = hi.content.replace(/\]\([^)]*\)/g, '').replace(/[^\p{L}\p{M}]/gu, '');
    expect(letters.replace(/[^\u0900-\u097F]/g, '').length / letters.length).toBeGreaterThan(0.9);
  });

  test('links to the same site pages, in Hindi', () => {
    expect(siteLinks(hi.content)).toEqual(siteLinks(en.content).map((p) => `/hi${p}`));
  });
});
