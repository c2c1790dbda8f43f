import type { AdminBookingResponse, AdminBookingUpdate } from '@/lib/contract/admin-bookings';
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
