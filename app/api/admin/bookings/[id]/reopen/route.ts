import { adminReopenSchema } from '@/lib/contract/admin-bookings';
import { ADMIN_ONLY } from '@/lib/roles';
import { requireStaff } from '@/lib/server/auth/staff';
import { json, parseWith, readJsonObject, route } from '@/lib/server/http/route';
import { ADMIN_BOOKING_NOT_FOUND, reopenBookingByAdmin } from '@/lib/server/services/admin-bookings';

export const dynamic = 'force-dynamic';

/** Undoes a wrong "Completed" or "Cancelled" with a required `{reason}`: back to the state before; audited; the customer is told. Admins only. */
export const POST = route<{ id: string }>(async (req, { id }) => {
  const actor = await requireStaff(ADMIN_ONLY);
  const reopen = parseWith(await readJsonObject(req), adminReopenSchema);
  return json({ booking: await reopenBookingByAdmin(actor, id, reopen) }, 200, { 'Cache-Control': 'private, no-store' });
}, { ids: { id: ADMIN_BOOKING_NOT_FOUND } });
