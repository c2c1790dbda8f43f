import 'server-only';
import { and, asc, count, eq, min, sql } from 'drizzle-orm';
import { CALL_PROMISE_HOURS } from '@/lib/consultations/booking-status';
import { getDb } from '../db/client';
import { bookings, contactMessages, expertApplications, payments, users } from '../db/schema';

/** A paid booking waiting for its call, as the dashboard lists it. */
export interface BookingToCall {
  id: string;
  serviceTitle: string;
  customerName: string;
  customerMobile: string;
  paidAt: string;
}

export interface DashboardCounts {
  /** Paid bookings nobody has scheduled (called) yet. */
  bookingsToCall: number;
  /** Of those, the ones paid more than CALL_PROMISE_HOURS ago: the FAQ's promise broken. */
  overdueBookings: number;
  /** The longest-waiting overdue bookings, oldest first (at most OVERDUE_SHOWN). */
  overdue: BookingToCall[];
  unreadMessages: number;
  pendingApplications: number;
}

const OVERDUE_SHOWN = 5;

/** What needs someone today: bookings to call (overdue ones first), contact messages nobody has opened, applications nobody has reviewed. */
export async function getDashboardCounts(now: Date = new Date()): Promise<DashboardCounts> {
  const db = await getDb();
  const promiseBroken = new Date(now.getTime() - CALL_PROMISE_HOURS * 60 * 60 * 1000);
  // A paid booking's first captured payment says when the clock started.
  const paidAt = min(payments.paidAt);
  const waiting = db
    .select({ id: bookings.id, serviceTitle: bookings.serviceTitle, userId: bookings.userId, paidAt: paidAt.as('paid_at') })
    .from(bookings)
    .innerJoin(payments, and(eq(payments.bookingId, bookings.id), eq(payments.status, 'paid')))
    .where(eq(bookings.status, 'paid'))
    .groupBy(bookings.id)
    .as('waiting');
  // An ISO string: the parameter is typed by the column it is compared with, on both databases.
  const isOverdue = sql`${waiting.paidAt} < ${promiseBroken.toISOString()}`;
  const [[toCall], [overdueCount], overdue, [messages], [applications]] = await Promise.all([
    db.select({ n: count() }).from(bookings).where(eq(bookings.status, 'paid')),
    db.select({ n: count() }).from(waiting).where(isOverdue),
    db
      .select({ id: waiting.id, serviceTitle: waiting.serviceTitle, paidAt: waiting.paidAt, name: users.name, countryCode: users.countryCode, mobile: users.mobile })
      .from(waiting)
      .leftJoin(users, eq(users.id, waiting.userId))
      .where(isOverdue)
      .orderBy(asc(waiting.paidAt))
      .limit(OVERDUE_SHOWN),
    db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, 'new')),
    db.select({ n: count() }).from(expertApplications).where(eq(expertApplications.status, 'pending')),
  ]);
  return {
    bookingsToCall: toCall?.n ?? 0,
    overdueBookings: overdueCount?.n ?? 0,
    overdue: overdue.map((b) => ({
      id: b.id,
      serviceTitle: b.serviceTitle,
      customerName: b.name ?? '',
      customerMobile: b.mobile ? `+${b.countryCode} ${b.mobile}` : '',
      paidAt: new Date(b.paidAt!).toISOString(),
    })),
    unreadMessages: messages?.n ?? 0,
    pendingApplications: applications?.n ?? 0,
  };
}
