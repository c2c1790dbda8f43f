import { DESK_BOOKING_NOT_FOUND, markDoneRequestSchema, type DeskBookingResponse } from '@/lib/contract/expert-desk';
import { json, parseWith, readJsonObject, requireUser, route } from '@/lib/server/http/route';
import { markConsultationDone, requireDeskExpert } from '@/lib/server/services/expert-desk';

export const dynamic = 'force-dynamic';

/** "Mark done": one of the expert's own consultations, once it has begun (else 409), with an optional summary. */
export const POST = route<{ id: string }>(async (req, { id }) => {
  const user = await requireUser(req);
  const expert = await requireDeskExpert(user);
  const { summary } = parseWith(await readJsonObject(req), markDoneRequestSchema);
  const body: DeskBookingResponse = { status: 'success', message: 'Consultation marked done.', data: await markConsultationDone(expert, user, id, summary) };
  return json(body, 200, { 'Cache-Control': 'private, no-store' });
}, { ids: { id: DESK_BOOKING_NOT_FOUND } });
