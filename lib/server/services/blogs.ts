import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Blog, BlogPage, BlogSummary } from '@/lib/contract/content';
import { cached } from '../cache';
import { getDb } from '../db/client';
import { blogs } from '../db/schema';
import { serverEnv } from '../env';
import { markdownToText } from '../markdown';

export const BLOGS_TAG = 'blogs';
const SUMMARY_SOURCE_LENGTH = 320;

type BlogRow = typeof blogs.$inferSelect;

function toBlog(row: BlogRow): Blog {
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

function toSummary(blog: Blog): BlogSummary {
  return { ...blog, summary: markdownToText(blog.content).slice(0, SUMMARY_SOURCE_LENGTH) };
}

/**
 * One page of published blogs, newest first. A page past the end is clamped to the last page,
 * so a stale or hand-edited ?page= still shows articles.
 */
export function getPublishedBlogs(page: number, limit: number): Promise<BlogPage> {
  return cached(`blogs:list:${page}:${limit}`, [BLOGS_TAG], serverEnv().contentCacheMs, async () => {
    const db = await getDb();
    const published = eq(blogs.status, 'published');
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(blogs).where(published);
    const totalPages = Math.max(1, Math.ceil(total / limit));
    const currentPage = Math.min(Math.max(1, page), totalPages);
    const rows = await db
      .select()
      .from(blogs)
      .where(published)
      .orderBy(desc(blogs.createdAt), desc(blogs.id))
      .limit(limit)
      .offset((currentPage - 1) * limit);
    return { blogs: rows.map((r) => toSummary(toBlog(r))), totalPages, currentPage, total };
  });
}

export function getPublishedBlogBySlug(slug: string): Promise<Blog | null> {
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
