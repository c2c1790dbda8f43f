// The console's payments (issue 23): POST /api/admin/payments/{id}/refund retries the automatic
// refund of a captured payment its booking did not keep (it came after the booking stopped
// waiting for one), which the provider refused. Admins only; no body.

/** The answer of a retry: the payment, now given back. Asking again answers the same. */
export interface RefundRetryData {
  /** The payment's row id (the path's id). */
  id: string;
  bookingId: string | null;
  paymentId: string;
  amountPaise: number;
  refundId: string;
}

export interface RefundRetryResponse {
  payment: RefundRetryData;
}
