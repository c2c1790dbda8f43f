import 'server-only';
import { and, asc, desc, eq, gte, inArray, or } from 'drizzle-orm';
import { team } from '@/content/team';
import { hasBegun, NOT_BEGUN_MESSAGE } from '@/lib/consultations/booking-status';
import { findBookableService } from '@/lib/consultations/services';
import type { ExpertAvailabilityUpdate } from '@/lib/contract/experts';
import { DESK_BOOKING_NOT_FOUND, NOT_AN_EXPERT_MESSAGE, NOT_OPEN_MESSAGE, NOT_VIDEO_MESSAGE, type DeskBookingData } from '@/lib/contract/expert-desk';
import { isUuid } from '@/lib/contract/uuid';
import { getDb, type AppDb } from '../db/client';
import type { Tx } from '../db/transaction';
import { bookings, expertProfiles, users } from '../db/schema';
import { HttpError, notFound } from '../errors';
import type { SessionUser } from '../auth/session';
import { sendMeetingLinkNotice } from './booking-notices';
import { changeBookingStatus, toBookingData } from './bookings';
import { getExpertAvailability, setExpertAvailability } from './experts';

// The expert's desk (/expert, /api/experts/me/...): an approved expert's own consultations, the
// meeting link of a video call, "Mark done" with a summary, and their own hours. Authorization
// is the query itself: every read and write is filtered by the signed-in expert's own slugs.

/** The signed-in account as an expert: their published profiles' slugs (a kind each), the first as their desk's name. */
export interface DeskExpert {
  slug: string;
  name: string;
  slugs: string[];
  profileIds: string[];
}

/** Consultations an expert sees: paid ones (to do) and completed ones (the recent past). */
const DESK_STATUSES = ['paid', 'scheduled', 'completed'] as const;
/** How far back the desk shows completed consultations. */
const PAST_DAYS = 60;
const PAST_LIMIT = 50;

/** The account's published expert profiles, oldest first; null when it has none (not an approved expert). */
export async function findDeskExpert(user: Pick<SessionUser, 'id'>): Promise<DeskExpert | null> {
  const db = await getDb();
  const teamSlugs = new Set(team.map((m) => m.slug));
  const rows = (
    await db
      .select({ id: expertProfiles.id, slug: expertProfiles.slug, name: expertProfiles.name })
      .from(expertProfiles)
      .where(and(eq(expertProfiles.userId, user.id), eq(expertProfiles.published, 1)))
      .orderBy(asc(expertProfiles.createdAt), asc(expertProfiles.slug))
  ).filter((r) => !teamSlugs.has(r.slug));
  if (rows.length === 0) return null;
  return { slug: rows[0]!.slug, name: rows[0]!.name, slugs: rows.map((r) => r.slug), profileIds: rows.map((r) => r.id) };
}

/** The desk's expert, or 403 NOT_AN_EXPERT_MESSAGE. */
export async function requireDeskExpert(user: Pick<SessionUser, 'id'>): Promise<DeskExpert> {
  const expert = await findDeskExpert(user);
  if (!expert) throw new HttpError(403, NOT_AN_EXPERT_MESSAGE);
  return expert;
}

/** The bookings of this expert only: by slug (bookings on a slot) or by profile (bookings naming them). */
const ownedBy = (expert: DeskExpert) => or(inArray(bookings.expertSlug, expert.slugs), inArray(bookings.expertProfileId, expert.profileIds));

type BookingRow = typeof bookings.$inferSelect;

function toDeskBooking(row: BookingRow, customerName: string | null, now: Date): DeskBookingData {
  const b = toBookingData(row, [], [], []);
  return {
    _id: b._id,
    number: b.number,
    serviceSlug: b.serviceSlug,
    serviceTitle: b.serviceTitle,
    status: b.status,
    preferredDate: b.preferredDate,
    timeWindow: b.timeWindow,
    details: b.details,
    note: b.note,
    slot: b.slot,
    scheduledFor: b.scheduledFor,
    mode: b.mode,
    meetingLink: b.meetingLink,
    expertSummary: b.expertSummary,
    customerName: customerName?.trim() || null,
    begun: hasBegun(row, now),
  };
}

async function readDeskRows(db: AppDb | Tx, expert: DeskExpert, where: ReturnType<typeof and>) {
  return db
    .select({ booking: bookings, customerName: users.name })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(and(ownedBy(expert), where));
}

/** GET /api/experts/me/bookings: to do (paid, not yet done; earliest first) and done in the last 60 days (latest first). */
export async function listDeskBookings(expert: DeskExpert, now = new Date()): Promise<{ upcoming: DeskBookingData[]; past: DeskBookingData[] }> {
  const db = await getDb();
  const open = await readDeskRows(db, expert, inArray(bookings.status, ['paid', 'scheduled']));
  const since = new Date(now.getTime() - PAST_DAYS * 24 * 60 * 60 * 1000);
  const past = await db
    .select({ booking: bookings, customerName: users.name })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(and(ownedBy(expert), eq(bookings.status, 'completed'), gte(bookings.updatedAt, since)))
    .orderBy(desc(bookings.updatedAt), desc(bookings.id))
    .limit(PAST_LIMIT);
  const startOf = (r: BookingRow) => (r.slotStart ?? r.scheduledFor ?? new Date(`${r.preferredDate}T00:00:00+05:30`)).getTime();
  return {
    upcoming: open.sort((a, b) => startOf(a.booking) - startOf(b.booking) || a.booking.id.localeCompare(b.booking.id)).map((r) => toDeskBooking(r.booking, r.customerName, now)),
    past: past.map((r) => toDeskBooking(r.booking, r.customerName, now)),
  };
}

/** One of this expert's consultations (paid or done), locked for the caller's transaction; anyone else's is 404. */
async function lockDeskBooking(tx: Tx, expert: DeskExpert, id: string): Promise<BookingRow> {
  if (!isUuid(id)) throw notFound(DESK_BOOKING_NOT_FOUND);
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), ownedBy(expert), inArray(bookings.status, [...DESK_STATUSES])))
    .for('update');
  if (!row) throw notFound(DESK_BOOKING_NOT_FOUND);
  return row;
}

async function readDeskBooking(expert: DeskExpert, id: string): Promise<DeskBookingData> {
  const [row] = await readDeskRows(await getDb(), expert, eq(bookings.id, id));
  if (!row) throw notFound(DESK_BOOKING_NOT_FOUND);
  return toDeskBooking(row.booking, row.customerName, new Date());
}

/**
 * Sets the video call's link of one of the expert's paid consultations. A phone call, a visit or
 * a report: 409 NOT_VIDEO_MESSAGE (a consultation booked before customers chose a mode takes one). The customer is
 * told (SMS, e-mail) when a link is first added, once the change is committed.
 */
export async function setMeetingLink(expert: DeskExpert, id: string, meetingLink: string): Promise<DeskBookingData> {
  const db = await getDb();
  const firstLink = await db.transaction(async (tx) => {
    const row = await lockDeskBooking(tx, expert, id);
    if (row.status === 'completed') throw new HttpError(409, NOT_OPEN_MESSAGE);
    // A report has no call at all; a booking from before customers chose a mode may be a video call.
    if (row.mode === 'phone' || row.mode === 'visit' || (row.mode === null && findBookableService(row.serviceSlug)?.minutes == null)) throw new HttpError(409, NOT_VIDEO_MESSAGE);
    await tx.update(bookings).set({ meetingLink, updatedAt: new Date() }).where(eq(bookings.id, row.id));
    return row.meetingLink === null;
  });
  if (firstLink) sendMeetingLinkNotice(id);
  return readDeskBooking(expert, id);
}

/**
 * "Mark done": moves one of the expert's paid consultations to completed (changeBookingStatus,
 * actor 'expert', in the booking's history; the customer is told), keeping the expert's summary.
 * Before the consultation has begun: 409 NOT_BEGUN_MESSAGE.
 */
export async function markConsultationDone(expert: DeskExpert, user: Pick<SessionUser, 'id'>, id: string, summary: string | null): Promise<DeskBookingData> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const row = await lockDeskBooking(tx, expert, id);
    if (row.status === 'completed') throw new HttpError(409, NOT_OPEN_MESSAGE);
    if (!hasBegun(row)) throw new HttpError(409, NOT_BEGUN_MESSAGE);
    if (summary) await tx.update(bookings).set({ expertSummary: summary }).where(eq(bookings.id, row.id));
    await changeBookingStatus(tx, { bookingId: row.id, to: 'completed', actor: { kind: 'expert', userId: user.id } });
  });
  return readDeskBooking(expert, id);
}

/** The expert's own hours and days off (their first profile's). */
export const getDeskAvailability = (expert: DeskExpert) => getExpertAvailability(expert.slug);

/** Sets the expert's own hours and days off: the console's one service, the expert as actor (audited). */
export const setDeskAvailability = (expert: DeskExpert, user: SessionUser, update: ExpertAvailabilityUpdate) => setExpertAvailability(user, expert.slug, update);
