// UTC offsets from the time-zone database, through Intl (Node and every current browser ship the
// full IANA history via ICU or the system tz database). Pure: no Node, Next or React.
//
// Local times that do not exist or exist twice (clocks moved forward or back) get the offset in
// force just BEFORE the change. For a skipped time (New York, 2020-03-08 02:30) that is the
// old offset (-05:00), so the time is read as if the clock had not yet been moved, landing at
// 03:30 EDT; for a repeated time (2020-11-01 01:30) it is the earlier of the two moments
// (-04:00). This is the "compatible" rule of JavaScript's Temporal and of RFC 5545 (iCalendar).

// A wall-clock time read as UTC is the engine's utcMillis (years below 100 are not shifted to 19xx).
import { utcMillis, type BirthMoment } from '@/lib/astro/time';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** True when Intl knows the zone ("Asia/Kolkata"); false for "" or "Mars/Olympus". */
export function isValidTimeZone(zone: string): boolean {
  if (!zone) return false;
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC, in seconds, at an instant (whole seconds since the epoch × 1000). */
export function offsetSecondsAtInstant(zone: string, epochMs: number): number {
  const instant = Math.floor(epochMs / 1000) * 1000;
  const fields: Record<string, string> = {};
  for (const part of formatterFor(zone).formatToParts(new Date(instant))) fields[part.type] = part.value;
  const yearOfEra = Number(fields.year);
  const year = /^B/i.test(fields.era ?? '') ? 1 - yearOfEra : yearOfEra;
  const wall = utcMillis(year, Number(fields.month), Number(fields.day), Number(fields.hour) % 24, Number(fields.minute), Number(fields.second));
  return Math.round((wall - instant) / 1000);
}

const DAY_MS = 86_400_000;

/**
 * The offset from UTC, in seconds, in force in `zone` at a LOCAL date-time (month 1-12).
 * Throws a RangeError for an unknown zone or a date-time that is out of range.
 */
export function utcOffsetSecondsAt(zone: string, year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0): number {
  const values = [year, month, day, hours, minutes, seconds];
  if (!values.every(Number.isInteger)) throw new RangeError('The date and time must be whole numbers.');
  if (month < 1 || month > 12 || day < 1 || day > 31 || hours < 0 || hours > 23 || minutes < 0 || minutes > 59 || seconds < 0 || seconds > 59) {
    throw new RangeError('The date or time is out of range.');
  }
  const local = utcMillis(year, month, day, hours, minutes, seconds);
  if (Number.isNaN(local)) throw new RangeError('The date is out of range.');

  // No zone's offset reaches a day, so a day either side brackets any change near this time.
  const before = offsetSecondsAtInstant(zone, local - DAY_MS);
  const after = offsetSecondsAtInstant(zone, local + DAY_MS);
  const holds = (offset: number) => offsetSecondsAtInstant(zone, local - offset * 1000) === offset;
  if (holds(before)) return before; // also the earlier moment of a repeated time
  if (after !== before && holds(after)) return after;
  // Neither end's offset fits: either a skipped time (use the earlier offset) or two changes
  // within the two days, where the offset at the first guess usually fits.
  const guess = offsetSecondsAtInstant(zone, local - before * 1000);
  return holds(guess) ? guess : before;
}

/** Seconds as "+05:30" / "-04:00", rounded to the minute (local mean times had seconds). */
export function formatUtcOffset(offsetSeconds: number): string {
  const totalMinutes = Math.round(Math.abs(offsetSeconds) / 60);
  const sign = offsetSeconds < 0 && totalMinutes > 0 ? '-' : '+';
  const hh = String(Math.floor(totalMinutes / 60)).padStart(2, '0');
  const mm = String(totalMinutes % 60).padStart(2, '0');
  return `${sign}${hh}:${mm}`;
}

/**
 * The "+05:30"-style offset in force in `zone` at that LOCAL date-time (month 1-12), from the
 * time-zone database's history: Asia/Kolkata 1943-06-15 → "+06:30" (war time), 1950 → "+05:30".
 */
export function utcOffsetAt(zone: string, year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0): string {
  return formatUtcOffset(utcOffsetSecondsAt(zone, year, month, day, hours, minutes, seconds));
}

/**
 * The offset for a birth date and time as forms hold them: "1943-06-15" and "14:30" or
 * "14:30:05" (time optional, midnight if absent). Throws a RangeError for a malformed value.
 */
export function utcOffsetForDateTime(zone: string, date: string, time = '00:00:00'): string {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  const t = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(time.trim());
  if (!d || !t) throw new RangeError('Expected a date as YYYY-MM-DD and a time as HH:MM or HH:MM:SS.');
  return utcOffsetAt(zone, Number(d[1]), Number(d[2]), Number(d[3]), Number(t[1]), Number(t[2]), Number(t[3] ?? 0));
}

/** The offset a birth takes when its place's zone is unknown: India's (SPEC 9, "timezone +05:30"). */
export const DEFAULT_TIMEZONE = '+05:30';

/** A birth's local date and time (month 1-12), as the engine takes it. */
export type LocalBirthTime = Pick<BirthMoment, 'year' | 'month' | 'day' | 'hours' | 'minutes' | 'seconds'>;

/** An IANA zone name, or nothing when the place's zone is unknown. */
type PlaceZone = string | null | undefined;

/**
 * The UTC offset ("+05:30") a birth chart is computed with, decided here for the kundli and the
 * match alike: the offset the person gave; else the one in force in the birth place's zone at
 * that local date and time (Delhi 1943 → "+06:30", New York in winter → "-05:00"); else
 * DEFAULT_TIMEZONE when the place's zone is unknown.
 */
export function birthUtcOffset(given: string | undefined, placeZone: PlaceZone | (() => PlaceZone), at: LocalBirthTime): string {
  if (given) return given;
  // The place's zone may be a lookup (the nearest gazetteer place): made only when needed.
  const zone = typeof placeZone === 'function' ? placeZone() : placeZone;
  if (!zone) return DEFAULT_TIMEZONE;
  return utcOffsetAt(zone, at.year, at.month, at.day, at.hours, at.minutes, at.seconds);
}
