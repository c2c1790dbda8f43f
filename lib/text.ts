// Small text helpers shared by server and client. Pure.

/** Cuts text to at most `max` characters at a word boundary, adding an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** URL-safe id for a heading: lower case, ASCII letters and digits joined by dashes. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// Made on first use, not when the module loads: a browser's first Intl.DateTimeFormat with a time
// zone loads its ICU data, about 30 ms of the main thread (four times that on a mid-range phone),
// which every page importing this module would otherwise pay while it starts.
let dateFormatter: Intl.DateTimeFormat | undefined;

/** "2 October 2026", as an Indian reader writes dates. */
export function formatDate(iso: string): string {
  dateFormatter ??= new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
  return dateFormatter.format(new Date(iso));
}

/** Today's calendar date in India as YYYY-MM-DD (one definition: lib/consultations/booking-dates). */
export { indiaToday as indiaDate } from './consultations/booking-dates';

const DURATION_UNITS: readonly [string, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

// Hindi says these units the same in the singular and the plural ("1 दिन", "30 दिन").
const DURATION_UNITS_HI: Readonly<Record<string, string>> = { day: 'दिन', hour: 'घंटे', minute: 'मिनट', second: 'सेकंड' };

/** A configured number of seconds as people say it: 2592000 → "30 days" / "30 दिन", 300 → "5 minutes", 90 → "90 seconds". */
export function formatDuration(seconds: number, lang: 'en' | 'hi' = 'en'): string {
  const whole = Math.max(0, Math.round(seconds));
  const [unit, size] = DURATION_UNITS.find(([, s]) => whole >= s && whole % s === 0) ?? ['second', 1];
  const n = whole / size;
  if (lang === 'hi') return `${n} ${n === 1 && unit === 'hour' ? 'घंटा' : DURATION_UNITS_HI[unit]}`;
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}
