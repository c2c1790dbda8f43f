import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import {
  BLOG_LIST_MAX_LIMIT,
  BLOG_SUMMARY_LENGTH,
  blogSlugSchema,
  type Blog,
  type BlogHindi,
  type BlogLanguage,
  type BlogPage,
  type BlogSummary,
  type LocalizedBlog,
} from '@/lib/contract/content';
import { cached } from '../cache';
import { getDb } from '../db/client';
import { blogs } from '../db/schema';
import { serverEnv } from '../env';
import { markdownToText } from '../markdown';

export const BLOGS_TAG = 'blogs';
/** Cached pages that show blogs: dropped when blogs change (in both languages: lib/server/cache.ts). */
export const BLOG_PAGES = ['/', '/blogs'] as const;

type BlogRow = typeof blogs.$inferSelect;

/** A stored article with its Hindi version, as the services keep it (the console sees both). */
export type StoredBlog = Blog & { hi: BlogHindi | null };

/**
 * The Hindi version of a row, or null. An article is written in Hindi once its Hindi title and
 * text both are; a missing Hindi meta description is then left empty (the summary comes from the text).
 */
function hindiOf(row: BlogRow): BlogHindi | null {
  if (!row.titleHi?.trim() || !row.contentHi?.trim()) return null;
  return { title: row.titleHi, metaDescription: row.metaDescriptionHi ?? '', content: row.contentHi };
}

/** A stored article as the API returns it (public pages and the console alike). */
export function toBlog(row: BlogRow): Blog {
  return {
    _id: row.id,
    title: row.title,
    slug: row.slug,
    metaDescription: row.metaDescription,
    coverImage: row.coverImage,
    author: row.author,
    category: row.category,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    status: row.status,
  };
}

/** An article with its Hindi version. */
export function toStoredBlog(row: BlogRow): StoredBlog {
  return { ...toBlog(row), hi: hindiOf(row) };
}

/**
 * An article in a language: without one, exactly the English article (the API's answer as it was
 * before Hindi); with one, the usual fields in that language where the article is written in it,
 * else in English, and `language` saying which.
 */
export function inLanguage(stored: StoredBlog, language?: BlogLanguage): Blog | LocalizedBlog {
  const { hi, ...blog } = stored;
  if (!language) return blog;
  if (language === 'hi' && hi) return { ...blog, ...hi, language: 'hi' };
  return { ...blog, language: 'en' };
}

/** A list item: a card's fields and a summary, never the text (tens of kB per article). */
function toSummary({ content, ...blog }: Blog | LocalizedBlog): BlogSummary {
  return { ...blog, summary: blog.metaDescription.trim() || markdownToText(content).slice(0, BLOG_SUMMARY_LENGTH).trim() };
}

function countPublishedBlogs(): Promise<number> {
  return cached('blogs:count', [BLOGS_TAG], serverEnv().contentCacheMs, async () => {
    const db = await getDb();
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(blogs).where(eq(blogs.status, 'published'));
    return total;
  });
}

/** How many pages of `pageSize` the public list has (at least one). */
export async function countBlogListPages(pageSize: number): Promise<number> {
  return Math.max(1, Math.ceil((await countPublishedBlogs()) / pageSize));
}

/**
 * One page of published blogs, newest first, in `language` (see inLanguage). A page past the end
 * is clamped to the last page, so a stale or hand-edited ?page= still shows articles. The cache
 * key is built from the clamped page, the limit and the language only, so request values cannot
 * multiply cache entries.
 */
export async function getPublishedBlogs(page: number, limit: number, language?: BlogLanguage): Promise<BlogPage> {
  const pageSize = Math.min(Math.max(1, Math.trunc(limit) || 1), BLOG_LIST_MAX_LIMIT);
  const total = await countPublishedBlogs();
  const totalPages = await countBlogListPages(pageSize);
  const currentPage = Math.min(Math.max(1, Math.trunc(page) || 1), totalPages);
  return cached(`blogs:list:${currentPage}:${pageSize}:${language ?? ''}`, [BLOGS_TAG], serverEnv().contentCacheMs, async () => {
    const db = await getDb();
    const rows = await db
      .select()
      .from(blogs)
      .where(eq(blogs.status, 'published'))
      .orderBy(desc(blogs.createdAt), desc(blogs.id))
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize);
    return { blogs: rows.map((r) => toSummary(inLanguage(toStoredBlog(r), language))), totalPages, currentPage, total };
  });
}

/**
 * A published blog with its Hindi version, or null (inLanguage picks a language). Only
 * well-formed slugs reach the cache, and misses are not kept.
 */
export function getPublishedBlogBySlug(slug: string): Promise<StoredBlog | null> {
  if (!blogSlugSchema.safeParse(slug).success) return Promise.resolve(null);
  return cached(`blogs:slug:${slug}`, [BLOGS_TAG], serverEnv().contentCacheMs, async () => {
    const db = await getDb();
    const [row] = await db
      .select()
      .from(blogs)
      .where(and(eq(blogs.slug, slug), eq(blogs.status, 'published')))
      .limit(1);
    return row ? toStoredBlog(row) : null;
  });
}

/** Slugs and dates of every published blog, and whether it is written in Hindi, for the sitemap. */
export function getPublishedBlogIndex(): Promise<{ slug: string; updatedAt: string; hasHindi: boolean }[]> {
  return cached('blogs:index', [BLOGS_TAG], serverEnv().contentCacheMs, async () => {
    const db = await getDb();
    const rows = await db
      .select()
      .from(blogs)
      .where(eq(blogs.status, 'published'))
      .orderBy(desc(blogs.createdAt));
    return rows.map((r) => ({ slug: r.slug, updatedAt: r.updatedAt.toISOString(), hasHindi: hindiOf(r) !== null }));
  });
}
