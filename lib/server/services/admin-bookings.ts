import 'server-only';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import { addDays, INDIA_OFFSET_MS } from '@/lib/consultations/booking-dates';
import { BOOKING_STATUS_LABELS, canChangeStatus } from '@/lib/consultations/booking-status';
import { ADMIN_PAGE_SIZE } from '@/lib/contract/admin';
import type { AdminBooking, AdminBookingListQuery, AdminBookingPage, AdminBookingUpdate } from '@/lib/contract/admin-bookings';
import { isUuid } from '@/lib/contract/uuid';
import type { SessionUser } from '../auth/session';
import { getDb } from '../db/client';
import { bookingEvents, bookings, payments, users } from '../db/schema';
import type { Tx } from '../db/transaction';
import { HttpError, notFound } from '../errors';
import { log, logError } from '../log';
import { paymentProvider } from '../payments/provider';
import { recordAdminAction } from './admin-audit';
import { changeBookingStatus, expertsOfBookings, toBookingData } from './bookings';

// The console's bookings (issue 11): every customer's, filtered and searched, moved through their
// states by staff. Admins only: the route checks the role before calling any of these.

export const ADMIN_BOOKING_NOT_FOUND = 'That booking does not exist.';

/** The instant an India calendar day starts (bookings are filtered by the day they were made there). */
const indiaDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - INDIA_OFFSET_MS);

async function toAdminBookings(rows: (typeof bookings.$inferSelect)[]): Promise<AdminBooking[]> {
  if (rows.length === 0) return [];
  const db = await getDb();
  const ids = rows.map((r) => r.id);
  const [events, customers, pays, experts] = await Promise.all([
    db
      .select({ event: bookingEvents, actorName: users.name, actorMobile: users.mobile })
      .from(bookingEvents)
      .leftJoin(users, eq(users.id, bookingEvents.actorUserId))
      .where(inArray(bookingEvents.bookingId, ids))
      .orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id)),
    db
      .select({ id: users.id, name: users.name, countryCode: users.countryCode, mobile: users.mobile, email: users.email })
      .from(users)
      .where(inArray(users.id, rows.map((r) => r.userId).filter((id): id is string => Boolean(id)))),
    db.select().from(payments).where(inArray(payments.bookingId, ids)).orderBy(asc(payments.createdAt)),
    expertsOfBookings(db, rows),
  ]);
  return rows.map((row) => {
    const customer = customers.find((c) => c.id === row.userId);
    const own = events.filter((e) => e.event.bookingId === row.id);
    const { history, ...booking } = toBookingData(row, own.map((e) => e.event), experts);
    return {
      ...booking,
      // Only staff moves name a person: a customer's own move is theirs, a payment's is the provider's.
      history: history.map((event, i) => ({
        ...event,
        actor: event.actorKind === 'admin' && own[i]!.actorMobile ? { name: own[i]!.actorName ?? '', mobile: own[i]!.actorMobile! } : null,
      })),
      customer: customer ? { id: customer.id, name: customer.name, mobile: `+${customer.countryCode} ${customer.mobile}`, email: customer.email } : null,
      payments: pays
        .filter((p) => p.bookingId === row.id)
        .map((p) => ({
          provider: p.provider,
          orderId: p.orderId,
          paymentId: p.paymentId,
          amountPaise: p.amountPaise,
          status: p.status,
          paidAt: p.paidAt?.toISOString() ?? null,
          refundId: p.refundId,
          refundedAt: p.refundedAt?.toISOString() ?? null,
        })),
    };
  });
}

/** One page of bookings, newest first, by state, by the India day they were made, or by a customer's number or the booking id. */
export async function listBookingsForAdmin(query: AdminBookingListQuery): Promise<AdminBookingPage> {
  const db = await getDb();
  const where: (SQL | undefined)[] = [];
  if (query.status) where.push(eq(bookings.status, query.status));
  if (query.from) where.push(gte(bookings.createdAt, indiaDayStart(query.from)));
  if (query.to) where.push(lt(bookings.createdAt, indiaDayStart(addDays(query.to, 1))));
  if (query.q && isUuid(query.q.toLowerCase())) where.push(eq(bookings.id, query.q.toLowerCase()));
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

/** After this long a refund claim whose request died (a crash mid-call) may be tried again; the provider refuses to give back more than was paid. */
const REFUND_CLAIM_EXPIRES_MS = 10 * 60 * 1000;
const REFUND_UNDER_WAY = 'A refund of this booking is already under way. Please reload the booking in a minute.';

/**
 * Moves a booking on as staff: scheduled (with the agreed time), completed, or refunded through
 * the payment provider. Each change goes through changeBookingStatus (its rules, its history row,
 * the customer's notice) and is written to the audit log in the same transaction.
 */
export async function changeBookingByAdmin(actor: SessionUser, id: string, update: AdminBookingUpdate): Promise<AdminBooking> {
  if (!isUuid(id)) throw notFound(ADMIN_BOOKING_NOT_FOUND);
  if (update.status === 'refunded') await refundBooking(actor, id, update.note);
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

async function moveBooking(actor: SessionUser, id: string, update: AdminBookingUpdate): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const before = await lockBookingFor(tx, id, update.status);
    // Money may already be on its way back: the booking ends as refunded, not completed or rescheduled.
    const [refunding] = await tx.select({ id: payments.id }).from(payments).where(and(eq(payments.bookingId, id), isNotNull(payments.refundStartedAt))).limit(1);
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
 * Gives the money back, once. Three steps, because the provider call must not run inside a
 * database transaction (on the embedded database that would hold every other request):
 * 1. with the booking locked, claim its captured payment (refund_started_at), so a second admin
 *    pressing Refund at the same time finds it claimed and gets a 409;
 * 2. ask the provider (Razorpay refuses to give back more than was captured, a second guard);
 *    on failure the claim is released and nothing has changed;
 * 3. record the refund id, move the booking to refunded (the customer is told) and audit it.
 * If step 3 fails after the money went back, the payment keeps its refund id and pressing Refund
 * again only records it.
 */
async function refundBooking(actor: SessionUser, id: string, note: string | undefined): Promise<void> {
  const db = await getDb();
  const claim = await db.transaction(async (tx) => {
    const before = await lockBookingFor(tx, id, 'refunded');
    const [paid] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, id), eq(payments.status, 'paid'), isNotNull(payments.paymentId)))
      .orderBy(asc(payments.paidAt))
      .limit(1)
      .for('update');
    if (!paid?.paymentId) throw new HttpError(409, 'This booking has no captured payment to refund.');
    if (paid.refundId) return { before, payment: paid, refundId: paid.refundId };
    const now = new Date();
    if (paid.refundStartedAt && now.getTime() - paid.refundStartedAt.getTime() < REFUND_CLAIM_EXPIRES_MS) throw new HttpError(409, REFUND_UNDER_WAY);
    await tx.update(payments).set({ refundStartedAt: now, updatedAt: now }).where(eq(payments.id, paid.id));
    return { before, payment: paid, refundId: null };
  });

  const { payment } = claim;
  let refundId = claim.refundId;
  if (!refundId) {
    try {
      refundId = (await paymentProvider().refund({ paymentId: payment.paymentId!, amountPaise: payment.amountPaise, receipt: id })).refundId;
    } catch (err) {
      logError('the payment provider did not refund', err, { bookingId: id });
      await db.update(payments).set({ refundStartedAt: null, updatedAt: new Date() }).where(eq(payments.id, payment.id));
      throw new HttpError(503, 'The payment provider did not accept the refund. Nothing was changed; please try again in a few minutes.');
    }
    // Stored on its own first: whatever happens next, this payment is never refunded again.
    await db.update(payments).set({ refundId, refundedAt: new Date(), updatedAt: new Date() }).where(eq(payments.id, payment.id));
    log.info({ bookingId: id, refundId }, 'payment refunded');
  }

  await db.transaction(async (tx) => {
    const before = await lockBookingFor(tx, id, 'refunded');
    await changeBookingStatus(tx, { bookingId: id, to: 'refunded', actor: { kind: 'admin', userId: actor.id }, note });
    await recordAdminAction(tx, {
      actorId: actor.id,
      action: 'booking.refunded',
      targetType: 'booking',
      targetId: id,
      before,
      after: { status: 'refunded', note: note ?? null, refundId, amountPaise: payment.amountPaise },
    });
  });
}
