import { DESK_BOOKING_NOT_FOUND, meetingLinkRequestSchema, type DeskBookingResponse } from '@/lib/contract/expert-desk';
import { json, parseWith, readJsonObject, requireUser, route } from '@/lib/server/http/route';
import { requireDeskExpert, setMeetingLink } from '@/lib/server/services/expert-desk';

export const dynamic = 'force-dynamic';

/** Adds or changes the video call's link of one of the expert's own consultations; another's: 404. */
export const PUT = route<{ id: string }>(async (req, { id }) => {
  const expert = await requireDeskExpert(await requireUser(req));
  const { meetingLink } = parseWith(await readJsonObject(req), meetingLinkRequestSchema);
  const body: DeskBookingResponse = { status: 'success', message: 'Meeting link saved.', data: await setMeetingLink(expert, id, meetingLink) };
  return json(body, 200, { 'Cache-Control': 'private, no-store' });
}, { ids: { id: DESK_BOOKING_NOT_FOUND } });
