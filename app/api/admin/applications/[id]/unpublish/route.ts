import type { ApplicationDecisionResponse } from '@/lib/contract/admin-content';
import { ADMIN_ONLY } from '@/lib/roles';
import { requireStaff } from '@/lib/server/auth/staff';
import { json, route } from '@/lib/server/http/route';
import { unpublishApplication } from '@/lib/server/services/application-review';

export const dynamic = 'force-dynamic';

/** Hides an approved expert's public profile from /astrologers. Admins only. */
export const POST = route<{ id: string }>(async (_req, { id }) => {
  const actor = await requireStaff(ADMIN_ONLY);
  const body: ApplicationDecisionResponse = { data: await unpublishApplication(actor, id) };
  return json(body, 200, { 'Cache-Control': 'private, no-store' });
}, { ids: { id: 'No application has this id.' } });
