import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import { BLOG_LIST_MAX_LIMIT, BLOG_SUMMARY_LENGTH, blogSlugSchema, type Blog, type BlogPage, type BlogSummary } from '@/lib/contract/content';
import { cached } from '../cache';
import { getDb } from '../db/client';
import { blogs } from '../db/schema';
import { serverEnv } from '../env';
import { markdownToText } from '../markdown';

export const BLOGS_TAG = 'blogs';
/** Cached pages that show blogs: dropped when blogs change. */
export const BLOG_PAGES = ['/', '/blogs'] as const;

type BlogRow = typeof blogs.$inferSelect;

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

/** A list item: a card's fields and a summary, never the text (tens of kB per article). */
function toSummary({ content, ...blog }: Blog): BlogSummary {
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
 * One page of published blogs, newest first. A page past the end is clamped to the last page,
 * so a stale or hand-edited ?page= still shows articles. The cache key is built from the
 * clamped page and limit only, so request values cannot multiply cache entries.
 */
export async function getPublishedBlogs(page: number, limit: number): Promise<BlogPage> {
  const pageSize = Math.min(Math.max(1, Math.trunc(limit) || 1), BLOG_LIST_MAX_LIMIT);
  const total = await countPublishedBlogs();
  const totalPages = await countBlogListPages(pageSize);
  const currentPage = Math.min(Math.max(1, Math.trunc(page) || 1), totalPages);
  return cached(`blogs:list:${currentPage}:${pageSize}`, [BLOGS_TAG], serverEnv().contentCacheMs, async () => {
    const db = await getDb();
    const rows = await db
      .select()
      .from(blogs)
      .where(eq(blogs.status, 'published'))
      .orderBy(desc(blogs.createdAt), desc(blogs.id))
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize);
    return { blogs: rows.map((r) => toSummary(toBlog(r))), totalPages, currentPage, total };
  });
}

/** A published blog, or null. Only well-formed slugs reach the cache, and misses are not kept. */
export function getPublishedBlogBySlug(slug: string): Promise<Blog | null> {
  if (!blogSlugSchema.safeParse(slug).success) return Promise.resolve(null);
  return cached(`blogs:slug:${slug}`, [BLOGS_TAG], serverEnv().contentCacheMs, async () => {
    const db = await getDb();
    const [row] = await db
      .select()
      .from(blogs)
      .where(and(eq(blogs.slug, slug), eq(blogs.status, 'published')))
      .limit(1);
    return row ? toBlog(row) : null;
  });
}

/** Slugs and dates of every published blog, for the sitemap. */
export function getPublishedBlogIndex(): Promise<{ slug: string; updatedAt: string }[]> {
  return cached('blogs:index', [BLOGS_TAG], serverEnv().contentCacheMs, async () => {
    const db = await getDb();
    const rows = await db
      .select({ slug: blogs.slug, updatedAt: blogs.updatedAt })
      .from(blogs)
      .where(eq(blogs.status, 'published'))
      .orderBy(desc(blogs.createdAt));
    return rows.map((r) => ({ slug: r.slug, updatedAt: r.updatedAt.toISOString() }));
  });
}
