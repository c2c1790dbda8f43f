/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { hindiBlogFrontMatter } from '@/lib/server/seed';

// The Hindi versions of the seed articles (content/blogs/hi/<slug>.md): each belongs to an English
// article, has the front matter the seed reads, and is the whole article written in Hindi, not a part of it.

const dir = path.resolve(__dirname, '../../../content/blogs');
const hindiFiles = fs.existsSync(path.join(dir, 'hi')) ? fs.readdirSync(path.join(dir, 'hi')).filter((f) => f.endsWith('.md')) : [];
const read = (...parts: string[]) => matter(fs.readFileSync(path.join(dir, ...parts), 'utf8'));

/** The parts of an article's structure a translation keeps: its headings, list items, table rows and quotes. */
function shape(markdown: string) {
  const lines = markdown.split('\n');
  return {
    headings: lines.filter((l) => /^#{2,4} /.test(l)).map((l) => l.match(/^#+/)![0]),
    listItems: lines.filter((l) => /^(\d+\.|-) /.test(l)).length,
    tableRows: lines.filter((l) => l.startsWith('|')).length,
    quotes: lines.filter((l) => l.startsWith('> ')).length,
  };
}

const siteLinks = (markdown: string) => [...markdown.matchAll(/\]\((\/[^)]*)\)/g)].map((m) => m[1]).sort();

/** Share of the letters that are Devanagari, leaving out link targets (addresses stay Latin). */
function devanagariShare(markdown: string): number {
  const text = markdown.replace(/\]\([^)]*\)/g, ']');
  const hindi = text.match(/[\u0900-\u097F]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return hindi / (hindi + latin);
}

test('there are Hindi articles', () => {
  expect(hindiFiles.length).toBeGreaterThan(0);
});

describe.each(hindiFiles)('content/blogs/hi/%s', (file) => {
  const hindi = read('hi', file);

  test('belongs to an English article of the same slug', () => {
    expect({ file, english: fs.existsSync(path.join(dir, file)) }).toEqual({ file, english: true });
  });

  test('has a Hindi title and meta description, and nothing the English file decides', () => {
    const meta = hindiBlogFrontMatter.parse(hindi.data);
    expect(meta.title).toMatch(/[\u0900-\u097F]/);
    expect(meta.metaDescription).toMatch(/[\u0900-\u097F]/);
    expect(meta.metaDescription.length).toBeLessThanOrEqual(300);
    expect(Object.keys(hindi.data).sort()).toEqual(['metaDescription', 'title']);
  });

  test('is the whole article: the same sections, lists, tables, quotes and links as the English', () => {
    const english = read(file);
    expect(shape(hindi.content)).toEqual(shape(english.content));
    expect(siteLinks(hindi.content)).toEqual(siteLinks(english.content));
  });

  test('is written in Devanagari', () => {
    // Names in Latin letters stay (a numerology example spells names in English); the text is Hindi.
    expect(devanagariShare(hindi.content)).toBeGreaterThan(0.8);
  });
});
