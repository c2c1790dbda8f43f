import 'server-only';
import { createHash } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { hasReceipt } from '@/lib/consultations/booking-status';
import type { TaxDocumentRef } from '@/lib/contract/bookings';
import type { PaymentOrderData, PaymentVerifyData, PaymentVerifyRequest, TestCheckoutData, TestCheckoutRequest } from '@/lib/contract/payments';
import { isUuid } from '@/lib/contract/uuid';
import { splitInclusiveGst, type GstSplit } from '@/lib/invoices/gst';
import { getDb } from '../db/client';
import { bookings, paymentWebhookEvents, payments } from '../db/schema';
import { serverEnv } from '../env';
import { HttpError } from '../errors';
import { log, logError } from '../log';
import { paymentProvider, testPaymentId, type PaymentProvider } from '../payments/provider';
import { isValidPaymentSignature, isValidWebhookSignature, signPayment } from '../payments/signature';
import type { Tx } from '../db/transaction';
import { changeBookingStatus, taxDocumentsOfBookings, toTaxDocumentRef } from './bookings';
import { refreshExpertSlots, renewSlotHold, slotTakenByAnother } from './experts';
import { refundIfUnkept } from './refunds';
import { issueInvoice } from './tax-documents';

// Orders, checkout callbacks and webhooks. A payment is recorded once: its payments row is locked
// while it is recorded, its payment id is unique, and each webhook event id is kept, so a callback
// and a webhook (or either twice, at once) end in one recorded payment and one state change.
// Refusals are logged by reason and ids only: never a signature, secret or body.

const BOOKING_NOT_FOUND = 'This booking was not found.';
const NOT_VERIFIED = 'The payment could not be verified. No change was made; please try again or contact us.';

type PaymentRow = typeof payments.$inferSelect;

function refuse(status: number, message: string, reason: string, ids: Record<string, unknown>): HttpError {
  log.warn({ reason, ...ids }, 'payment refused');
  return new HttpError(status, message);
}

/** A booking's slot, when it was made on one. */
function slotOf(b: { id: string; expertSlug: string | null; slotStart: Date | null; slotEnd: Date | null }) {
  return b.expertSlug && b.slotStart && b.slotEnd ? { id: b.id, expertSlug: b.expertSlug, slotStart: b.slotStart, slotEnd: b.slotEnd } : null;
}

/** The customer's own booking, locked or not; someone else's is "not found". */
async function ownBooking(db: Tx | Awaited<ReturnType<typeof getDb>>, userId: string, bookingId: string) {
  if (!isUuid(bookingId)) return null;
  const [row] = await db
    .select({ id: bookings.id, status: bookings.status, amountPaise: bookings.amountPaise, expertSlug: bookings.expertSlug, slotStart: bookings.slotStart, slotEnd: bookings.slotEnd })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * A new order for the customer's unpaid booking, for the booking's amount (never the client's).
 * Every try makes a new order, so a failed payment is retried with a fresh one.
 */
export async function createPaymentOrder(userId: string, bookingId: string, provider: PaymentProvider = paymentProvider()): Promise<PaymentOrderData> {
  const db = await getDb();
  const booking = await ownBooking(db, userId, bookingId);
  if (!booking) throw refuse(404, BOOKING_NOT_FOUND, 'order for a booking that is not the caller’s', { bookingId, userId });
  if (booking.status !== 'pending_payment') {
    throw new HttpError(409, booking.status === 'cancelled' ? 'This booking was cancelled, so it cannot be paid.' : 'This booking is already paid.');
  }
  const slot = slotOf(booking);
  if (slot) {
    await db.transaction((tx) => renewSlotHold(tx, slot));
    refreshExpertSlots();
  }
  let order;
  try {
    order = await provider.createOrder({ amountPaise: booking.amountPaise, receipt: booking.id });
  } catch (err) {
    // Razorpay unreachable, refusing the keys, or answering oddly: the customer can only retry.
    logError('payment order not created', err, { bookingId: booking.id, provider: provider.name });
    throw new HttpError(503, 'The payment service could not be reached. Nothing was charged; please try again in a few minutes.');
  }
  await db.insert(payments).values({
    bookingId: booking.id,
    userId,
    provider: provider.name,
    orderId: order.orderId,
    amountPaise: order.amountPaise,
    currency: order.currency,
  });
  log.info({ bookingId: booking.id, orderId: order.orderId, provider: provider.name }, 'payment order created');
  return { provider: provider.name, orderId: order.orderId, amount: order.amountPaise, currency: order.currency, keyId: provider.keyId };
}

type CaptureOutcome = 'recorded' | 'duplicate' | 'unknown-order' | 'booking-not-payable' | 'already-paid-by-another-payment';

/**
 * Records a captured payment of one of our orders, in the caller's transaction: the order's row
 * is locked, so of two arrivals of the same payment one records it and the other sees it done.
 * The amount and currency must be the order's (a mismatch throws and nothing changes). A payment
 * that arrives for a booking no longer waiting for one (paid by another order, cancelled) is kept
 * for the accounts but changes no booking: it is marked as due for a refund (refund_due_at), which
 * the caller asks for once this transaction is committed (refundIfUnkept). A kept payment issues
 * the booking's tax invoice here, in the same transaction (tax-documents.ts).
 */
async function recordCapturedPayment(tx: Tx, paid: { orderId: string; paymentId: string; amountPaise: number; currency: string; via: 'callback' | 'webhook' }): Promise<{ outcome: CaptureOutcome; row?: PaymentRow }> {
  const [row] = await tx.select().from(payments).where(eq(payments.orderId, paid.orderId)).for('update');
  if (!row) return { outcome: 'unknown-order' };
  const ids = { bookingId: row.bookingId, orderId: row.orderId, paymentId: paid.paymentId, via: paid.via };
  if (paid.amountPaise !== row.amountPaise || paid.currency !== row.currency) {
    throw refuse(400, 'The payment amount does not match the order. No change was made.', 'amount or currency differs from the order', { ...ids, amountPaise: paid.amountPaise, orderAmountPaise: row.amountPaise });
  }
  if (row.status === 'paid') {
    if (row.paymentId === paid.paymentId) return { outcome: 'duplicate', row };
    log.warn(ids, 'a second payment arrived for an order already paid: refund it');
    return { outcome: 'already-paid-by-another-payment', row };
  }
  const [booking] = row.bookingId
    ? await tx.select({ id: bookings.id, status: bookings.status, expertSlug: bookings.expertSlug, slotStart: bookings.slotStart, slotEnd: bookings.slotEnd }).from(bookings).where(eq(bookings.id, row.bookingId)).for('update')
    : [];
  const now = new Date();
  // A booking on a slot is paid only while nobody else took its time (its hold may have ended).
  const slot = booking ? slotOf(booking) : null;
  const kept = booking?.status === 'pending_payment' && !(slot && (await slotTakenByAnother(tx, slot, now)));
  const [recorded] = await tx
    .update(payments)
    .set({ status: 'paid', paymentId: paid.paymentId, paidAt: now, failureReason: null, refundDueAt: kept ? null : now, updatedAt: now })
    .where(eq(payments.id, row.id))
    .returning();
  if (!kept) {
    log.warn({ ...ids, bookingStatus: booking?.status ?? 'deleted' }, 'payment captured for a booking not waiting for payment: refunding it');
    return { outcome: 'booking-not-payable', row: recorded };
  }
  await changeBookingStatus(tx, { bookingId: row.bookingId!, to: 'paid', actor: { kind: 'payment' }, note: `Payment ${paid.paymentId}` });
  // In the same transaction: a paid booking always has its one invoice, and a rolled-back payment leaves no gap in the numbers.
  await issueInvoice(tx, { bookingId: row.bookingId!, paymentRowId: row.id, totalPaise: row.amountPaise });
  log.info(ids, 'payment recorded');
  return { outcome: 'recorded', row: recorded };
}

/** Marks the order's try as failed; the booking stays pending_payment and the customer may retry. */
async function recordFailedPayment(tx: Tx, failed: { orderId: string; paymentId?: string; reason: string }): Promise<'recorded' | 'ignored'> {
  const updated = await tx
    .update(payments)
    .set({ status: 'failed', failureReason: failed.reason.slice(0, 200), updatedAt: new Date() })
    .where(and(eq(payments.orderId, failed.orderId), eq(payments.status, 'created')))
    .returning({ bookingId: payments.bookingId });
  if (updated.length === 0) return 'ignored';
  log.info({ bookingId: updated[0]!.bookingId, orderId: failed.orderId, paymentId: failed.paymentId }, 'payment failed');
  return 'recorded';
}

/**
 * The checkout's callback. The booking must be the caller's (404), the order that booking's
 * (400), the signature the provider's for this order and payment (400), and the order's amount
 * the booking's (400). Then the payment is recorded once; asking again answers the same.
 */
export async function verifyCheckoutPayment(userId: string, input: PaymentVerifyRequest, provider: PaymentProvider = paymentProvider()): Promise<PaymentVerifyData> {
  const db = await getDb();
  const ids = { bookingId: input.bookingId, orderId: input.orderId, paymentId: input.paymentId, userId };
  const booking = await ownBooking(db, userId, input.bookingId);
  if (!booking) throw refuse(404, BOOKING_NOT_FOUND, 'callback for a booking that is not the caller’s', ids);
  const [order] = await db.select().from(payments).where(eq(payments.orderId, input.orderId)).limit(1);
  if (!order || order.bookingId !== booking.id || order.userId !== userId) {
    throw refuse(400, 'This payment does not belong to this booking. No change was made.', 'order of another booking', ids);
  }
  if (order.provider !== provider.name || !isValidPaymentSignature(await provider.callbackSecret(), input.orderId, input.paymentId, input.signature)) {
    throw refuse(400, NOT_VERIFIED, 'signature does not match', ids);
  }
  if (order.amountPaise !== booking.amountPaise) {
    throw refuse(400, 'The payment amount does not match the booking. No change was made.', 'order amount differs from the booking', { ...ids, orderAmountPaise: order.amountPaise, bookingAmountPaise: booking.amountPaise });
  }
  const { outcome, row } = await db.transaction((tx) =>
    recordCapturedPayment(tx, { orderId: input.orderId, paymentId: input.paymentId, amountPaise: order.amountPaise, currency: order.currency, via: 'callback' }),
  );
  // Asked again (or at once by the webhook) for a payment not kept: the refund is asked for once.
  await refundIfUnkept(row);
  if (outcome === 'booking-not-payable' || outcome === 'already-paid-by-another-payment' || row?.refundDueAt) {
    throw new HttpError(409, 'This booking was no longer waiting for payment. Your payment is recorded and will be refunded; please contact us if you have questions.');
  }
  return { bookingId: booking.id, paymentId: input.paymentId, bookingStatus: 'paid' };
}

/**
 * TEST MODE's checkout, standing in for Razorpay's: for a success it makes a payment id and signs
 * it exactly as Razorpay signs a callback (the browser then calls verify, the same path as a real
 * payment); a failure is recorded as Razorpay's payment.failed would be. Only in TEST MODE.
 */
export async function completeTestCheckout(userId: string, input: TestCheckoutRequest, provider: PaymentProvider = paymentProvider()): Promise<TestCheckoutData> {
  if (provider.name !== 'test') throw new HttpError(404, 'The test checkout is only available in test mode.');
  const db = await getDb();
  const booking = await ownBooking(db, userId, input.bookingId);
  if (!booking) throw refuse(404, BOOKING_NOT_FOUND, 'test checkout for a booking that is not the caller’s', { bookingId: input.bookingId, userId });
  const [order] = await db.select().from(payments).where(eq(payments.orderId, input.orderId)).limit(1);
  if (!order || order.bookingId !== booking.id || order.provider !== 'test') {
    throw refuse(400, 'This payment does not belong to this booking. No change was made.', 'test checkout for an order of another booking', { bookingId: booking.id, orderId: input.orderId });
  }
  // As at Razorpay: a paid order takes no further payment.
  if (order.status === 'paid') throw new HttpError(409, 'This order is already paid.');
  if (input.outcome === 'failure') {
    await db.transaction((tx) => recordFailedPayment(tx, { orderId: order.orderId, reason: 'Failed in the TEST MODE checkout' }));
    return { outcome: 'failure', orderId: order.orderId };
  }
  const paymentId = testPaymentId();
  return { outcome: 'success', orderId: order.orderId, paymentId, signature: signPayment(await provider.callbackSecret(), order.orderId, paymentId) };
}

/** The parts of a Razorpay webhook event this site acts on. */
interface WebhookEvent {
  event?: unknown;
  payload?: { payment?: { entity?: { id?: unknown; order_id?: unknown; amount?: unknown; currency?: unknown; error_description?: unknown } } };
}

/**
 * POST /api/payments/webhook: verified over the raw body with RAZORPAY_WEBHOOK_SECRET (400 when
 * the signature is wrong, 503 when no secret is configured). payment.captured records the
 * payment, payment.failed the failed try; other events are acknowledged and ignored. The event
 * id (X-Razorpay-Event-Id, else the body's hash) is stored in the same transaction, so a
 * redelivered event changes nothing. TEST MODE orders are handled the same way.
 */
export async function handlePaymentWebhook(rawBody: Uint8Array, signature: string | null, eventIdHeader: string | null): Promise<'recorded' | 'duplicate' | 'ignored'> {
  const secret = serverEnv().razorpayWebhookSecret;
  if (!secret) throw new HttpError(503, 'Payment webhooks are not set up on this server.');
  if (!isValidWebhookSignature(secret, rawBody, signature)) throw refuse(400, 'The webhook signature is not valid.', 'webhook signature does not match', {});
  let event: WebhookEvent;
  try {
    event = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(rawBody)) as WebhookEvent;
  } catch {
    throw new HttpError(400, 'The webhook body must be valid JSON.');
  }
  const kind = event?.event;
  const entity = event?.payload?.payment?.entity;
  if ((kind !== 'payment.captured' && kind !== 'payment.failed') || !entity) return 'ignored';
  const { id: paymentId, order_id: orderId, amount, currency } = entity;
  if (typeof paymentId !== 'string' || typeof orderId !== 'string' || !Number.isSafeInteger(amount) || typeof currency !== 'string') {
    throw refuse(400, 'The webhook event is missing the payment’s id, order, amount or currency.', 'webhook event incomplete', { event: kind });
  }
  const eventId = eventIdHeader?.trim().slice(0, 100) || `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
  const db = await getDb();
  const { result, row } = await db.transaction(async (tx): Promise<{ result: 'recorded' | 'duplicate' | 'ignored'; row?: PaymentRow }> => {
    const stored = await tx.insert(paymentWebhookEvents).values({ eventId, event: kind }).onConflictDoNothing().returning({ eventId: paymentWebhookEvents.eventId });
    if (stored.length === 0) return { result: 'duplicate' };
    if (kind === 'payment.failed') {
      const reason = typeof entity.error_description === 'string' ? entity.error_description : 'Payment failed';
      return { result: await recordFailedPayment(tx, { orderId, paymentId, reason }) };
    }
    const { outcome, row } = await recordCapturedPayment(tx, { orderId, paymentId, amountPaise: amount as number, currency, via: 'webhook' });
    if (outcome === 'unknown-order') log.info({ orderId, paymentId }, 'webhook for an order this site did not create: ignored');
    return { result: outcome === 'recorded' ? 'recorded' : outcome === 'unknown-order' ? 'ignored' : 'duplicate', row };
  });
  // A captured payment its booking did not keep goes back at once (the callback may be doing the same: one refund).
  await refundIfUnkept(row);
  return result;
}

/** What a receipt shows; null when the booking is not the caller's or not paid. */
export interface PaymentReceipt {
  bookingId: string;
  bookingNumber: string | null;
  /** The booking's GST tax invoice (issued with the payment). */
  invoice: TaxDocumentRef | null;
  /** The service's slug (its name in another language) and the name it was booked under. */
  serviceSlug: string;
  serviceTitle: string;
  paymentId: string;
  paidAt: string;
  provider: PaymentRow['provider'];
  gst: GstSplit;
  gstin: string | undefined;
}

export async function getPaymentReceiptForUser(userId: string, bookingId: string): Promise<PaymentReceipt | null> {
  if (!isUuid(bookingId)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ booking: bookings, payment: payments })
    .from(bookings)
    // The payment the booking kept, never one given back as late or double.
    .innerJoin(payments, and(eq(payments.bookingId, bookings.id), eq(payments.status, 'paid'), isNull(payments.refundDueAt)))
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)))
    .orderBy(desc(payments.paidAt))
    .limit(1);
  if (!row || !hasReceipt(row.booking.status) || !row.payment.paymentId || !row.payment.paidAt) return null;
  const { gstPercent, gstin } = serverEnv();
  return {
    bookingId: row.booking.id,
    bookingNumber: row.booking.number,
    invoice: toTaxDocumentRef(row.booking.id, await taxDocumentsOfBookings(db, [row.booking]), 'invoice'),
    serviceSlug: row.booking.serviceSlug,
    serviceTitle: row.booking.serviceTitle,
    paymentId: row.payment.paymentId,
    paidAt: row.payment.paidAt.toISOString(),
    provider: row.payment.provider,
    gst: splitInclusiveGst(row.payment.amountPaise, gstPercent),
    gstin,
  };
}
