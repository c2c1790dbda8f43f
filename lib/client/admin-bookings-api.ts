import type { AdminBookingResponse, AdminBookingUpdate } from '@/lib/contract/admin-bookings';
import { loadHttp } from './http';

// The console's booking calls from the browser (docs/api.md, "Admin: bookings").

/** Moves a booking on (scheduled, completed, cancelled, refunded) with a note; the customer is told. */
export async function changeBooking(id: string, update: AdminBookingUpdate): Promise<AdminBookingResponse> {
  const { data } = await (await loadHttp()).patch<AdminBookingResponse>(`/admin/bookings/${encodeURIComponent(id)}`, update);
  return data;
}
