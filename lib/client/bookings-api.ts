import type { BookingResponse, CreateBookingRequest } from '@/lib/contract/bookings';
import { loadHttp } from './http';

// Browser calls of the booking API. The price is never sent: the server takes it from the catalog.

export async function createBooking(request: CreateBookingRequest): Promise<BookingResponse> {
  const { data } = await (await loadHttp()).post<BookingResponse>('/bookings', request);
  return data;
}

export async function cancelBooking(id: string): Promise<BookingResponse> {
  const { data } = await (await loadHttp()).post<BookingResponse>(`/bookings/${encodeURIComponent(id)}/cancel`);
  return data;
}
