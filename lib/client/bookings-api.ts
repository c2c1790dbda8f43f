import type { BookingResponse, CreateBookingRequest } from '@/lib/contract/bookings';
import type { OwnReviewResponse, ReviewRequest } from '@/lib/contract/reviews';
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

/** Rates a completed consultation, or edits the rating within the edit window. */
export async function reviewBooking(id: string, request: ReviewRequest): Promise<OwnReviewResponse> {
  const { data } = await (await loadHttp()).post<OwnReviewResponse>(`/bookings/${encodeURIComponent(id)}/review`, request);
  return data;
}
