import type {
  PaymentOrderData,
  PaymentOrderResponse,
  PaymentVerifyData,
  PaymentVerifyRequest,
  PaymentVerifyResponse,
  TestCheckoutData,
  TestCheckoutRequest,
  TestCheckoutResponse,
} from '@/lib/contract/payments';
import { loadHttp } from './http';

// The browser's payment calls (issue 10). The webhook is the provider's, never the browser's.

export async function createPaymentOrder(bookingId: string): Promise<PaymentOrderData> {
  const { data } = await (await loadHttp()).post<PaymentOrderResponse>('/payments/order', { bookingId });
  return data.data;
}

export async function verifyPayment(callback: PaymentVerifyRequest): Promise<PaymentVerifyData> {
  const { data } = await (await loadHttp()).post<PaymentVerifyResponse>('/payments/verify', callback);
  return data.data;
}

export async function completeTestCheckout(request: TestCheckoutRequest): Promise<TestCheckoutData> {
  const { data } = await (await loadHttp()).post<TestCheckoutResponse>('/payments/test-checkout', request);
  return data.data;
}
