// The daily horoscope from the day's transits (gochar), read from each of the twelve signs taken
// as the reader's Moon sign (or rising sign). Pure and deterministic: the same day and transits
// always give the same twelve entries; no clock, no randomness, no I/O.
//
// An entry is built from:
//   1. the Moon's whole-sign house from the sign: the day's theme (MOON_THEMES) and mood (MOODS);
//   2. one or two notes about slower planets, chosen among what is notable for the sign that day
//      (Mercury retrograde, Sade Sati, Jupiter/Saturn/Mars in their good houses weigh more);
//   3. a short practical suggestion (CLOSINGS).
// Variants are picked by seeded choices (FNV-1a hash of day block + sign + slot, xorshift32 after)
// so that a sign's sentences change from one day to the next and the twelve signs of one day never
// share a sentence. The entry is kept between 45 and 90 words.

import type { Transit } from './chart';
import { NUMBER_TABLE } from './lucky';
import { digitalRoot } from './numerology';
import { civilWeekday, WEEKDAYS, type Weekday } from './panchang';
import { daysInMonth, utcMillis } from './time';
import { houseFrom, SIGNS, SIGN_LORDS, type Graha, type Sign } from './zodiac';
import {
  CLOSINGS,
  JUPITER_NOTES,
  MARS_NOTES,
  MERCURY_RETROGRADE_NOTES,
  MOODS,
  MOON_THEMES,
  RAHU_KETU_NOTES,
  SATURN_NOTES,
  SUN_NOTES,
  VENUS_NOTES,
  type HouseBank,
  type HouseNumber,
} from './daily-horoscope-phrases';
import {
  CLOSINGS_HI,
  JUPITER_NOTES_HI,
  MARS_NOTES_HI,
  MERCURY_RETROGRADE_NOTES_HI,
  MOODS_HI,
  MOON_THEMES_HI,
  RAHU_KETU_NOTES_HI,
  SATURN_NOTES_HI,
  SUN_NOTES_HI,
  VENUS_NOTES_HI,
} from './daily-horoscope-phrases-hi';
import type { DisplayLanguage } from './format';
import { hindiName, type HindiColour } from './hindi';

/** Sidereal positions of the nine grahas at 06:00 IST of the day (`computeTransits`). */
export type TransitSnapshot = Record<Graha, Transit>;

export interface DailyEntry {
  content: string;
  mood: string;
  luckyNumber: number;
  luckyColor: string;
}

export const MIN_WORDS = 45;
export const MAX_WORDS = 90;

// ---------------------------------------------------------------------------------------------
// Calendar (the engine's proleptic-Gregorian helpers, all in UTC: no dependence on the system time zone)

/** Year, month and day of a YYYY-MM-DD calendar date; throws on anything else. */
function civilDate(day: string): { y: number; m: number; d: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new Error(`Not a calendar date: ${day}`);
  const y = Number(match[1]);
  const m = Number(match[2]);
  const d = Number(match[3]);
  if (d < 1 || d > daysInMonth(y, m)) throw new Error(`Not a calendar date: ${day}`);
  return { y, m, d };
}

/** Days since 1970-01-01 of a YYYY-MM-DD calendar date; throws on anything else. */
export function dayNumberOf(day: string): number {
  const { y, m, d } = civilDate(day);
  return utcMillis(y, m, d) / 86_400_000;
}

function weekdayNameOf(day: string): Weekday {
  const { y, m, d } = civilDate(day);
  return civilWeekday(y, m, d);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: string): number {
  return WEEKDAYS.indexOf(weekdayNameOf(day));
}

/** Lord of the weekday (vara). */
const WEEKDAY_LORDS: Readonly<Record<Weekday, Graha>> = {
  Sunday: 'Sun', Monday: 'Moon', Tuesday: 'Mars', Wednesday: 'Mercury', Thursday: 'Jupiter', Friday: 'Venus', Saturday: 'Saturn',
};

export function dayLordOf(day: string): Graha {
  return WEEKDAY_LORDS[weekdayNameOf(day)];
}

// ---------------------------------------------------------------------------------------------
// Lucky number and colour
//
// Rule: let L be the lord of the weekday of the date and R the lord of the sign (SIGN_LORDS).
// Each graha has its numerology number (Sun 1, Moon 2, Jupiter 3, Rahu 4, Mercury 5, Venus 6,
// Ketu 7, Saturn 8, Mars 9).
//   luckyNumber = N(L) when the day belongs to the sign's own lord (L = R), otherwise the digital
//                 root (1..9) of N(L) + N(R).
//   luckyColor  = one of the day lord's colours; the sign picks which one (sign index modulo the
//                 number of colours), so the colour follows the day's planet and varies by sign.

/** The numerology number of each graha: NUMBER_TABLE of the lucky-number tool, read backwards. */
export const GRAHA_NUMBERS = Object.fromEntries(Object.entries(NUMBER_TABLE).map(([n, { planet }]) => [planet, Number(n)])) as Readonly<Record<Graha, number>>;

export const GRAHA_COLOURS: Readonly<Record<Graha, readonly HindiColour[]>> = {
  Sun: ['Gold', 'Orange', 'Saffron', 'Copper'],
  Moon: ['White', 'Silver', 'Cream', 'Pearl white'],
  Mars: ['Red', 'Maroon', 'Coral', 'Scarlet'],
  Mercury: ['Green', 'Emerald green', 'Parrot green', 'Mint green'],
  Jupiter: ['Yellow', 'Golden yellow', 'Turmeric yellow', 'Lemon yellow'],
  Venus: ['Pink', 'White', 'Rose', 'Light blue'],
  Saturn: ['Navy blue', 'Black', 'Dark blue', 'Indigo'],
  Rahu: ['Grey', 'Smoky blue', 'Slate grey'],
  Ketu: ['Sea green', 'Smoky grey', 'Light brown'],
};

export function luckyFor(day: string, sign: Sign, language: DisplayLanguage = 'en'): { luckyNumber: number; luckyColor: string } {
  const signIndex = signIndexOf(sign);
  const dayLord = dayLordOf(day);
  const signLord = SIGN_LORDS[signIndex]!;
  const luckyNumber = dayLord === signLord ? GRAHA_NUMBERS[dayLord] : digitalRoot(GRAHA_NUMBERS[dayLord] + GRAHA_NUMBERS[signLord]);
  const colours = GRAHA_COLOURS[dayLord];
  const colour = colours[signIndex % colours.length]!;
  // The same colour in both languages: its Hindi name from the one table of colours.
  return { luckyNumber, luckyColor: language === 'hi' ? hindiName('colour', colour) : colour };
}

// ---------------------------------------------------------------------------------------------
// Seeded choices

/** 32-bit FNV-1a of a string. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** xorshift32 generator seeded from a string; yields unsigned 32-bit integers. */
function seededRandom(seed: string): () => number {
  let x = fnv1a(seed) || 0x9e3779b9;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
}

function shuffled(n: number, seed: string): number[] {
  const next = seededRandom(seed);
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = next() % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * Index into a list of n variants for a given day: days are grouped in blocks of n, each block
 * walks a seeded permutation of the variants, and a block never starts with the variant the
 * previous one ended on. So over any n consecutive days a list is used almost evenly, and the
 * same key never gets the same variant two days in a row.
 */
export function rotatingIndex(n: number, dayNumber: number, key: string): number {
  if (n <= 1) return 0;
  if (n === 2) return (dayNumber + fnv1a(key)) % 2;
  const block = Math.floor(dayNumber / n);
  const pos = dayNumber - block * n;
  const perm = shuffled(n, `${key}|${block}`);
  if (pos <= 1) {
    const previousLast = shuffled(n, `${key}|${block - 1}`)[n - 1];
    if (perm[0] === previousLast) [perm[0], perm[1]] = [perm[1]!, perm[0]!];
  }
  return perm[pos]!;
}

function rotatingPick(list: readonly string[], dayNumber: number, key: string): string {
  if (list.length === 0) throw new Error(`Empty phrase list: ${key}`);
  return list[rotatingIndex(list.length, dayNumber, key)]!;
}

// ---------------------------------------------------------------------------------------------
// Houses and notes

function signIndexOf(sign: Sign): number {
  const i = SIGNS.indexOf(sign);
  if (i < 0) throw new Error(`Unknown sign: ${String(sign)}`);
  return i;
}

/** Whole-sign house (1..12) of `transitSign` counted from `fromSign`. */
export function houseFromSign(fromSign: Sign, transitSign: Sign): HouseNumber {
  return houseFrom(signIndexOf(fromSign), signIndexOf(transitSign)) as HouseNumber;
}

/** Moon houses that traditionally favour the day, and those that ask for care. */
export const FAVOURABLE_MOON_HOUSES: readonly HouseNumber[] = [1, 3, 6, 7, 10, 11];
export const CARE_MOON_HOUSES: readonly HouseNumber[] = [4, 8, 12];
/** Saturn in the 12th, 1st or 2nd from the Moon sign: the three phases of Sade Sati. */
export const SADE_SATI_HOUSES: readonly HouseNumber[] = [12, 1, 2];

type NoteKind = 'Sun' | 'Mercury retrograde' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn' | 'Rahu-Ketu';

interface NoteCandidate {
  kind: NoteKind;
  house: HouseNumber;
  bank: HouseBank;
  /** How notable the placement is for this sign today; higher is more likely to be mentioned. */
  weight: number;
}

function noteCandidates(sign: Sign, t: TransitSnapshot): NoteCandidate[] {
  const h = (p: keyof TransitSnapshot) => houseFromSign(sign, t[p].sign);
  const sun = h('Sun');
  const venus = h('Venus');
  const mars = h('Mars');
  const jupiter = h('Jupiter');
  const saturn = h('Saturn');
  const rahu = h('Rahu');
  const list: NoteCandidate[] = [
    { kind: 'Sun', house: sun, bank: SUN_NOTES, weight: 3 },
    { kind: 'Venus', house: venus, bank: VENUS_NOTES, weight: 2 },
    { kind: 'Mars', house: mars, bank: MARS_NOTES, weight: [3, 6, 11, 1, 4, 7, 8, 12].includes(mars) ? 3 : 2 },
    { kind: 'Jupiter', house: jupiter, bank: JUPITER_NOTES, weight: [2, 5, 7, 9, 11].includes(jupiter) ? 4 : 2 },
    { kind: 'Saturn', house: saturn, bank: SATURN_NOTES, weight: SADE_SATI_HOUSES.includes(saturn) ? 5 : [3, 6, 11].includes(saturn) ? 4 : 2 },
    { kind: 'Rahu-Ketu', house: rahu, bank: RAHU_KETU_NOTES, weight: [3, 6, 11].includes(rahu) ? 2 : 1 },
  ];
  if (t.Mercury.retrograde) list.push({ kind: 'Mercury retrograde', house: h('Mercury'), bank: MERCURY_RETROGRADE_NOTES, weight: 5 });
  return list;
}

/** The candidates in a seeded, weight-biased order (repeated weighted draws without replacement). */
function rankByWeight(candidates: NoteCandidate[], seed: string): NoteCandidate[] {
  const next = seededRandom(seed);
  const pool = [...candidates];
  const ranked: NoteCandidate[] = [];
  while (pool.length > 0) {
    const total = pool.reduce((s, c) => s + c.weight, 0);
    let r = next() % total;
    let i = 0;
    while (r >= pool[i]!.weight) r -= pool[i++]!.weight;
    ranked.push(pool.splice(i, 1)[0]!);
  }
  return ranked;
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

// ---------------------------------------------------------------------------------------------
// Entries

/** The closings of one day: a seeded permutation of the half of the closings for the day's parity. */
function closingsForDay(day: string, dayNumber: number, closings: readonly string[]): string[] {
  const half = Math.floor(closings.length / 2);
  const start = (((dayNumber % 2) + 2) % 2) * half;
  const list = closings.slice(start, start + half);
  if (list.length < SIGNS.length) throw new Error('A list of closings needs at least 24 suggestions');
  return shuffled(list.length, `${day}|closing`).map((i) => list[i]!);
}

function composeContent(theme: string, notes: string[], closing: string): string {
  return [theme, ...notes, closing].join(' ');
}

/** The Hindi bank of each kind of note: the same facts as the English one, written in Hindi. */
const NOTE_BANKS_HI: Readonly<Record<NoteKind, HouseBank>> = {
  Sun: SUN_NOTES_HI,
  'Mercury retrograde': MERCURY_RETROGRADE_NOTES_HI,
  Venus: VENUS_NOTES_HI,
  Mars: MARS_NOTES_HI,
  Jupiter: JUPITER_NOTES_HI,
  Saturn: SATURN_NOTES_HI,
  'Rahu-Ketu': RAHU_KETU_NOTES_HI,
};

/** What an entry says, before it is put in words: chosen once, from the English texts' lengths. */
interface EntryPlan {
  moonHouse: HouseNumber;
  notes: NoteCandidate[];
}

function entryFor(day: string, dayNumber: number, sign: Sign, t: TransitSnapshot, closing: string): { entry: DailyEntry; plan: EntryPlan } {
  const moonHouse = houseFromSign(sign, t.Moon.sign);
  const theme = rotatingPick(MOON_THEMES[moonHouse], dayNumber, `${sign}|theme|${moonHouse}`);
  const mood = rotatingPick(MOODS[moonHouse], dayNumber, `${sign}|mood|${moonHouse}`);

  const ranked = rankByWeight(noteCandidates(sign, t), `${day}|${sign}|notes`);
  const noteText = (c: NoteCandidate) => rotatingPick(c.bank[c.house], dayNumber, `${sign}|${c.kind}|${c.house}`);
  const texts = ranked.map(noteText);

  // Prefer two notes on about two days in three and one note otherwise; then take the first
  // combination, in ranked order, that keeps the entry within the word limits. Pairs about the
  // same house, or opening the same way ("With Saturn moving… With Mars moving…"), read as
  // repetitive and come last. Combinations are lists of indices into `ranked`.
  const opening = (text: string) =>
    text.split(' ').slice(0, 3).join(' ').replace(/\b(Sun|Moon|Mars|Mercury|Jupiter|Venus|Saturn|Rahu|Ketu)('s)?\b/g, 'X');
  const goodPairs: number[][] = [];
  const weakPairs: number[][] = [];
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++) {
      const weak = ranked[i]!.house === ranked[j]!.house || opening(texts[i]!) === opening(texts[j]!);
      (weak ? weakPairs : goodPairs).push([i, j]);
    }
  }
  const singles = texts.map((_, i) => [i]);
  const wantTwo = fnv1a(`${day}|${sign}|count`) % 3 !== 0;
  const options = wantTwo ? [...goodPairs, ...singles, ...weakPairs] : [...singles, ...goodPairs, ...weakPairs];
  const fits = (chosen: number[]) => {
    const n = wordCount(composeContent(theme, chosen.map((i) => texts[i]!), closing));
    return n >= MIN_WORDS && n <= MAX_WORDS;
  };
  const chosen = options.find(fits) ?? singles[0] ?? [];

  return {
    entry: { content: composeContent(theme, chosen.map((i) => texts[i]!), closing), mood, ...luckyFor(day, sign) },
    plan: { moonHouse, notes: chosen.map((i) => ranked[i]!) },
  };
}

/**
 * The Hindi entry of a sign: the plan of the English one (the Moon's house, the same notes about the
 * same planets in the same houses, the same mood and lucky colour) in the Hindi banks' words. The
 * variants are picked with the English keys, so they turn from day to day the same way.
 */
function hindiEntryFor(day: string, dayNumber: number, sign: Sign, plan: EntryPlan, closing: string): DailyEntry {
  const { moonHouse } = plan;
  const theme = rotatingPick(MOON_THEMES_HI[moonHouse], dayNumber, `${sign}|theme|${moonHouse}`);
  const mood = MOODS_HI[moonHouse][rotatingIndex(MOODS[moonHouse].length, dayNumber, `${sign}|mood|${moonHouse}`)]!;
  const notes = plan.notes.map((c) => rotatingPick(NOTE_BANKS_HI[c.kind][c.house], dayNumber, `${sign}|${c.kind}|${c.house}`));
  return { content: composeContent(theme, notes, closing), mood, ...luckyFor(day, sign, 'hi') };
}

/**
 * The twelve entries for a calendar day in India (YYYY-MM-DD), from the transits at 06:00 IST of
 * that day. Each sign is treated as the reader's Moon sign; houses are whole-sign houses from it.
 * In Hindi (`language` 'hi') each entry says what the English one says, in the Hindi banks' words.
 */
export function generateDailyHoroscope(day: string, transits: TransitSnapshot, language: DisplayLanguage = 'en'): Record<Sign, DailyEntry> {
  const dayNumber = dayNumberOf(day);
  const closings = closingsForDay(day, dayNumber, CLOSINGS);
  const closingsHi = language === 'hi' ? closingsForDay(day, dayNumber, CLOSINGS_HI) : [];
  const result = {} as Record<Sign, DailyEntry>;
  SIGNS.forEach((sign, i) => {
    const { entry, plan } = entryFor(day, dayNumber, sign, transits, closings[i]!);
    result[sign] = language === 'hi' ? hindiEntryFor(day, dayNumber, sign, plan, closingsHi[i]!) : entry;
  });
  return result;
}
