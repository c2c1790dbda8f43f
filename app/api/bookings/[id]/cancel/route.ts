import type { BookingResponse } from '@/lib/contract/bookings';
import { json, requireUser, route } from '@/lib/server/http/route';
import { BOOKING_NOT_FOUND, cancelBookingForUser } from '@/lib/server/services/bookings';

export const dynamic = 'force-dynamic';

/** Cancels the customer's booking while it waits for payment; a paid one answers 409 with how to ask. */
export const POST = route<{ id: string }>(async (req, { id }) => {
  const user = await requireUser(req);
  const data = await cancelBookingForUser(user.id, id);
  const body: BookingResponse = { status: 'success', message: 'Booking cancelled.', data };
  return json(body, 200, { 'Cache-Control': 'private, no-store' });
}, { ids: { id: BOOKING_NOT_FOUND } });
