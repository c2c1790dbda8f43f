import { expect, test, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { asAdmin } from '../support/admin';
import { signIn } from '../support/api-client';
import {
  AUTOMATIC_REFUND_NOTE,
  bookVastuCheck,
  cancelBooking,
  createOrder,
  LATE_PAYMENT_MESSAGE,
  postWebhook,
  testCheckoutSuccess,
  verifyPayment,
  webhookEvent,
} from '../support/payments';

// Issue 23, item 1: a payment that arrives after its booking stopped waiting for one (cancelled,
// or already paid by another order) is given back automatically through the payment provider
// (TEST MODE records an rfnd_test_ id), written in the booking's history and the audit log, and
// shown in the console. A console refund gives back every captured payment of the booking.
// Webhooks come through the test's own `request` context: no cookies, as from Razorpay's servers.

type Customer = { request: APIRequestContext; headers: Record<string, string> };

async function customer(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string): Promise<Customer> {
  const request = await playwright.request.newContext({ baseURL });
  const { headers } = await signIn(request, baseURL);
  return { request, headers };
}

type AdminPayment = { orderId: string; paymentId: string | null; status: string; refundId: string | null; refundDue: boolean };
type AdminBookingView = { status: string; payments: AdminPayment[]; history: { fromStatus: string | null; toStatus: string; actorKind: string; note: string | null }[] };

async function consoleBooking(admin: APIRequestContext, id: string): Promise<AdminBookingView> {
  const res = await admin.get(`/api/admin/bookings/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()).booking;
}

async function auditOf(admin: APIRequestContext, targetId: string): Promise<string[]> {
  const { entries } = await (await admin.get('/api/admin/audit')).json();
  return (entries as { action: string; targetId: string }[]).filter((e) => e.targetId === targetId).map((e) => e.action);
}

const refundNotes = (b: AdminBookingView) => b.history.filter((e) => AUTOMATIC_REFUND_NOTE.test(e.note ?? ''));

/** The booking with an order open, cancelled from the console (staff may; the customer must wait). */
async function cancelledWithOpenOrder(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string) {
  const c = await customer(playwright, baseURL);
  const booking = await bookVastuCheck(c.request, c.headers);
  const order = await createOrder(c.request, c.headers, booking.id);
  const admin = await asAdmin(playwright, baseURL);
  const cancelled = await admin.request.patch(`/api/admin/bookings/${booking.id}`, { headers: admin.headers, data: { status: 'cancelled', note: 'Customer asked by phone' } });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  return { c, booking, order, admin: admin.request };
}

test('a payment made after its booking was cancelled is refunded automatically, in the history and the audit log', async ({ playwright, baseURL }) => {
  const { c, booking, order, admin } = await cancelledWithOpenOrder(playwright, baseURL!);
  const paid = await testCheckoutSuccess(c.request, c.headers, booking.id, order.orderId);

  const late = await verifyPayment(c.request, c.headers, booking.id, paid);
  expect(late.status()).toBe(409);
  expect((await late.json()).message).toBe(LATE_PAYMENT_MESSAGE);

  const after = await consoleBooking(admin, booking.id);
  expect(after.status).toBe('cancelled');
  expect(after.payments).toEqual([expect.objectContaining({ paymentId: paid.paymentId, status: 'paid', refundDue: true, refundId: expect.stringMatching(/^rfnd_test_/) })]);
  const [note] = refundNotes(after);
  expect(note).toMatchObject({ fromStatus: 'cancelled', toStatus: 'cancelled', actorKind: 'payment' });
  expect(AUTOMATIC_REFUND_NOTE.exec(note!.note!)!.slice(1)).toEqual([paid.paymentId, after.payments[0]!.refundId]);
  expect(await auditOf(admin, booking.id)).toEqual(['payment.refunded', 'booking.cancelled']);

  // The customer sees it in the booking's history too; asking again refunds nothing more.
  const mine = (await (await c.request.get(`/api/bookings/${booking.id}`, { headers: c.headers })).json()).data;
  expect(mine.history.at(-1).note).toMatch(AUTOMATIC_REFUND_NOTE);
  expect((await verifyPayment(c.request, c.headers, booking.id, paid)).status()).toBe(409);
  expect(refundNotes(await consoleBooking(admin, booking.id))).toHaveLength(1);
});

test('a payment.captured webhook for a cancelled booking is refunded automatically', async ({ playwright, baseURL, request }) => {
  const { booking, order, admin } = await cancelledWithOpenOrder(playwright, baseURL!);
  const res = await postWebhook(request, webhookEvent('payment.captured', { id: `pay_Late${Date.now()}`, orderId: order.orderId, amount: order.amount }));
  expect(res.status(), await res.text()).toBe(200);
  const after = await consoleBooking(admin, booking.id);
  expect(after.status).toBe('cancelled');
  expect(after.payments[0]).toMatchObject({ status: 'paid', refundDue: true, refundId: expect.stringMatching(/^rfnd_test_/) });
  expect(refundNotes(after)).toHaveLength(1);
  expect(await auditOf(admin, booking.id)).toContain('payment.refunded');
});

test('the late payment’s callbacks and webhooks, sent together, give the money back once', async ({ playwright, baseURL, request }) => {
  const { c, booking, order, admin } = await cancelledWithOpenOrder(playwright, baseURL!);
  const paid = await testCheckoutSuccess(c.request, c.headers, booking.id, order.orderId);
  const body = webhookEvent('payment.captured', { id: paid.paymentId, orderId: order.orderId, amount: order.amount });
  const answers = await Promise.all([
    verifyPayment(c.request, c.headers, booking.id, paid),
    postWebhook(request, body, { eventId: `evt_a_${paid.paymentId}` }),
    verifyPayment(c.request, c.headers, booking.id, paid),
    postWebhook(request, body, { eventId: `evt_b_${paid.paymentId}` }),
  ]);
  expect(answers.map((a) => a.status())).toEqual([409, 200, 409, 200]);
  const after = await consoleBooking(admin, booking.id);
  expect(after.payments).toHaveLength(1);
  expect(after.payments[0]!.refundId).toMatch(/^rfnd_test_/);
  expect(refundNotes(after)).toHaveLength(1);
  expect((await auditOf(admin, booking.id)).filter((a) => a === 'payment.refunded')).toHaveLength(1);
});

test('two orders of one booking paid at once: one pays the booking, the other is refunded; the console’s refund returns the rest', async ({ playwright, baseURL }) => {
  const c = await customer(playwright, baseURL!);
  const booking = await bookVastuCheck(c.request, c.headers);
  // Two tabs: two orders, both paid.
  const orders = [await createOrder(c.request, c.headers, booking.id), await createOrder(c.request, c.headers, booking.id)];
  const paid = await Promise.all(orders.map((o) => testCheckoutSuccess(c.request, c.headers, booking.id, o.orderId)));
  const answers = await Promise.all(paid.map((p) => verifyPayment(c.request, c.headers, booking.id, p)));
  expect(answers.map((a) => a.status()).sort()).toEqual([200, 409]);

  const { request: admin, headers } = await asAdmin(playwright, baseURL!);
  const after = await consoleBooking(admin, booking.id);
  expect(after.status).toBe('paid');
  const kept = after.payments.filter((p) => !p.refundDue);
  const extra = after.payments.filter((p) => p.refundDue);
  expect(kept).toEqual([expect.objectContaining({ status: 'paid', refundId: null })]);
  expect(extra).toEqual([expect.objectContaining({ status: 'paid', refundId: expect.stringMatching(/^rfnd_test_/) })]);
  expect(refundNotes(after)).toEqual([expect.objectContaining({ fromStatus: 'paid', toStatus: 'paid', actorKind: 'payment' })]);

  // A refunded extra payment is not the booking's money: staff still schedule it.
  const refund = await admin.patch(`/api/admin/bookings/${booking.id}`, { headers, data: { status: 'refunded', note: 'Customer changed their mind' } });
  expect(refund.status(), await refund.text()).toBe(200);
  const refunded = (await refund.json()).booking as AdminBookingView;
  expect(refunded.status).toBe('refunded');
  expect(refunded.payments.every((p) => p.status === 'paid' && /^rfnd_test_/.test(p.refundId ?? ''))).toBe(true);
  expect(new Set(refunded.payments.map((p) => p.refundId)).size).toBe(2);
});

test('with both payments captured and none refunded yet, the console’s refund returns every one', async ({ playwright, baseURL, request }) => {
  // The second payment arrives as the console refunds: whichever comes first, both payments end
  // given back, once each (the booking's by the console, the extra one automatically).
  const c = await customer(playwright, baseURL!);
  const booking = await bookVastuCheck(c.request, c.headers);
  const first = await createOrder(c.request, c.headers, booking.id);
  const second = await createOrder(c.request, c.headers, booking.id);
  const paidFirst = await testCheckoutSuccess(c.request, c.headers, booking.id, first.orderId);
  expect((await verifyPayment(c.request, c.headers, booking.id, paidFirst)).status()).toBe(200);
  const { request: admin, headers } = await asAdmin(playwright, baseURL!);
  const [webhook, refund] = await Promise.all([
    postWebhook(request, webhookEvent('payment.captured', { id: `pay_Second${Date.now()}`, orderId: second.orderId, amount: second.amount })),
    admin.patch(`/api/admin/bookings/${booking.id}`, { headers, data: { status: 'refunded', note: 'Paid twice' } }),
  ]);
  expect(webhook.status()).toBe(200);
  expect(refund.status(), await refund.text()).toBe(200);
  await expect
    .poll(async () => (await consoleBooking(admin, booking.id)).payments.map((p) => (p.status === 'paid' ? /^rfnd_test_/.test(p.refundId ?? '') : 'unpaid')))
    .toEqual([true, true]);
});

test('the customer cannot cancel while an order may be being paid, and can once its payment failed', async ({ playwright, baseURL }) => {
  const c = await customer(playwright, baseURL!);
  const booking = await bookVastuCheck(c.request, c.headers);
  const { orderId } = await createOrder(c.request, c.headers, booking.id);
  const refused = await cancelBooking(c.request, c.headers, booking.id);
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe('A payment for this booking may be under way. Please try again in a few minutes.');
  expect((await (await c.request.get(`/api/bookings/${booking.id}`, { headers: c.headers })).json()).data.status).toBe('pending_payment');

  const failed = await c.request.post('/api/payments/test-checkout', { headers: c.headers, data: { bookingId: booking.id, orderId, outcome: 'failure' } });
  expect(failed.status()).toBe(200);
  expect((await cancelBooking(c.request, c.headers, booking.id)).status()).toBe(200);
});

test('a payment captured after its failed try and the customer’s cancel is refunded automatically', async ({ playwright, baseURL, request }) => {
  // Razorpay lets an order be tried again after a failure; the success may come after the cancel.
  const c = await customer(playwright, baseURL!);
  const booking = await bookVastuCheck(c.request, c.headers);
  const order = await createOrder(c.request, c.headers, booking.id);
  const { request: admin } = await asAdmin(playwright, baseURL!);
  expect((await postWebhook(request, webhookEvent('payment.failed', { id: `pay_Fail${Date.now()}`, orderId: order.orderId, amount: order.amount }))).status()).toBe(200);
  expect((await cancelBooking(c.request, c.headers, booking.id)).status()).toBe(200);
  const captured = await postWebhook(request, webhookEvent('payment.captured', { id: `pay_Retry${Date.now()}`, orderId: order.orderId, amount: order.amount }));
  expect(captured.status()).toBe(200);
  const after = await consoleBooking(admin, booking.id);
  expect(after.payments[0]).toMatchObject({ status: 'paid', refundDue: true, refundId: expect.stringMatching(/^rfnd_test_/) });
});
