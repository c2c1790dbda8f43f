import { createHmac } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

// Helpers of the payment tests (tests/api/payments.spec.ts, e2e/payment.spec.ts).

/** RAZORPAY_WEBHOOK_SECRET of the main test server (playwright.config.ts): tests sign webhooks as Razorpay would. */
export const TEST_WEBHOOK_SECRET = 'e2e-razorpay-webhook-secret';

/** A preferred date the booking form accepts: a week from today. */
export function bookableDate(): string {
  return new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Books the Professional Vastu Check (5,100 rupees) for the signed-in context; returns its id. */
export async function bookVastuCheck(request: APIRequestContext, headers: Record<string, string>): Promise<{ id: string; amountPaise: number }> {
  const res = await request.post('/api/bookings', {
    headers,
    data: {
      serviceSlug: 'professional-vastu-check',
      preferredDate: bookableDate(),
      timeWindow: 'morning',
      details: { address: '14 Lodhi Road', city: 'New Delhi', propertyType: 'flat' },
      note: '',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = await res.json();
  return { id: body.data._id, amountPaise: body.data.amountPaise };
}

/** Creates a payment order for a booking of the signed-in context. */
export async function createOrder(request: APIRequestContext, headers: Record<string, string>, bookingId: string) {
  const res = await request.post('/api/payments/order', { headers, data: { bookingId } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data as { provider: string; orderId: string; amount: number; currency: string; keyId: string | null };
}

/** What the TEST MODE checkout hands back for a successful payment (as Razorpay Checkout's handler gets). */
export async function testCheckoutSuccess(request: APIRequestContext, headers: Record<string, string>, bookingId: string, orderId: string) {
  const res = await request.post('/api/payments/test-checkout', { headers, data: { bookingId, orderId, outcome: 'success' } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as { paymentId: string; signature: string; orderId: string };
}

/** Pays a booking in TEST MODE the way the pay page does: order, test checkout, signed callback. */
export async function payInTestMode(request: APIRequestContext, headers: Record<string, string>, bookingId: string): Promise<void> {
  const { orderId } = await createOrder(request, headers, bookingId);
  const { paymentId, signature } = await testCheckoutSuccess(request, headers, bookingId, orderId);
  const res = await request.post('/api/payments/verify', { headers, data: { bookingId, orderId, paymentId, signature } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The body of a Razorpay webhook event about one payment. */
export function webhookEvent(event: 'payment.captured' | 'payment.failed', payment: { id: string; orderId: string; amount: number; currency?: string }): string {
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_test',
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: payment.id,
          entity: 'payment',
          amount: payment.amount,
          currency: payment.currency ?? 'INR',
          status: event === 'payment.captured' ? 'captured' : 'failed',
          order_id: payment.orderId,
          ...(event === 'payment.failed' ? { error_description: 'Payment declined by the bank' } : {}),
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
}

/** Posts a webhook body signed with `secret` (Razorpay's X-Razorpay-Signature), as Razorpay's servers do. */
export function postWebhook(request: APIRequestContext, body: string, { secret = TEST_WEBHOOK_SECRET, eventId, headers = {} }: { secret?: string; eventId?: string; headers?: Record<string, string> } = {}) {
  const signature = createHmac('sha256', secret).update(body).digest('hex');
  return request.post('/api/payments/webhook', {
    headers: { 'Content-Type': 'application/json', 'X-Razorpay-Signature': signature, ...(eventId ? { 'X-Razorpay-Event-Id': eventId } : {}), ...headers },
    data: body,
  });
}

/** The customer's cancel of their own booking (POST /api/bookings/{id}/cancel). */
export function cancelBooking(request: APIRequestContext, headers: Record<string, string>, bookingId: string) {
  return request.post(`/api/bookings/${bookingId}/cancel`, { headers });
}

/** The checkout callback of a TEST MODE payment (POST /api/payments/verify), answered as it comes. */
export function verifyPayment(request: APIRequestContext, headers: Record<string, string>, bookingId: string, paid: { orderId: string; paymentId: string; signature: string }) {
  return request.post('/api/payments/verify', { headers, data: { bookingId, orderId: paid.orderId, paymentId: paid.paymentId, signature: paid.signature } });
}

/** What the verify call answers for a payment that came after its booking stopped waiting for one. */
export const LATE_PAYMENT_MESSAGE = 'This booking was no longer waiting for payment. Your payment is recorded and will be refunded; please contact us if you have questions.';

/** The words of the booking's history row that records a late or double payment given back. */
export const AUTOMATIC_REFUND_NOTE = /^Payment (pay_\w+) came after the booking stopped waiting for it: refunded automatically \(refund (rfnd_\w+)\)\.$/;
