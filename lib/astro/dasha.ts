// Vimshottari dasha (120-year cycle) from the Moon's sidereal longitude at birth, to three levels: maha,
// antar and pratyantar. Source: Brihat Parashara Hora Shastra, ch. 46 (Vimshottari) for the order and years
// of the lords and the birth balance, ch. 47–48 for the sub-periods.
// The first mahadasha is the lord of the Moon's nakshatra with the unelapsed part of its years
// (balance = (1 − elapsed fraction) × years); the others follow in the fixed order. A period of Y years is
// divided into nine sub-periods of Y × (lord years) / 120, starting with its own lord, and the same rule
// divides each antardasha into pratyantardashas. Periods of the birth mahadasha are laid out over its full
// length (it began before birth, at `cycleStart`) and clipped at birth.
//
// Year length is a named choice: DASHA_YEAR_DAYS = 365.25 days (the Julian year; the product's default and
// the reference-charts' convention), or MEAN_SIDEREAL_YEAR_DAYS = 365.256364 days (the mean sidereal year,
// which Jagannatha Hora and PyJHora come close to; the depth reference's `meanSiderealYear`).

import { NAKSHATRA_LORDS, NAKSHATRA_SPAN, normalizeDegrees, VIMSHOTTARI_YEARS, type Graha } from './zodiac';

// Local aliases: a global `Math` lookup per call is slow in hot loops (notably inside VM sandboxes).
const { floor, min, round } = Math;

/** The default dasha year: 365.25 days. */
export const DASHA_YEAR_DAYS = 365.25;
/** The mean sidereal year, an option: 365.256364 days. */
export const MEAN_SIDEREAL_YEAR_DAYS = 365.256364;
const TOTAL_YEARS = 120;

/**
 * An instant as epoch milliseconds (UTC, whole milliseconds): how the engine keeps dasha period boundaries. A deep
 * kundli has about a thousand of them and writing each as an ISO string cost two thirds of its time, so the
 * strings are made only where the API answers (lib/contract/kundli.ts, `withIsoBoundaries`).
 */
export type Millis = number;

/**
 * How a period boundary is written: `Millis` in the engine (the default), an ISO 8601 UTC string (rounded to the
 * millisecond) in the API response and in stored kundlis. Readers that take either use `instantMillis`.
 */
export type Instant = Millis | string;

/** Epoch milliseconds of a boundary written either way. */
export function instantMillis(t: Instant): Millis {
  return typeof t === 'number' ? t : Date.parse(t);
}

export interface DashaPeriod<T extends Instant = Millis> {
  lord: Graha;
  /** UTC instant: whole epoch milliseconds in the engine, ISO 8601 in the response. */
  start: T;
  /** UTC instant (equal to the next period's start). */
  end: T;
}

export interface Antardasha<T extends Instant = Millis> extends DashaPeriod<T> {
  /** The nine pratyantardashas (fewer when clipped at birth); present when three levels are asked for. */
  pratyantardashas?: DashaPeriod<T>[];
}

export interface Mahadasha<T extends Instant = Millis> extends DashaPeriod<T> {
  /** Length of this (possibly partial) mahadasha in dasha years. */
  years: number;
  antardashas: Antardasha<T>[];
}

export interface Vimshottari<T extends Instant = Millis> {
  startLord: Graha;
  /** Unelapsed years of the first mahadasha at birth. */
  balanceYears: number;
  /** Elapsed fraction of the Moon's nakshatra at birth: the share of the birth mahadasha already run. */
  elapsedFraction: number;
  yearDays: number;
  /** When the birth mahadasha began (before birth); the nine mahadashas end 120 years after it. */
  cycleStart: T;
  mahadashas: Mahadasha<T>[];
}

export interface VimshottariOptions {
  /** Days per dasha year: DASHA_YEAR_DAYS (default) or MEAN_SIDEREAL_YEAR_DAYS. */
  yearDays?: number;
  /** 2 = maha and antar (default, as stored today); 3 adds the pratyantardashas. */
  levels?: 2 | 3;
}

const ZERO = 48; // '0'
const fromCodes = String.fromCharCode;
const tens = (n: number) => ZERO + floor(n / 10);
const ones = (n: number) => ZERO + (n % 10);

/**
 * ISO 8601 UTC string of an instant (ms since 1970, rounded to the millisecond); faster than Date. The response
 * of a deep kundli writes about a thousand period boundaries, so the string is made in one allocation from its
 * character codes rather than concatenated from parts.
 */
export function isoFromMillis(msFloat: number): string {
  const ms = round(msFloat);
  const days = floor(ms / 86_400_000);
  let rem = ms - days * 86_400_000;
  // Civil date from days since 1970-01-01 (H. Hinnant's algorithm, proleptic Gregorian).
  const z = days + 719_468;
  const era = floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = floor((doe - floor(doe / 1460) + floor(doe / 36_524) - floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + floor(yoe / 4) - floor(yoe / 100));
  const mp = floor((5 * doy + 2) / 153);
  const day = doy - floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  if (year < 0 || year > 9999) return new Date(ms).toISOString();
  const h = floor(rem / 3_600_000);
  rem -= h * 3_600_000;
  const mi = floor(rem / 60_000);
  rem -= mi * 60_000;
  const s = floor(rem / 1000);
  const milli = rem - s * 1000;
  // YYYY-MM-DDTHH:MM:SS.mmmZ (45 '-', 84 'T', 58 ':', 46 '.', 90 'Z').
  return fromCodes(
    ZERO + floor(year / 1000), ones(floor(year / 100)), ones(floor(year / 10)), ones(year), 45,
    tens(month), ones(month), 45, tens(day), ones(day), 84,
    tens(h), ones(h), 58, tens(mi), ones(mi), 58, tens(s), ones(s), 46,
    ZERO + floor(milli / 100), ones(floor(milli / 10)), ones(milli), 90,
  );
}

/** The nine lords in dasha order from each lord, computed once. */
const SEQUENCES = new Map<Graha, readonly Graha[]>(
  NAKSHATRA_LORDS.map((lord, i) => [lord, Array.from({ length: 9 }, (_, k) => NAKSHATRA_LORDS[(i + k) % 9]!)]),
);

/** Order of the lords starting from a given one. */
export function dashaSequence(first: Graha): Graha[] {
  return [...SEQUENCES.get(first)!];
}

// The lords by their place in the dasha order (0 = Ketu … 8 = Mercury) and their years, for the loops below:
// a deep kundli lays out 810 periods, so they index arrays rather than look lords up by name.
const LORD_YEARS: readonly number[] = NAKSHATRA_LORDS.map((g) => VIMSHOTTARI_YEARS[g]);

/**
 * Sub-periods kept as numbers rather than objects: for each one a code (its lord's place in the dasha's order) and
 * its end (epoch ms, rounded); each starts where the one before it ends. A deep kundli has about a thousand
 * sub-periods (729 Vimshottari pratyantardashas, ~200 Yogini antardashas), and making an object for each (with its
 * two boundaries boxed) was most of the time the dashas took. Their objects are made only for the parent whose
 * sub-periods are read; the response writes its ISO periods straight from the numbers.
 */
export interface PeriodTable {
  codes: number[];
  ends: number[];
}

/** Periods from..from+count of a table as f(code, start, end), the first starting at `start`, in time order. */
export function mapPeriodTable<R>(table: PeriodTable, from: number, count: number, start: Millis, f: (code: number, start: Millis, end: Millis) => R): R[] {
  const { codes, ends } = table;
  const out: R[] = [];
  for (let k = from; k < from + count; k++) {
    const end = ends[k]!;
    out.push(f(codes[k]!, start, end));
    start = end;
  }
  return out;
}

/**
 * An antardasha of a three-level Vimshottari. `lord`, `start` and `end` are its own fields, as in a plain
 * antardasha; `pratyantardashas` is read from the Vimshottari's table (codes: the lords' places in the dasha order)
 * and made into period objects the first time it is read, then kept. JSON.stringify writes it like the plain
 * object (same keys, same order).
 */
class LaidOutAntardasha implements Antardasha {
  // Declared rather than class fields: the constructor's plain stores make the object in one shape, where class
  // fields would first be defined as undefined and then assigned (81 of these per deep kundli).
  declare readonly lord: Graha;
  declare readonly start: Millis;
  declare readonly end: Millis;
  readonly #table: PeriodTable;
  /** Where its periods are in the table: from × 16 + count (at most 9). */
  readonly #at: number;
  #periods: DashaPeriod[] | undefined;

  constructor(lord: Graha, start: Millis, end: Millis, table: PeriodTable, from: number, count: number) {
    this.lord = lord;
    this.start = start;
    this.end = end;
    this.#table = table;
    this.#at = from * 16 + count;
  }

  /** Each pratyantardasha as f(lord, start, end), in time order, without making period objects. */
  mapLeaves<R>(f: (lord: Graha, start: Millis, end: Millis) => R): R[] {
    return mapPeriodTable(this.#table, this.#at >> 4, this.#at & 15, this.start, (code, start, end) => f(NAKSHATRA_LORDS[code]!, start, end));
  }

  get pratyantardashas(): DashaPeriod[] {
    return (this.#periods ??= this.mapLeaves((lord, start, end) => ({ lord, start, end })));
  }

  toJSON(): Antardasha {
    return { lord: this.lord, start: this.start, end: this.end, pratyantardashas: this.pratyantardashas };
  }
}

/**
 * The pratyantardashas of an antardasha as f(lord, start, end), or undefined when it has none (two levels). For the
 * response: a laid-out Vimshottari's periods are written from its numbers, with no period objects in between.
 */
export function mapPratyantardashas<R>(a: Antardasha, f: (lord: Graha, start: Millis, end: Millis) => R): R[] | undefined {
  if (a instanceof LaidOutAntardasha) return a.mapLeaves(f);
  return a.pratyantardashas?.map((p) => f(p.lord, p.start, p.end));
}

/**
 * The nine sub-periods of a period of the lord at order index `first` that fully runs from fullStartMs for
 * lengthMs, clipped to start at startMs (birth) and ending exactly at endMs; with a leaf table, each one is divided
 * again the same way (pratyantardashas, written to the table). Boundaries are kept rounded to the millisecond (as
 * the ISO strings are); the division itself uses the exact values. Each period starts exactly where the previous
 * one (or the clipped parent) ends.
 */
function subPeriods(first: number, fullStartMs: number, lengthMs: number, startMs: number, endMs: number, leaves: PeriodTable | null): Antardasha[] {
  const out: Antardasha[] = [];
  let offsetMs = 0;
  let previousEndMs = startMs;
  const startRounded = round(startMs);
  let previousEnd = startRounded;
  for (let k = 0; k < 9; k++) {
    const i = (first + k) % 9;
    const subLengthMs = (lengthMs * LORD_YEARS[i]!) / TOTAL_YEARS;
    const subFullStartMs = fullStartMs + offsetMs;
    offsetMs += subLengthMs;
    const stopMs = k === 8 ? endMs : fullStartMs + offsetMs;
    const stop = round(stopMs);
    if (stop <= startRounded) continue; // before birth, or ending at it to the millisecond
    const lord = NAKSHATRA_LORDS[i]!;
    if (leaves) {
      const from = leaves.ends.length;
      layOutLeaves(leaves, i, subFullStartMs, subLengthMs, previousEndMs, stopMs);
      out.push(new LaidOutAntardasha(lord, previousEnd, stop, leaves, from, leaves.ends.length - from));
    } else {
      out.push({ lord, start: previousEnd, end: stop });
    }
    previousEnd = stop;
    previousEndMs = stopMs;
  }
  return out;
}

/** subPeriods' arithmetic one level down (the pratyantardashas), appending each lord and end to the leaf table. */
function layOutLeaves(table: PeriodTable, first: number, fullStartMs: number, lengthMs: number, startMs: number, endMs: number): void {
  let offsetMs = 0;
  const startRounded = round(startMs);
  for (let k = 0; k < 9; k++) {
    const i = (first + k) % 9;
    offsetMs += (lengthMs * LORD_YEARS[i]!) / TOTAL_YEARS;
    const stop = round(k === 8 ? endMs : fullStartMs + offsetMs);
    if (stop <= startRounded) continue; // before birth, or ending at it to the millisecond
    table.codes.push(i);
    table.ends.push(stop);
  }
}

/** Vimshottari from the Moon's sidereal longitude (degrees) and the birth instant. */
export function computeVimshottari(moonLongitude: number, birth: Date | number, options: VimshottariOptions = {}): Vimshottari {
  const yearDays = options.yearDays ?? DASHA_YEAR_DAYS;
  const msPerYear = yearDays * 86_400_000;
  const leaves: PeriodTable | null = options.levels === 3 ? { codes: [], ends: [] } : null;
  const birthMs = typeof birth === 'number' ? birth : birth.getTime();
  const lon = normalizeDegrees(moonLongitude);
  const nak = min(26, floor(lon / NAKSHATRA_SPAN));
  const elapsedFraction = (lon - nak * NAKSHATRA_SPAN) / NAKSHATRA_SPAN;
  const startLord = NAKSHATRA_LORDS[nak % 9]!;
  const balanceYears = (1 - elapsedFraction) * VIMSHOTTARI_YEARS[startLord];

  const mahadashas: Mahadasha[] = [];
  let cumulativeYears = 0; // years after birth
  let startMs = birthMs;
  for (let k = 0; k < 9; k++) {
    const i = (nak + k) % 9;
    const lord = NAKSHATRA_LORDS[i]!;
    const years = k === 0 ? balanceYears : LORD_YEARS[i]!;
    cumulativeYears += years;
    const endMs = birthMs + cumulativeYears * msPerYear;
    const fullMs = LORD_YEARS[i]! * msPerYear;
    const antardashas = subPeriods(i, endMs - fullMs, fullMs, startMs, endMs, leaves);
    mahadashas.push({ lord, start: round(startMs), end: round(endMs), years, antardashas });
    startMs = endMs;
  }
  const cycleStart = round(birthMs - elapsedFraction * VIMSHOTTARI_YEARS[startLord] * msPerYear);
  return { startLord, balanceYears, elapsedFraction, yearDays, cycleStart, mahadashas };
}

/** The periods running at an instant: maha, antar and (when computed) pratyantar; null outside the dashas. */
export interface CurrentDasha<T extends Instant = Millis> {
  maha: Mahadasha<T>;
  antar: Antardasha<T>;
  pratyantar: DashaPeriod<T> | null;
}

function running<P extends DashaPeriod<Instant>>(periods: readonly P[], at: Millis): P | undefined {
  for (const p of periods) if (instantMillis(p.start) <= at && at < instantMillis(p.end)) return p;
  return undefined;
}

/**
 * Which maha, antar and pratyantar dasha is running at `at` (to the millisecond, as the boundaries are kept).
 * Boundaries may be engine milliseconds or the ISO strings of a stored kundli.
 */
export function currentPeriod<T extends Instant>(dashas: Vimshottari<T>, at: Date | number): CurrentDasha<T> | null {
  const t = round(typeof at === 'number' ? at : at.getTime());
  const maha = running(dashas.mahadashas, t);
  const antar = maha && running(maha.antardashas, t);
  if (!maha || !antar) return null;
  return { maha, antar, pratyantar: (antar.pratyantardashas && running(antar.pratyantardashas, t)) ?? null };
}
