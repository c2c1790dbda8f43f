import 'server-only';
import { LRUCache } from 'lru-cache';
import { computeDailyPanchang } from '@/lib/astro/panchang-day';
import { computePanchangMonth, type PanchangMonth } from '@/lib/astro/panchang-month';
import { parseCivilDate } from '@/lib/astro/panchang-range';
import { parseUtcOffset } from '@/lib/astro/time';
import { toPanchangData, type PanchangData, type PanchangQuery } from '@/lib/contract/panchang';
import { mainCityBySlug, MAIN_CITY_TIMEZONE, type MainCity } from '@/lib/places/main-cities';
import { formatRoundedPoint, snapPoint } from '@/lib/places/snap';
import { DEFAULT_TIMEZONE, isValidTimeZone, utcOffsetAt } from '@/lib/places/timezone';
import type { Place } from '@/lib/places/types';
import type { PanchangPlaceRef } from '@/lib/panchang-address';
import { HttpError } from '../errors';
import { placeIndex, zoneAt } from '../places';

// A day's panchang costs a few hundred ephemeris evaluations and a month's a few thousand, and every
// visitor of a city page asks for the same ones: answers are kept per process, bounded.
const days = new LRUCache<string, PanchangData>({ max: 2000 });
const months = new LRUCache<string, PanchangMonth>({ max: 200 });

/** The UTC offset in force in `zone` at local noon of a date (clocks change at night). */
export function offsetOnDate(zone: string | null, date: string): string {
  const ymd = parseCivilDate(date);
  if (!zone || !ymd) return DEFAULT_TIMEZONE;
  return utcOffsetAt(zone, ymd[0], ymd[1], ymd[2], 12, 0, 0);
}

function rounded(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

/**
 * The panchang of a date at a point. Without a timezone the date is read in the offset in force at
 * that point on that date (the zone of the nearest gazetteer place). Bad dates and places are 400s.
 */
export function getDailyPanchang(query: PanchangQuery): PanchangData {
  const latitude = rounded(query.latitude), longitude = rounded(query.longitude);
  const timezone = query.timezone ?? offsetOnDate(zoneAt(latitude, longitude), query.date);
  const key = `${query.date}|${latitude}|${longitude}|${timezone}`;
  const hit = days.get(key);
  if (hit) return hit;
  try {
    const p = computeDailyPanchang(query.date, { latitude, longitude, utcOffsetMinutes: parseUtcOffset(timezone)! });
    const data = toPanchangData(p, { latitude, longitude, timezone });
    days.set(key, data);
    return data;
  } catch (err) {
    if (err instanceof RangeError) throw new HttpError(400, err.message);
    throw err;
  }
}

/** A month (YYYY-MM) of panchang at a place, in the offset in force there in the middle of the month. */
export function getPanchangMonth(month: string, place: PanchangPlaceChoice): { view: PanchangMonth; timezone: string } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const timezone = offsetOnDate(place.timezone, `${month}-15`);
  const key = `${month}|${place.latitude}|${place.longitude}|${timezone}`;
  let view = months.get(key);
  if (!view) {
    view = computePanchangMonth(year, mon, { latitude: place.latitude, longitude: place.longitude, utcOffsetMinutes: parseUtcOffset(timezone)! });
    months.set(key, view);
  }
  return { view, timezone };
}

/** Today's date (YYYY-MM-DD) in an IANA zone. */
export function todayIn(zone: string, at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** Today's panchang of a main city (the city pages and the home page). */
export function getTodayPanchangFor(city: MainCity, at: Date = new Date()): PanchangData {
  const choice = choiceOfCity(city);
  return getDailyPanchang({ date: todayIn(choice.timezone, at), latitude: choice.latitude, longitude: choice.longitude });
}

/** A place the panchang page shows (see lib/panchang-address). */
export type PanchangPlaceChoice = PanchangPlaceRef;

export function choiceOfCity(city: MainCity): PanchangPlaceChoice {
  return { ref: city.slug, label: `${city.name}, India`, latitude: city.latitude, longitude: city.longitude, timezone: MAIN_CITY_TIMEZONE };
}

function choiceOfPlace(place: Place): PanchangPlaceChoice {
  return { ref: place.id, label: place.label, latitude: place.latitude, longitude: place.longitude, timezone: place.timezone };
}

/**
 * The place the page's address names, and how: `named` (`place=<city slug or gazetteer id>`),
 * `nearest` (a point given as `lat` and `lon`, from Google, within 25 km of a gazetteer place:
 * shown for that place, whose own address the page redirects to), or `rounded` (a point far from
 * every place: shown for it rounded to 0.01°). A point is never computed or cached as typed, so
 * nearby points share one answer. Null when the address names no place or names it badly.
 */
export interface PanchangPlaceMatch {
  choice: PanchangPlaceChoice;
  how: 'named' | 'nearest' | 'rounded';
}

export function resolvePanchangPlace(params: { place?: string; lat?: string; lon?: string; tz?: string; name?: string }): PanchangPlaceMatch | null {
  if (params.place) {
    const city = mainCityBySlug(params.place);
    if (city) return { choice: choiceOfCity(city), how: 'named' };
    const place = panchangPlaceById(params.place);
    return place ? { choice: place, how: 'named' } : null;
  }
  const latitude = Number(params.lat), longitude = Number(params.lon);
  if (!params.lat || !params.lon || !(Math.abs(latitude) <= 90) || !(Math.abs(longitude) <= 180)) return null;
  const snapped = snapPoint(latitude, longitude, (lat, lon) => placeIndex().nearestPlace(lat, lon));
  if (snapped.kind === 'place') return { choice: choiceOfPlace(snapped.place), how: 'nearest' };
  const zone = params.tz && isValidTimeZone(params.tz) ? params.tz : zoneAt(snapped.latitude, snapped.longitude) ?? 'UTC';
  const name = (params.name ?? '').replace(/[\u0000-\u001f]/g, '').slice(0, 120).trim();
  const point = formatRoundedPoint(snapped.latitude, snapped.longitude);
  return { choice: { ref: '', label: name || point, latitude: snapped.latitude, longitude: snapped.longitude, timezone: zone }, how: 'rounded' };
}

/** A gazetteer place by its id ("1253405"), as the page's address names it; null for anything else. */
export function panchangPlaceById(id: string): PanchangPlaceChoice | null {
  if (!/^\d{1,10}$/.test(id)) return null;
  const place = placeIndex().placeById(id);
  return place ? choiceOfPlace(place) : null;
}

/** The words that say which place the panchang is computed for ("Varanasi, Uttar Pradesh, India" or "25.32°N, 82.97°E (rounded)"). */
export function shownFor(match: Pick<PanchangPlaceMatch, 'choice' | 'how'>, language: 'en' | 'hi' = 'en'): string {
  const { choice, how } = match;
  if (how !== 'rounded') return choice.label;
  const point = formatRoundedPoint(choice.latitude, choice.longitude);
  return language === 'hi' ? `लगभग ${point}` : `${point} (rounded)`;
}
