import 'server-only';
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lt, min, or, sql } from 'drizzle-orm';
import { indiaDayAndMonthStart } from '@/lib/consultations/booking-dates';
import { CALL_PROMISE_HOURS } from '@/lib/consultations/booking-status';
import { getDb } from '../db/client';
import { bookings, contactMessages, expertApplications, payments, users } from '../db/schema';
import { listBookableExperts } from './experts';
import { REFUND_CLAIM_EXPIRES_MS } from './refunds';

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
  /** Payments their bookings did not keep whose automatic refund the provider refused (or that stopped half-way): for staff to retry. */
  refundsToRetry: RefundToRetry[];
  /** Money taken and given back today and this month, in India time. */
  money: MoneyFigures;
  /** The paid and scheduled consultations of the next APPOINTMENT_DAYS days, per expert. */
  appointments: ExpertAppointments[];
}

/** How far ahead the dashboard lists appointments. */
export const APPOINTMENT_DAYS = 7;

export interface ExpertAppointments {
  /** null: consultations no expert has been given yet. */
  expert: { slug: string; name: string } | null;
  /** Soonest first. */
  bookings: { id: string; number: string | null; serviceTitle: string; start: string }[];
}

/** Sums of integer paise, added up by the database. */
export interface MoneyTotals {
  /** Captured payments (paid at in the period), whether or not they were refunded since. */
  paidPaise: number;
  /** Refunds made in the period, whenever their payments were taken. */
  refundedPaise: number;
}

export interface MoneyFigures {
  today: MoneyTotals;
  month: MoneyTotals;
}

/** A payment still to give back, as the dashboard lists it with its Retry button. */
export interface RefundToRetry {
  /** The payment's row id (POST /api/admin/payments/{id}/refund). */
  id: string;
  bookingId: string | null;
  serviceTitle: string | null;
  paymentId: string;
  amountPaise: number;
  /** The provider's words; null when the refund stopped before an answer (the server stopped). */
  refusal: string | null;
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
    .innerJoin(payments, and(eq(payments.bookingId, bookings.id), eq(payments.status, 'paid'), isNull(payments.refundDueAt)))
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
  const [refundsToRetry, money, appointments] = await Promise.all([listRefundsToRetry(now), sumPaymentsAndRefunds(now), listComingAppointments(now)]);
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
    refundsToRetry,
    money,
    appointments,
  };
}

/**
 * The paid and scheduled consultations starting in the next APPOINTMENT_DAYS days (their slot, or
 * the time staff agreed), grouped per expert in the one list's order, unassigned ones last.
 */
export async function listComingAppointments(now: Date = new Date()): Promise<ExpertAppointments[]> {
  const db = await getDb();
  const until = new Date(now.getTime() + APPOINTMENT_DAYS * 24 * 60 * 60 * 1000);
  const start = sql<Date>`coalesce(${bookings.slotStart}, ${bookings.scheduledFor})`.mapWith(bookings.slotStart);
  const [rows, experts] = await Promise.all([
    db
      .select({ id: bookings.id, number: bookings.number, serviceTitle: bookings.serviceTitle, expertSlug: bookings.expertSlug, start })
      .from(bookings)
      .where(and(inArray(bookings.status, ['paid', 'scheduled']), gte(start, sql`${now.toISOString()}`), lt(start, sql`${until.toISOString()}`)))
      .orderBy(asc(start), asc(bookings.id)),
    listBookableExperts(),
  ]);
  const order = [...experts.map((e) => e.slug), null];
  const groups = new Map<string | null, ExpertAppointments>();
  for (const row of rows) {
    const slug = row.expertSlug;
    const group = groups.get(slug) ?? { expert: slug ? { slug, name: experts.find((e) => e.slug === slug)?.name ?? slug } : null, bookings: [] };
    group.bookings.push({ id: row.id, number: row.number, serviceTitle: row.serviceTitle, start: new Date(row.start).toISOString() });
    groups.set(slug, group);
  }
  const rank = (slug: string | null) => (order.includes(slug) ? order.indexOf(slug) : order.length - 1);
  return [...groups.entries()].sort(([a], [b]) => rank(a) - rank(b)).map(([, group]) => group);
}

/**
 * Today's and this month's paid revenue and refunds. "Today" and "this month" begin at midnight
 * in India; the sums are of integer paise, in one query (a bigint sum, read back as a number:
 * a month's takings stay far below 2^53 paise).
 */
export async function sumPaymentsAndRefunds(now: Date = new Date()): Promise<MoneyFigures> {
  const db = await getDb();
  const { dayStart, monthStart } = indiaDayAndMonthStart(now);
  // ISO strings: the parameter is typed by the column it is compared with, on both databases.
  const since = (column: typeof payments.paidAt | typeof payments.refundedAt, start: Date) =>
    sql<string>`coalesce(sum(${payments.amountPaise}) filter (where ${column} >= ${start.toISOString()} and ${column} <= ${now.toISOString()}), 0)`;
  const [row] = await db
    .select({
      paidToday: since(payments.paidAt, dayStart),
      paidMonth: since(payments.paidAt, monthStart),
      refundedToday: since(payments.refundedAt, dayStart),
      refundedMonth: since(payments.refundedAt, monthStart),
    })
    .from(payments)
    .where(or(sql`${payments.paidAt} >= ${monthStart.toISOString()}`, sql`${payments.refundedAt} >= ${monthStart.toISOString()}`));
  return {
    today: { paidPaise: Number(row?.paidToday ?? 0), refundedPaise: Number(row?.refundedToday ?? 0) },
    month: { paidPaise: Number(row?.paidMonth ?? 0), refundedPaise: Number(row?.refundedMonth ?? 0) },
  };
}

/**
 * Payments due back and not given back: refused by the provider, or due for longer than a
 * refund claim lasts (the server stopped between the capture and the refund). One whose refund
 * is running right now is left out.
 */
async function listRefundsToRetry(now: Date): Promise<RefundToRetry[]> {
  const db = await getDb();
  const claimExpired = new Date(now.getTime() - REFUND_CLAIM_EXPIRES_MS).toISOString();
  const rows = await db
    .select({ payment: payments, serviceTitle: bookings.serviceTitle })
    .from(payments)
    .leftJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(
      and(
        isNotNull(payments.refundDueAt),
        isNull(payments.refundId),
        or(isNotNull(payments.refundRefusedAt), lt(payments.refundDueAt, sql`${claimExpired}`)),
        or(isNull(payments.refundStartedAt), lt(payments.refundStartedAt, sql`${claimExpired}`)),
      ),
    )
    .orderBy(asc(payments.refundDueAt));
  return rows.map(({ payment, serviceTitle }) => ({
    id: payment.id,
    bookingId: payment.bookingId,
    serviceTitle,
    paymentId: payment.paymentId!,
    amountPaise: payment.amountPaise,
    refusal: payment.refundRefusal,
  }));
}
