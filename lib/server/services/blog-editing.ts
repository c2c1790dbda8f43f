import 'server-only';
import { count, desc, eq } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, pageCount } from '@/lib/contract/admin';
import type { AdminBlog, AdminBlogInput, AdminBlogList, AdminBlogPatch } from '@/lib/contract/admin-content';
import { consumeLimits } from '../auth/rate-limit';
import type { SessionUser } from '../auth/session';
import { invalidateTag, revalidatePages } from '../cache';
import { getDb } from '../db/client';
import { blogs } from '../db/schema';
import { HttpError, notFound } from '../errors';
import { renderMarkdown } from '../markdown';
import { prepareProfileImage, storeImage } from '../uploads';
import { recordAdminAction } from './admin-audit';
import { BLOG_PAGES, BLOGS_TAG, toStoredBlog } from './blogs';

// Articles as the admin console edits them: every status, paged, with the audit log written in
// the same transaction as the change, and the public pages dropped from the caches afterwards.

type BlogRow = typeof blogs.$inferSelect;

const DUPLICATE_SLUG = 'Another article already uses this slug. Please choose a different one.';
const HINDI_HALF = 'Write both the Hindi heading and the Hindi text, or leave both empty.';

/** The fields the audit log keeps of an article: its texts are left out (they can be long), their lengths kept. */
function auditView(row: BlogRow) {
  return {
    title: row.title,
    slug: row.slug,
    status: row.status,
    category: row.category,
    author: row.author,
    metaDescription: row.metaDescription,
    coverImage: row.coverImage,
    contentLength: row.content.length,
    titleHi: row.titleHi,
    metaDescriptionHi: row.metaDescriptionHi,
    contentHiLength: row.contentHi?.length ?? 0,
  };
}

/** A Hindi version is a title and a text: one without the other would be a page with no body or no heading. */
function checkHindiPair(titleHi: string | null | undefined, contentHi: string | null | undefined): void {
  if (Boolean(titleHi) !== Boolean(contentHi)) throw new HttpError(400, HINDI_HALF);
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: unknown } | undefined;
  return e?.code === '23505' || (e?.cause !== undefined && isUniqueViolation(e.cause));
}

/** Drops the cached blog data, the list, the home page and the article's own pages, in both languages (a page below a path is not dropped with it). */
function refreshPublicBlogs(...slugs: string[]): void {
  invalidateTag(BLOGS_TAG);
  revalidatePages([...BLOG_PAGES, ...slugs.map((s) => `/blogs/${s}`)]);
}

/** Markdown rendered exactly as the public article renders it. */
export function previewBlog(content: string): string {
  return renderMarkdown(content);
}

export async function listBlogsForAdmin(page: number): Promise<AdminBlogList> {
  const db = await getDb();
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(blogs);
  const totalPages = pageCount(total);
  const current = Math.min(Math.max(1, page), totalPages);
  const rows = await db
    .select()
    .from(blogs)
    .orderBy(desc(blogs.updatedAt), desc(blogs.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((current - 1) * ADMIN_PAGE_SIZE);
  return { items: rows.map(toStoredBlog), page: current, pageSize: ADMIN_PAGE_SIZE, total, totalPages };
}

export async function getBlogForAdmin(id: string): Promise<AdminBlog> {
  const db = await getDb();
  const [row] = await db.select().from(blogs).where(eq(blogs.id, id)).limit(1);
  if (!row) throw notFound('No article has this id.');
  return toStoredBlog(row);
}

export async function createBlog(actor: SessionUser, input: AdminBlogInput): Promise<AdminBlog> {
  checkHindiPair(input.titleHi, input.contentHi);
  const db = await getDb();
  try {
    const row = await db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: blogs.id }).from(blogs).where(eq(blogs.slug, input.slug)).limit(1);
      if (taken) throw new HttpError(409, DUPLICATE_SLUG);
      const [created] = await tx.insert(blogs).values(input).returning();
      await recordAdminAction(tx, { actorId: actor.id, action: 'blog.create', targetType: 'blog', targetId: created!.id, after: auditView(created!) });
      return created!;
    });
    refreshPublicBlogs(row.slug);
    return toStoredBlog(row);
  } catch (err) {
    // Two saves of one slug at once: the unique index decides, and the loser hears why.
    if (isUniqueViolation(err)) throw new HttpError(409, DUPLICATE_SLUG);
    throw err;
  }
}

export async function updateBlog(actor: SessionUser, id: string, patch: AdminBlogPatch): Promise<AdminBlog> {
  const db = await getDb();
  try {
    const row = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(blogs).where(eq(blogs.id, id)).limit(1).for('update');
      if (!before) throw notFound('No article has this id.');
      checkHindiPair(patch.titleHi === undefined ? before.titleHi : patch.titleHi, patch.contentHi === undefined ? before.contentHi : patch.contentHi);
      if (patch.slug && patch.slug !== before.slug) {
        const [taken] = await tx.select({ id: blogs.id }).from(blogs).where(eq(blogs.slug, patch.slug)).limit(1);
        if (taken) throw new HttpError(409, DUPLICATE_SLUG);
      }
      const [after] = await tx.update(blogs).set({ ...patch, updatedAt: new Date() }).where(eq(blogs.id, id)).returning();
      const action = patch.status && patch.status !== before.status ? (patch.status === 'published' ? 'blog.publish' : 'blog.unpublish') : 'blog.update';
      await recordAdminAction(tx, { actorId: actor.id, action, targetType: 'blog', targetId: id, before: auditView(before), after: auditView(after!) });
      return { after: after!, oldSlug: before.slug };
    });
    refreshPublicBlogs(row.oldSlug, row.after.slug);
    return toStoredBlog(row.after);
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, DUPLICATE_SLUG);
    throw err;
  }
}

/**
 * Stores a cover image (checked by its content, at most 5 MB and 16 MP, re-encoded without
 * metadata: the same pipeline as profile images) and returns its address for `coverImage`.
 */
export async function uploadBlogCover(actor: SessionUser, file: File): Promise<{ url: string }> {
  await consumeLimits([['uploadsPerUser', actor.id]], 'image uploads');
  const prepared = await prepareProfileImage(file);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const stored = await storeImage(tx, prepared, actor.id);
    await recordAdminAction(tx, { actorId: actor.id, action: 'upload.image', targetType: 'upload', targetId: stored.id, after: { width: prepared.width, height: prepared.height } });
    return { url: stored.url };
  });
}
