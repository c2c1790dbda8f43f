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

const dateFormatter = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** "2 October 2026", as an Indian reader writes dates. */
export function formatDate(iso: string): string {
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

/** A configured number of seconds as people say it: 2592000 → "30 days", 300 → "5 minutes", 90 → "90 seconds". */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const [unit, size] = DURATION_UNITS.find(([, s]) => whole >= s && whole % s === 0) ?? ['second', 1];
  const n = whole / size;
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}
