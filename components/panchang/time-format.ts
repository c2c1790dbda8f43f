// Instants shown in a place's local time (a fixed UTC offset such as "+05:30"), with the date added
// when it is not the day the panchang is for. Pure: the same text on the server and in the browser.

import { formatClock, formatLongDate, formatMonthYear, type DisplayLanguage } from '@/lib/astro/format';
import { WEEKDAY_NAMES_HI } from '@/lib/astro/hindi';
import type { Weekday } from '@/lib/astro/panchang';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export function offsetMinutes(offset: string): number {
  const m = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

/** The local wall clock of an instant, as a Date whose UTC fields read the local time. */
function wall(instant: string | number, offset: string): Date {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant);
  return new Date(ms + offsetMinutes(offset) * 60_000);
}

/** "6:05 am" / "सुबह 6:05" */
export function clockText(instant: string | number, offset: string, lang: DisplayLanguage = 'en'): string {
  const w = wall(instant, offset);
  return formatClock(w.getUTCHours(), w.getUTCMinutes(), lang);
}

const FULL_WEEKDAYS: readonly Weekday[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
// Hindi's short month and weekday names ("नव॰", "मंगल") are not what a reader knows: the full ones.
const HINDI_MONTHS = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'];

/** "Tue, 23 Jan" / "मंगलवार, 23 जनवरी" */
export function shortDateText(instant: string | number, offset: string, lang: DisplayLanguage = 'en'): string {
  const w = wall(instant, offset);
  if (lang === 'hi') return `${WEEKDAY_NAMES_HI[FULL_WEEKDAYS[w.getUTCDay()]!]}, ${w.getUTCDate()} ${HINDI_MONTHS[w.getUTCMonth()]}`;
  return `${WEEKDAYS[w.getUTCDay()]}, ${w.getUTCDate()} ${MONTHS[w.getUTCMonth()]}`;
}

/** The local date "YYYY-MM-DD" of an instant. */
export function localDate(instant: string | number, offset: string): string {
  return wall(instant, offset).toISOString().slice(0, 10);
}

/** "6:05 am", or "6:05 am, Tue, 23 Jan" when the instant falls on another local date than `day`. */
export function timeText(instant: string | number, offset: string, day: string, lang: DisplayLanguage = 'en'): string {
  const clock = clockText(instant, offset, lang);
  return localDate(instant, offset) === day ? clock : `${clock}, ${shortDateText(instant, offset, lang)}`;
}

/** "Monday, 15 January 2024" / "सोमवार, 15 जनवरी 2024" for a civil date "2024-01-15". */
export function longDateText(day: string, lang: DisplayLanguage = 'en'): string {
  if (lang === 'hi') return formatLongDate(day, 'hi', { weekday: true });
  const d = new Date(`${day}T00:00:00Z`);
  const full = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  return `${full[d.getUTCDay()]}, ${d.getUTCDate()} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** "January 2024" / "जनवरी 2024" for "2024-01". */
export function monthText(month: string, lang: DisplayLanguage = 'en'): string {
  if (lang === 'hi') return formatMonthYear(month, 'hi');
  const d = new Date(`${month}-01T00:00:00Z`);
  return d.toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}
