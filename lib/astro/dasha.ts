// Vimshottari dasha (120-year cycle) from the Moon's sidereal longitude at birth.
// The first mahadasha is the lord of the Moon's nakshatra with the unelapsed part of its years
// (balance = (1 − elapsed fraction) × years); the others follow in the fixed order. Antardashas of a
// mahadasha of Y years last Y × (lord years) / 120, starting with the mahadasha lord; those of the first
// (partial) mahadasha are laid out over its full length and clipped at birth. Years are 365.25 days.

import { NAKSHATRA_LORDS, NAKSHATRA_SPAN, normalizeDegrees, VIMSHOTTARI_YEARS, type Graha } from './zodiac';

// Local aliases: a global `Math` lookup per call is slow in hot loops (notably inside VM sandboxes).
const { floor, min, round } = Math;

export const DASHA_YEAR_DAYS = 365.25;
const MS_PER_YEAR = DASHA_YEAR_DAYS * 86_400_000;
const TOTAL_YEARS = 120;

export interface DashaPeriod {
  lord: Graha;
  /** ISO 8601 UTC instant. */
  start: string;
  /** ISO 8601 UTC instant (equal to the next period's start). */
  end: string;
}

export interface Mahadasha extends DashaPeriod {
  /** Length of this (possibly partial) mahadasha in years of 365.25 days. */
  years: number;
  antardashas: DashaPeriod[];
}

export interface Vimshottari {
  startLord: Graha;
  /** Unelapsed years of the first mahadasha at birth. */
  balanceYears: number;
  /** Elapsed fraction of the Moon's nakshatra at birth. */
  elapsedFraction: number;
  yearDays: number;
  mahadashas: Mahadasha[];
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** ISO 8601 UTC string of an instant (ms since 1970, rounded to the millisecond); faster than Date. */
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
  const y = year < 1000 ? String(year).padStart(4, '0') : String(year);
  return `${y}-${pad2(month)}-${pad2(day)}T${pad2(h)}:${pad2(mi)}:${pad2(s)}.${milli < 10 ? `00${milli}` : milli < 100 ? `0${milli}` : milli}Z`;
}

/** Order of the lords starting from a given one. */
/** The nine lords in dasha order from each lord, computed once (every chart walks ten of them). */
const SEQUENCES = new Map<Graha, readonly Graha[]>(
  NAKSHATRA_LORDS.map((lord, i) => [lord, Array.from({ length: 9 }, (_, k) => NAKSHATRA_LORDS[(i + k) % 9]!)]),
);

export function dashaSequence(first: Graha): Graha[] {
  return [...SEQUENCES.get(first)!];
}

function antardashas(lord: Graha, fullStartMs: number, start: string, startMs: number, end: string, endMs: number): DashaPeriod[] {
  const fullYears = VIMSHOTTARI_YEARS[lord];
  const out: DashaPeriod[] = [];
  let cumulative = 0;
  let previousEnd = start;
  const seq = SEQUENCES.get(lord)!;
  seq.forEach((sub, k) => {
    cumulative += (fullYears * VIMSHOTTARI_YEARS[sub]) / TOTAL_YEARS;
    const last = k === seq.length - 1;
    const stopMs = last ? endMs : fullStartMs + cumulative * MS_PER_YEAR;
    if (stopMs <= startMs) return;
    // Each period starts exactly where the previous one (or the clipped mahadasha) ends.
    const stop = last ? end : isoFromMillis(stopMs);
    out.push({ lord: sub, start: previousEnd, end: stop });
    previousEnd = stop;
  });
  return out;
}

/** Vimshottari from the Moon's sidereal longitude (degrees) and the birth instant. */
export function computeVimshottari(moonLongitude: number, birth: Date | number): Vimshottari {
  const birthMs = typeof birth === 'number' ? birth : birth.getTime();
  const lon = normalizeDegrees(moonLongitude);
  const nak = min(26, floor(lon / NAKSHATRA_SPAN));
  const elapsedFraction = (lon - nak * NAKSHATRA_SPAN) / NAKSHATRA_SPAN;
  const startLord = NAKSHATRA_LORDS[nak % 9]!;
  const balanceYears = (1 - elapsedFraction) * VIMSHOTTARI_YEARS[startLord];

  const mahadashas: Mahadasha[] = [];
  let cumulativeYears = 0; // years after birth
  let startMs = birthMs;
  let start = isoFromMillis(birthMs);
  for (const lord of SEQUENCES.get(startLord)!) {
    const years = mahadashas.length === 0 ? balanceYears : VIMSHOTTARI_YEARS[lord];
    cumulativeYears += years;
    const endMs = birthMs + cumulativeYears * MS_PER_YEAR;
    const end = isoFromMillis(endMs);
    const fullStartMs = endMs - VIMSHOTTARI_YEARS[lord] * MS_PER_YEAR;
    mahadashas.push({ lord, start, end, years, antardashas: antardashas(lord, fullStartMs, start, startMs, end, endMs) });
    start = end;
    startMs = endMs;
  }
  return { startLord, balanceYears, elapsedFraction, yearDays: DASHA_YEAR_DAYS, mahadashas };
}
