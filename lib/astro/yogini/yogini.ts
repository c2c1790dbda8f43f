// Yogini dasha: a 36-year cycle of eight yoginis, each tied to a graha, started from the Moon's nakshatra.
// Source: Brihat Parashara Hora Shastra, ch. 46 (the nakshatra dashas, Yogini dasha; R. Santhanam's
// numbering), as also given in Mansagari. The yogini at birth is (nakshatra number + 3) mod 8, a remainder
// of 0 counting as the 8th; it runs for the unelapsed share of its years, like the Vimshottari balance.
// Sub-periods (antardashas) of a yogini of Y years last Y × (their years) / 36, starting with itself.

import { DASHA_YEAR_DAYS, mapPeriodTable, type Instant, type Millis, type PeriodTable } from '../dasha';
import { NAKSHATRA_SPAN, normalizeDegrees, type Graha } from '../zodiac';

const { floor, min, round } = Math;

/** The eight yoginis in dasha order, with the graha each stands for and its years (1..8, 36 in all). */
export const YOGINIS = [
  { name: 'Mangala', lord: 'Moon', years: 1 },
  { name: 'Pingala', lord: 'Sun', years: 2 },
  { name: 'Dhanya', lord: 'Jupiter', years: 3 },
  { name: 'Bhramari', lord: 'Mars', years: 4 },
  { name: 'Bhadrika', lord: 'Mercury', years: 5 },
  { name: 'Ulka', lord: 'Saturn', years: 6 },
  { name: 'Siddha', lord: 'Venus', years: 7 },
  { name: 'Sankata', lord: 'Rahu', years: 8 },
] as const satisfies readonly { name: string; lord: Graha; years: number }[];
export type YoginiName = (typeof YOGINIS)[number]['name'];
export const YOGINI_CYCLE_YEARS = 36;

export interface YoginiPeriod<T extends Instant = Millis> {
  yogini: YoginiName;
  lord: Graha;
  /** UTC instants (whole epoch milliseconds in the engine, ISO 8601 in the response); each period ends where the next starts. */
  start: T;
  end: T;
}

export interface YoginiMahadasha<T extends Instant = Millis> extends YoginiPeriod<T> {
  /** Length of this (possibly partial) period in dasha years. */
  years: number;
  antardashas: YoginiPeriod<T>[];
}

export interface YoginiDasha<T extends Instant = Millis> {
  /** The yogini running at birth. */
  startYogini: YoginiName;
  /** Elapsed share of the Moon's nakshatra at birth (the share of the birth yogini already run). */
  elapsedFraction: number;
  /** Unelapsed years of the birth yogini. */
  balanceYears: number;
  yearDays: number;
  /** When the birth yogini began (before birth). */
  cycleStart: T;
  mahadashas: YoginiMahadasha<T>[];
}

export interface YoginiOptions {
  /** Days per dasha year (default 365.25, as Vimshottari). */
  yearDays?: number;
  /** Number of 36-year cycles to lay out from the start of the birth yogini (default 3, 108 years). */
  cycles?: number;
}

/** Index (0..7) into YOGINIS of the yogini of a nakshatra number 1..27: (n + 3) mod 8, 0 being the 8th. */
export function yoginiOfNakshatra(nakshatraNumber: number): number {
  return (nakshatraNumber + 3 + 7) % 8;
}

/**
 * A yogini's period as computeYogini lays it out: its own fields as in the plain object, and its antardashas kept in
 * the dasha's period table (codes: places in YOGINIS), made into objects the first time they are read, then kept
 * (see PeriodTable). JSON.stringify writes it like the plain object (same keys, same order).
 */
class LaidOutYoginiMahadasha implements YoginiMahadasha {
  // Declared rather than class fields, as LaidOutAntardasha's (../dasha).
  declare readonly yogini: YoginiName;
  declare readonly lord: Graha;
  declare readonly years: number;
  declare readonly start: Millis;
  declare readonly end: Millis;
  readonly #table: PeriodTable;
  /** Where its antardashas are in the table: from × 16 + count (at most 8). */
  readonly #at: number;
  #periods: YoginiPeriod[] | undefined;

  constructor(yogini: YoginiName, lord: Graha, years: number, start: Millis, end: Millis, table: PeriodTable, from: number, count: number) {
    this.yogini = yogini;
    this.lord = lord;
    this.years = years;
    this.start = start;
    this.end = end;
    this.#table = table;
    this.#at = from * 16 + count;
  }

  mapAntardashas<R>(f: (yogini: YoginiName, lord: Graha, start: Millis, end: Millis) => R): R[] {
    return mapPeriodTable(this.#table, this.#at >> 4, this.#at & 15, this.start, (code, start, end) => f(YOGINIS[code]!.name, YOGINIS[code]!.lord, start, end));
  }

  get antardashas(): YoginiPeriod[] {
    return (this.#periods ??= this.mapAntardashas((yogini, lord, start, end) => ({ yogini, lord, start, end })));
  }

  toJSON(): YoginiMahadasha {
    return { yogini: this.yogini, lord: this.lord, years: this.years, start: this.start, end: this.end, antardashas: this.antardashas };
  }
}

/** A yogini's antardashas as f(yogini, lord, start, end), in time order; from the numbers when computeYogini laid them out. */
export function mapYoginiAntardashas<R>(m: YoginiMahadasha, f: (yogini: YoginiName, lord: Graha, start: Millis, end: Millis) => R): R[] {
  if (m instanceof LaidOutYoginiMahadasha) return m.mapAntardashas(f);
  return m.antardashas.map((a) => f(a.yogini, a.lord, a.start, a.end));
}

/** Yogini dasha from the Moon's sidereal longitude (degrees) and the birth instant. */
export function computeYogini(moonLongitude: number, birth: Date | number, options: YoginiOptions = {}): YoginiDasha {
  const yearDays = options.yearDays ?? DASHA_YEAR_DAYS;
  const msPerYear = yearDays * 86_400_000;
  const birthMs = typeof birth === 'number' ? birth : birth.getTime();
  const lon = normalizeDegrees(moonLongitude);
  const nak = min(26, floor(lon / NAKSHATRA_SPAN));
  const elapsedFraction = (lon - nak * NAKSHATRA_SPAN) / NAKSHATRA_SPAN;
  const first = yoginiOfNakshatra(nak + 1);
  const firstYears = YOGINIS[first]!.years;
  const cycleStartMs = birthMs - elapsedFraction * firstYears * msPerYear;

  const mahadashas: YoginiMahadasha[] = [];
  const table: PeriodTable = { codes: [], ends: [] };
  let fullStartMs = cycleStartMs;
  let start = round(birthMs);
  for (let k = 0; k < 8 * (options.cycles ?? 3); k++) {
    const y = YOGINIS[(first + k) % 8]!;
    const lengthMs = y.years * msPerYear;
    const endMs = fullStartMs + lengthMs;
    const end = round(endMs);
    const from = table.ends.length;
    let offsetMs = 0;
    for (let j = 0; j < 8; j++) {
      const code = (first + k + j) % 8;
      offsetMs += (lengthMs * YOGINIS[code]!.years) / YOGINI_CYCLE_YEARS;
      const stopMs = j === 7 ? endMs : fullStartMs + offsetMs;
      if (round(stopMs) <= birthMs) continue; // before birth (or ending at it, to the millisecond)
      table.codes.push(code);
      table.ends.push(j === 7 ? end : round(stopMs));
    }
    mahadashas.push(new LaidOutYoginiMahadasha(y.name, y.lord, k === 0 ? (1 - elapsedFraction) * y.years : y.years, start, end, table, from, table.ends.length - from));
    start = end;
    fullStartMs = endMs;
  }
  return {
    startYogini: YOGINIS[first]!.name,
    elapsedFraction,
    balanceYears: (1 - elapsedFraction) * firstYears,
    yearDays,
    cycleStart: round(cycleStartMs),
    mahadashas,
  };
}
