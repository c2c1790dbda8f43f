import type { ExpertListResponse } from '@/lib/contract/experts';
import { json, route } from '@/lib/server/http/route';
import { listPublicExperts } from '@/lib/server/services/experts';

export const dynamic = 'force-dynamic';

/**
 * The one list of bookable experts (the team and every approved expert), with their services,
 * prices and next free time. The same for everyone; the next free time moves with the clock and
 * with bookings, so shared caches keep it only briefly.
 */
export const GET = route(async () => {
  const body: ExpertListResponse = { status: 'success', data: await listPublicExperts() };
  return json(body, 200, { 'Cache-Control': 'public, max-age=0, s-maxage=30, stale-while-revalidate=30' });
});
