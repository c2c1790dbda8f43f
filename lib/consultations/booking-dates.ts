// The preferred date of a booking: a calendar day in India, from today up to 90 days ahead.
// Pure: imports nothing. India keeps one offset all year (+05:30, no daylight saving), so
// "today in India" is plain arithmetic, the same in the browser and on the server.

/** India's one offset from UTC, all year. */
export const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** How far ahead a customer may ask for a date. */
export const BOOKING_MAX_DAYS_AHEAD = 90;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today's date in India as YYYY-MM-DD. */
export function indiaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a day (YYYY-MM-DD) begins in India. */
export const indiaDayStart = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - INDIA_OFFSET_MS);

/** Where today and this month began in India (the console's "today" and "this month"). */
export function indiaDayAndMonthStart(now: Date = new Date()): { dayStart: Date; monthStart: Date } {
  const today = indiaToday(now);
  return { dayStart: indiaDayStart(today), monthStart: indiaDayStart(`${today.slice(0, 8)}01`) };
}

/** The date `days` after a YYYY-MM-DD date. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** True for YYYY-MM-DD naming a real calendar day. */
export function isIsoDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(t).toISOString().slice(0, 10) === value;
}

/** The latest date a customer may choose today. */
export const latestPreferredDate = (now: Date = new Date()) => addDays(indiaToday(now), BOOKING_MAX_DAYS_AHEAD);

/** What is wrong with a preferred date, in plain words, or null when it can be booked. */
export function preferredDateProblem(value: string, now: Date = new Date()): string | null {
  if (!isIsoDate(value)) return 'Choose a preferred date (YYYY-MM-DD).';
  const today = indiaToday(now);
  // YYYY-MM-DD strings compare like the dates they name.
  if (value < today) return 'The preferred date cannot be in the past.';
  if (value > latestPreferredDate(now)) return `The preferred date must be within ${BOOKING_MAX_DAYS_AHEAD} days from today.`;
  return null;
}

/** "1 December 2026" for a YYYY-MM-DD day. */
export function formatBookingDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** "1 December 2026, 11:30 am" in India's time, for an instant. */
export function formatBookingTime(at: Date | string): string {
  return new Date(at).toLocaleString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Kolkata' });
}

/** A day of the slot picker's strip: "Mon" and "1 Dec", for a YYYY-MM-DD day. */
export function formatSlotDay(day: string): { weekday: string; date: string; full: string } {
  const at = new Date(`${day}T00:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) => at.toLocaleDateString('en-IN', { ...options, timeZone: 'UTC' });
  return { weekday: part({ weekday: 'short' }), date: part({ day: 'numeric', month: 'short' }), full: part({ weekday: 'long', day: 'numeric', month: 'long' }) };
}

/** "9:30 am", India time, for an instant. */
export function formatSlotClock(at: Date | string): string {
  return new Date(at).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Kolkata' });
}

/** "Tuesday, 1 December 2026, 9:30 am – 10:00 am (India time)": a booked slot, said in full. */
export function formatSlotWhen(slot: { start: string; end: string }): string {
  const day = new Date(slot.start).toLocaleDateString('en-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
  return `${day}, ${formatSlotClock(slot.start)} – ${formatSlotClock(slot.end)} (India time)`;
}
