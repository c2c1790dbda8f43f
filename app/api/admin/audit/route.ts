import { auditQuerySchema } from '@/lib/contract/admin';
import { ADMIN_ONLY } from '@/lib/roles';
import { requireStaff } from '@/lib/server/auth/staff';
import { json, parseQuery, route } from '@/lib/server/http/route';
import { listAdminActions } from '@/lib/server/services/admin-audit';

export const dynamic = 'force-dynamic';

/** The audit log, newest first, 25 entries a page (`?page=N`). Admins only. */
export const GET = route(async (req) => {
  await requireStaff(ADMIN_ONLY);
  const { page } = parseQuery(req, auditQuerySchema);
  return json(await listAdminActions(page), 200, { 'Cache-Control': 'private, no-store' });
});
