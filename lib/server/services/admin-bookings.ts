import 'server-only';
import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { canChangeStatus } from '@/lib/consultations/booking-status';
import { ADMIN_PAGE_SIZE } from '@/lib/contract/admin';
import type { AdminBooking, AdminBookingListQuery, AdminBookingPage, AdminBookingUpdate } from '@/lib/contract/admin-bookings';
import { isUuid } from '@/lib/contract/uuid';
import type { SessionUser } from '../auth/session';
import { getDb } from '../db/client';
import { bookings, payments, users } from '../db/schema';
import { HttpError, notFound } from '../errors';
import { log, logError } from '../log';
import { paymentProvider } from '../payments/provider';
import { recordAdminAction } from './admin-audit';
import { changeBookingStatus, withHistory } from './bookings';

// The console's bookings (issue 11): every customer's, filtered and searched, moved through their
// states by staff. Admins only: the route checks the role before calling any of these.

const BOOKING_NOT_FOUND = 'That booking does not exist.';
const INDIA_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** The instant an India calendar day starts (bookings are filtered by the day they were made there). */
const indiaDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - INDIA_OFFSET_MS);
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

async function toAdminBookings(rows: (typeof bookings.$inferSelect)[]): Promise<AdminBooking[]> {
  if (rows.length === 0) return [];
  const db = await getDb();
  const [withEvents, customers, pays] = await Promise.all([
    withHistory(db, rows),
    db
      .select({ id: users.id, name: users.name, countryCode: users.countryCode, mobile: users.mobile, email: users.email })
      .from(users)
      .where(inArray(users.id, rows.map((r) => r.userId).filter((id): id is string => Boolean(id)))),
    db.select().from(payments).where(inArray(payments.bookingId, rows.map((r) => r.id))),
  ]);
  return withEvents.map((booking, i) => {
    const customer = customers.find((c) => c.id === rows[i]!.userId);
    return {
      ...booking,
      customer: customer ? { id: customer.id, name: customer.name, mobile: `+${customer.countryCode} ${customer.mobile}`, email: customer.email } : null,
      payments: pays
        .filter((p) => p.bookingId === booking._id)
        .map((p) => ({ provider: p.provider, orderId: p.orderId, paymentId: p.paymentId, amountPaise: p.amountPaise, status: p.status, paidAt: p.paidAt?.toISOString() ?? null })),
    };
  });
}

/** One page of bookings, newest first, by state, by the India day they were made, or by a customer's number or the booking id. */
export async function listBookingsForAdmin(query: AdminBookingListQuery): Promise<AdminBookingPage> {
  const db = await getDb();
  const where: (SQL | undefined)[] = [];
  if (query.status) where.push(eq(bookings.status, query.status));
  if (query.from) where.push(gte(bookings.createdAt, indiaDayStart(query.from)));
  if (query.to) where.push(lt(bookings.createdAt, indiaDayStart(nextDay(query.to))));
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
  if (!isUuid(id)) throw notFound(BOOKING_NOT_FOUND);
  const db = await getDb();
  const rows = await db.select().from(bookings).where(eq(bookings.id, id));
  if (rows.length === 0) throw notFound(BOOKING_NOT_FOUND);
  return (await toAdminBookings(rows))[0]!;
}

/**
 * Moves a booking on as staff: scheduled (with the agreed time), completed, cancelled (unpaid
 * only), or refunded. A refund gives the money back through the payment provider first and is
 * recorded after: money never stays taken for a booking the console calls refunded. Each change
 * goes through changeBookingStatus (its rules, its history row, the customer's notice) and is
 * written to the audit log in the same transaction.
 */
export async function changeBookingByAdmin(actor: SessionUser, id: string, update: AdminBookingUpdate): Promise<AdminBooking> {
  const before = await getBookingForAdmin(id);
  if (!canChangeStatus(before.status, update.status, 'admin')) {
    throw new HttpError(409, `This booking is ${before.status.replace('_', ' ')}: it cannot be moved to ${update.status}.`);
  }
  const refund = update.status === 'refunded' ? await refundPaidPayment(before) : undefined;
  const db = await getDb();
  await db.transaction(async (tx) => {
    await changeBookingStatus(tx, {
      bookingId: id,
      to: update.status,
      actor: { kind: 'admin', userId: actor.id },
      note: update.note,
      scheduledFor: update.scheduledAt ? new Date(update.scheduledAt) : undefined,
    });
    if (refund) await tx.update(payments).set({ refundId: refund.refundId, refundedAt: new Date(), updatedAt: new Date() }).where(eq(payments.orderId, refund.orderId));
    await recordAdminAction(tx, {
      actorId: actor.id,
      action: `booking.${update.status}`,
      targetType: 'booking',
      targetId: id,
      before: { status: before.status, scheduledFor: before.scheduledFor },
      after: { status: update.status, scheduledFor: update.scheduledAt ?? before.scheduledFor, note: update.note ?? null, refundId: refund?.refundId ?? null },
    });
  });
  return getBookingForAdmin(id);
}

async function refundPaidPayment(booking: AdminBooking): Promise<{ orderId: string; refundId: string }> {
  const paid = booking.payments.find((p) => p.status === 'paid' && p.paymentId);
  if (!paid?.paymentId) throw new HttpError(409, 'This booking has no captured payment to refund.');
  try {
    const done = await paymentProvider().refund({ paymentId: paid.paymentId, amountPaise: paid.amountPaise, receipt: booking._id });
    log.info({ bookingId: booking._id, refundId: done.refundId }, 'payment refunded');
    return { orderId: paid.orderId, refundId: done.refundId };
  } catch (err) {
    logError('the payment provider did not refund', err, { bookingId: booking._id });
    throw new HttpError(503, 'The payment provider did not accept the refund. Nothing was changed; please try again in a few minutes.');
  }
}
