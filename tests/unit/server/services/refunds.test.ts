/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';

// Issue 23, item 1: when the provider refuses the automatic refund of a late payment, the payment
// stays due, the dashboard lists it, and staff's Retry gives it back, once. TEST MODE always
// refunds, so the refusing provider is injected here; the database is the real schema, migrated,
// in a fresh embedded database (its own thread, as in the server).

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refunds-unit-'));
process.env.DATA_DIR = dataDir;

jest.mock('@/lib/server/secrets', () => ({ getTestPaymentsKey: () => Promise.resolve('test-key') }));

import { getDb, getDbState } from '@/lib/server/db/client';
import { adminAuditLog, bookingEvents, bookings, payments, users } from '@/lib/server/db/schema';
import type { PaymentProvider } from '@/lib/server/payments/provider';
import { changeBookingByAdmin } from '@/lib/server/services/admin-bookings';
import { getDashboardCounts } from '@/lib/server/services/admin-dashboard';
import { automaticRefundNote, refundUnkeptPayment, retryPaymentRefund } from '@/lib/server/services/refunds';

/** A provider whose refunds fail while `refusing` is set, and that counts the calls. */
function provider() {
  const p = {
    refusing: true,
    calls: 0,
    name: 'test' as const,
    keyId: null,
    createOrder: () => Promise.reject(new Error('not used')),
    callbackSecret: () => Promise.resolve('test-key'),
    async refund({ amountPaise }: { amountPaise: number }) {
      p.calls++;
      // Razorpay's SDK rejects with its error body.
      if (p.refusing) throw { statusCode: 400, error: { code: 'BAD_REQUEST_ERROR', description: 'Refunds are not allowed for this payment right now' } };
      return { refundId: `rfnd_test_${++sequence}`, amountPaise };
    },
  };
  return p satisfies PaymentProvider;
}

let adminId: string;
let sequence = 0;

beforeAll(async () => {
  const db = await getDb();
  [{ id: adminId }] = (await db.insert(users).values({ mobile: '8000000099', roles: ['customer', 'admin'] }).returning({ id: users.id })) as [{ id: string }];
}, 60_000);

afterAll(async () => {
  await (await getDbState()).close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A booking in `status` with one captured payment per entry of `due` (true: not kept by the booking). */
async function bookingWithPayments(status: 'cancelled' | 'paid', due: boolean[]) {
  const db = await getDb();
  const [booking] = await db
    .insert(bookings)
    .values({ serviceSlug: 'professional-vastu-check', serviceTitle: 'Professional Vastu Check', amountPaise: 510000, status, preferredDate: '2026-12-01', timeWindow: 'morning', details: {} })
    .returning();
  const rows = [];
  for (const isDue of due) {
    sequence++;
    const [row] = await db
      .insert(payments)
      .values({ bookingId: booking!.id, provider: 'test', orderId: `order_test_u${sequence}`, paymentId: `pay_test_u${sequence}`, amountPaise: 510000, status: 'paid', paidAt: new Date(), refundDueAt: isDue ? new Date() : null })
      .returning();
    rows.push(row!);
  }
  return { booking: booking!, payments: rows };
}

const paymentRow = async (id: string) => (await (await getDb()).select().from(payments).where(eq(payments.id, id)))[0]!;
const auditActions = async (bookingId: string) => (await (await getDb()).select().from(adminAuditLog).where(eq(adminAuditLog.targetId, bookingId))).map((e) => e.action).sort();

test('a refused automatic refund leaves the payment due and listed on the dashboard; Retry gives it back once', async () => {
  const refusing = provider();
  const { booking, payments: [late] } = await bookingWithPayments('cancelled', [true]);

  expect(await refundUnkeptPayment(late!.id, null, refusing)).toMatchObject({ outcome: 'refused', reason: 'Refunds are not allowed for this payment right now' });
  const refused = await paymentRow(late!.id);
  expect(refused).toMatchObject({ refundId: null, refundStartedAt: null, refundRefusal: 'Refunds are not allowed for this payment right now' });
  expect(refused.refundRefusedAt).toBeInstanceOf(Date);
  const listed = (await getDashboardCounts()).refundsToRetry;
  expect(listed).toContainEqual({ id: late!.id, bookingId: booking.id, serviceTitle: 'Professional Vastu Check', paymentId: late!.paymentId, amountPaise: 510000, refusal: 'Refunds are not allowed for this payment right now' });

  // Two retries at once: one refund.
  refusing.refusing = false;
  const callsBefore = refusing.calls;
  const answers = await Promise.allSettled([retryPaymentRefund({ id: adminId }, late!.id, refusing), retryPaymentRefund({ id: adminId }, late!.id, refusing)]);
  expect(refusing.calls - callsBefore).toBe(1);
  const done = answers.filter((a) => a.status === 'fulfilled');
  expect(done.length).toBeGreaterThanOrEqual(1);
  for (const a of answers) if (a.status === 'rejected') expect(a.reason).toMatchObject({ status: 409 });
  const refundId = (await paymentRow(late!.id)).refundId;
  expect(refundId).toMatch(/^rfnd_test_/);
  // Asked again later: the same answer, no new refund.
  expect(await retryPaymentRefund({ id: adminId }, late!.id, refusing)).toMatchObject({ id: late!.id, refundId });
  expect(refusing.calls - callsBefore).toBe(1);

  expect((await getDashboardCounts()).refundsToRetry.map((r) => r.id)).not.toContain(late!.id);
  const history = await (await getDb()).select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
  expect(history).toEqual([expect.objectContaining({ fromStatus: 'cancelled', toStatus: 'cancelled', actorKind: 'payment', note: automaticRefundNote(late!.paymentId!, refundId!) })]);
  expect(await auditActions(booking.id)).toEqual(['payment.refund_refused', 'payment.refunded']);
}, 60_000);

test('a payment the dashboard does not hold is not retried: unknown (404) or kept by its booking (409)', async () => {
  const { payments: [kept] } = await bookingWithPayments('paid', [false]);
  await expect(retryPaymentRefund({ id: adminId }, kept!.id, provider())).rejects.toMatchObject({ status: 409 });
  await expect(retryPaymentRefund({ id: adminId }, '00000000-0000-4000-8000-000000000000', provider())).rejects.toMatchObject({ status: 404 });
  await expect(retryPaymentRefund({ id: adminId }, 'not-a-uuid', provider())).rejects.toMatchObject({ status: 404 });
}, 60_000);

test('the console’s refund of a booking gives back every captured payment, a refused late one too', async () => {
  const p = provider();
  const { booking, payments: [kept, late] } = await bookingWithPayments('paid', [false, true]);
  expect((await refundUnkeptPayment(late!.id, null, p)).outcome).toBe('refused');

  p.refusing = false;
  const refunded = await changeBookingByAdmin({ id: adminId }, booking.id, { status: 'refunded', note: 'Paid twice' }, p);
  expect(refunded.status).toBe('refunded');
  expect(refunded.payments.map((x) => x.refundId)).toEqual([expect.stringMatching(/^rfnd_test_/), expect.stringMatching(/^rfnd_test_/)]);
  expect((await paymentRow(kept!.id)).refundId).not.toBe((await paymentRow(late!.id)).refundId);
  expect((await getDashboardCounts()).refundsToRetry.map((r) => r.id)).not.toContain(late!.id);
}, 60_000);

test('when the provider refuses the console’s refund, nothing moves and Refund can be pressed again', async () => {
  const p = provider();
  const { booking, payments: [kept] } = await bookingWithPayments('paid', [false]);
  await expect(changeBookingByAdmin({ id: adminId }, booking.id, { status: 'refunded', note: undefined }, p)).rejects.toMatchObject({
    status: 503,
    message: 'The payment provider did not accept the refund. Nothing was changed; please try again in a few minutes.',
  });
  expect(await paymentRow(kept!.id)).toMatchObject({ refundId: null, refundStartedAt: null });
  p.refusing = false;
  expect((await changeBookingByAdmin({ id: adminId }, booking.id, { status: 'refunded', note: undefined }, p)).status).toBe('refunded');
}, 60_000);
