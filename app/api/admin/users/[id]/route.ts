import { userRolesRequestSchema } from '@/lib/contract/admin-users';
import { isUuid } from '@/lib/contract/uuid';
import { ADMIN_ONLY } from '@/lib/roles';
import { requireStaff } from '@/lib/server/auth/staff';
import { HttpError } from '@/lib/server/errors';
import { json, parseWith, readJsonObject, route } from '@/lib/server/http/route';
import { getUserForAdmin, setUserRoles } from '@/lib/server/services/admin-users';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

function accountId(id: string): string {
  if (!isUuid(id)) throw new HttpError(404, 'That account does not exist.');
  return id;
}

/** One account with its recent sign-ins. Admins only. */
export const GET = route<{ id: string }>(async (_req, { id }) => {
  await requireStaff(ADMIN_ONLY);
  return json(await getUserForAdmin(accountId(id)), 200, PRIVATE);
});

/** Sets the account's roles `{roles: [...]}` (grant and revoke); audited. Admins only. */
export const PATCH = route<{ id: string }>(async (req, { id }) => {
  const actor = await requireStaff(ADMIN_ONLY);
  const target = accountId(id);
  const { roles } = parseWith(await readJsonObject(req), userRolesRequestSchema);
  return json(await setUserRoles(actor, target, roles), 200, PRIVATE);
});
