import { UNKNOWN_EXPERT_MESSAGE } from '@/lib/contract/experts';
import { publicReviewsQuerySchema, type PublicReviewsResponse } from '@/lib/contract/reviews';
import { notFound } from '@/lib/server/errors';
import { json, parseQuery, publicContentCache, route } from '@/lib/server/http/route';
import { EXPERT_SLUG_PATTERN } from '@/lib/server/services/expert-directory';
import { listBookableExperts } from '@/lib/server/services/experts';
import { listExpertReviews } from '@/lib/server/services/reviews';

export const dynamic = 'force-dynamic';

/** An expert's visible reviews, newest first, 10 a page (`?page=N`, up to 100), with their count and average. */
export const GET = route<{ slug: string }>(async (req, { slug }) => {
  if (slug.length > 120 || !EXPERT_SLUG_PATTERN.test(slug)) throw notFound(UNKNOWN_EXPERT_MESSAGE);
  const { page } = parseQuery(req, publicReviewsQuerySchema);
  if (!(await listBookableExperts()).some((e) => e.slug === slug)) throw notFound(UNKNOWN_EXPERT_MESSAGE);
  const body: PublicReviewsResponse = { status: 'success', data: await listExpertReviews(slug, page) };
  return json(body, 200, publicContentCache);
});
