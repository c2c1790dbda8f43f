import 'server-only';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import { addDays, INDIA_OFFSET_MS } from '@/lib/consultations/booking-dates';
import { BOOKING_STATUS_LABELS, canChangeStatus } from '@/lib/consultations/booking-status';
import { ADMIN_PAGE_SIZE } from '@/lib/contract/admin';
import type { AdminBooking, AdminBookingListQuery, AdminBookingPage, AdminBookingUpdate } from '@/lib/contract/admin-bookings';
import { isUuid } from '@/lib/contract/uuid';
import { normaliseBookingNumber } from '@/lib/invoices/numbering';
import { findState, stateLabel } from '@/lib/invoices/states';
import type { SessionUser } from '../auth/session';
import { getDb } from '../db/client';
import { bookingEvents, bookings, payments, users } from '../db/schema';
import type { Tx } from '../db/transaction';
import { HttpError, notFound } from '../errors';
import { paymentProvider, type PaymentProvider } from '../payments/provider';
import { recordAdminAction } from './admin-audit';
import { changeBookingStatus, expertsOfBookings, taxDocumentsOfBookings, toBookingData } from './bookings';
import { claimRefund, REFUND_NOT_ACCEPTED, REFUND_UNDER_WAY, RefundRefused, sendClaimedRefund } from './refunds';
import { issueCreditNote } from './tax-documents';

// The console's bookings (issue 11): every customer's, filtered and searched, moved through their
// states by staff. Admins only: the route checks the role before calling any of these.

export const ADMIN_BOOKING_NOT_FOUND = 'That booking does not exist.';

const stateName = (code: string | null) => {
  const state = findState(code);
  return state ? stateLabel(state) : null;
};

/** The instant an India calendar day starts (bookings are filtered by the day they were made there). */
const indiaDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - INDIA_OFFSET_MS);

async function toAdminBookings(rows: (typeof bookings.$inferSelect)[]): Promise<AdminBooking[]> {
  if (rows.length === 0) return [];
  const db = await getDb();
  const ids = rows.map((r) => r.id);
  const [events, customers, pays, experts, docs] = await Promise.all([
    db
      .select({ event: bookingEvents, actorName: users.name, actorMobile: users.mobile })
      .from(bookingEvents)
      .leftJoin(users, eq(users.id, bookingEvents.actorUserId))
      .where(inArray(bookingEvents.bookingId, ids))
      .orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id)),
    db
      .select({ id: users.id, name: users.name, state: users.state, countryCode: users.countryCode, mobile: users.mobile, email: users.email })
      .from(users)
      .where(inArray(users.id, rows.map((r) => r.userId).filter((id): id is string => Boolean(id)))),
    db.select().from(payments).where(inArray(payments.bookingId, ids)).orderBy(asc(payments.createdAt)),
    expertsOfBookings(db, rows),
    taxDocumentsOfBookings(db, rows),
  ]);
  return rows.map((row) => {
    const customer = customers.find((c) => c.id === row.userId);
    const own = events.filter((e) => e.event.bookingId === row.id);
    const { history, ...booking } = toBookingData(row, own.map((e) => e.event), experts, docs);
    return {
      ...booking,
      // Only staff moves name a person: a customer's own move is theirs, a payment's is the provider's.
      history: history.map((event, i) => ({
        ...event,
        actor: event.actorKind === 'admin' && own[i]!.actorMobile ? { name: own[i]!.actorName ?? '', mobile: own[i]!.actorMobile! } : null,
      })),
      customer: customer ? { id: customer.id, name: customer.name, state: stateName(customer.state), mobile: `+${customer.countryCode} ${customer.mobile}`, email: customer.email } : null,
      payments: pays
        .filter((p) => p.bookingId === row.id)
        .map((p) => ({
          id: p.id,
          provider: p.provider,
          orderId: p.orderId,
          paymentId: p.paymentId,
          amountPaise: p.amountPaise,
          status: p.status,
          paidAt: p.paidAt?.toISOString() ?? null,
          refundId: p.refundId,
          refundedAt: p.refundedAt?.toISOString() ?? null,
          refundDue: p.refundDueAt !== null,
          refundRefusal: p.refundId ? null : p.refundRefusal,
        })),
    };
  });
}

/** One page of bookings, newest first, by state, by the India day they were made, or by the booking's short number, a customer's number or the booking id. */
export async function listBookingsForAdmin(query: AdminBookingListQuery): Promise<AdminBookingPage> {
  const db = await getDb();
  const where: (SQL | undefined)[] = [];
  if (query.status) where.push(eq(bookings.status, query.status));
  if (query.from) where.push(gte(bookings.createdAt, indiaDayStart(query.from)));
  if (query.to) where.push(lt(bookings.createdAt, indiaDayStart(addDays(query.to, 1))));
  const bookingNumber = query.q ? normaliseBookingNumber(query.q) : null;
  if (bookingNumber) where.push(eq(bookings.number, bookingNumber));
  else if (query.q && isUuid(query.q.toLowerCase())) where.push(eq(bookings.id, query.q.toLowerCase()));
  else if (query.q) {
    const owners = await db.select({ id: users.id }).from(users).where(eq(users.mobile, query.q));
    if (owners.length === 0) return { items: [], page: query.page, pageSize: ADMIN_PAGE_SIZE, total: 0 };
    where.push(inArray(bookings.userId, owners.map((o) => o.id)));
  }
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bookings)
      .where(condition)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(bookings).where(condition),
  ]);
  const n = total?.n ?? 0;
  return { items: await toAdminBookings(rows), page: query.page, pageSize: ADMIN_PAGE_SIZE, total: n };
}

export async function getBookingForAdmin(id: string): Promise<AdminBooking> {
  if (!isUuid(id)) throw notFound(ADMIN_BOOKING_NOT_FOUND);
  const db = await getDb();
  const rows = await db.select().from(bookings).where(eq(bookings.id, id));
  if (rows.length === 0) throw notFound(ADMIN_BOOKING_NOT_FOUND);
  return (await toAdminBookings(rows))[0]!;
}

/**
 * Moves a booking on as staff: scheduled (with the agreed time), completed, or refunded through
 * the payment provider. Each change goes through changeBookingStatus (its rules, its history row,
 * the customer's notice) and is written to the audit log in the same transaction.
 */
export async function changeBookingByAdmin(actor: Pick<SessionUser, 'id'>, id: string, update: AdminBookingUpdate, provider: PaymentProvider = paymentProvider()): Promise<AdminBooking> {
  if (!isUuid(id)) throw notFound(ADMIN_BOOKING_NOT_FOUND);
  if (update.status === 'refunded') await refundBooking(actor, id, update.note, provider);
  else await moveBooking(actor, id, update);
  return getBookingForAdmin(id);
}

/** Locks the booking for this transaction and checks the move before anything else is read. */
async function lockBookingFor(tx: Tx, id: string, to: AdminBookingUpdate['status']) {
  const [row] = await tx.select({ status: bookings.status, scheduledFor: bookings.scheduledFor }).from(bookings).where(eq(bookings.id, id)).for('update');
  if (!row) throw notFound(ADMIN_BOOKING_NOT_FOUND);
  if (!canChangeStatus(row.status, to, 'admin')) {
    throw new HttpError(409, `This booking is ${BOOKING_STATUS_LABELS[row.status].toLowerCase()}: it cannot be moved to ${BOOKING_STATUS_LABELS[to].toLowerCase()}.`);
  }
  return { status: row.status, scheduledFor: row.scheduledFor?.toISOString() ?? null };
}

async function moveBooking(actor: Pick<SessionUser, 'id'>, id: string, update: AdminBookingUpdate): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const before = await lockBookingFor(tx, id, update.status);
    // The booking's money may already be on its way back: it ends as refunded, not completed or
    // rescheduled. A late or double payment given back automatically is not the booking's money.
    const [refunding] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.bookingId, id), isNotNull(payments.refundStartedAt), isNull(payments.refundDueAt)))
      .limit(1);
    if (refunding) throw new HttpError(409, REFUND_UNDER_WAY);
    const scheduledFor = update.scheduledAt ? new Date(update.scheduledAt) : undefined;
    await changeBookingStatus(tx, { bookingId: id, to: update.status, actor: { kind: 'admin', userId: actor.id }, note: update.note, scheduledFor });
    await recordAdminAction(tx, {
      actorId: actor.id,
      action: `booking.${update.status}`,
      targetType: 'booking',
      targetId: id,
      before,
      after: { status: update.status, scheduledFor: scheduledFor?.toISOString() ?? before.scheduledFor, note: update.note ?? null },
    });
  });
}

/**
 * Gives back every captured payment of the booking, once each, with the claim, call and record
 * steps of refunds.ts: the claims in one transaction (a second admin pressing Refund at the same
 * time gets a 409), the provider calls outside it, then the move to refunded (the customer is
 * told) and its audit row. A payment already given back (an earlier try that stopped after the
 * provider answered, or a late payment refunded automatically) is only recorded. If the provider
 * refuses one, its claim is released and pressing Refund again gives back what is left. The move
 * to refunded issues the credit note of the booking's invoice.
 */
async function refundBooking(actor: Pick<SessionUser, 'id'>, id: string, note: string | undefined, provider: PaymentProvider): Promise<void> {
  const db = await getDb();
  const claim = await db.transaction(async (tx) => {
    // The payments before the booking: the order a capture locks them in (recordCapturedPayment).
    const captured = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, id), eq(payments.status, 'paid'), isNotNull(payments.paymentId)))
      .orderBy(asc(payments.paidAt))
      .for('update');
    await lockBookingFor(tx, id, 'refunded');
    if (!captured.some((p) => !p.refundDueAt)) throw new HttpError(409, 'This booking has no captured payment to refund.');
    const toSend: typeof captured = [];
    for (const payment of captured) {
      const state = await claimRefund(tx, payment);
      // A late payment's own automatic refund is running: it ends on its own.
      if (state === 'under-way' && !payment.refundDueAt) throw new HttpError(409, REFUND_UNDER_WAY);
      if (state === 'claimed') toSend.push(payment);
    }
    return { captured, toSend };
  });

  const refundIds = new Map(claim.captured.filter((p) => p.refundId).map((p) => [p.id, p.refundId!]));
  let refused = 0;
  for (const payment of claim.toSend) {
    try {
      refundIds.set(payment.id, await sendClaimedRefund(payment, provider));
    } catch (err) {
      if (!(err instanceof RefundRefused)) throw err;
      refused++;
    }
  }
  if (refused > 0) {
    throw new HttpError(503, refused === claim.toSend.length && refundIds.size === 0 ? REFUND_NOT_ACCEPTED : 'The payment provider did not accept every refund of this booking; the others went back. Please press Refund again in a few minutes.');
  }

  await db.transaction(async (tx) => {
    const before = await lockBookingFor(tx, id, 'refunded');
    await changeBookingStatus(tx, { bookingId: id, to: 'refunded', actor: { kind: 'admin', userId: actor.id }, note });
    // The refund's credit note, in the same transaction as the move (its own gap-free series).
    const creditNote = await issueCreditNote(tx, id);
    const refunded = claim.captured.filter((p) => refundIds.has(p.id));
    await recordAdminAction(tx, {
      actorId: actor.id,
      action: 'booking.refunded',
      targetType: 'booking',
      targetId: id,
      before,
      after: { status: 'refunded', note: note ?? null, creditNote: creditNote?.number ?? null, refundIds: refunded.map((p) => refundIds.get(p.id)), amountPaise: refunded.reduce((sum, p) => sum + p.amountPaise, 0) },
    });
  });
}
