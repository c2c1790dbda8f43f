import type { OwnApplicationsResponse } from '@/lib/contract/expert-profile';
import { json, requireUser, route } from '@/lib/server/http/route';
import { getOwnApplications } from '@/lib/server/services/expert-applications';

export const dynamic = 'force-dynamic';

/** The signed-in user's own expert applications (newest of each kind) and where they stand. */
export const GET = route(async (req) => {
  const user = await requireUser(req);
  const body: OwnApplicationsResponse = { status: 'success', data: await getOwnApplications(user.id) };
  return json(body, 200, { 'Cache-Control': 'private, no-store' });
});
