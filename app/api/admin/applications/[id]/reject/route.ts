import { rejectApplicationSchema, type ApplicationDecisionResponse } from '@/lib/contract/admin-content';
import { ADMIN_ONLY } from '@/lib/roles';
import { requireStaff } from '@/lib/server/auth/staff';
import { json, parseWith, readJsonObject, route } from '@/lib/server/http/route';
import { rejectApplication } from '@/lib/server/services/application-review';

export const dynamic = 'force-dynamic';

/** Rejects a pending application with `{reason}`, which the applicant receives by e-mail. Admins only. */
export const POST = route<{ id: string }>(async (req, { id }) => {
  const actor = await requireStaff(ADMIN_ONLY);
  const { reason } = parseWith(await readJsonObject(req), rejectApplicationSchema);
  const body: ApplicationDecisionResponse = { data: await rejectApplication(actor, id, reason) };
  return json(body, 200, { 'Cache-Control': 'private, no-store' });
}, { ids: { id: 'No application has this id.' } });
