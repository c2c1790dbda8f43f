import 'server-only';
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '@/lib/contract/admin';
import {
  PUBLIC_REVIEWS_PAGE_SIZE,
  REVIEW_LOCKED_MESSAGE,
  REVIEW_NOT_ALLOWED_MESSAGE,
  REVIEW_NOT_FOUND,
  type AdminReviewData,
  type AdminReviewsPage,
  type AdminReviewsQuery,
  type OwnReviewData,
  type PublicReviewsPage,
  type ReviewRequest,
} from '@/lib/contract/reviews';
import { isUuid } from '@/lib/contract/uuid';
import { isReviewEditable, reviewEditableUntil, reviewerName } from '@/lib/experts';
import { cached, invalidateTag, revalidatePages } from '../cache';
import { getDb, type AppDb } from '../db/client';
import type { Tx } from '../db/transaction';
import { bookings, expertProfiles, expertReviews, users } from '../db/schema';
import { serverEnv } from '../env';
import { HttpError, notFound } from '../errors';
import type { SessionUser } from '../auth/session';
import { recordAdminAction } from './admin-audit';
import { BOOKING_NOT_FOUND } from './bookings';
import { EXPERT_PAGES, EXPERTS_TAG } from './expert-directory';
import { reviewSummaries, visible } from './review-summaries';

// Verified reviews: only the customer of a completed consultation with an expert rates it, once,
// editable for a while (lib/experts/reviews.ts); the public sees visible ones with the customer
// named by first name and initial; an admin hides an abusive one with a reason, never edits it.

/** Dropped when a review is written, hidden or shown again: the expert's reviews and the list's ratings change. */
export const REVIEWS_TAG = 'expert-reviews';

type ReviewRow = typeof expertReviews.$inferSelect;

const toOwnReview = (row: ReviewRow): OwnReviewData => ({
  _id: row.id,
  bookingId: row.bookingId,
  expertSlug: row.expertSlug,
  rating: row.rating,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  editableUntil: reviewEditableUntil(row.createdAt, serverEnv().reviewEditMs).toISOString(),
  editable: isReviewEditable(row.createdAt, new Date(), serverEnv().reviewEditMs),
  hidden: row.hiddenAt !== null,
});

/** The pages that show an expert's reviews: the directory pages and the expert's own page (the team's too). */
const pagesShowing = (slug: string) => [...EXPERT_PAGES, `/astrologers/${slug}`];

/** Drops the cached reviews, the list's ratings and the pages that show them. */
export function refreshReviewsOf(slug: string): void {
  invalidateTag(REVIEWS_TAG);
  invalidateTag(EXPERTS_TAG);
  revalidatePages(pagesShowing(slug));
}

/** The expert a booking was with (its slug), or null when none was named. */
async function expertSlugOf(tx: Tx, row: { expertSlug: string | null; expertProfileId: string | null }): Promise<string | null> {
  if (row.expertSlug) return row.expertSlug;
  if (!row.expertProfileId) return null;
  const [profile] = await tx.select({ slug: expertProfiles.slug }).from(expertProfiles).where(eq(expertProfiles.id, row.expertProfileId));
  return profile?.slug ?? null;
}

/**
 * Writes or edits the customer's review of their booking. Someone else's booking is "not found"
 * (as the bookings API answers); a booking not completed, or without an expert, is a 403; an edit
 * after the edit window is a 409. One review per booking: the booking's row is locked, so two
 * requests at once give one review.
 */
export async function writeReview(userId: string, bookingId: string, input: ReviewRequest): Promise<{ review: OwnReviewData; created: boolean }> {
  if (!isUuid(bookingId)) throw notFound(BOOKING_NOT_FOUND);
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [booking] = await tx
      .select({ status: bookings.status, expertSlug: bookings.expertSlug, expertProfileId: bookings.expertProfileId })
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)))
      .for('update');
    if (!booking) throw notFound(BOOKING_NOT_FOUND);
    const expertSlug = booking.status === 'completed' ? await expertSlugOf(tx, booking) : null;
    if (!expertSlug) throw new HttpError(403, REVIEW_NOT_ALLOWED_MESSAGE);
    const now = new Date();
    const [existing] = await tx.select().from(expertReviews).where(eq(expertReviews.bookingId, bookingId));
    if (existing) {
      if (!isReviewEditable(existing.createdAt, now, serverEnv().reviewEditMs)) throw new HttpError(409, REVIEW_LOCKED_MESSAGE);
      const [row] = await tx.update(expertReviews).set({ rating: input.rating, text: input.text, updatedAt: now }).where(eq(expertReviews.id, existing.id)).returning();
      return { row: row!, created: false };
    }
    const [row] = await tx.insert(expertReviews).values({ bookingId, userId, expertSlug, rating: input.rating, text: input.text, createdAt: now, updatedAt: now }).returning();
    return { row: row!, created: true };
  });
  refreshReviewsOf(result.row.expertSlug);
  return { review: toOwnReview(result.row), created: result.created };
}

/** The customer's own reviews (hidden ones too: they wrote them), for My Bookings and the account's export. */
export async function listOwnReviews(userId: string, db: Tx | AppDb | null = null): Promise<OwnReviewData[]> {
  const handle = db ?? (await getDb());
  const rows = await handle.select().from(expertReviews).where(eq(expertReviews.userId, userId)).orderBy(desc(expertReviews.createdAt));
  return rows.map(toOwnReview);
}

/** One page of an expert's visible reviews, newest first, with their count and average; cached until a review changes. */
export function listExpertReviews(slug: string, page = 1): Promise<PublicReviewsPage> {
  return cached(`reviews:${slug}:${page}`, [REVIEWS_TAG], serverEnv().contentCacheMs, async () => {
    const db = await getDb();
    const summary = (await reviewSummaries([slug])).get(slug) ?? { count: 0, average: null };
    const rows = await db
      .select({ id: expertReviews.id, name: users.name, rating: expertReviews.rating, text: expertReviews.text, createdAt: expertReviews.createdAt })
      .from(expertReviews)
      .innerJoin(users, eq(users.id, expertReviews.userId))
      .where(and(visible, eq(expertReviews.expertSlug, slug)))
      .orderBy(desc(expertReviews.createdAt), desc(expertReviews.id))
      .limit(PUBLIC_REVIEWS_PAGE_SIZE)
      .offset((page - 1) * PUBLIC_REVIEWS_PAGE_SIZE);
    return {
      ...summary,
      page,
      pageSize: PUBLIC_REVIEWS_PAGE_SIZE,
      items: rows.map((r) => ({ _id: r.id, reviewer: reviewerName(r.name), rating: r.rating, text: r.text, createdAt: r.createdAt.toISOString(), verified: true as const })),
    };
  });
}

// ---------------------------------------------------------------- the console

const adminReviewColumns = { review: expertReviews, name: users.name, number: bookings.number };

/** Reviews with their customer's name and booking number, as the console reads them. */
const adminReviewRows = (db: AppDb) =>
  db
    .select(adminReviewColumns)
    .from(expertReviews)
    .innerJoin(users, eq(users.id, expertReviews.userId))
    .innerJoin(bookings, eq(bookings.id, expertReviews.bookingId))
    .$dynamic();

const toAdminReview = ({ review, name, number }: { review: ReviewRow; name: string; number: string | null }): AdminReviewData => ({
  _id: review.id,
  bookingId: review.bookingId,
  bookingNumber: number ?? '',
  expertSlug: review.expertSlug,
  customerName: name,
  rating: review.rating,
  text: review.text,
  createdAt: review.createdAt.toISOString(),
  updatedAt: review.updatedAt.toISOString(),
  hiddenAt: review.hiddenAt?.toISOString() ?? null,
  hiddenReason: review.hiddenReason,
});

/** Reviews for moderation, newest first, filtered by visibility. */
export async function listReviewsForAdmin(query: AdminReviewsQuery): Promise<AdminReviewsPage> {
  const db = await getDb();
  const where = query.visibility === 'hidden' ? isNotNull(expertReviews.hiddenAt) : query.visibility === 'visible' ? visible : undefined;
  const [total] = await db.select({ n: count() }).from(expertReviews).where(where);
  const rows = await adminReviewRows(db)
    .where(where)
    .orderBy(desc(expertReviews.createdAt), desc(expertReviews.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_PAGE_SIZE);
  return { page: query.page, pageSize: ADMIN_PAGE_SIZE, total: Number(total?.n ?? 0), items: rows.map(toAdminReview) };
}

/**
 * Hides a review (with the admin's reason) or shows it again; audited in the same transaction.
 * The review's words and rating are never changed here: an admin moderates, never edits.
 */
export async function setReviewHidden(actor: SessionUser, id: string, hide: { reason: string } | null): Promise<AdminReviewData> {
  const db = await getDb();
  const slug = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(expertReviews).where(eq(expertReviews.id, id)).for('update');
    if (!row) throw notFound(REVIEW_NOT_FOUND);
    const after = hide ? { hiddenAt: new Date(), hiddenReason: hide.reason, hiddenBy: actor.id } : { hiddenAt: null, hiddenReason: null, hiddenBy: null };
    await tx.update(expertReviews).set(after).where(eq(expertReviews.id, id));
    await recordAdminAction(tx, {
      actorId: actor.id,
      action: hide ? 'review.hide' : 'review.show',
      targetType: 'review',
      targetId: id,
      before: { hidden: row.hiddenAt !== null, reason: row.hiddenReason },
      after: { hidden: hide !== null, reason: hide?.reason ?? null },
    });
    return row.expertSlug;
  });
  refreshReviewsOf(slug);
  const [row] = await adminReviewRows(db).where(eq(expertReviews.id, id));
  return toAdminReview(row!);
}
