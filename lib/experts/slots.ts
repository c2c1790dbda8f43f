import { addDays, indiaToday } from '../consultations/booking-dates';
import { dayRanges, HORIZON_DAYS, indiaInstant, LEAD_MINUTES, toIndiaIso, weekdayOf, type WeeklyHours } from './hours';

// Free time slots of an expert, the union of several experts' slots ("any expert"), and the fair
// choice of the expert who takes a booking made for "any expert". Pure: the caller reads the hours,
// days off and taken time from wherever they are kept and passes them in.

/** A slot as the API gives it: ISO times in India time ("2026-12-01T09:30:00+05:30"). */
export interface SlotTimes {
  start: string;
  end: string;
}

/** Time that is not free: a booked or held consultation. Anything `new Date()` reads. */
export interface TakenTime {
  start: Date | string | number;
  end: Date | string | number;
}

export interface FreeSlotsInput {
  hours: WeeklyHours;
  /** India dates (YYYY-MM-DD) the expert does not work. */
  daysOff: readonly string[];
  /** The service's length: each slot is this long, one after another from the start of a range. */
  minutes: number;
  taken: readonly TakenTime[];
  /** The first India date to look at (YYYY-MM-DD). */
  from: string;
  /** How many dates from `from` to look at. */
  days: number;
  now: Date | number;
  /** Defaults to LEAD_MINUTES. */
  leadMinutes?: number;
  /** Defaults to HORIZON_DAYS: no slot after the last date of the horizon counted from today in India. */
  horizonDays?: number;
}

/**
 * The free slots, earliest first: inside the weekly hours, on no day off, starting no earlier than
 * now plus the lead time, within the horizon, and overlapping no taken time.
 */
export function freeSlots(input: FreeSlotsInput): SlotTimes[] {
  const { hours, minutes, from, days, now } = input;
  if (!(minutes > 0) || !(days > 0)) return [];
  const earliest = new Date(now).getTime() + (input.leadMinutes ?? LEAD_MINUTES) * 60_000;
  const lastDate = addDays(indiaToday(new Date(now)), (input.horizonDays ?? HORIZON_DAYS) - 1);
  const daysOff = new Set(input.daysOff);
  const taken = input.taken.map((t) => [new Date(t.start).getTime(), new Date(t.end).getTime()] as const);
  const length = minutes * 60_000;
  const slots: SlotTimes[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(from, i);
    if (date > lastDate) break;
    if (daysOff.has(date)) continue;
    for (const [rangeStart, rangeEnd] of dayRanges(hours[weekdayOf(date)])) {
      const end = indiaInstant(date, rangeEnd);
      for (let start = indiaInstant(date, rangeStart); start + length <= end; start += length) {
        if (start < earliest) continue;
        if (taken.some(([s, e]) => start < e && s < start + length)) continue;
        slots.push({ start: toIndiaIso(start), end: toIndiaIso(start + length) });
      }
    }
  }
  return slots;
}

/** A slot of "any expert": who among the experts is free at exactly that time. */
export interface SharedSlot extends SlotTimes {
  experts: string[];
}

/** The union of several experts' free slots, earliest first; a slot free for several lists them all (in the order given). */
export function unionSlots(perExpert: readonly { slug: string; slots: readonly SlotTimes[] }[]): SharedSlot[] {
  const byTime = new Map<string, SharedSlot>();
  for (const { slug, slots } of perExpert) {
    for (const slot of slots) {
      const key = `${slot.start}/${slot.end}`;
      const shared = byTime.get(key);
      if (shared) {
        if (!shared.experts.includes(slug)) shared.experts.push(slug);
      } else byTime.set(key, { start: slot.start, end: slot.end, experts: [slug] });
    }
  }
  // ISO strings with one fixed offset sort as their instants do.
  return [...byTime.values()].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.end < b.end ? -1 : a.end > b.end ? 1 : 0));
}

/**
 * The expert who takes a booking made for "any expert" among those free at the slot: the one with
 * the fewest bookings on that day, so work is spread; on a tie, the slug first in alphabetical
 * order, so the same question always gets the same answer. Undefined when nobody is free.
 */
export function assignExpert(candidates: readonly string[], bookingsThatDay: Readonly<Record<string, number>>): string | undefined {
  return [...candidates].sort((a, b) => (bookingsThatDay[a] ?? 0) - (bookingsThatDay[b] ?? 0) || (a < b ? -1 : a > b ? 1 : 0))[0];
}

/** The first free slot, or null. */
export function nextFreeSlot(input: FreeSlotsInput): SlotTimes | null {
  // Looking one day at a time stops at the first day with a slot, instead of listing a month.
  for (let i = 0; i < input.days; i++) {
    const found = freeSlots({ ...input, from: addDays(input.from, i), days: 1 });
    if (found.length > 0) return found[0]!;
  }
  return null;
}
