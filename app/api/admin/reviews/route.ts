import { adminReviewsQuerySchema } from '@/lib/contract/reviews';
import { ADMIN_ONLY } from '@/lib/roles';
import { requireStaff } from '@/lib/server/auth/staff';
import { json, parseQuery, route } from '@/lib/server/http/route';
import { listReviewsForAdmin } from '@/lib/server/services/reviews';

export const dynamic = 'force-dynamic';

/** Reviews, newest first, 25 a page (`?page=N&visibility=all|visible|hidden`). Admins only. */
export const GET = route(async (req) => {
  await requireStaff(ADMIN_ONLY);
  return json(await listReviewsForAdmin(parseQuery(req, adminReviewsQuerySchema)), 200, { 'Cache-Control': 'private, no-store' });
});
