import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { siderealSnapshot } from '@/lib/astro/chart';
import { findMuhurtas, type BirthStar, type MuhurtaSearch } from '@/lib/astro/muhurta-finder';
import { birthMomentToUtc, parseUtcOffset } from '@/lib/astro/time';
import { NAKSHATRA_SPAN } from '@/lib/astro/zodiac';
import type { MuhurtaRequest, MuhurtaSearchData } from '@/lib/contract/muhurta';
import { isUuid } from '@/lib/contract/uuid';
import { birthUtcOffset, DEFAULT_TIMEZONE, utcOffsetSecondsAt } from '@/lib/places/timezone';
import { getDb } from '../db/client';
import { unexpired } from '../db/expiry';
import { groupCommit } from '../db/group-commit';
import { muhurtaSearches } from '../db/schema';
import { serverEnv } from '../env';
import { formatDuration } from '@/lib/text';
import { HttpError } from '../errors';
import { placeIndex, zoneAt } from '../places';
import { MAIN_CITIES } from '@/lib/places/main-cities';
import { formatRoundedPoint, snapPoint } from '@/lib/places/snap';

/** What is stored of a request: the search's inputs and, of a birth chart, only its Moon. */
type StoredRequest = Omit<MuhurtaRequest, 'birth' | 'timezone'> & { timezone: string; birthStar: BirthStar | null };
type Row = typeof muhurtaSearches.$inferSelect;
type NewRow = typeof muhurtaSearches.$inferInsert & { id: string; createdAt: Date; updatedAt: Date; expiresAt: Date };

const iso = (ms: number) => new Date(ms).toISOString();

/** Minutes east of UTC on a civil date, for an offset ("+05:30") or a zone (its offset at local noon). */
function offsetMinutesOn(timezone: string): (date: string) => number {
  const fixed = parseUtcOffset(timezone);
  if (fixed !== null) return () => fixed;
  return (date) => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    return utcOffsetSecondsAt(timezone, y, m, d, 12) / 60;
  };
}

/** The birth Moon's nakshatra and sign, from the birth date, time and place (sidereal, Lahiri, as the kundli). */
function birthStarOf(birth: NonNullable<MuhurtaRequest['birth']>): BirthStar {
  const [year, month, day] = birth.date.split('-').map(Number) as [number, number, number];
  const [hours, minutes, seconds = 0] = birth.time.split(':').map(Number) as [number, number, number?];
  const local = { year, month, day, hours, minutes, seconds };
  const given = birth.timezone && parseUtcOffset(birth.timezone) !== null ? birth.timezone : undefined;
  const zone = birth.timezone && !given ? birth.timezone : () => zoneAt(birth.latitude, birth.longitude);
  const timezone = birthUtcOffset(given, zone, local);
  const utc = birthMomentToUtc({ ...local, timezone, latitude: birth.latitude, longitude: birth.longitude });
  const moon = siderealSnapshot(utc).grahas.Moon.longitude;
  return { moonNakshatra: Math.min(27, Math.floor(moon / NAKSHATRA_SPAN) + 1), moonSign: Math.floor(moon / 30) % 12 };
}

function toData(id: string, request: StoredRequest, search: MuhurtaSearch, createdAt: Date, expiresAt: Date): MuhurtaSearchData {
  return {
    id,
    activity: request.activity,
    from: request.from,
    to: request.to,
    latitude: request.latitude,
    longitude: request.longitude,
    timezone: request.timezone,
    avoidRahuKaal: request.avoidRahuKaal,
    birthStar: request.birthStar,
    windows: search.windows.map((w) => ({ ...w, start: iso(w.start), end: iso(w.end) })),
    excluded: search.excluded,
    asta: search.asta.map((a) => ({ graha: a.graha, start: iso(a.start), end: iso(a.end) })),
    chaturmas: search.chaturmas,
    source: search.source,
    createdAt: createdAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
  };
}

// Concurrent searches share one INSERT (see group-commit).
const storeSearch = groupCommit<NewRow>(async (rows) => {
  const db = await getDb();
  await db.insert(muhurtaSearches).values(rows);
});

/**
 * Runs a search and keeps it under a private id for as long as an anonymous kundli
 * (ANONYMOUS_KUNDLI_TTL_SECONDS). The birth details are used for the birth Moon and dropped.
 */
export async function createMuhurtaSearch(sent: MuhurtaRequest): Promise<MuhurtaSearchData> {
  const timezone = sent.timezone ?? zoneAt(sent.latitude, sent.longitude) ?? DEFAULT_TIMEZONE;
  let birthStar: BirthStar | null = null;
  let search: MuhurtaSearch;
  try {
    birthStar = sent.birth ? birthStarOf(sent.birth) : null;
    search = findMuhurtas({
      activity: sent.activity,
      from: sent.from,
      to: sent.to,
      place: { latitude: sent.latitude, longitude: sent.longitude, utcOffsetMinutesOn: offsetMinutesOn(timezone) },
      birth: birthStar ?? undefined,
      avoidRahuKaal: sent.avoidRahuKaal,
    });
  } catch (err) {
    if (err instanceof RangeError) throw new HttpError(400, err.message.endsWith('.') ? err.message : `${err.message}.`);
    throw err;
  }
  const { birth: _birth, ...inputs } = sent;
  const request: StoredRequest = { ...inputs, timezone, birthStar };
  const now = new Date();
  const row: NewRow = { id: randomUUID(), request, result: search, expiresAt: new Date(now.getTime() + serverEnv().anonymousKundliTtlMs), createdAt: now, updatedAt: now };
  await storeSearch(row);
  return toData(row.id, request, search, now, row.expiresAt);
}

/** The 404 of an unknown, expired or malformed search id (its page, its JSON and its PDF). */
export const SEARCH_NOT_FOUND = () => `This muhurta search was not found. Its link expires after ${formatDuration(serverEnv().anonymousKundliTtlMs / 1000)}.`;

/** A stored search by its private id, unless it has expired. */
export async function getMuhurtaSearch(id: string): Promise<MuhurtaSearchData | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [row] = await db.select().from(muhurtaSearches).where(and(eq(muhurtaSearches.id, id), unexpired(muhurtaSearches.expiresAt))).limit(1);
  return row ? fromRow(row) : null;
}

function fromRow(row: Row): MuhurtaSearchData {
  return toData(row.id, row.request as StoredRequest, row.result as MuhurtaSearch, row.createdAt, row.expiresAt);
}

/** Deletes searches past their expiry. */
export async function deleteExpiredMuhurtaSearches(): Promise<number> {
  const db = await getDb();
  const gone = await db.delete(muhurtaSearches).where(lt(muhurtaSearches.expiresAt, new Date())).returning({ id: muhurtaSearches.id });
  return gone.length;
}

/**
 * The place of a search as its result names it: the nearest gazetteer place within 25 km (a main city by its Hindi
 * name on a Hindi page), else the point rounded to 0.01°. The search itself ran at the point as given.
 */
export function muhurtaPlaceName(latitude: number, longitude: number, lang: 'en' | 'hi'): string {
  const snapped = snapPoint(latitude, longitude, (lat, lon) => placeIndex().nearestPlace(lat, lon));
  if (snapped.kind === 'rounded') return formatRoundedPoint(snapped.latitude, snapped.longitude);
  const city = MAIN_CITIES.find((c) => c.placeId === snapped.place.id);
  return city && lang === 'hi' ? city.nameHi : snapped.place.label;
}
