import type { AdminAppointment, AdminBookingResponse, AdminBookingUpdate, AdminReopen } from '@/lib/contract/admin-bookings';
import type { SlotListResponse } from '@/lib/contract/experts';
import type { SlotTimes } from '@/lib/experts';
import type { RefundRetryResponse } from '@/lib/contract/admin-payments';
import { loadHttp } from './http';

// The console's booking calls from the browser (docs/api.md, "Admin: bookings").

/** Moves a booking on (scheduled, completed, cancelled, refunded) with a note; the customer is told. */
export async function changeBooking(id: string, update: AdminBookingUpdate): Promise<AdminBookingResponse> {
  const { data } = await (await loadHttp()).patch<AdminBookingResponse>(`/admin/bookings/${encodeURIComponent(id)}`, update);
  return data;
}

/** Retries the automatic refund of a payment its booking did not keep (the dashboard's Retry). */
export async function retryRefund(paymentId: string): Promise<RefundRetryResponse> {
  const { data } = await (await loadHttp()).post<RefundRetryResponse>(`/admin/payments/${encodeURIComponent(paymentId)}/refund`);
  return data;
}

/** Gives a paid or scheduled consultation an expert and one of their free slots; 409 when the slot was just taken. */
export async function moveAppointment(id: string, change: AdminAppointment): Promise<AdminBookingResponse> {
  const { data } = await (await loadHttp()).put<AdminBookingResponse>(`/admin/bookings/${encodeURIComponent(id)}/appointment`, change);
  return data;
}

/** Undoes a wrong "Completed" or "Cancelled" with its reason. */
export async function reopenBooking(id: string, reopen: AdminReopen): Promise<AdminBookingResponse> {
  const { data } = await (await loadHttp()).post<AdminBookingResponse>(`/admin/bookings/${encodeURIComponent(id)}/reopen`, reopen);
  return data;
}

/** The free slots of an expert for a service over the next `days` days (GET /api/experts/{slug}/slots). */
export async function freeSlotsOf(slug: string, service: string, days: number): Promise<SlotTimes[]> {
  const { data } = await (await loadHttp()).get<SlotListResponse>(`/experts/${encodeURIComponent(slug)}/slots`, { params: { service, days } });
  return data.data;
}
