import { expertAvailabilityUpdateSchema, type ExpertAvailabilityResponse } from '@/lib/contract/experts';
import { json, parseWith, readJsonObject, requireUser, route } from '@/lib/server/http/route';
import { getDeskAvailability, requireDeskExpert, setDeskAvailability } from '@/lib/server/services/expert-desk';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** The signed-in expert's own weekly hours and days off. Not an approved expert: 403. */
export const GET = route(async (req) => {
  const expert = await requireDeskExpert(await requireUser(req));
  const body: ExpertAvailabilityResponse = { status: 'success', data: await getDeskAvailability(expert) };
  return json(body, 200, PRIVATE);
});

/** Sets the signed-in expert's own weekly hours and/or days off (the console's rules); audited. */
export const PUT = route(async (req) => {
  const user = await requireUser(req);
  const expert = await requireDeskExpert(user);
  const update = parseWith(await readJsonObject(req), expertAvailabilityUpdateSchema);
  const body: ExpertAvailabilityResponse = { status: 'success', data: await setDeskAvailability(expert, user, update) };
  return json(body, 200, PRIVATE);
});
