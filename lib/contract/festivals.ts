import './zod-jitless';
import { z } from 'zod';
import { FESTIVAL_YEARS, type FestivalDay, type FestivalKind } from '@/lib/astro/festivals/types';
import { formatUtcOffset, isValidTimeZone, offsetSecondsAtInstant } from '@/lib/places/timezone';
import { decimal } from './panchang';
import { textField } from './text-field';

// Request and response of GET /api/festivals and GET /api/festivals/ics, shared by the route
// handlers, the festival pages and the tests.

/** The zone a festival year is read in when the caller names none: the calendar is India's first. */
export const FESTIVALS_DEFAULT_ZONE = 'Asia/Kolkata';

const YEAR_MESSAGE = `year must be a whole year from ${FESTIVAL_YEARS.from} to ${FESTIVAL_YEARS.to}.`;
const ZONE_MESSAGE = 'tz must be an IANA time zone such as Asia/Kolkata or America/New_York.';

export interface FestivalsQuery {
  year: number;
  latitude: number;
  longitude: number;
  /** An IANA zone: the civil dates and the muhurtas' clock times are this zone's. */
  timezone: string;
  /** The .ics feed's language (`lang=hi`); the JSON answer follows Accept-Language instead. */
  lang: 'en' | 'hi';
}

/** A year as the address writes it ("2026"), or null when it is not one the calendar offers. */
export function festivalYearOf(raw: string): number | null {
  if (!/^\d{4}$/.test(raw)) return null;
  const year = Number(raw);
  return year >= FESTIVAL_YEARS.from && year <= FESTIVAL_YEARS.to ? year : null;
}

/** `?year=2026&lat=28.61&lon=77.21[&tz=Asia/Kolkata][&lang=hi]` */
export const festivalsQuerySchema = z
  .object({
    year: textField('year', 8, { required: `year is required: a whole year from ${FESTIVAL_YEARS.from} to ${FESTIVAL_YEARS.to}.`, tooLong: YEAR_MESSAGE }),
    lat: textField('lat', 24, { required: 'lat is required: a number from -90 to 90.' }),
    lon: textField('lon', 24, { required: 'lon is required: a number from -180 to 180.' }),
    // The longest IANA names are about 30 characters ("America/Argentina/ComodRivadavia").
    tz: textField('tz', 64, { tooLong: ZONE_MESSAGE }).optional(),
    lang: textField('lang', 8).optional(),
  })
  .transform((v, ctx): FestivalsQuery => {
    const year = festivalYearOf(v.year.trim());
    if (year === null) ctx.addIssue({ code: 'custom', message: YEAR_MESSAGE });
    const latitude = decimal(v.lat, 'lat', 90, ctx);
    const longitude = decimal(v.lon, 'lon', 180, ctx);
    const tz = v.tz?.trim() || FESTIVALS_DEFAULT_ZONE;
    // Intl also accepts offsets ("+05:30") and bare abbreviations; a feed's dates need a named zone.
    const named = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(tz) && isValidTimeZone(tz);
    if (!named) ctx.addIssue({ code: 'custom', message: ZONE_MESSAGE });
    const lang = v.lang?.trim().toLowerCase();
    if (lang !== undefined && lang !== '' && lang !== 'en' && lang !== 'hi') ctx.addIssue({ code: 'custom', message: 'lang must be en or hi.' });
    if (year === null || latitude === undefined || longitude === undefined || !named) return z.NEVER;
    return { year, latitude, longitude, timezone: tz, lang: lang === 'hi' ? 'hi' : 'en' };
  });

/** One festival or vrat day as the API gives it, in one language. */
export interface FestivalData {
  key: string;
  kind: FestivalKind;
  name: string;
  /** The civil date (YYYY-MM-DD) in the zone asked for. */
  date: string;
  /** A period's last date (Navratri, Pitru Paksha). */
  endDate?: string;
  /** ISO-8601 with the zone's offset at that instant ("2026-11-08T17:49:00+05:30"). */
  muhurta?: { start: string; end: string; label: string };
  /** For a rule decided at moonrise (Karva Chauth, Sankashti Chaturthi): the moonrise, ISO as above. */
  moonrise?: string;
  rule: string;
  /** Why this day and not the next or previous, when two days (or none) qualified. */
  why?: string;
  source: string;
}

/** The point and zone the year was computed for, after snapping (lib/places/snap.ts). */
export interface FestivalsPlaceData {
  latitude: number;
  longitude: number;
  timezone: string;
  /** The gazetteer place the point was snapped to ("New Delhi, Delhi, India"), or null for a rounded point. */
  label: string | null;
}

export interface FestivalsResponse {
  status: 'success';
  year: number;
  place: FestivalsPlaceData;
  data: FestivalData[];
}

/** An instant in ISO-8601 with the zone's offset then, to the second. */
export function isoInZone(ms: number, zone: string): string {
  // Local mean times (before 1900 or so) had offsets in seconds; the written offset is whole minutes,
  // so the clock time is shifted by the same whole minutes and the two still name the same instant.
  const offset = Math.round(offsetSecondsAtInstant(zone, ms) / 60) * 60;
  const local = new Date(Math.round(ms / 1000) * 1000 + offset * 1000).toISOString().slice(0, 19);
  return `${local}${formatUtcOffset(offset)}`;
}

/** The engine's day in the contract's shape and one language. */
export function toFestivalData(day: FestivalDay, zone: string, lang: 'en' | 'hi'): FestivalData {
  return {
    key: day.key,
    kind: day.kind,
    name: day.name[lang],
    date: day.date,
    ...(day.endDate ? { endDate: day.endDate } : {}),
    ...(day.muhurta ? { muhurta: { start: isoInZone(day.muhurta.start, zone), end: isoInZone(day.muhurta.end, zone), label: day.muhurta.label[lang] } } : {}),
    ...(day.moonrise !== undefined ? { moonrise: isoInZone(day.moonrise, zone) } : {}),
    rule: day.rule[lang],
    ...(day.why ? { why: day.why[lang] } : {}),
    source: day.source,
  };
}
