import { adminAppointmentSchema } from '@/lib/contract/admin-bookings';
import { ADMIN_ONLY } from '@/lib/roles';
import { requireStaff } from '@/lib/server/auth/staff';
import { json, parseWith, readJsonObject, route } from '@/lib/server/http/route';
import { ADMIN_BOOKING_NOT_FOUND, moveAppointmentByAdmin } from '@/lib/server/services/admin-bookings';

export const dynamic = 'force-dynamic';

/** Gives a paid or scheduled consultation an expert and one of their free slots: `{expertSlug, slotStart}`; 409 for a busy slot; audited; the customer is told. Admins only. */
export const PUT = route<{ id: string }>(async (req, { id }) => {
  const actor = await requireStaff(ADMIN_ONLY);
  const change = parseWith(await readJsonObject(req), adminAppointmentSchema);
  return json({ booking: await moveAppointmentByAdmin(actor, id, change) }, 200, { 'Cache-Control': 'private, no-store' });
}, { ids: { id: ADMIN_BOOKING_NOT_FOUND } });
