// The preferred date of a booking: a calendar day in India, from today up to 90 days ahead.
// Pure: imports nothing. India keeps one offset all year (+05:30, no daylight saving), so
// "today in India" is plain arithmetic, the same in the browser and on the server. Dates and
// times are said in English or Hindi as Hindi pages write them (Hindi month, weekday and day-part
// words from the platform's Intl, Latin digits).

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

/** The languages a booking's dates are said in. */
export type DateLanguage = 'en' | 'hi';

/** Intl's words in a language, with Latin digits ("1 दिसंबर 2026", "सुबह 9:30"). */
const intlLocale = (lang: DateLanguage) => (lang === 'hi' ? 'hi-IN-u-nu-latn' : 'en-IN');

/** "1 December 2026" / "1 दिसंबर 2026" for a YYYY-MM-DD day. */
export function formatBookingDay(day: string, lang: DateLanguage = 'en'): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(intlLocale(lang), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** "1 December 2026, 11:30 am" / "1 दिसंबर 2026, सुबह 11:30" in India's time, for an instant. */
export function formatBookingTime(at: Date | string, lang: DateLanguage = 'en'): string {
  if (lang === 'hi') return `${new Date(at).toLocaleDateString(intlLocale(lang), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })}, ${formatSlotClock(at, lang)}`;
  return new Date(at).toLocaleString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Kolkata' });
}

/**
 * A day of the slot picker's strip: "Mon" and "1 Dec" for a YYYY-MM-DD day; in Hindi "सोम" and
 * "1 दिसंबर" (Hindi's short months are not what a reader knows, so the month is written out).
 */
export function formatSlotDay(day: string, lang: DateLanguage = 'en'): { weekday: string; date: string; full: string } {
  const at = new Date(`${day}T00:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) => at.toLocaleDateString(intlLocale(lang), { ...options, timeZone: 'UTC' });
  if (lang === 'hi') return { weekday: part({ weekday: 'short' }), date: part({ day: 'numeric', month: 'long' }), full: part({ weekday: 'long', day: 'numeric', month: 'long' }) };
  return { weekday: part({ weekday: 'short' }), date: part({ day: 'numeric', month: 'short' }), full: part({ weekday: 'long', day: 'numeric', month: 'long' }) };
}

/** "9:30 am" / "सुबह 9:30", India time, for an instant. */
export function formatSlotClock(at: Date | string, lang: DateLanguage = 'en'): string {
  // Hindi names the part of the day before the time ("सुबह 9:30"), not am/pm.
  if (lang === 'hi') return new Date(at).toLocaleTimeString(intlLocale(lang), { hour: 'numeric', minute: '2-digit', dayPeriod: 'short', timeZone: 'Asia/Kolkata' });
  return new Date(at).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Kolkata' });
}

/** What "(India time)" is in each language. */
export const INDIA_TIME: Readonly<Record<DateLanguage, string>> = { en: 'India time', hi: 'भारतीय समय' };

/** "Tuesday, 1 December 2026, 9:30 am – 10:00 am (India time)": a booked slot, said in full. */
export function formatSlotWhen(slot: { start: string; end: string }, lang: DateLanguage = 'en'): string {
  const day = new Date(slot.start).toLocaleDateString(intlLocale(lang), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
  return `${day}, ${formatSlotClock(slot.start, lang)} – ${formatSlotClock(slot.end, lang)} (${INDIA_TIME[lang]})`;
}
