import { adminBookingListQuerySchema } from '@/lib/contract/admin-bookings';
import { ADMIN_ONLY } from '@/lib/roles';
import { requireStaff } from '@/lib/server/auth/staff';
import { json, parseQuery, route } from '@/lib/server/http/route';
import { listBookingsForAdmin } from '@/lib/server/services/admin-bookings';

export const dynamic = 'force-dynamic';

/** Every customer's bookings, newest first, 25 a page; `?status=`, `?from=`/`?to=` (India days) and `?q=` (mobile or booking id) filter. Admins only. */
export const GET = route(async (req) => {
  await requireStaff(ADMIN_ONLY);
  const query = parseQuery(req, adminBookingListQuerySchema);
  return json(await listBookingsForAdmin(query), 200, { 'Cache-Control': 'private, no-store' });
});
