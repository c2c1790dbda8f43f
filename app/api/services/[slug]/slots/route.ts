import { serviceSlotQuerySchema, UNKNOWN_SERVICE_MESSAGE, type SlotListResponse } from '@/lib/contract/experts';
import { notFound } from '@/lib/server/errors';
import { json, parseQuery, route } from '@/lib/server/http/route';
import { listServiceSlots } from '@/lib/server/services/experts';

export const dynamic = 'force-dynamic';

/** The free slots of "any of our experts" for a service (India time). Not cached: a slot taken a moment ago must not be offered. */
export const GET = route<{ slug: string }>(async (req, { slug }) => {
  if (slug.length > 80) throw notFound(UNKNOWN_SERVICE_MESSAGE);
  const query = parseQuery(req, serviceSlotQuerySchema);
  const body: SlotListResponse = { status: 'success', data: await listServiceSlots(slug, query) };
  return json(body, 200, { 'Cache-Control': 'no-store' });
});
