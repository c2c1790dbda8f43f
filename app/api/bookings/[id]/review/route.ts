import { reviewRequestSchema, type OwnReviewResponse } from '@/lib/contract/reviews';
import { json, parseWith, readJsonObject, requireUser, route } from '@/lib/server/http/route';
import { BOOKING_NOT_FOUND } from '@/lib/server/services/bookings';
import { writeReview } from '@/lib/server/services/reviews';

export const dynamic = 'force-dynamic';

/**
 * The customer rates their completed consultation `{ rating, text }`: 201 the first time, 200 for
 * an edit within the edit window. Someone else's booking: 404; not completed with an expert: 403;
 * an edit after the window: 409.
 */
export const POST = route<{ id: string }>(async (req, { id }) => {
  const user = await requireUser(req);
  const input = parseWith(await readJsonObject(req), reviewRequestSchema);
  const { review, created } = await writeReview(user.id, id, input);
  const body: OwnReviewResponse = { status: 'success', message: created ? 'Thank you for your review.' : 'Your review was updated.', data: review };
  return json(body, created ? 201 : 200, { 'Cache-Control': 'private, no-store' });
}, { ids: { id: BOOKING_NOT_FOUND } });
