import type { EndSessionsResponse } from '@/lib/contract/admin-users';
import { isUuid } from '@/lib/contract/uuid';
import { ADMIN_ONLY } from '@/lib/roles';
import { requireStaff } from '@/lib/server/auth/staff';
import { HttpError } from '@/lib/server/errors';
import { json, route } from '@/lib/server/http/route';
import { endUserSessions } from '@/lib/server/services/admin-users';

export const dynamic = 'force-dynamic';

/** Ends every current sign-in of the account; audited. Admins only. */
export const DELETE = route<{ id: string }>(async (_req, { id }) => {
  const actor = await requireStaff(ADMIN_ONLY);
  if (!isUuid(id)) throw new HttpError(404, 'That account does not exist.');
  const body: EndSessionsResponse = await endUserSessions(actor, id);
  return json(body, 200, { 'Cache-Control': 'private, no-store' });
});
