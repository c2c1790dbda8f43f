/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { astrologyFaqs, vastuFaqs } from '@/content/faqs';
import type { FaqCategory, VastuTipSeed } from '@/content/types';

const root = path.resolve(__dirname, '../../..');
const publicDir = path.join(root, 'public');
const read = (...parts: string[]) => fs.readFileSync(path.join(root, ...parts), 'utf8');

/** The file on disk that a site-absolute public URL such as /images/x.webp is served from. */
function publicFile(url: string): string {
  expect(url).toMatch(/^\/[^?#]+$/);
  return path.join(publicDir, ...url.slice(1).split('/'));
}

function expectPublicFile(url: string, minBytes: number): Buffer {
  const file = publicFile(url);
  expect({ url, exists: fs.existsSync(file) }).toEqual({ url, exists: true });
  const bytes = fs.readFileSync(file);
  expect(bytes.length).toBeGreaterThan(minBytes);
  return bytes;
}

function isWebp(bytes: Buffer): boolean {
  return bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
}

const allText = (faqs: FaqCategory[]) => faqs.flatMap((c) => c.items.flatMap((i) => [i.question, i.answer])).join('\n');
const questionCount = (faqs: FaqCategory[]) => faqs.reduce((n, c) => n + c.items.length, 0);

describe('FAQs (content/faqs.ts)', () => {
  it('has 4 Vastu FAQ categories with 16 questions in all', () => {
    expect(vastuFaqs).toHaveLength(4);
    expect(questionCount(vastuFaqs)).toBe(16);
  });

  it('has 5 astrology FAQ categories with 15 questions in all', () => {
    expect(astrologyFaqs).toHaveLength(5);
    expect(questionCount(astrologyFaqs)).toBe(15);
  });

  it.each([
    ['vastuFaqs', vastuFaqs],
    ['astrologyFaqs', astrologyFaqs],
  ])('%s: every category is named and non-empty, every question is unique and answered', (_name, faqs) => {
    const categories = faqs.map((c) => c.category);
    expect(new Set(categories).size).toBe(categories.length);
    for (const cat of faqs) {
      expect(cat.category.trim()).not.toBe('');
      expect(cat.items.length).toBeGreaterThan(0);
      for (const item of cat.items) {
        expect(item.question.trim()).toMatch(/\?$/);
        expect(item.answer.trim().length).toBeGreaterThan(40);
      }
    }
    const questions = faqs.flatMap((c) => c.items.map((i) => i.question));
    expect(new Set(questions).size).toBe(questions.length);
  });

  it('states the business facts customers rely on: ₹5,100 price, 24-hour call-back, up to 5 saved reports', () => {
    const text = allText([...vastuFaqs, ...astrologyFaqs]);
    expect(text).toMatch(/₹\s?5,?100/);
    expect(text).toMatch(/24 hours/);
    expect(text).toMatch(/up to 5 (saved )?reports/);
  });
});

describe('Vastu tips (content/vastu-tips.json)', () => {
  const tips = JSON.parse(read('content', 'vastu-tips.json')) as VastuTipSeed[];

  it('has at least 12 tips with unique kebab-case keys and titles', () => {
    expect(tips.length).toBeGreaterThanOrEqual(12);
    const keys = tips.map((t) => t.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(tips.map((t) => t.title)).size).toBe(tips.length);
  });

  it('gives every tip a title and a description', () => {
    for (const t of tips) {
      expect(t.title.trim()).not.toBe('');
      expect(t.description.trim().length).toBeGreaterThan(40);
    }
  });

  it('points every image at a real, non-trivial WebP file under public/', () => {
    for (const t of tips) {
      const bytes = expectPublicFile(t.fileUrl, 1024);
      if (t.fileUrl.endsWith('.webp')) expect(isWebp(bytes)).toBe(true);
    }
  });

  it('points every narration at a real MP3 file under public/ (ID3 tag or MPEG frame sync)', () => {
    for (const t of tips) {
      expect(t.audioUrl).toMatch(/\.mp3$/);
      const bytes = expectPublicFile(t.audioUrl, 10 * 1024);
      const id3 = bytes.subarray(0, 3).toString('latin1') === 'ID3';
      const frameSync = bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0;
      expect({ url: t.audioUrl, mp3: id3 || frameSync }).toEqual({ url: t.audioUrl, mp3: true });
    }
  });
});

describe('blog posts (content/blogs/*.md)', () => {
  const dir = path.join(root, 'content', 'blogs');
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.md'));
  const posts = files.map((file) => ({ file, ...matter(fs.readFileSync(path.join(dir, file), 'utf8')) }));

  it('has at least 12 posts', () => {
    expect(files.length).toBeGreaterThanOrEqual(12);
  });

  it('gives every post a unique URL-safe slug equal to its file name', () => {
    const slugs = posts.map((p) => p.data.slug as string);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const p of posts) {
      expect(p.data.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(`${p.data.slug}.md`).toBe(p.file);
    }
  });

  it('gives every post a title, meta description, category, author field and body', () => {
    for (const p of posts) {
      // A blank author is allowed (one seed post has one on purpose): cards show 'Astro Expert'.
      expect(typeof p.data.author).toBe('string');
      for (const field of ['title', 'metaDescription', 'category']) {
        expect({ file: p.file, field, ok: typeof p.data[field] === 'string' && p.data[field].trim() !== '' }).toEqual({ file: p.file, field, ok: true });
      }
      expect((p.data.metaDescription as string).length).toBeLessThanOrEqual(200);
      expect(p.content.trim().length).toBeGreaterThan(500);
    }
  });

  it('marks every post as published with a valid creation date', () => {
    for (const p of posts) {
      expect(p.data.status).toBe('published');
      const created = new Date(p.data.createdAt as string | Date);
      expect(Number.isNaN(created.getTime())).toBe(false);
      expect(created.getUTCFullYear()).toBeGreaterThanOrEqual(2020);
    }
  });

  it('has a cover image file for every post', () => {
    for (const p of posts) {
      const bytes = expectPublicFile(p.data.coverImage as string, 1024);
      if ((p.data.coverImage as string).endsWith('.webp')) expect(isWebp(bytes)).toBe(true);
    }
  });
});

describe('legal pages (content/legal)', () => {
  const terms = read('content', 'legal', 'terms.md');
  const privacy = read('content', 'legal', 'privacy-policy.md');

  it('terms have exactly 14 numbered sections, in order', () => {
    const sections = terms.split('\n').filter((line) => line.startsWith('## '));
    expect(sections).toHaveLength(14);
    sections.forEach((line, i) => expect(line).toMatch(new RegExp(`^## ${i + 1}\\. \\S`)));
  });

  it('terms state the effective date, jurisdiction, minimum age and payment by UPI', () => {
    expect(terms).toContain('15 July 2025');
    expect(terms).toContain('Faridabad');
    expect(terms).toMatch(/at least 13 years/);
    expect(terms).toContain('UPI');
  });

  it('privacy policy states its effective date', () => {
    expect(privacy).toMatch(/Effective date: 15 July 2025/);
  });
});
