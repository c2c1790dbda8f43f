import { expertAvailabilityUpdateSchema, type ExpertAvailabilityResponse } from '@/lib/contract/experts';
import { ADMIN_ONLY } from '@/lib/roles';
import { requireStaff } from '@/lib/server/auth/staff';
import { json, parseWith, readJsonObject, route } from '@/lib/server/http/route';
import { checkedExpertSlug } from '@/lib/server/services/expert-directory';
import { getExpertAvailability, setExpertAvailability } from '@/lib/server/services/experts';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** An expert's weekly hours and days off (the team's or an approved expert's). Admins only. */
export const GET = route<{ slug: string }>(async (_req, { slug }) => {
  await requireStaff(ADMIN_ONLY);
  const body: ExpertAvailabilityResponse = { status: 'success', data: await getExpertAvailability(checkedExpertSlug(slug)) };
  return json(body, 200, PRIVATE);
});

/** Sets an expert's weekly hours and/or days off; audited. Admins only. */
export const PUT = route<{ slug: string }>(async (req, { slug }) => {
  const actor = await requireStaff(ADMIN_ONLY);
  const update = parseWith(await readJsonObject(req), expertAvailabilityUpdateSchema);
  const body: ExpertAvailabilityResponse = { status: 'success', data: await setExpertAvailability(actor, checkedExpertSlug(slug), update) };
  return json(body, 200, PRIVATE);
});
