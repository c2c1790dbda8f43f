import { adminBookingUpdateSchema } from '@/lib/contract/admin-bookings';
import { ADMIN_ONLY } from '@/lib/roles';
import { requireStaff } from '@/lib/server/auth/staff';
import { json, parseWith, readJsonObject, route } from '@/lib/server/http/route';
import { ADMIN_BOOKING_NOT_FOUND, changeBookingByAdmin, getBookingForAdmin } from '@/lib/server/services/admin-bookings';

export const dynamic = 'force-dynamic';

/** One booking with its customer, details, payments and history. Admins only. */
export const GET = route<{ id: string }>(async (_req, { id }) => {
  await requireStaff(ADMIN_ONLY);
  return json({ booking: await getBookingForAdmin(id) }, 200, { 'Cache-Control': 'private, no-store' });
}, { ids: { id: ADMIN_BOOKING_NOT_FOUND } });

/** Moves a booking on: `{status: "scheduled" | "completed" | "cancelled" | "refunded", note?, scheduledAt?}`; the customer is told; audited. Admins only. */
export const PATCH = route<{ id: string }>(async (req, { id }) => {
  const actor = await requireStaff(ADMIN_ONLY);
  const update = parseWith(await readJsonObject(req), adminBookingUpdateSchema);
  return json({ booking: await changeBookingByAdmin(actor, id, update) }, 200, { 'Cache-Control': 'private, no-store' });
}, { ids: { id: ADMIN_BOOKING_NOT_FOUND } });
