import { ACCOUNT_NOT_FOUND, type EndSessionsResponse } from '@/lib/contract/admin-users';
import { ADMIN_ONLY } from '@/lib/roles';
import { requireStaff } from '@/lib/server/auth/staff';
import { json, route } from '@/lib/server/http/route';
import { endUserSessions } from '@/lib/server/services/admin-users';

export const dynamic = 'force-dynamic';

/** Ends every current sign-in of the account; audited. Admins only. */
export const DELETE = route<{ id: string }>(async (_req, { id }) => {
  const actor = await requireStaff(ADMIN_ONLY);
  const body: EndSessionsResponse = await endUserSessions(actor, id);
  return json(body, 200, { 'Cache-Control': 'private, no-store' });
}, { ids: { id: ACCOUNT_NOT_FOUND } });
