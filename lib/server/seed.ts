import 'server-only';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import fs from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import type { VastuTipSeed } from '@/content/types';
import { invalidateTag, revalidatePages } from './cache';
import type { AppDb } from './db/client';
import { appDetails, blogs, vastuTips } from './db/schema';
import { serverEnv } from './env';
import { BLOG_PAGES, BLOGS_TAG } from './services/blogs';
import { VASTU_TIPS_PAGES, VASTU_TIPS_TAG } from './services/vastu-tips';

const CONTENT_DIR = path.join(process.cwd(), 'content');

const blogFrontMatter = z.object({
  title: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  metaDescription: z.string().default(''),
  author: z.string().default(''),
  category: z.string().min(1),
  coverImage: z.string().startsWith('/').optional(),
  createdAt: z.union([z.date(), z.string()]).transform((v) => new Date(v)),
  status: z.enum(['published', 'draft']).default('published'),
});

/** The front matter of an article's Hindi version, content/blogs/hi/<slug>.md (the rest is the English file's). */
export const hindiBlogFrontMatter = z.object({
  title: z.string().trim().min(1),
  metaDescription: z.string().trim().default(''),
});

/** The Hindi version of a seed article, or nulls when content/blogs/hi has none (not written yet). */
async function readSeedBlogHindi(slug: string) {
  let source: string;
  try {
    source = await fs.readFile(path.join(CONTENT_DIR, 'blogs', 'hi', `${slug}.md`), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { titleHi: null, metaDescriptionHi: null, contentHi: null };
    throw err;
  }
  const { data, content } = matter(source);
  const meta = hindiBlogFrontMatter.parse(data);
  return { titleHi: meta.title, metaDescriptionHi: meta.metaDescription, contentHi: content.trim() };
}

export async function readSeedBlogs() {
  const dir = path.join(CONTENT_DIR, 'blogs');
  const files = (await fs.readdir(dir)).filter((f) => f.endsWith('.md')).sort();
  return Promise.all(
    files.map(async (file) => {
      const { data, content } = matter(await fs.readFile(path.join(dir, file), 'utf8'));
      const meta = blogFrontMatter.parse(data);
      const hindi = await readSeedBlogHindi(meta.slug);
      return { ...meta, coverImage: meta.coverImage ?? null, content: content.trim(), ...hindi, updatedAt: meta.createdAt };
    }),
  );
}

/**
 * Authors the seed articles named before they were credited to our team (content/team.ts). A seed
 * article still carrying one of them gets its team author; an author set in the console is kept.
 */
const FORMER_SEED_AUTHORS = ['Pt. Anil Joshi', 'Dr. Meenakshi Iyer', 'Acharya Raghav Sharma'];

export async function readSeedTips(): Promise<VastuTipSeed[]> {
  return JSON.parse(await fs.readFile(path.join(CONTENT_DIR, 'vastu-tips.json'), 'utf8')) as VastuTipSeed[];
}

/**
 * Gives each seed tip its Hindi title, description and narration where its field is still null
 * (a database seeded before the tips had Hindi, or a new tip). Text an editor wrote, or emptied,
 * is kept: only null is filled.
 */
async function fillHindiTips(db: AppDb, seedTips: readonly VastuTipSeed[]): Promise<void> {
  for (const t of seedTips) {
    await db
      .update(vastuTips)
      .set({
        titleHi: sql`coalesce(${vastuTips.titleHi}, ${t.titleHi})`,
        descriptionHi: sql`coalesce(${vastuTips.descriptionHi}, ${t.descriptionHi})`,
        audioUrlHi: sql`coalesce(${vastuTips.audioUrlHi}, ${t.audioUrlHi})`,
      })
      .where(and(eq(vastuTips.key, t.key), sql`(${vastuTips.titleHi} is null or ${vastuTips.descriptionHi} is null or ${vastuTips.audioUrlHi} is null)`));
  }
}

/**
 * Loads the demo content. Idempotent and safe to run from several instances at once: rows that
 * exist (possibly edited since) are left alone. The configured app URL (ASTROLOGER_APP_URL) fills
 * an empty one; a URL set in the admin console is kept.
 */
export async function seedDemoContent(db: AppDb): Promise<void> {
  const [seedBlogs, seedTips] = await Promise.all([readSeedBlogs(), readSeedTips()]);
  await db.insert(blogs).values(seedBlogs).onConflictDoNothing({ target: blogs.slug });
  for (const b of seedBlogs) {
    await db
      .update(blogs)
      .set({ author: b.author })
      .where(and(eq(blogs.slug, b.slug), inArray(blogs.author, FORMER_SEED_AUTHORS)));
    // A database made before the Hindi versions were written gets them; Hindi an editor wrote is kept.
    if (b.titleHi !== null) {
      await db
        .update(blogs)
        .set({ titleHi: b.titleHi, metaDescriptionHi: b.metaDescriptionHi, contentHi: b.contentHi })
        .where(and(eq(blogs.slug, b.slug), isNull(blogs.titleHi), isNull(blogs.contentHi)));
    }
  }
  await db
    .insert(vastuTips)
    .values(seedTips.map((t, i) => ({ key: t.key, title: t.title, description: t.description, fileUrl: t.fileUrl, audioUrl: t.audioUrl, sortOrder: i })))
    .onConflictDoNothing({ target: vastuTips.key });
  await fillHindiTips(db, seedTips);
  const appUrl = serverEnv().astrologerAppUrl;
  await db
    .insert(appDetails)
    .values({ appName: 'astrologer', appUrl })
    .onConflictDoUpdate({ target: appDetails.appName, set: { appUrl, updatedAt: new Date() }, setWhere: eq(appDetails.appUrl, '') });
  invalidateTag(BLOGS_TAG);
  invalidateTag(VASTU_TIPS_TAG);
  revalidatePages([...BLOG_PAGES, ...VASTU_TIPS_PAGES]);
}
