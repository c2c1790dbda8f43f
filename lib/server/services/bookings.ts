import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  canChangeStatus,
  canReopen,
  isOrderOpen,
  MAX_PENDING_BOOKINGS_PER_USER,
  PAID_CANCELLATION_HELP,
  PAYMENT_MAY_BE_UNDER_WAY,
  paymentFailedNote,
  type BookingActorKind,
  type ConsultationMode,
  type BookingStatus,
} from '@/lib/consultations/booking-status';
import { findBookableService, type BookableService } from '@/lib/consultations/services';
import { slotMinutesOf } from '@/lib/consultations/modes';
import { UNAVAILABLE_EXPERT_MESSAGE, type BookingData, type BookingEventData, type BookingExpertData, type TaxDocumentRef, type ValidBookingRequest } from '@/lib/contract/bookings';
import { bookingNumber, bookingNumberMonth, bookingNumberSeries } from '@/lib/invoices/numbering';
import { assignExpert, freeSlots, toIndiaIso, type TakenTime } from '@/lib/experts';
import { indiaToday } from '@/lib/consultations/booking-dates';
import { noSlotsMessage } from '@/lib/contract/experts';
import { isUuid } from '@/lib/contract/uuid';
import { areaPricePaise } from '@/lib/vastu/fee-estimator';
import { getDb, type AppDb } from '../db/client';
import { bookingEvents, bookings, expertProfiles, payments, taxDocuments, users } from '../db/schema';
import { serverEnv } from '../env';
import type { Tx } from '../db/transaction';
import { HttpError, notFound } from '../errors';
import { queueBookingNotice } from './booking-notices';
import { drawNumber } from './document-counters';
import { dateSpan, findBookableExpertNow, lockExpertTime, readBookableExpertsNow, refreshExpertSlots, slotHoldEnd, takenTimes, teamExpertOf, type BookableExpert } from './experts';

type BookingRow = typeof bookings.$inferSelect;
type EventRow = typeof bookingEvents.$inferSelect;


export const BOOKING_NOT_FOUND = 'This booking was not found.';

function toEventData(row: EventRow): BookingEventData {
  return { fromStatus: row.fromStatus, toStatus: row.toStatus, actorKind: row.actorKind, note: row.note, createdAt: row.createdAt.toISOString() };
}

type ExpertRow = Pick<typeof expertProfiles.$inferSelect, 'id' | 'slug' | 'name' | 'kind'>;
export type TaxDocumentSummary = Pick<typeof taxDocuments.$inferSelect, 'bookingId' | 'kind' | 'number' | 'issuedAt'>;

/** Where a booking's invoice or credit note is downloaded (GET, owner and admins only). */
export const taxDocumentHref = (bookingId: string, kind: TaxDocumentSummary['kind']) => `/api/bookings/${bookingId}/${kind}`;

export function toTaxDocumentRef(bookingId: string, docs: TaxDocumentSummary[], kind: TaxDocumentSummary['kind']): TaxDocumentRef | null {
  const doc = docs.find((d) => d.bookingId === bookingId && d.kind === kind);
  return doc ? { number: doc.number, issuedAt: doc.issuedAt.toISOString(), href: taxDocumentHref(bookingId, kind) } : null;
}

/** The invoices and credit notes of these bookings (for `toBookingData`). */
export async function taxDocumentsOfBookings(db: AppDb | Tx, rows: Pick<BookingRow, 'id'>[]): Promise<TaxDocumentSummary[]> {
  if (rows.length === 0) return [];
  return db
    .select({ bookingId: taxDocuments.bookingId, kind: taxDocuments.kind, number: taxDocuments.number, issuedAt: taxDocuments.issuedAt })
    .from(taxDocuments)
    .where(inArray(taxDocuments.bookingId, rows.map((r) => r.id)));
}

export function toBookingData(row: BookingRow, events: EventRow[], experts: ExpertRow[], docs: TaxDocumentSummary[]): BookingData {
  // A booking priced by area keeps its fee estimate beside the property details (one jsonb column).
  const { estimate, ...details } = row.details as BookingData['details'] & { estimate?: BookingData['estimate'] };
  const expert = (row.expertProfileId ? experts.find((e) => e.id === row.expertProfileId) : undefined) ?? (row.expertSlug ? teamExpertOf(row.expertSlug) : null);
  return {
    _id: row.id,
    number: row.number,
    serviceSlug: row.serviceSlug,
    serviceTitle: row.serviceTitle,
    amountPaise: row.amountPaise,
    status: row.status,
    preferredDate: row.preferredDate,
    timeWindow: row.timeWindow,
    details,
    ...(estimate ? { estimate } : {}),
    note: row.note,
    expert: expert ? ({ slug: expert.slug, name: expert.name, kind: expert.kind } satisfies BookingExpertData) : null,
    slot: row.slotStart && row.slotEnd ? { start: toIndiaIso(row.slotStart), end: toIndiaIso(row.slotEnd) } : null,
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
    mode: row.mode,
    meetingLink: row.meetingLink,
    expertSummary: row.expertSummary,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    history: events.map(toEventData),
    invoice: toTaxDocumentRef(row.id, docs, 'invoice'),
    creditNote: toTaxDocumentRef(row.id, docs, 'credit-note'),
  };
}

async function withHistory(db: AppDb | Tx, rows: BookingRow[]): Promise<BookingData[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const events = await db
    .select()
    .from(bookingEvents)
    .where(inArray(bookingEvents.bookingId, ids))
    .orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id));
  const [failures, experts, docs] = await Promise.all([failedPaymentsOf(db, ids), expertsOfBookings(db, rows), taxDocumentsOfBookings(db, rows)]);
  return rows.map((row) => {
    const booking = toBookingData(row, events.filter((e) => e.bookingId === row.id), experts, docs);
    const failed = failures.filter((f) => f.bookingId === row.id).map(toFailureEvent);
    return failed.length === 0 ? booking : { ...booking, history: byTime([...booking.history, ...failed]) };
  });
}

/**
 * The failed tries to pay these bookings. A failure moves no state, so it has no booking_events
 * row: the payment's own row (its reason, and when it was marked failed) is the record, read here
 * so that the customer sees every try, old ones included.
 */
async function failedPaymentsOf(db: AppDb | Tx, bookingIds: string[]) {
  return db
    .select({ bookingId: payments.bookingId, reason: payments.failureReason, failedAt: payments.updatedAt })
    .from(payments)
    .where(and(inArray(payments.bookingId, bookingIds), eq(payments.status, 'failed')));
}

/** A failed try as a history note, in the state it left the booking in: still waiting for payment. */
function toFailureEvent(failure: { reason: string | null; failedAt: Date }): BookingEventData {
  return { fromStatus: 'pending_payment', toStatus: 'pending_payment', actorKind: 'payment', note: paymentFailedNote(failure.reason), createdAt: failure.failedAt.toISOString() };
}

/** Oldest first; entries of the same moment keep their order. */
const byTime = (history: BookingEventData[]) => history.map((e, i) => ({ e, i })).sort((a, b) => a.e.createdAt.localeCompare(b.e.createdAt) || a.i - b.i).map(({ e }) => e);

/** The experts the bookings were made with (for `toBookingData`). */
export async function expertsOfBookings(db: AppDb | Tx, rows: BookingRow[]): Promise<ExpertRow[]> {
  const expertIds = [...new Set(rows.map((r) => r.expertProfileId).filter((id): id is string => id !== null))];
  if (expertIds.length === 0) return [];
  return db.select({ id: expertProfiles.id, slug: expertProfiles.slug, name: expertProfiles.name, kind: expertProfiles.kind }).from(expertProfiles).where(inArray(expertProfiles.id, expertIds));
}

/**
 * The expert a booking names, from the one list (lib/server/services/experts.ts) as stored now:
 * the team or a published expert, who takes this service. Anything else is a 400 that says so;
 * the client's choice is never stored unchecked.
 */
async function findExpertFor(db: AppDb | Tx, slug: string, service: BookableService): Promise<BookableExpert> {
  const expert = await findBookableExpertNow(db, slug);
  if (!expert || !expert.offers.some((o) => o.slug === service.slug)) throw new HttpError(400, UNAVAILABLE_EXPERT_MESSAGE);
  return expert;
}

/** Said to the customer who lost a race for a slot (or whose held slot was taken meanwhile). */
export const SLOT_TAKEN_MESSAGE = 'Sorry, this time was just booked by someone else. Please choose another of the free times.';

/**
 * The expert who takes a booking on a slot, in the caller's transaction with their time locked
 * (lockExpertTime) until it ends: the expert named, or for "any expert" (no slug) the fairest of
 * those free then (assignExpert). A time outside the experts' free slots (hours, days off, lead
 * time, horizon) is a 400; a time they would have free but someone booked or holds is a 409.
 * A booking being moved (exceptBookingId) does not stand in its own way.
 */
export async function claimSlot(
  tx: Tx,
  candidates: BookableExpert[],
  service: BookableService,
  start: Date,
  mode: ConsultationMode | null,
  exceptBookingId?: string,
): Promise<{ expert: BookableExpert; end: Date }> {
  const minutes = slotMinutesOf(service, mode);
  if (minutes === null) throw new HttpError(400, noSlotsMessage(service.title));
  const slugs = candidates.map((c) => c.slug).sort();
  for (const slug of slugs) await lockExpertTime(tx, slug);
  const now = new Date();
  const date = indiaToday(start);
  const [dayStart, dayEnd] = dateSpan(date, 1);
  const taken = await takenTimes(tx, slugs, dayStart, dayEnd, now, exceptBookingId);
  const opensAt = (expert: BookableExpert, booked: readonly TakenTime[]) =>
    freeSlots({ hours: expert.hours, daysOff: expert.daysOff, minutes, taken: booked, from: date, days: 1, now }).some((s) => Date.parse(s.start) === start.getTime());
  const open = candidates.filter((e) => opensAt(e, []));
  if (open.length === 0) throw new HttpError(400, 'The chosen time is not one of the free times. Please choose a time from the list.');
  const free = open.filter((e) => opensAt(e, taken.get(e.slug) ?? []));
  const chosen = assignExpert(free.map((e) => e.slug), Object.fromEntries(slugs.map((s) => [s, taken.get(s)?.length ?? 0])));
  if (!chosen) throw new HttpError(409, SLOT_TAKEN_MESSAGE);
  return { expert: free.find((e) => e.slug === chosen)!, end: new Date(start.getTime() + minutes * 60_000) };
}

/**
 * Stores a booking as pending_payment, with the price and title of the catalog (never the
 * client's: the chosen expert's own price when set; for a service priced by area, the fee of its
 * estimate at the catalog's rates), its short number (drawn in the same transaction) and its first
 * history row. A customer holds at most MAX_PENDING_BOOKINGS_PER_USER unpaid bookings; their user
 * row is locked meanwhile, so two requests at once cannot both pass. The customer's name and state
 * are kept on the account the first time a booking carries them (the form asks only while the
 * account has none). A booking on a slot (slotStart) takes it under the experts' lock (claimSlot):
 * of customers racing for one slot, exactly one gets it, the others a 409.
 */
export async function createBooking(userId: string, input: ValidBookingRequest): Promise<BookingData> {
  const service = findBookableService(input.serviceSlug);
  if (!service) throw new HttpError(400, 'Choose one of the services we offer.');
  const db = await getDb();
  const named = input.expertSlug ? await findExpertFor(db, input.expertSlug, service) : null;
  const id = await db.transaction(async (tx) => {
    const [account] = await tx.select({ name: users.name, state: users.state }).from(users).where(eq(users.id, userId)).for('update');
    const missing = {
      ...(!account?.name.trim() && input.customerName ? { name: input.customerName } : {}),
      ...(!account?.state && input.customerState ? { state: input.customerState } : {}),
    };
    if (Object.keys(missing).length > 0) await tx.update(users).set({ ...missing, updatedAt: new Date() }).where(eq(users.id, userId));
    const [pending] = await tx
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.userId, userId), eq(bookings.status, 'pending_payment')));
    if ((pending?.n ?? 0) >= MAX_PENDING_BOOKINGS_PER_USER) {
      throw new HttpError(409, `You have ${MAX_PENDING_BOOKINGS_PER_USER} bookings waiting for payment. Please pay for or cancel one of them before booking again.`);
    }
    const now = new Date();
    const month = bookingNumberMonth(now);
    let expert = named;
    let slot: { start: Date; end: Date } | null = null;
    if (input.slotStart) {
      const start = new Date(input.slotStart);
      const candidates = named ? [named] : (await readBookableExpertsNow(tx)).filter((e) => e.offers.some((o) => o.slug === service.slug));
      const claimed = await claimSlot(tx, candidates, service, start, input.mode);
      expert = claimed.expert;
      slot = { start, end: claimed.end };
    }
    const ownPrice = expert?.offers.find((o) => o.slug === service.slug)?.amountPaise;
    const [row] = await tx
      .insert(bookings)
      .values({
        number: bookingNumber(month, await drawNumber(tx, bookingNumberSeries(month))),
        createdAt: now,
        updatedAt: now,
        userId,
        serviceSlug: service.slug,
        serviceTitle: service.title,
        amountPaise: service.pricing === 'by-area' && input.estimate ? areaPricePaise(input.estimate) : (ownPrice ?? service.amountPaise),
        status: 'pending_payment',
        preferredDate: input.preferredDate,
        timeWindow: input.timeWindow,
        details: input.estimate ? { ...input.details, estimate: input.estimate } : input.details,
        note: input.note,
        expertProfileId: expert?.profileId ?? null,
        expertSlug: expert?.slug ?? null,
        slotStart: slot?.start ?? null,
        slotEnd: slot?.end ?? null,
        slotHeldUntil: slot ? slotHoldEnd(now) : null,
        mode: input.mode,
      })
      .returning({ id: bookings.id });
    await tx.insert(bookingEvents).values({ bookingId: row!.id, fromStatus: null, toStatus: 'pending_payment', actorKind: 'customer', actorUserId: userId });
    return row!.id;
  });
  if (input.slotStart) refreshExpertSlots();
  return (await getBookingForUser(userId, id))!;
}

/** The customer's bookings, newest first, each with its history (oldest change first). */
export async function listBookingsForUser(userId: string): Promise<BookingData[]> {
  const db = await getDb();
  const rows = await db.select().from(bookings).where(eq(bookings.userId, userId)).orderBy(desc(bookings.createdAt), desc(bookings.id));
  return withHistory(db, rows);
}

/** One booking of this customer, or null when it does not exist or is someone else's. */
export async function getBookingForUser(userId: string, id: string): Promise<BookingData | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const rows = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), eq(bookings.userId, userId)))
    .limit(1);
  return (await withHistory(db, rows))[0] ?? null;
}

/**
 * Cancels the customer's own booking while it is unpaid. Someone else's is "not found"; a paid
 * one is refused with a 409 that says how to ask for a cancellation (PAID_CANCELLATION_HELP).
 * While one of its orders is open (isOrderOpen) the customer may be paying it right now, so the
 * cancel waits (409). A payment that still comes after a cancel is refunded automatically.
 */
export async function cancelBookingForUser(userId: string, id: string): Promise<BookingData> {
  if (!isUuid(id)) throw notFound(BOOKING_NOT_FOUND);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: bookings.status })
      .from(bookings)
      .where(and(eq(bookings.id, id), eq(bookings.userId, userId)))
      .for('update');
    if (!row) throw notFound(BOOKING_NOT_FOUND);
    if (row.status === 'cancelled') return; // asked twice: the same answer
    if (row.status !== 'pending_payment') {
      throw new HttpError(409, row.status === 'refunded' ? 'This booking was refunded and is closed.' : row.status === 'completed' ? 'This booking is completed.' : PAID_CANCELLATION_HELP);
    }
    const orders = await tx.select({ status: payments.status, createdAt: payments.createdAt }).from(payments).where(eq(payments.bookingId, id));
    const { paymentOrderOpenMs } = serverEnv();
    if (orders.some((order) => isOrderOpen(order, paymentOrderOpenMs))) throw new HttpError(409, PAYMENT_MAY_BE_UNDER_WAY);
    await changeBookingStatus(tx, { bookingId: id, to: 'cancelled', actor: { kind: 'customer', userId } });
  });
  return (await getBookingForUser(userId, id))!;
}

export interface BookingStatusChange {
  bookingId: string;
  to: BookingStatus;
  actor: { kind: BookingActorKind; userId?: string | null };
  note?: string | null;
  /** The agreed date and time, when the booking is scheduled. */
  scheduledFor?: Date | null;
  /** An admin's undo of a wrong "Completed" or "Cancelled" (canReopen), instead of a move forward. */
  reopen?: boolean;
}

/**
 * The one way a booking changes state. In the caller's transaction: locks the booking, checks the
 * move (lib/consultations/booking-status.ts: from which state, by whom), writes the new state and
 * a booking_events row. The customer's notice (SMS; e-mail when their address is verified;
 * console without a provider) is queued and sent only once the change is committed: a rolled-back
 * change tells nobody anything. Throws 404 for an unknown booking, 409 for a move not allowed.
 */
export async function changeBookingStatus(tx: Tx, change: BookingStatusChange): Promise<{ from: BookingStatus; to: BookingStatus; eventId: string }> {
  if (!isUuid(change.bookingId)) throw notFound(BOOKING_NOT_FOUND);
  const [row] = await tx
    .select({ status: bookings.status, userId: bookings.userId })
    .from(bookings)
    .where(eq(bookings.id, change.bookingId))
    .for('update');
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  const from = row.status;
  const allowed = change.reopen ? change.actor.kind === 'admin' && canReopen(from, change.to) : canChangeStatus(from, change.to, change.actor.kind);
  if (!allowed) {
    throw new HttpError(409, `This booking cannot go from ${from} to ${change.to}.`);
  }
  if (change.to === 'scheduled' && !change.scheduledFor) throw new HttpError(400, 'A scheduled booking needs the agreed date and time.');
  const now = new Date();
  await tx
    .update(bookings)
    .set({ status: change.to, updatedAt: now, ...(change.scheduledFor ? { scheduledFor: change.scheduledFor } : {}) })
    .where(eq(bookings.id, change.bookingId));
  const eventId = randomUUID();
  await tx.insert(bookingEvents).values({
    id: eventId,
    bookingId: change.bookingId,
    fromStatus: from,
    toStatus: change.to,
    actorKind: change.actor.kind,
    actorUserId: change.actor.userId ?? null,
    note: change.note ?? null,
  });
  if (row.userId) queueBookingNotice({ eventId, bookingId: change.bookingId, userId: row.userId });
  return { from, to: change.to, eventId };
}

/**
 * A history row that moves nothing (isHistoryNote): something the payment did to a booking in
 * the state it is in, such as a late payment given back. In the caller's transaction, with the
 * booking locked; no notice is sent (the state did not change).
 */
export async function addBookingNote(tx: Tx, entry: { bookingId: string; note: string }): Promise<void> {
  const [row] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, entry.bookingId)).for('update');
  if (!row) return; // the booking was deleted: the payment's own row and the audit log keep the record
  await tx.insert(bookingEvents).values({ bookingId: entry.bookingId, fromStatus: row.status, toStatus: row.status, actorKind: 'payment', note: entry.note });
}

/**
 * A history row for a change of a booking's expert or slot by staff: the state stays, the note
 * says what changed, and the customer is told (the notice names the expert and the new time).
 * In the caller's transaction, with the booking locked.
 */
export async function recordAppointmentChange(tx: Tx, entry: { bookingId: string; actorUserId: string; note: string; expertName: string }): Promise<void> {
  const [row] = await tx.select({ status: bookings.status, userId: bookings.userId }).from(bookings).where(eq(bookings.id, entry.bookingId)).for('update');
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  const eventId = randomUUID();
  await tx.insert(bookingEvents).values({ id: eventId, bookingId: entry.bookingId, fromStatus: row.status, toStatus: row.status, actorKind: 'admin', actorUserId: entry.actorUserId, note: entry.note });
  if (row.userId) queueBookingNotice({ eventId, bookingId: entry.bookingId, userId: row.userId, appointment: { expertName: entry.expertName } });
}
