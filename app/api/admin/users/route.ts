import { userSearchQuerySchema } from '@/lib/contract/admin-users';
import { ADMIN_ONLY } from '@/lib/roles';
import { requireStaff } from '@/lib/server/auth/staff';
import { json, parseQuery, route } from '@/lib/server/http/route';
import { findUsers } from '@/lib/server/services/admin-users';

export const dynamic = 'force-dynamic';

/** Accounts by mobile number (`?q=98765`) or e-mail (`?q=a@b.in`), 25 a page. Admins only. */
export const GET = route(async (req) => {
  await requireStaff(ADMIN_ONLY);
  return json(await findUsers(parseQuery(req, userSearchQuerySchema)), 200, { 'Cache-Control': 'private, no-store' });
});
