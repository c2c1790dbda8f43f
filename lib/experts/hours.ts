import { INDIA_OFFSET_MS } from '../consultations/booking-dates';

// An expert's working time, in India time: weekly hours, days off, and the booking window (lead
// time and horizon). India keeps one offset all year (+05:30, no daylight saving), so a date and
// a clock time in India map to one instant by plain arithmetic (India's dates: booking-dates.ts).

/** Weekdays in the order of `Date.prototype.getUTCDay` (Sunday first). */
export const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

/** A stretch of working time on one day, India time, 24-hour "HH:MM"; end after start. */
export interface TimeRange {
  start: string;
  end: string;
}

/** Working time per weekday: one or more ranges; a weekday left out (or empty) is not worked. */
export type WeeklyHours = Partial<Record<WeekdayKey, readonly TimeRange[]>>;

export const INDIA_OFFSET = '+05:30';

/** A booking starts at least this long after it is made: time for the expert to prepare. */
export const LEAD_MINUTES = 120;
/** An unpaid booking holds its slot this long (the server's SLOT_HOLD_SECONDS), then the slot is free again. */
export const SLOT_HOLD_MINUTES = 15;
/** Slots are offered for today and the next days up to this many days in all (India dates). */
export const HORIZON_DAYS = 30;

/**
 * The hours of an approved expert whose application sent no schedule: Monday to Saturday,
 * 10:00 to 13:00 and 14:00 to 18:00 India time (an office day with a lunch break).
 */
export const DEFAULT_WEEKLY_HOURS: WeeklyHours = Object.fromEntries(
  WEEKDAY_KEYS.filter((d) => d !== 'sun').map((d) => [d, [{ start: '10:00', end: '13:00' }, { start: '14:00', end: '18:00' }]]),
);

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of "HH:MM", or null when it is not a 24-hour clock time. */
export function clockMinutes(hhmm: string): number | null {
  const m = CLOCK.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

export function weekdayOf(date: string): WeekdayKey {
  return WEEKDAY_KEYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
}

/** The instant (ms since the epoch) of a clock time, in minutes after midnight, on an India date. */
export function indiaInstant(date: string, minutesAfterMidnight: number): number {
  return Date.parse(`${date}T00:00:00Z`) - INDIA_OFFSET_MS + minutesAfterMidnight * 60_000;
}

/** An instant written in India time with its offset: "2026-12-01T09:30:00+05:30". */
export function toIndiaIso(at: Date | number): string {
  return `${new Date(new Date(at).getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 19)}${INDIA_OFFSET}`;
}

/** The ranges of one day as minute pairs, sorted, with overlapping or touching ranges merged; bad ranges dropped. */
export function dayRanges(ranges: readonly TimeRange[] | undefined): Array<[number, number]> {
  const pairs = (ranges ?? [])
    .map((r) => [clockMinutes(r.start), clockMinutes(r.end)] as const)
    .filter((p): p is readonly [number, number] => p[0] !== null && p[1] !== null && p[1] > p[0])
    .map(([s, e]) => [s, e] as [number, number])
    .sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [s, e] of pairs) {
    const last = merged[merged.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  return merged;
}
