import { createBookingRequestSchema, type BookingListResponse, type BookingResponse } from '@/lib/contract/bookings';
import { consumeLimits } from '@/lib/server/auth/rate-limit';
import { json, parseWith, readJsonObject, requireUser, route } from '@/lib/server/http/route';
import { createBooking, listBookingsForUser } from '@/lib/server/services/bookings';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** Books a service for the signed-in customer, at the catalog's price, waiting for payment. */
export const POST = route(async (req) => {
  const user = await requireUser(req);
  await consumeLimits([['bookingsPerUser', user.id]], 'bookings');
  const request = parseWith(await readJsonObject(req), createBookingRequestSchema);
  const data = await createBooking(user.id, request);
  const body: BookingResponse = { status: 'success', message: 'Booking created. Please pay to confirm it.', data };
  return json(body, 201, PRIVATE);
});

/** The signed-in customer's bookings, newest first, each with its history. */
export const GET = route(async (req) => {
  const user = await requireUser(req);
  const body: BookingListResponse = { status: 'success', data: await listBookingsForUser(user.id) };
  return json(body, 200, PRIVATE);
});
