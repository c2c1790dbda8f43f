import { slotQuerySchema, UNKNOWN_EXPERT_MESSAGE, type SlotListResponse } from '@/lib/contract/experts';
import { notFound } from '@/lib/server/errors';
import { json, parseQuery, route } from '@/lib/server/http/route';
import { EXPERT_SLUG_PATTERN } from '@/lib/server/services/expert-directory';
import { listFreeSlots } from '@/lib/server/services/experts';

export const dynamic = 'force-dynamic';

/** An expert's free slots for a service (India time). Not cached: a slot taken a moment ago must not be offered. */
export const GET = route<{ slug: string }>(async (req, { slug }) => {
  if (slug.length > 120 || !EXPERT_SLUG_PATTERN.test(slug)) throw notFound(UNKNOWN_EXPERT_MESSAGE);
  const query = parseQuery(req, slotQuerySchema);
  const body: SlotListResponse = { status: 'success', data: await listFreeSlots(slug, query) };
  return json(body, 200, { 'Cache-Control': 'no-store' });
});
