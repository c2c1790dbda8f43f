import type { DeskBookingListResponse } from '@/lib/contract/expert-desk';
import { json, requireUser, route } from '@/lib/server/http/route';
import { listDeskBookings, requireDeskExpert } from '@/lib/server/services/expert-desk';

export const dynamic = 'force-dynamic';

/** The signed-in expert's own consultations: to do, then recently done. Not an approved expert: 403. */
export const GET = route(async (req) => {
  const expert = await requireDeskExpert(await requireUser(req));
  const body: DeskBookingListResponse = { status: 'success', data: { expert: { slug: expert.slug, name: expert.name }, ...(await listDeskBookings(expert)) } };
  return json(body, 200, { 'Cache-Control': 'private, no-store' });
});
