import 'server-only';
import { and, count, inArray, isNull, sql } from 'drizzle-orm';
import type { ReviewSummary } from '@/lib/contract/reviews';
import { averageOfTotal } from '@/lib/experts';
import { getDb } from '../db/client';
import { expertReviews } from '../db/schema';

// The figures of an expert's reviews that the one list (experts.ts) and the expert's page show.
// Apart from reviews.ts so the list can read them without importing the bookings it depends on.

/** A review the public sees: not hidden by an admin. */
export const visible = isNull(expertReviews.hiddenAt);

/** Count and average of the visible reviews of each expert (average null below MIN_REVIEWS_FOR_AVERAGE). */
export async function reviewSummaries(slugs: readonly string[]): Promise<Map<string, ReviewSummary>> {
  if (slugs.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .select({ slug: expertReviews.expertSlug, n: count(), sum: sql<string>`sum(${expertReviews.rating})` })
    .from(expertReviews)
    .where(and(visible, inArray(expertReviews.expertSlug, [...slugs])))
    .groupBy(expertReviews.expertSlug);
  return new Map(rows.map((r) => [r.slug, { count: Number(r.n), average: averageOfTotal(Number(r.sum), Number(r.n)) }]));
}
