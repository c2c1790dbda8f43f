import type { ApplicationDecisionResponse } from '@/lib/contract/admin-content';
import { ADMIN_ONLY } from '@/lib/roles';
import { requireStaff } from '@/lib/server/auth/staff';
import { json, route } from '@/lib/server/http/route';
import { approveApplication } from '@/lib/server/services/application-review';

export const dynamic = 'force-dynamic';

/** Approves a pending application: the account gets its expert role, the profile is published in /astrologers, and the applicant is told by e-mail (a verified address) or else SMS. Admins only. */
export const POST = route<{ id: string }>(async (_req, { id }) => {
  const actor = await requireStaff(ADMIN_ONLY);
  const body: ApplicationDecisionResponse = { data: await approveApplication(actor, id) };
  return json(body, 200, { 'Cache-Control': 'private, no-store' });
}, { ids: { id: 'No application has this id.' } });
