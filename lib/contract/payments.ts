import './zod-jitless';
import { z } from 'zod';
import { textField } from './text-field';
import { isUuid } from './uuid';

// The payment calls (issue 10): create an order for a booking, verify the checkout's callback,
// the provider's webhook, and TEST MODE's checkout. Amounts are integer paise, always decided by
// the server from the booking.

/** `razorpay` when its keys are configured, `test` otherwise (TEST MODE: no money moves). */
export const PAYMENT_PROVIDERS = ['razorpay', 'test'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** A payment row's life: an order waiting for its payment, then paid, or failed (a retry makes a new order). */
export const PAYMENT_STATUSES = ['created', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Razorpay's ids (`order_…`, `pay_…`) and TEST MODE's (`order_test_…`, `pay_test_…`). */
const PROVIDER_ID = /^[A-Za-z0-9_]+$/;
const providerId = (label: string, prefix: string) =>
  textField(label, 64)
    .trim()
    .refine((v) => v.startsWith(prefix) && PROVIDER_ID.test(v), `${label} is not valid.`);

const bookingId = z.string({ error: 'The booking is required.' }).refine(isUuid, 'The booking was not found.');

export const paymentOrderRequestSchema = z.object({ bookingId });
export type PaymentOrderRequest = z.infer<typeof paymentOrderRequestSchema>;

/** POST /api/payments/order: what Checkout opens with (`keyId` is null in TEST MODE). */
export interface PaymentOrderData {
  provider: PaymentProviderName;
  orderId: string;
  /** In paise, from the booking. */
  amount: number;
  currency: 'INR';
  keyId: string | null;
}
export interface PaymentOrderResponse {
  status: 'success';
  data: PaymentOrderData;
}

/** The checkout callback: Razorpay's `razorpay_order_id`, `razorpay_payment_id`, `razorpay_signature`. */
export const paymentVerifyRequestSchema = z.object({
  bookingId,
  orderId: providerId('The order', 'order_'),
  paymentId: providerId('The payment', 'pay_'),
  signature: textField('The signature', 128).trim().min(1, 'The signature is required.'),
});
export type PaymentVerifyRequest = z.infer<typeof paymentVerifyRequestSchema>;

export interface PaymentVerifyData {
  bookingId: string;
  paymentId: string;
  /** `paid` once recorded; the same answer when the payment had already been recorded. */
  bookingStatus: 'paid';
}
export interface PaymentVerifyResponse {
  status: 'success';
  data: PaymentVerifyData;
}

/** TEST MODE's checkout: the customer chooses the outcome; the server signs it as Razorpay would. */
export const TEST_CHECKOUT_OUTCOMES = ['success', 'failure'] as const;
export const testCheckoutRequestSchema = z.object({
  bookingId,
  orderId: providerId('The order', 'order_test_'),
  outcome: z.enum(TEST_CHECKOUT_OUTCOMES, { error: 'Choose whether the test payment succeeds or fails.' }),
});
export type TestCheckoutRequest = z.infer<typeof testCheckoutRequestSchema>;

/** On success, what Razorpay Checkout would hand its `handler`; pass it to POST /api/payments/verify. */
export type TestCheckoutData = { outcome: 'success'; orderId: string; paymentId: string; signature: string } | { outcome: 'failure'; orderId: string };
export interface TestCheckoutResponse {
  status: 'success';
  data: TestCheckoutData;
}

/** POST /api/payments/webhook: an acknowledgement; `duplicate` when the event was already handled. */
export interface PaymentWebhookResponse {
  status: 'success';
  result: 'recorded' | 'duplicate' | 'ignored';
}

/** Shown after a failed payment; the booking stays pending_payment and a retry makes a new order. */
export const PAYMENT_FAILED_MESSAGE = 'The payment did not go through, and your booking is still waiting for payment. You can try again.';
