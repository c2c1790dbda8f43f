import type { BookingResponse } from '@/lib/contract/bookings';
import { notFound } from '@/lib/server/errors';
import { json, requireUser, route } from '@/lib/server/http/route';
import { BOOKING_NOT_FOUND, getBookingForUser } from '@/lib/server/services/bookings';

export const dynamic = 'force-dynamic';

/** One of the signed-in customer's bookings with its history; anyone else's is "not found". */
export const GET = route<{ id: string }>(async (req, { id }) => {
  const user = await requireUser(req);
  const data = await getBookingForUser(user.id, id);
  if (!data) throw notFound(BOOKING_NOT_FOUND);
  const body: BookingResponse = { status: 'success', message: 'Booking found', data };
  return json(body, 200, { 'Cache-Control': 'private, no-store' });
}, { ids: { id: BOOKING_NOT_FOUND } });
