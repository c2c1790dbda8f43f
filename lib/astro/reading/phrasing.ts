// Small helpers for composing sentences: ordinals, lists, dates, and a deterministic choice among phrasings
// keyed by the chart's own features (the same facts always give the same words; different facts usually
// give different words). Nothing here is random.

import { instantMillis, isoFromMillis, type Instant } from '../dasha';
import { zodiacPosition, type Graha } from '../zodiac';

const ORDINALS = ['', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th', '11th', '12th'];

/** "7th" for 7 (houses and counts 1..12). */
export const ordinal = (n: number): string => ORDINALS[n] ?? `${n}th`;

/** "a, b and c". */
export function listJoin(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** FNV-1a hash of a string: a stable number for choosing a phrasing from the facts it describes. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** One of `options`, chosen by the facts named in `key` (deterministic). */
export function choose<T>(key: string, options: readonly T[]): T {
  return options[hash(key) % options.length]!;
}

/** Sentence case: the first letter in upper case. */
export const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** "12°05′" within the sign, from a sidereal longitude. */
export function degreeInSign(longitude: number): string {
  const d = zodiacPosition(longitude).degreeInSign;
  let deg = Math.floor(d);
  let min = Math.round((d - deg) * 60);
  if (min === 60) {
    deg += 1;
    min = 0;
  }
  return `${deg}°${String(min).padStart(2, '0')}′`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "4 June 1966" from an instant (ISO string or the engine's epoch milliseconds), as the date in India (UTC+5:30),
 * where the product's readers are.
 */
export function longDate(t: Instant): string {
  const d = new Date(instantMillis(t) + 330 * 60_000);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** "1966-06-04": the UTC date of an instant (ISO string or epoch milliseconds), as a basis lists it. */
export function utcDay(t: Instant): string {
  return (typeof t === 'string' ? t : isoFromMillis(t)).slice(0, 10);
}

/** The position label a basis lists: "Mars in Aries, 7th house". */
export function positionLabel(graha: Graha | 'Lagna', sign: string, house?: number): string {
  return house === undefined ? `${graha} in ${sign}` : `${graha} in ${sign}, ${ordinal(house)} house`;
}

/** The luminaries take the article in English prose ("the Sun", "the Moon"); the other grahas are names. */
export const name = (g: Graha): string => (g === 'Sun' || g === 'Moon' ? `the ${g}` : g);

/** A graha's name at the start of a sentence ("The Moon"). */
export const Name = (g: Graha): string => capitalise(name(g));

/** A list of graha names ("the Sun, Mars and Venus"). */
export const names = (gs: readonly Graha[]): string => listJoin(gs.map(name));

const SMALL = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** A small count in words ("four"). */
export const countWord = (n: number): string => SMALL[n] ?? String(n);
