import 'server-only';
import { eq } from 'drizzle-orm';
import type { AutomaticAuditAction } from '@/lib/contract/admin';
import type { RefundRetryData } from '@/lib/contract/admin-payments';
import { isUuid } from '@/lib/contract/uuid';
import type { SessionUser } from '../auth/session';
import { getDb } from '../db/client';
import { payments } from '../db/schema';
import type { Tx } from '../db/transaction';
import { HttpError, notFound } from '../errors';
import { log, logError } from '../log';
import { paymentProvider, type PaymentProvider } from '../payments/provider';
import { recordAdminAction } from './admin-audit';
import { addBookingNote } from './bookings';

// Giving a captured payment back, once. Three steps, because the provider call must not run
// inside a database transaction (on the embedded database that would hold every other request):
// 1. claim: with the payment row locked, set refund_started_at, so a second request at the same
//    time finds it claimed (claimRefund, in the caller's transaction);
// 2. call: ask the provider, then store the refund id on its own (sendClaimedRefund); on a
//    refusal the claim is released and the refusal kept;
// 3. record: the caller's own history and audit rows.
// The console's refund of a booking (admin-bookings.ts) and the automatic refund of a payment the
// booking did not keep (below) are both built from these steps.

type PaymentRow = typeof payments.$inferSelect;

/** After this long a claim whose request died (a crash mid-call) may be tried again; the provider refuses to give back more than was paid. */
export const REFUND_CLAIM_EXPIRES_MS = 10 * 60 * 1000;

export const REFUND_UNDER_WAY = 'A refund of this booking is already under way. Please reload the booking in a minute.';
export const REFUND_NOT_ACCEPTED = 'The payment provider did not accept the refund. Nothing was changed; please try again in a few minutes.';

/** Whether a claim made at `startedAt` still holds. */
export const isRefundUnderWay = (startedAt: Date | null, now: Date = new Date()) => startedAt !== null && now.getTime() - startedAt.getTime() < REFUND_CLAIM_EXPIRES_MS;

/** Step 1, in the caller's transaction, with the payment's row locked (`for update`). */
export async function claimRefund(tx: Tx, payment: PaymentRow): Promise<'claimed' | 'refunded' | 'under-way'> {
  if (payment.refundId) return 'refunded';
  const now = new Date();
  if (isRefundUnderWay(payment.refundStartedAt, now)) return 'under-way';
  await tx.update(payments).set({ refundStartedAt: now, updatedAt: now }).where(eq(payments.id, payment.id));
  return 'claimed';
}

/** The provider said no (its words are kept on the payment and in the log). */
export class RefundRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** The provider's reason, short: Razorpay's SDK rejects with `{ error: { description } }`. */
function refusalReason(err: unknown): string {
  const description = (err as { error?: { description?: unknown } } | null)?.error?.description;
  const reason = typeof description === 'string' ? description : err instanceof Error ? err.message : 'No reason given';
  return reason.slice(0, 200);
}

/**
 * Step 2, outside any transaction, for a payment claimed by step 1: the provider gives its
 * amount back, and the refund id is stored on its own (whatever happens next, this payment is
 * never refunded again). Throws RefundRefused, with the claim released, when the provider says no.
 */
export async function sendClaimedRefund(payment: PaymentRow, provider: PaymentProvider): Promise<string> {
  const db = await getDb();
  const ids = { bookingId: payment.bookingId, paymentId: payment.paymentId };
  let refundId: string;
  try {
    refundId = (await provider.refund({ paymentId: payment.paymentId!, amountPaise: payment.amountPaise, receipt: payment.bookingId ?? payment.id })).refundId;
  } catch (err) {
    logError('the payment provider did not refund', err, ids);
    const reason = refusalReason(err);
    const now = new Date();
    await db.update(payments).set({ refundStartedAt: null, refundRefusedAt: now, refundRefusal: reason, updatedAt: now }).where(eq(payments.id, payment.id));
    throw new RefundRefused(reason);
  }
  const now = new Date();
  await db.update(payments).set({ refundId, refundedAt: now, refundRefusedAt: null, refundRefusal: null, updatedAt: now }).where(eq(payments.id, payment.id));
  log.info({ ...ids, refundId }, 'payment refunded');
  return refundId;
}

/** The history note of a payment given back because its booking had stopped waiting for it. */
export const automaticRefundNote = (paymentId: string, refundId: string) =>
  `Payment ${paymentId} came after the booking stopped waiting for it: refunded automatically (refund ${refundId}).`;

export type UnkeptRefundOutcome = 'refunded' | 'already-refunded' | 'under-way' | 'refused' | 'not-due';

/**
 * Gives back a captured payment its booking did not keep (refund_due_at set when it was
 * captured): called right after the capture is committed, and by staff's Retry on the dashboard
 * (`adminId`). Recorded in the booking's history and in the audit log (no actor: the site did
 * it). A refusal leaves the payment due, listed on the dashboard.
 */
export async function refundUnkeptPayment(paymentRowId: string, adminId: string | null = null, provider: PaymentProvider = paymentProvider()): Promise<{ outcome: UnkeptRefundOutcome; payment?: PaymentRow; reason?: string }> {
  const db = await getDb();
  const { payment, claim } = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(payments).where(eq(payments.id, paymentRowId)).for('update');
    if (!row?.refundDueAt || !row.paymentId) return { payment: row, claim: 'not-due' as const };
    return { payment: row, claim: await claimRefund(tx, row) };
  });
  if (claim === 'not-due') return { outcome: 'not-due', payment };
  if (claim === 'refunded') return { outcome: 'already-refunded', payment };
  if (claim === 'under-way') return { outcome: 'under-way', payment };

  const target = payment!.bookingId ? { targetType: 'booking', targetId: payment!.bookingId } : { targetType: 'payment', targetId: payment!.id };
  const before = { paymentId: payment!.paymentId, amountPaise: payment!.amountPaise, refundId: null };
  let refundId: string;
  try {
    refundId = await sendClaimedRefund(payment!, provider);
  } catch (err) {
    if (!(err instanceof RefundRefused)) throw err;
    await recordAdminAction(db, { actorId: adminId, action: 'payment.refund_refused' satisfies AutomaticAuditAction, ...target, before, after: { reason: err.reason } });
    return { outcome: 'refused', payment, reason: err.reason };
  }
  await db.transaction(async (tx) => {
    if (payment!.bookingId) await addBookingNote(tx, { bookingId: payment!.bookingId, note: automaticRefundNote(payment!.paymentId!, refundId) });
    await recordAdminAction(tx, { actorId: adminId, action: 'payment.refunded' satisfies AutomaticAuditAction, ...target, before, after: { paymentId: payment!.paymentId, amountPaise: payment!.amountPaise, refundId } });
  });
  return { outcome: 'refunded', payment: { ...payment!, refundId } };
}

/**
 * After a capture is committed: gives the payment back if its booking did not keep it. Never
 * throws: a failure leaves the payment due, and the dashboard lists it for staff to retry.
 */
export async function refundIfUnkept(payment: Pick<PaymentRow, 'id' | 'refundDueAt' | 'refundId'> | undefined): Promise<void> {
  if (!payment?.refundDueAt || payment.refundId) return;
  try {
    await refundUnkeptPayment(payment.id);
  } catch (err) {
    logError('automatic refund not finished', err, { paymentRowId: payment.id });
  }
}

export const PAYMENT_NOT_FOUND = 'That payment does not exist.';

/** POST /api/admin/payments/{id}/refund: staff retry the automatic refund of a payment the dashboard lists. */
export async function retryPaymentRefund(actor: Pick<SessionUser, 'id'>, id: string, provider: PaymentProvider = paymentProvider()): Promise<RefundRetryData> {
  if (!isUuid(id)) throw notFound(PAYMENT_NOT_FOUND);
  const { outcome, payment, reason } = await refundUnkeptPayment(id, actor.id, provider);
  if (!payment) throw notFound(PAYMENT_NOT_FOUND);
  if (outcome === 'not-due') throw new HttpError(409, 'This payment was kept by its booking: refund the booking instead.');
  if (outcome === 'under-way') throw new HttpError(409, 'A refund of this payment is already under way. Please reload the page in a minute.');
  if (outcome === 'refused') throw new HttpError(503, `The payment provider did not accept the refund (${reason}). Nothing was changed; please try again later.`);
  return { id: payment.id, bookingId: payment.bookingId, paymentId: payment.paymentId!, amountPaise: payment.amountPaise, refundId: payment.refundId! };
}
