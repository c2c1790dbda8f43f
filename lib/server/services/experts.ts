import 'server-only';
import { and, asc, eq, gt, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { portraitOf, team } from '@/content/team';
import type { ExpertType } from '@/content/types';
import { addDays, indiaToday } from '@/lib/consultations/booking-dates';
import type { ConsultationMode } from '@/lib/consultations/booking-status';
import { MODE_MESSAGE, modesOf, slotMinutesOf, VISIT_NOT_OFFERED_MESSAGE } from '@/lib/consultations/modes';
import { findBookableService, type BookableService } from '@/lib/consultations/services';
import { WEEKDAYS, type WeeklyAvailability } from '@/lib/contract/expert-profile';
import {
  noSlotsMessage,
  notOfferedMessage,
  UNKNOWN_EXPERT_MESSAGE,
  UNKNOWN_SERVICE_MESSAGE,
  type BookableExpertData,
  type ExpertAvailabilityUpdate,
  type ExpertPricesResponse,
  type ExpertPricesUpdate,
  type ServiceSlotQuery,
  type SlotQuery,
} from '@/lib/contract/experts';
import { uploadUrl } from '@/lib/contract/uploads';
import {
  DEFAULT_WEEKLY_HOURS,
  EXPERTS,
  freeSlots,
  HORIZON_DAYS,
  nextFreeSlot,
  offersOf,
  servicesOfKind,
  WEEKDAY_KEYS,
  type ExpertKind,
  type ExpertOffer,
  type SlotTimes,
  type TakenTime,
  type WeeklyHours,
  unionSlots,
} from '@/lib/experts';
import { cached, invalidateTag } from '../cache';
import { getDb, type AppDb } from '../db/client';
import type { Tx } from '../db/transaction';
import { bookings, expertDaysOff, expertHours, expertPrices, expertProfiles } from '../db/schema';
import { serverEnv } from '../env';
import { HttpError, notFound } from '../errors';
import type { SessionUser } from '../auth/session';
import { recordAdminAction } from './admin-audit';
import { EXPERTS_TAG } from './expert-directory';
import { reviewSummaries } from './review-summaries';

// The one list of bookable experts: the business's team (content/team.ts) and every approved,
// published expert (expert_profiles), with their hours, days off and what each offers at which
// price; and the free slots of one of them. Pages, the booking form and the API read it here.

/** Dropped when a booking takes or gives back a slot: the list's "next free" time changes. */
export const SLOTS_TAG = 'expert-slots';
/** The list with next free times is kept only briefly: it changes with the clock, not just with bookings. */
const LIST_CACHE_MS = 30_000;

export interface BookableExpert {
  slug: string;
  name: string;
  kind: ExpertKind;
  source: 'team' | 'approved';
  /** The expert_profiles row of an approved expert (null for the team). */
  profileId: string | null;
  languages: string[];
  imageUrl: string | null;
  path: string;
  hours: WeeklyHours;
  /** India dates, from today on. */
  daysOff: string[];
  offers: ExpertOffer[];
}

/** The expert kind of a team member: a Vastu consultant takes property services, the others birth-chart ones. */
const KIND_OF_TEAM_TYPE: Readonly<Record<ExpertType, ExpertKind>> = { vastu: 'vastu-astrologer', astrology: 'astrologer', numerology: 'astrologer', kundli: 'astrologer' };

const WEEKDAY_KEY_OF = Object.fromEntries(WEEKDAYS.map((day) => [day, WEEKDAY_KEYS[(WEEKDAYS.indexOf(day) + 1) % 7]!]));

/** A team member as a booking names its expert, or null for a slug not of the team. */
export function teamExpertOf(slug: string): { slug: string; name: string; kind: ExpertKind } | null {
  const member = team.find((m) => m.slug === slug);
  return member ? { slug: member.slug, name: member.name, kind: KIND_OF_TEAM_TYPE[member.type] } : null;
}

/** The weekly hours of an application's schedule, or null when it has none with a working day. */
export function hoursFromSchedule(schedule: unknown): WeeklyHours | null {
  if (!schedule || typeof schedule !== 'object') return null;
  const week = schedule as Partial<WeeklyAvailability>;
  const hours: WeeklyHours = {};
  for (const day of WEEKDAYS) {
    const entry = week[day];
    if (!entry?.available || !Array.isArray(entry.slots) || entry.slots.length === 0) continue;
    hours[WEEKDAY_KEY_OF[day] as keyof WeeklyHours] = entry.slots.map((s) => ({ start: String(s.start), end: String(s.end) }));
  }
  return Object.keys(hours).length > 0 ? hours : null;
}

const groupBy = <T,>(rows: readonly T[], key: (row: T) => string) => {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
};

/** The list as stored now, uncached: the team first in its own order, then approved experts by name. */
async function readBookableExperts(db: AppDb | Tx, now: Date): Promise<BookableExpert[]> {
  // One after another: inside a transaction the statements share one connection anyway.
  const profiles = await db.select().from(expertProfiles).where(eq(expertProfiles.published, 1)).orderBy(asc(expertProfiles.name), asc(expertProfiles.slug));
  const ownHours = await db.select().from(expertHours);
  const daysOff = await db.select().from(expertDaysOff).where(gte(expertDaysOff.day, indiaToday(now)));
  const prices = await db.select().from(expertPrices);
  const hoursOf = new Map(ownHours.map((r) => [r.expertSlug, r.hours as WeeklyHours]));
  const daysOffOf = groupBy(daysOff, (r) => r.expertSlug);
  const pricesOf = groupBy(prices, (r) => r.expertSlug);
  const extras = (slug: string, kind: ExpertKind) => ({
    daysOff: (daysOffOf.get(slug) ?? []).map((r) => r.day).sort(),
    offers: offersOf(kind, Object.fromEntries((pricesOf.get(slug) ?? []).map((r) => [r.serviceSlug, r.amountPaise]))),
  });

  const members: BookableExpert[] = team.map((m) => {
    const kind = KIND_OF_TEAM_TYPE[m.type];
    const { daysOff: off, offers } = extras(m.slug, kind);
    return {
      slug: m.slug,
      name: m.name,
      kind,
      source: 'team',
      profileId: null,
      languages: [...m.languages],
      imageUrl: portraitOf(m),
      // Everyone's page is under /astrologers (teamMemberPath is a member's entry on /ourexpert).
      path: `/astrologers/${m.slug}`,
      hours: hoursOf.get(m.slug) ?? m.hours,
      daysOff: off,
      offers: offers.filter((o) => m.services.includes(o.slug)),
    };
  });
  const teamSlugs = new Set(team.map((m) => m.slug));
  const approved: BookableExpert[] = profiles
    // Approval never gives a team member's slug (application-review.ts); a row from before that rule stays off the list.
    .filter((row) => !teamSlugs.has(row.slug))
    .map((row) => {
      const profile = row.profile as { languages?: unknown; availability?: unknown };
      return {
        slug: row.slug,
        name: row.name,
        kind: row.kind,
        source: 'approved',
        profileId: row.id,
        languages: Array.isArray(profile.languages) ? profile.languages.filter((l): l is string => typeof l === 'string') : [],
        imageUrl: row.imageId ? uploadUrl(row.imageId) : null,
        path: `/astrologers/${row.slug}`,
        hours: hoursOf.get(row.slug) ?? hoursFromSchedule(profile.availability) ?? DEFAULT_WEEKLY_HOURS,
        ...extras(row.slug, row.kind),
      };
    });
  return [...members, ...approved];
}

/** Every bookable expert (cached with the directory: an approval, unpublish or change drops it). */
export function listBookableExperts(): Promise<BookableExpert[]> {
  return cached('experts:bookable', [EXPERTS_TAG], serverEnv().contentCacheMs, async () => readBookableExperts(await getDb(), new Date()));
}

/** The list read from the database as it is now (for a booking, which must not trust a cache). */
export function readBookableExpertsNow(db: AppDb | Tx): Promise<BookableExpert[]> {
  return readBookableExperts(db, new Date());
}

/** One bookable expert by slug, as stored now. */
export async function findBookableExpertNow(db: AppDb | Tx, slug: string): Promise<BookableExpert | null> {
  return (await readBookableExpertsNow(db)).find((e) => e.slug === slug) ?? null;
}

/**
 * Statuses in which a booking's slot is taken for good. A `pending_payment` booking holds its
 * slot only until its slot_held_until; cancelled and refunded ones give it back.
 */
const TAKING_STATUSES = ['paid', 'scheduled', 'completed'] as const;

/** The time booked or held of these experts that overlaps [from, to), leaving out one booking's own. */
export async function takenTimes(db: AppDb | Tx, slugs: readonly string[], from: Date, to: Date, now: Date, exceptBookingId?: string): Promise<Map<string, TakenTime[]>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ expertSlug: bookings.expertSlug, start: bookings.slotStart, end: bookings.slotEnd })
    .from(bookings)
    .where(
      and(
        inArray(bookings.expertSlug, [...slugs]),
        lt(bookings.slotStart, to),
        gt(bookings.slotEnd, from),
        or(inArray(bookings.status, [...TAKING_STATUSES]), and(eq(bookings.status, 'pending_payment'), gt(bookings.slotHeldUntil, now))),
        exceptBookingId ? ne(bookings.id, exceptBookingId) : undefined,
      ),
    );
  const taken = new Map<string, TakenTime[]>();
  for (const r of rows) if (r.expertSlug && r.start && r.end) taken.set(r.expertSlug, [...(taken.get(r.expertSlug) ?? []), { start: r.start, end: r.end }]);
  return taken;
}

/** The instants bounding the India dates [from, from + days). */
export const dateSpan = (from: string, days: number) => [new Date(`${from}T00:00:00+05:30`), new Date(`${addDays(from, days)}T00:00:00+05:30`)] as const;

/** The service an expert offers, or the 404/400 that says why not. */
function offeredService(expert: BookableExpert, serviceSlug: string): ExpertOffer {
  const service = findBookableService(serviceSlug);
  if (!service) throw notFound(UNKNOWN_SERVICE_MESSAGE);
  const offer = expert.offers.find((o) => o.slug === service.slug);
  if (!offer) throw new HttpError(400, notOfferedMessage(expert.name, service.title));
  return offer;
}

/** The length of a service's slots in this mode, or the 400 that says why it has none. */
export function slotMinutesFor(service: BookableService, mode: ConsultationMode | undefined): number {
  if (mode && modesOf(service).length > 0 && !modesOf(service).includes(mode)) throw new HttpError(400, mode === 'visit' ? VISIT_NOT_OFFERED_MESSAGE : MODE_MESSAGE);
  const minutes = slotMinutesOf(service, mode);
  if (minutes === null) throw new HttpError(400, noSlotsMessage(service.title));
  return minutes;
}

/** The first India date of a slot query: `from` (default today), not in the past nor past the horizon (400). */
function slotQueryStart(query: ServiceSlotQuery, now: Date): string {
  const today = indiaToday(now);
  const from = query.from ?? today;
  if (from < today) throw new HttpError(400, 'from cannot be before today (India time).');
  if (from > addDays(today, HORIZON_DAYS - 1)) throw new HttpError(400, `Slots are offered for the next ${HORIZON_DAYS} days only.`);
  return from;
}

/**
 * The free slots of an expert for a service, over `days` India dates from `from` (default today),
 * within the next HORIZON_DAYS. Unknown expert or service: 404; a service they do not take, or one
 * without an appointment: 400; a `from` in the past or past the horizon: 400.
 */
export async function listFreeSlots(slug: string, query: SlotQuery, now = new Date()): Promise<SlotTimes[]> {
  const expert = (await listBookableExperts()).find((e) => e.slug === slug);
  if (!expert) throw notFound(UNKNOWN_EXPERT_MESSAGE);
  offeredService(expert, query.service);
  const minutes = slotMinutesFor(findBookableService(query.service)!, query.mode);
  const from = slotQueryStart(query, now);
  const [start, end] = dateSpan(from, query.days);
  const taken = await takenTimes(await getDb(), [slug], start, end, now);
  return freeSlots({ hours: expert.hours, daysOff: expert.daysOff, minutes, taken: taken.get(slug) ?? [], from, days: query.days, now });
}

/**
 * "Any of our experts": every time at which at least one expert who takes the service is free,
 * with the same rules and limits as one expert's slots. The booking then assigns one of those free
 * (assignExpert). Unknown service: 404; one without an appointment: 400.
 */
export async function listServiceSlots(serviceSlug: string, query: ServiceSlotQuery, now = new Date()): Promise<SlotTimes[]> {
  const service = findBookableService(serviceSlug);
  if (!service) throw notFound(UNKNOWN_SERVICE_MESSAGE);
  const minutes = slotMinutesFor(service, query.mode);
  const from = slotQueryStart(query, now);
  const experts = (await listBookableExperts()).filter((e) => e.offers.some((o) => o.slug === service.slug));
  const [start, end] = dateSpan(from, query.days);
  const taken = await takenTimes(await getDb(), experts.map((e) => e.slug), start, end, now);
  const perExpert = experts.map((e) => ({ slug: e.slug, slots: freeSlots({ hours: e.hours, daysOff: e.daysOff, minutes, taken: taken.get(e.slug) ?? [], from, days: query.days, now }) }));
  // Who is free stays on the server: the answer is only the times.
  return unionSlots(perExpert).map(({ start: s, end: e }) => ({ start: s, end: e }));
}

/** The service whose next free time the list shows: the kind's usual booking, else the expert's first with an appointment. */
function mainOffer(expert: BookableExpert): (ExpertOffer & { minutes: number }) | undefined {
  const usual = expert.offers.find((o) => o.slug === EXPERTS[expert.kind].bookingService && o.minutes !== null);
  return (usual ?? expert.offers.find((o) => o.minutes !== null)) as (ExpertOffer & { minutes: number }) | undefined;
}

/** GET /api/experts: every bookable expert with their services and next free time; cached for a short while. */
export function listPublicExperts(): Promise<BookableExpertData[]> {
  return cached('experts:public', [EXPERTS_TAG, SLOTS_TAG], Math.min(serverEnv().contentCacheMs, LIST_CACHE_MS), async () => {
    const experts = await listBookableExperts();
    const now = new Date();
    const today = indiaToday(now);
    const [start, end] = dateSpan(today, HORIZON_DAYS);
    const taken = await takenTimes(await getDb(), experts.map((e) => e.slug), start, end, now);
    const reviews = await reviewSummaries(experts.map((e) => e.slug));
    return experts.map((e): BookableExpertData => {
      const main = mainOffer(e);
      const summary = reviews.get(e.slug);
      return {
        slug: e.slug,
        name: e.name,
        kind: e.kind,
        source: e.source,
        languages: e.languages,
        imageUrl: e.imageUrl,
        path: e.path,
        services: e.offers.map((o) => ({ slug: o.slug, title: o.title, amountPaise: o.amountPaise, minutes: o.minutes })),
        nextFree: main ? nextFreeSlot({ hours: e.hours, daysOff: e.daysOff, minutes: main.minutes, taken: taken.get(e.slug) ?? [], from: today, days: HORIZON_DAYS, now }) : null,
        rating: summary?.average ?? null,
        reviewCount: summary?.count ?? 0,
      };
    });
  });
}

/** Drops the cached next free times: after a booking took or gave back a slot. */
export function refreshExpertSlots(): void {
  invalidateTag(SLOTS_TAG);
}

/** When a slot taken or renewed now stops being held if its booking stays unpaid. */
export const slotHoldEnd = (now: Date, atLeastMs = 0) => new Date(now.getTime() + Math.max(serverEnv().slotHoldMs, atLeastMs));

/**
 * True when another booking took or holds time overlapping this booking's slot (its own hold had
 * ended meanwhile). In the caller's transaction, with the expert's time locked.
 */
export async function slotTakenByAnother(tx: Tx, booking: { id: string; expertSlug: string; slotStart: Date; slotEnd: Date }, now = new Date()): Promise<boolean> {
  await lockExpertTime(tx, booking.expertSlug);
  const taken = await takenTimes(tx, [booking.expertSlug], booking.slotStart, booking.slotEnd, now, booking.id);
  return (taken.get(booking.expertSlug) ?? []).length > 0;
}

/** Said when a booking's slot was taken by another customer after its hold ended: it cannot be paid. */
export const SLOT_LOST_MESSAGE = 'The time you chose was booked by someone else while this booking waited for payment. Please cancel it and book another time.';

/**
 * Before a payment order: holds the booking's slot again, for the hold or the order's open time
 * whichever is longer, so a payment made while the order is open finds its slot kept. If someone
 * else took the slot after this booking's hold ended, 409 SLOT_LOST_MESSAGE and nothing changes.
 */
export async function renewSlotHold(tx: Tx, booking: { id: string; expertSlug: string; slotStart: Date; slotEnd: Date }): Promise<void> {
  // The booking's row first, then the expert's time: the order a captured payment takes them in.
  await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, booking.id)).for('update');
  const now = new Date();
  if (await slotTakenByAnother(tx, booking, now)) throw new HttpError(409, SLOT_LOST_MESSAGE);
  await tx.update(bookings).set({ slotHeldUntil: slotHoldEnd(now, serverEnv().paymentOrderOpenMs) }).where(eq(bookings.id, booking.id));
}

/**
 * Serialises bookings of one expert's time (in the caller's transaction, until it ends), so that
 * two customers racing for one slot cannot both see it free: the second waits, then sees it taken.
 */
export async function lockExpertTime(tx: Tx, slug: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`expert-slots:${slug}`}))`);
}


/** An expert's hours and days off from today on, as the list reads them now; unknown expert: 404. */
export async function getExpertAvailability(slug: string): Promise<{ slug: string; hours: WeeklyHours; daysOff: string[] }> {
  const expert = await findBookableExpertNow(await getDb(), slug);
  if (!expert) throw notFound(UNKNOWN_EXPERT_MESSAGE);
  return { slug, hours: expert.hours, daysOff: expert.daysOff };
}

/**
 * Sets an expert's weekly hours (null: back to the team file or their application's schedule)
 * and/or replaces their days off from today on; audited. A day off before today is a 400.
 */
export async function setExpertAvailability(actor: SessionUser, slug: string, update: ExpertAvailabilityUpdate) {
  const db = await getDb();
  const today = indiaToday();
  if (update.daysOff?.some((d) => d < today)) throw new HttpError(400, 'Days off cannot be before today (India time).');
  await db.transaction(async (tx) => {
    const expert = await findBookableExpertNow(tx, slug);
    if (!expert) throw notFound(UNKNOWN_EXPERT_MESSAGE);
    if (update.hours === null) await tx.delete(expertHours).where(eq(expertHours.expertSlug, slug));
    else if (update.hours) {
      const at = new Date();
      await tx.insert(expertHours).values({ expertSlug: slug, hours: update.hours, updatedAt: at }).onConflictDoUpdate({ target: expertHours.expertSlug, set: { hours: update.hours, updatedAt: at } });
    }
    if (update.daysOff) {
      await tx.delete(expertDaysOff).where(and(eq(expertDaysOff.expertSlug, slug), gte(expertDaysOff.day, today)));
      const days = [...new Set(update.daysOff)];
      if (days.length) await tx.insert(expertDaysOff).values(days.map((day) => ({ expertSlug: slug, day })));
    }
    await recordAdminAction(tx, {
      actorId: actor.id,
      action: 'experts.availability',
      targetType: 'expert',
      targetId: slug,
      before: { hours: expert.hours, daysOff: expert.daysOff },
      after: { ...(update.hours !== undefined ? { hours: update.hours } : {}), ...(update.daysOff ? { daysOff: update.daysOff } : {}) },
    });
  });
  invalidateTag(EXPERTS_TAG);
  return getExpertAvailability(slug);
}

/** An expert's services at the price charged, each with the catalogue's price and whether it is their own. */
function pricesOf(expert: BookableExpert): ExpertPricesResponse['data'] {
  const catalogue = new Map(servicesOfKind(expert.kind).map((s) => [s.slug, s.amountPaise]));
  return {
    slug: expert.slug,
    services: expert.offers.map((o) => ({ slug: o.slug, title: o.title, amountPaise: o.amountPaise, minutes: o.minutes, catalogueAmountPaise: catalogue.get(o.slug)!, own: o.amountPaise !== catalogue.get(o.slug) })),
  };
}

/** One expert's prices as stored now; unknown expert: 404. */
export async function getExpertPrices(slug: string, db?: AppDb | Tx): Promise<ExpertPricesResponse['data']> {
  const expert = await findBookableExpertNow(db ?? (await getDb()), slug);
  if (!expert) throw notFound(UNKNOWN_EXPERT_MESSAGE);
  return pricesOf(expert);
}

/** Every bookable expert's name and prices, for the console's price form. */
export async function listExpertPrices(): Promise<(ExpertPricesResponse['data'] & { name: string })[]> {
  return (await readBookableExpertsNow(await getDb())).map((e) => ({ name: e.name, ...pricesOf(e) }));
}

/**
 * Sets (or with null drops, back to the catalogue's) an expert's own price of services they
 * offer; audited. A service they do not offer, or one priced by area (its price is each
 * booking's estimate): 400, and nothing changes. Only bookings made afterwards pay the new price.
 */
export async function setExpertPrices(actor: SessionUser, slug: string, update: ExpertPricesUpdate): Promise<ExpertPricesResponse['data']> {
  const db = await getDb();
  const data = await db.transaction(async (tx) => {
    const expert = await findBookableExpertNow(tx, slug);
    if (!expert) throw notFound(UNKNOWN_EXPERT_MESSAGE);
    for (const { serviceSlug } of update.prices) {
      const service = findBookableService(serviceSlug);
      if (!service) throw new HttpError(400, `${UNKNOWN_SERVICE_MESSAGE} (${serviceSlug})`);
      if (!expert.offers.some((o) => o.slug === serviceSlug)) throw new HttpError(400, notOfferedMessage(expert.name, service.title));
      if (service.pricing === 'by-area') throw new HttpError(400, `${service.title} is priced from each booking's fee estimate, so it has no price of its own.`);
    }
    const before = await getExpertPrices(slug, tx);
    const at = new Date();
    for (const { serviceSlug, amountPaise } of update.prices) {
      if (amountPaise === null) await tx.delete(expertPrices).where(and(eq(expertPrices.expertSlug, slug), eq(expertPrices.serviceSlug, serviceSlug)));
      else
        await tx
          .insert(expertPrices)
          .values({ expertSlug: slug, serviceSlug, amountPaise, updatedAt: at })
          .onConflictDoUpdate({ target: [expertPrices.expertSlug, expertPrices.serviceSlug], set: { amountPaise, updatedAt: at } });
    }
    const priceOf = (services: ExpertPricesResponse['data']['services']) => Object.fromEntries(services.map((s) => [s.slug, s.amountPaise]));
    const after = await getExpertPrices(slug, tx);
    await recordAdminAction(tx, { actorId: actor.id, action: 'experts.prices', targetType: 'expert', targetId: slug, before: priceOf(before.services), after: priceOf(after.services) });
    return after;
  });
  invalidateTag(EXPERTS_TAG);
  return data;
}
