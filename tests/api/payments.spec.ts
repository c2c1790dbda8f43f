import { createHmac } from 'node:crypto';
import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { signIn } from '../support/api-client';
import { bookVastuCheck, createOrder, postWebhook, testCheckoutSuccess as checkoutSuccess, TEST_WEBHOOK_SECRET, webhookEvent } from '../support/payments';

// Issue 10, payment rules, against the main test server: TEST MODE (no Razorpay keys), with
// RAZORPAY_WEBHOOK_SECRET set (playwright.config.ts) so the webhook can be tested too. TEST MODE
// signs its checkout callbacks with its own stored key through the same verification as Razorpay.

type Customer = { request: APIRequestContext; headers: Record<string, string> };

async function customer(request: APIRequestContext, baseURL: string): Promise<Customer> {
  const { headers } = await signIn(request, baseURL);
  return { request, headers };
}

const order = (c: Customer, bookingId: string) => createOrder(c.request, c.headers, bookingId);
const testCheckoutSuccess = (c: Customer, bookingId: string, orderId: string) => checkoutSuccess(c.request, c.headers, bookingId, orderId);

const verify = (c: Customer, data: Record<string, unknown>) => c.request.post('/api/payments/verify', { headers: c.headers, data });

async function bookingOf(c: Customer, id: string) {
  const res = await c.request.get(`/api/bookings/${id}`, { headers: c.headers });
  expect(res.status()).toBe(200);
  return (await res.json()).data as { status: string; history: { toStatus: string; actorKind: string }[] };
}

const paidEvents = (b: { history: { toStatus: string }[] }) => b.history.filter((h) => h.toStatus === 'paid').length;

// Razorpay's servers: no cookies, no Origin, no XSRF token; their own context, not the customer's.
const test = base.extend<{ razorpay: APIRequestContext }>({
  razorpay: async ({ playwright, baseURL }, provide) => {
    const context = await playwright.request.newContext({ baseURL });
    await provide(context);
    await context.dispose();
  },
});

test.describe('payments', () => {
  test('an order is for the booking’s amount, in paise and INR, with TEST MODE named', async ({ request, baseURL }) => {
    const c = await customer(request, baseURL!);
    const booking = await bookVastuCheck(c.request, c.headers);
    expect(booking.amountPaise).toBe(510000);
    // A client-sent amount is not part of the request and is ignored.
    const res = await c.request.post('/api/payments/order', { headers: c.headers, data: { bookingId: booking.id, amount: 100 } });
    expect(res.status()).toBe(201);
    expect(res.headers()['cache-control']).toMatch(/no-store/);
    const data = (await res.json()).data;
    expect(data).toMatchObject({ provider: 'test', amount: 510000, currency: 'INR', keyId: null });
    expect(data.orderId).toMatch(/^order_test_/);
  });

  test('a TEST MODE payment is verified, marks the booking paid once, and the same callback again changes nothing', async ({ request, baseURL }) => {
    const c = await customer(request, baseURL!);
    const booking = await bookVastuCheck(c.request, c.headers);
    const { orderId } = await order(c, booking.id);
    const paid = await testCheckoutSuccess(c, booking.id, orderId);
    const callback = { bookingId: booking.id, orderId, paymentId: paid.paymentId, signature: paid.signature };
    const first = await verify(c, callback);
    expect(first.status(), await first.text()).toBe(200);
    expect((await first.json()).data).toEqual({ bookingId: booking.id, paymentId: paid.paymentId, bookingStatus: 'paid' });
    const again = await verify(c, callback);
    expect(again.status()).toBe(200);
    const after = await bookingOf(c, booking.id);
    expect(after.status).toBe('paid');
    expect(paidEvents(after)).toBe(1);
    expect(after.history.at(-1)).toMatchObject({ toStatus: 'paid', actorKind: 'payment' });
    // Paid: no new order.
    const another = await c.request.post('/api/payments/order', { headers: c.headers, data: { bookingId: booking.id } });
    expect(another.status()).toBe(409);
  });

  test('the same callback sent many times at once is recorded once', async ({ request, baseURL }) => {
    const c = await customer(request, baseURL!);
    const booking = await bookVastuCheck(c.request, c.headers);
    const { orderId } = await order(c, booking.id);
    const paid = await testCheckoutSuccess(c, booking.id, orderId);
    const callback = { bookingId: booking.id, orderId, paymentId: paid.paymentId, signature: paid.signature };
    const answers = await Promise.all(Array.from({ length: 6 }, () => verify(c, callback)));
    expect(answers.map((a) => a.status())).toEqual([200, 200, 200, 200, 200, 200]);
    expect(paidEvents(await bookingOf(c, booking.id))).toBe(1);
  });

  test('callback and webhook of one payment, together and repeated, are recorded once', async ({ request, baseURL, razorpay }) => {
    const c = await customer(request, baseURL!);
    const booking = await bookVastuCheck(c.request, c.headers);
    const { orderId, amount } = await order(c, booking.id);
    const paid = await testCheckoutSuccess(c, booking.id, orderId);
    const body = webhookEvent('payment.captured', { id: paid.paymentId, orderId, amount });
    const callback = { bookingId: booking.id, orderId, paymentId: paid.paymentId, signature: paid.signature };
    const answers = await Promise.all([
      verify(c, callback),
      postWebhook(razorpay, body, { eventId: `evt_${paid.paymentId}` }),
      postWebhook(razorpay, body, { eventId: `evt_${paid.paymentId}` }),
      verify(c, callback),
    ]);
    expect(answers.map((a) => a.status())).toEqual([200, 200, 200, 200]);
    const results = await Promise.all(answers.slice(1, 3).map(async (a) => (await a.json()).result));
    expect(results.every((r) => r === 'recorded' || r === 'duplicate')).toBe(true);
    // Redelivered later, with and without its event id: still once.
    expect((await (await postWebhook(razorpay, body, { eventId: `evt_${paid.paymentId}` })).json()).result).toBe('duplicate');
    expect((await (await postWebhook(razorpay, body)).json()).result).toBe('duplicate');
    const after = await bookingOf(c, booking.id);
    expect(after.status).toBe('paid');
    expect(paidEvents(after)).toBe(1);
  });

  test('a webhook alone records the payment (the customer closed the page before the callback)', async ({ request, baseURL, razorpay }) => {
    const c = await customer(request, baseURL!);
    const booking = await bookVastuCheck(c.request, c.headers);
    const { orderId, amount } = await order(c, booking.id);
    const res = await postWebhook(razorpay, webhookEvent('payment.captured', { id: 'pay_WebhookOnly01', orderId, amount }));
    expect(res.status()).toBe(200);
    expect((await res.json()).result).toBe('recorded');
    expect((await bookingOf(c, booking.id)).status).toBe('paid');
    const receipt = await c.request.get(`/bookings/${booking.id}/receipt`);
    expect(receipt.status()).toBe(200);
    expect(await receipt.text()).toContain('pay_WebhookOnly01');
  });

  test('a forged or mismatched signature is refused and changes nothing', async ({ request, baseURL }) => {
    const c = await customer(request, baseURL!);
    const booking = await bookVastuCheck(c.request, c.headers);
    const { orderId } = await order(c, booking.id);
    const paid = await testCheckoutSuccess(c, booking.id, orderId);
    const forged = [
      { signature: '0'.repeat(64) },
      { signature: paid.signature.replace(/^./, (ch) => (ch === 'a' ? 'b' : 'a')) },
      { paymentId: 'pay_SomeoneElse0001' }, // a real signature, for another payment
      { signature: 'not-hex' },
    ];
    for (const change of forged) {
      const res = await verify(c, { bookingId: booking.id, orderId, paymentId: paid.paymentId, signature: paid.signature, ...change });
      expect(res.status(), JSON.stringify(change)).toBe(400);
      expect((await res.json()).message).toMatch(/could not be verified/);
    }
    expect((await bookingOf(c, booking.id)).status).toBe('pending_payment');
  });

  test('an order of another booking is refused, even with its valid signature', async ({ request, baseURL }) => {
    const c = await customer(request, baseURL!);
    const first = await bookVastuCheck(c.request, c.headers);
    const second = await bookVastuCheck(c.request, c.headers);
    const { orderId } = await order(c, first.id);
    const paid = await testCheckoutSuccess(c, first.id, orderId);
    const res = await verify(c, { bookingId: second.id, orderId, paymentId: paid.paymentId, signature: paid.signature });
    expect(res.status()).toBe(400);
    expect((await res.json()).message).toMatch(/does not belong to this booking/);
    expect((await bookingOf(c, second.id)).status).toBe('pending_payment');
    expect((await bookingOf(c, first.id)).status).toBe('pending_payment');
  });

  test('a webhook with a wrong amount or currency is refused and changes nothing', async ({ request, baseURL, razorpay }) => {
    const c = await customer(request, baseURL!);
    const booking = await bookVastuCheck(c.request, c.headers);
    const { orderId, amount } = await order(c, booking.id);
    const cheap = await postWebhook(razorpay, webhookEvent('payment.captured', { id: 'pay_Cheap000000001', orderId, amount: 100 }));
    expect(cheap.status()).toBe(400);
    expect((await cheap.json()).message).toMatch(/amount does not match/);
    const dollars = await postWebhook(razorpay, webhookEvent('payment.captured', { id: 'pay_Dollars00001', orderId, amount, currency: 'USD' }));
    expect(dollars.status()).toBe(400);
    expect((await bookingOf(c, booking.id)).status).toBe('pending_payment');
    // The refused event was not kept as handled: the right one is still recorded.
    const right = await postWebhook(razorpay, webhookEvent('payment.captured', { id: 'pay_Right00000001', orderId, amount }));
    expect((await right.json()).result).toBe('recorded');
  });

  test('another user’s booking gets a 404 for order, verify and test checkout', async ({ request, playwright, baseURL }) => {
    const owner = await customer(request, baseURL!);
    const booking = await bookVastuCheck(owner.request, owner.headers);
    const { orderId } = await order(owner, booking.id);
    const paid = await testCheckoutSuccess(owner, booking.id, orderId);
    const otherContext = await playwright.request.newContext({ baseURL });
    try {
      const other = await customer(otherContext, baseURL!);
      expect((await other.request.post('/api/payments/order', { headers: other.headers, data: { bookingId: booking.id } })).status()).toBe(404);
      expect((await verify(other, { bookingId: booking.id, orderId, paymentId: paid.paymentId, signature: paid.signature })).status()).toBe(404);
      expect((await other.request.post('/api/payments/test-checkout', { headers: other.headers, data: { bookingId: booking.id, orderId, outcome: 'success' } })).status()).toBe(404);
      expect((await other.request.get(`/bookings/${booking.id}/pay`)).status()).toBe(404);
    } finally {
      await otherContext.dispose();
    }
    expect((await bookingOf(owner, booking.id)).status).toBe('pending_payment');
  });

  test('a failed payment leaves the booking waiting for payment, and a retry with a new order pays it', async ({ request, baseURL }) => {
    const c = await customer(request, baseURL!);
    const booking = await bookVastuCheck(c.request, c.headers);
    const first = await order(c, booking.id);
    const failed = await c.request.post('/api/payments/test-checkout', { headers: c.headers, data: { bookingId: booking.id, orderId: first.orderId, outcome: 'failure' } });
    expect(failed.status()).toBe(200);
    expect((await failed.json()).data).toEqual({ outcome: 'failure', orderId: first.orderId });
    expect((await bookingOf(c, booking.id)).status).toBe('pending_payment');
    const retry = await order(c, booking.id);
    expect(retry.orderId).not.toBe(first.orderId);
    const paid = await testCheckoutSuccess(c, booking.id, retry.orderId);
    expect((await verify(c, { bookingId: booking.id, ...paid })).status()).toBe(200);
    expect((await bookingOf(c, booking.id)).status).toBe('paid');
  });

  test('a failed TEST MODE try appears in the booking’s history as "Payment failed (reason)", with its time', async ({ request, baseURL }) => {
    const c = await customer(request, baseURL!);
    const booking = await bookVastuCheck(c.request, c.headers);
    const first = await order(c, booking.id);
    const before = Date.now();
    await c.request.post('/api/payments/test-checkout', { headers: c.headers, data: { bookingId: booking.id, orderId: first.orderId, outcome: 'failure' } });
    const { history } = (await (await c.request.get(`/api/bookings/${booking.id}`, { headers: c.headers })).json()).data as { history: { toStatus: string; actorKind: string; note: string | null; createdAt: string }[] };
    const failures = history.filter((h) => h.note?.startsWith('Payment failed'));
    expect(failures).toEqual([expect.objectContaining({ note: 'Payment failed (Failed in the TEST MODE checkout)', actorKind: 'payment', toStatus: 'pending_payment' })]);
    expect(new Date(failures[0]!.createdAt).getTime()).toBeGreaterThanOrEqual(before - 60_000);
    // Oldest first: the booking came before its failed try.
    expect(history.map((h) => h.note ?? h.toStatus)).toEqual(['pending_payment', 'Payment failed (Failed in the TEST MODE checkout)']);
    // The list the My Bookings page reads carries it too.
    const list = (await (await c.request.get('/api/bookings', { headers: c.headers })).json()).data as { _id: string; history: { note: string | null }[] }[];
    expect(list.find((b) => b._id === booking.id)!.history.map((h) => h.note)).toContain('Payment failed (Failed in the TEST MODE checkout)');
  });

  test('a payment.failed webhook leaves the booking waiting for payment', async ({ request, baseURL, razorpay }) => {
    const c = await customer(request, baseURL!);
    const booking = await bookVastuCheck(c.request, c.headers);
    const { orderId, amount } = await order(c, booking.id);
    const res = await postWebhook(razorpay, webhookEvent('payment.failed', { id: 'pay_Declined00001', orderId, amount }));
    expect(res.status()).toBe(200);
    expect((await res.json()).result).toBe('recorded');
    expect((await bookingOf(c, booking.id)).status).toBe('pending_payment');
  });

  test('the webhook refuses a bad signature (400) and needs no session or XSRF token', async ({ razorpay }) => {
    const body = webhookEvent('payment.captured', { id: 'pay_Forged0000001', orderId: 'order_test_00000000000000000000', amount: 510000 });
    const wrongSecret = await postWebhook(razorpay, body, { secret: 'not-the-secret' });
    expect(wrongSecret.status()).toBe(400);
    expect((await wrongSecret.json()).message).toMatch(/signature is not valid/);
    const unsigned = await razorpay.post('/api/payments/webhook', { headers: { 'Content-Type': 'application/json' }, data: body });
    expect(unsigned.status()).toBe(400);
    // Signed over other bytes (a re-serialised body) is not the same body.
    const reformatted = await razorpay.post('/api/payments/webhook', {
      headers: { 'Content-Type': 'application/json', 'X-Razorpay-Signature': createHmac('sha256', TEST_WEBHOOK_SECRET).update(body).digest('hex') },
      data: JSON.stringify(JSON.parse(body), null, 2),
    });
    expect(reformatted.status()).toBe(400);
    // Properly signed, for an order this site never made: acknowledged, nothing to do.
    const unknown = await postWebhook(razorpay, body);
    expect(unknown.status()).toBe(200);
    expect((await unknown.json()).result).toBe('ignored');
  });

  test('a paid booking cannot be cancelled (409)', async ({ request, baseURL }) => {
    const c = await customer(request, baseURL!);
    const booking = await bookVastuCheck(c.request, c.headers);
    const { orderId } = await order(c, booking.id);
    const paid = await testCheckoutSuccess(c, booking.id, orderId);
    expect((await verify(c, { bookingId: booking.id, ...paid })).status()).toBe(200);
    const cancel = await c.request.post(`/api/bookings/${booking.id}/cancel`, { headers: c.headers });
    expect(cancel.status()).toBe(409);
    expect((await bookingOf(c, booking.id)).status).toBe('paid');
  });

  test('a cancelled booking cannot be paid, and its failed order is not honoured by the callback', async ({ request, baseURL }) => {
    // A payment made after a cancel is given back automatically: tests/api/payments-late.spec.ts.
    const c = await customer(request, baseURL!);
    const booking = await bookVastuCheck(c.request, c.headers);
    const { orderId } = await order(c, booking.id);
    const paid = await testCheckoutSuccess(c, booking.id, orderId);
    await c.request.post('/api/payments/test-checkout', { headers: c.headers, data: { bookingId: booking.id, orderId, outcome: 'failure' } });
    expect((await c.request.post(`/api/bookings/${booking.id}/cancel`, { headers: c.headers })).status()).toBe(200);
    expect((await c.request.post('/api/payments/order', { headers: c.headers, data: { bookingId: booking.id } })).status()).toBe(409);
    expect((await verify(c, { bookingId: booking.id, ...paid })).status()).toBe(409);
    expect((await bookingOf(c, booking.id)).status).toBe('cancelled');
  });

  test('payment calls need a session, a known booking id and valid ids', async ({ request, playwright, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    try {
      const res = await anonymous.post('/api/payments/order', { data: { bookingId: '6f1c2f1e-4b1a-4a53-9f1e-0d5c8a0e1b2c' } });
      expect(res.status()).toBe(401);
    } finally {
      await anonymous.dispose();
    }
    const c = await customer(request, baseURL!);
    const cases: [string, Record<string, unknown>, number][] = [
      ['/api/payments/order', { bookingId: 'not-a-uuid' }, 400],
      ['/api/payments/order', { bookingId: '6f1c2f1e-4b1a-4a53-9f1e-0d5c8a0e1b2c' }, 404],
      ['/api/payments/verify', { bookingId: '6f1c2f1e-4b1a-4a53-9f1e-0d5c8a0e1b2c', orderId: 'order_x', paymentId: 'pay_x\u0000', signature: 'x' }, 400],
      ['/api/payments/verify', { bookingId: '6f1c2f1e-4b1a-4a53-9f1e-0d5c8a0e1b2c', orderId: 'ord_x', paymentId: 'pay_x', signature: 'x' }, 400],
      ['/api/payments/test-checkout', { bookingId: '6f1c2f1e-4b1a-4a53-9f1e-0d5c8a0e1b2c', orderId: 'order_test_x', outcome: 'maybe' }, 400],
    ];
    for (const [path, data, status] of cases) {
      const res = await c.request.post(path, { headers: c.headers, data });
      expect(res.status(), `${path} ${JSON.stringify(data)}`).toBe(status);
      expect((await res.json()).message).toEqual(expect.any(String));
    }
  });
});
