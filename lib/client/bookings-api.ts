import type { BookingResponse, CreateBookingRequest } from '@/lib/contract/bookings';
import type { ConsultationMode } from '@/lib/consultations/booking-status';
import type { SlotListResponse } from '@/lib/contract/experts';
import type { SlotTimes } from '@/lib/experts';
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

/**
 * The free slots of a service: with one expert, or (no expert) with any of the experts who take
 * it. Never cached, so a slot taken a moment ago is not offered again.
 */
export async function fetchFreeSlots(serviceSlug: string, expertSlug: string | null, mode: ConsultationMode | null, signal?: AbortSignal): Promise<SlotTimes[]> {
  const query = new URLSearchParams(mode === 'visit' ? { mode } : {});
  const path = expertSlug ? `/experts/${encodeURIComponent(expertSlug)}/slots` : `/services/${encodeURIComponent(serviceSlug)}/slots`;
  if (expertSlug) query.set('service', serviceSlug);
  const { data } = await (await loadHttp()).get<SlotListResponse>(`${path}?${query}`, { signal });
  return data.data;
}

/** Rates a completed consultation, or edits the rating within the edit window. */
export async function reviewBooking(id: string, request: ReviewRequest): Promise<OwnReviewResponse> {
  const { data } = await (await loadHttp()).post<OwnReviewResponse>(`/bookings/${encodeURIComponent(id)}/review`, request);
  return data;
}
