import 'server-only';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { addDays, formatBookingTime, INDIA_OFFSET_MS, indiaToday } from '@/lib/consultations/booking-dates';
import { BOOKING_STATUS_LABELS, canChangeStatus, canReopen, hasBegun, NOT_BEGUN_MESSAGE, type BookingStatus } from '@/lib/consultations/booking-status';
import { findBookableService } from '@/lib/consultations/services';
import { ADMIN_PAGE_SIZE } from '@/lib/contract/admin';
import type { AdminAppointment, AdminBooking, AdminBookingListQuery, AdminBookingPage, AdminBookingUpdate, AdminReopen } from '@/lib/contract/admin-bookings';
import { timeWindowOf, UNAVAILABLE_EXPERT_MESSAGE } from '@/lib/contract/bookings';
import { toIndiaIso } from '@/lib/experts';
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
import { changeBookingStatus, claimSlot, expertsOfBookings, recordAppointmentChange, taxDocumentsOfBookings, toBookingData } from './bookings';
import { findBookableExpertNow, refreshExpertSlots, slotHoldEnd, slotTakenByAnother } from './experts';
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
  const [row] = await tx.select({ status: bookings.status, scheduledFor: bookings.scheduledFor, slotStart: bookings.slotStart }).from(bookings).where(eq(bookings.id, id)).for('update');
  if (!row) throw notFound(ADMIN_BOOKING_NOT_FOUND);
  if (!canChangeStatus(row.status, to, 'admin')) {
    throw new HttpError(409, `This booking is ${BOOKING_STATUS_LABELS[row.status].toLowerCase()}: it cannot be moved to ${BOOKING_STATUS_LABELS[to].toLowerCase()}.`);
  }
  // A consultation is done only once its time has come (its slot, or the time staff agreed).
  if (to === 'completed' && !hasBegun(row)) throw new HttpError(409, NOT_BEGUN_MESSAGE);
  return { status: row.status, scheduledFor: row.scheduledFor?.toISOString() ?? null };
}

async function moveBooking(actor: Pick<SessionUser, 'id'>, id: string, update: AdminBookingUpdate): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const before = await lockBookingFor(tx, id, update.status);
    // The booking's money may already be on its way back: it ends as refunded, not completed or
    // rescheduled. A late or double payment given back automatically is not the booking's money.
    await assertNoRefundUnderWay(tx, id);
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

/** The booking's money may already be on its way back: it ends as refunded, so nothing else may move it. */
async function assertNoRefundUnderWay(tx: Tx, id: string): Promise<void> {
  // A late or double payment given back automatically is not the booking's money.
  const [refunding] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.bookingId, id), isNotNull(payments.refundStartedAt), isNull(payments.refundDueAt)))
    .limit(1);
  if (refunding) throw new HttpError(409, REFUND_UNDER_WAY);
}

/** The states whose consultation staff may give another expert or time: paid, not yet done. */
const MOVABLE_STATUSES: readonly BookingStatus[] = ['paid', 'scheduled'];

/**
 * Assigns or reassigns a paid or scheduled consultation to an expert and one of their free slots.
 * The booking's row is locked first, then the expert's time (the order a captured payment takes
 * them in); the slot is claimed as createBooking claims one (claimSlot: hours, days off, lead
 * time; 409 when someone else booked or holds it), the booking's own old slot not counting. The
 * price stays what was paid. Audited, written to the history and told to the customer.
 */
export async function moveAppointmentByAdmin(actor: Pick<SessionUser, 'id'>, id: string, change: AdminAppointment): Promise<AdminBooking> {
  if (!isUuid(id)) throw notFound(ADMIN_BOOKING_NOT_FOUND);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
    if (!row) throw notFound(ADMIN_BOOKING_NOT_FOUND);
    if (!MOVABLE_STATUSES.includes(row.status)) {
      throw new HttpError(409, `This booking is ${BOOKING_STATUS_LABELS[row.status].toLowerCase()}: only a paid or scheduled consultation can be given an expert and a time.`);
    }
    await assertNoRefundUnderWay(tx, id);
    const service = findBookableService(row.serviceSlug);
    if (!service || service.minutes === null) throw new HttpError(409, `${row.serviceTitle} has no appointment to give an expert and a time.`);
    const expert = await findBookableExpertNow(tx, change.expertSlug);
    if (!expert || !expert.offers.some((o) => o.slug === service.slug)) throw new HttpError(400, UNAVAILABLE_EXPERT_MESSAGE);
    const start = new Date(change.slotStart);
    const { end } = await claimSlot(tx, [expert], service, start, row.mode, id);
    await tx
      .update(bookings)
      .set({
        expertSlug: expert.slug,
        expertProfileId: expert.profileId,
        slotStart: start,
        slotEnd: end,
        preferredDate: indiaToday(start),
        timeWindow: timeWindowOf(start),
        // A scheduled consultation's agreed time is its slot.
        ...(row.status === 'scheduled' ? { scheduledFor: start } : {}),
        updatedAt: new Date(),
      })
      .where(eq(bookings.id, id));
    const when = toIndiaIso(start);
    await recordAppointmentChange(tx, { bookingId: id, actorUserId: actor.id, expertName: expert.name, note: `Now with ${expert.name} on ${formatBookingTime(start)}.` });
    await recordAdminAction(tx, {
      actorId: actor.id,
      action: 'booking.appointment',
      targetType: 'booking',
      targetId: id,
      before: { expertSlug: row.expertSlug, slotStart: row.slotStart ? toIndiaIso(row.slotStart) : null },
      after: { expertSlug: expert.slug, slotStart: when },
    });
  });
  refreshExpertSlots();
  return getBookingForAdmin(id);
}

/** Said when a cancelled booking's slot cannot come back with it. */
export const SLOT_GONE_ON_REOPEN = 'This booking\'s time has passed or was booked by someone else, so it cannot be reopened. Please ask the customer to book a new time.';

/**
 * Undoes a wrong "Completed" or "Cancelled" (canReopen): back to the state its history says it
 * came from, with the reason in the history and the audit log; the customer is told. A cancelled
 * booking goes back to waiting for payment: on a slot only while the slot is still ahead and free
 * (it is held again for SLOT_HOLD_MINUTES, as a new booking's is), else 409 SLOT_GONE_ON_REOPEN,
 * because a customer would be asked to pay for a time they cannot have. Refunded stays final.
 */
export async function reopenBookingByAdmin(actor: Pick<SessionUser, 'id'>, id: string, { reason }: AdminReopen): Promise<AdminBooking> {
  if (!isUuid(id)) throw notFound(ADMIN_BOOKING_NOT_FOUND);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
    if (!row) throw notFound(ADMIN_BOOKING_NOT_FOUND);
    const [last] = await tx
      .select({ fromStatus: bookingEvents.fromStatus })
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, id), eq(bookingEvents.toStatus, row.status), sql`${bookingEvents.fromStatus} is distinct from ${bookingEvents.toStatus}`))
      .orderBy(desc(bookingEvents.createdAt), desc(bookingEvents.id))
      .limit(1);
    const to = last?.fromStatus ?? null;
    if (!to || !canReopen(row.status, to)) {
      throw new HttpError(409, `This booking is ${BOOKING_STATUS_LABELS[row.status].toLowerCase()}: only a completed or cancelled booking can be reopened.`);
    }
    const now = new Date();
    if (to === 'pending_payment' && row.expertSlug && row.slotStart && row.slotEnd) {
      const slot = { id, expertSlug: row.expertSlug, slotStart: row.slotStart, slotEnd: row.slotEnd };
      if (row.slotStart.getTime() <= now.getTime() || (await slotTakenByAnother(tx, slot, now))) throw new HttpError(409, SLOT_GONE_ON_REOPEN);
      await tx.update(bookings).set({ slotHeldUntil: slotHoldEnd(now) }).where(eq(bookings.id, id));
    }
    await changeBookingStatus(tx, { bookingId: id, to, actor: { kind: 'admin', userId: actor.id }, note: `Reopened: ${reason}`, reopen: true });
    await recordAdminAction(tx, {
      actorId: actor.id,
      action: 'booking.reopened',
      targetType: 'booking',
      targetId: id,
      before: { status: row.status },
      after: { status: to, reason },
    });
  });
  refreshExpertSlots();
  return getBookingForAdmin(id);
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
