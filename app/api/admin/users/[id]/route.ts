import { ACCOUNT_NOT_FOUND, userRolesRequestSchema } from '@/lib/contract/admin-users';
import { ADMIN_ONLY } from '@/lib/roles';
import { requireStaff } from '@/lib/server/auth/staff';
import { json, parseWith, readJsonObject, route } from '@/lib/server/http/route';
import { getUserForAdmin, setUserRoles } from '@/lib/server/services/admin-users';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** One account with its recent sign-ins. Admins only. */
export const GET = route<{ id: string }>(async (_req, { id }) => {
  await requireStaff(ADMIN_ONLY);
  return json(await getUserForAdmin(id), 200, PRIVATE);
}, { ids: { id: ACCOUNT_NOT_FOUND } });

/** Sets the account's roles `{roles: [...]}` (grant and revoke); audited. Admins only. */
export const PATCH = route<{ id: string }>(async (req, { id }) => {
  const actor = await requireStaff(ADMIN_ONLY);
  const { roles } = parseWith(await readJsonObject(req), userRolesRequestSchema);
  return json(await setUserRoles(actor, id, roles), 200, PRIVATE);
}, { ids: { id: ACCOUNT_NOT_FOUND } });
