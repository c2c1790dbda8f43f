import { applicationListQuerySchema, type AdminApplicationList } from '@/lib/contract/admin-content';
import { ADMIN_ONLY } from '@/lib/roles';
import { requireStaff } from '@/lib/server/auth/staff';
import { json, parseQuery, route } from '@/lib/server/http/route';
import { listApplications } from '@/lib/server/services/application-review';

export const dynamic = 'force-dynamic';

/** Expert applications for review, newest first, 25 a page (`?page=N&status=pending`). Admins only. */
export const GET = route(async (req) => {
  await requireStaff(ADMIN_ONLY);
  const { page, status } = parseQuery(req, applicationListQuerySchema);
  const body: AdminApplicationList = await listApplications(page, status);
  return json(body, 200, { 'Cache-Control': 'private, no-store' });
});
