// Sade Sati: the 7½ years while transiting Saturn passes the 12th, 1st and 2nd signs from the natal Moon (the
// rising, peak and setting phases). Source: Phaladeepika ch. 26 (Gochara), where Saturn's transit of the 12th,
// 1st and 2nd from the Moon is named the hardest; the name "Sade Sati" is popular usage.
//
// How periods are reported. Saturn's retrograde loops can carry it back over a sign boundary. A period runs
// from Saturn's first entry into the 12th sign from the Moon to its last exit from the 2nd; a stretch outside
// the three signs shorter than INTERRUPTION_MAX_DAYS (a retrograde loop) does not end the period. Each phase lists
// every stretch ("spans") Saturn spends in its sign, so an interrupted phase shows as two or three spans; the
// phase's start is its first entry and its end its last exit. Every entry instant is a root of Saturn's sidereal
// longitude minus the sign boundary, found by bisection to one second.

import { lahiriAyanamsaMean } from '../ayanamsa';
import { computeBodyPosition } from '../ephemeris';
import { precessionMatrix } from '../frames';
import { SUPPORTED_RANGE } from '../chart';
import { deltaTSeconds, julianDayUt } from '../time';
import { normalizeDegrees } from '../zodiac';

const DAY_MS = 86_400_000;
/** Above Saturn's greatest geocentric speed (about 0.13°/day), so a step never jumps a boundary crossing. */
const SATURN_MAX_SPEED = 0.15;
/** A retrograde loop lasts under a year; a longer absence ends a period. */
export const INTERRUPTION_MAX_DAYS = 400;
/** How far around the given date ingresses are searched: a Saturn cycle (29.5 years) plus a whole period (up to
 * 9 years) plus margin each way, so the past and next periods are complete. */
const SEARCH_YEARS = 42;

/** Saturn's sidereal (Lahiri, mean) longitude at a UTC instant. */
export function saturnSiderealLongitude(ms: number): number {
  const jdUt = julianDayUt(ms);
  const jdTt = jdUt + deltaTSeconds(jdUt) / 86400;
  const p = precessionMatrix(jdTt);
  return normalizeDegrees(computeBodyPosition('Saturn', jdTt, p).lon - lahiriAyanamsaMean(jdTt, p));
}

export interface SignIngress {
  /** ISO 8601 UTC, to the second. */
  at: string;
  /** The sign Saturn enters (0 = Aries). */
  sign: number;
  /** Entered moving backwards (a retrograde re-entry). */
  retrograde: boolean;
}

/** Every sign change of Saturn between two UTC instants, in order. */
export function saturnIngresses(fromMs: number, toMs: number): SignIngress[] {
  const out: SignIngress[] = [];
  let t = fromMs;
  let lon = saturnSiderealLongitude(t);
  while (t < toMs) {
    // Distance to the nearer boundary of the current sign bounds how far Saturn can go before crossing it.
    const inSign = lon % 30;
    const margin = Math.min(inSign, 30 - inSign);
    const step = Math.max(DAY_MS / 4, (margin / SATURN_MAX_SPEED) * DAY_MS);
    const t2 = Math.min(toMs, t + step);
    const lon2 = saturnSiderealLongitude(t2);
    const s1 = Math.floor(lon / 30);
    const s2 = Math.floor(lon2 / 30);
    if (s1 !== s2) {
      let a = t;
      let b = t2;
      while (b - a > 1000) {
        const m = (a + b) / 2;
        if (Math.floor(saturnSiderealLongitude(m) / 30) === s1) a = m;
        else b = m;
      }
      const forward = (s2 - s1 + 12) % 12 === 1;
      out.push({ at: new Date(Math.round(b / 1000) * 1000).toISOString(), sign: s2, retrograde: !forward });
    }
    t = t2;
    lon = lon2;
  }
  return out;
}

export interface TimeSpan {
  start: string;
  end: string;
}

export interface SadeSatiPhase {
  name: 'rising' | 'peak' | 'setting';
  /** The 12th, 1st or 2nd sign from the natal Moon. */
  sign: number;
  start: string;
  end: string;
  /** Each stretch Saturn spends in the sign; more than one when a retrograde loop interrupts the phase. */
  spans: TimeSpan[];
}

export interface SadeSatiPeriod {
  start: string;
  end: string;
  phases: SadeSatiPhase[];
}

export interface SadeSati {
  moonSign: number;
  /** Whether Saturn is in the 12th, 1st or 2nd from the Moon at the date. */
  active: boolean;
  past: SadeSatiPeriod | null;
  current: SadeSatiPeriod | null;
  next: SadeSatiPeriod | null;
  /** Past, current and next, those that exist, in time order. */
  periods: SadeSatiPeriod[];
}

interface Stay {
  sign: number;
  start: number;
  end: number;
  /** Starts where the search window (or the supported range) starts: Saturn may have entered earlier. */
  cut?: boolean;
}

/**
 * Saturn's stays in each sign over the search window around a UTC day; the first and last are cut by the window.
 * They depend on the date alone, not on the chart, so the last few windows are kept: every kundli made on one day
 * shares one root-finding pass (about a hundred ingresses over 84 years).
 */
function saturnStays(dayMs: number): Stay[] {
  const key = dayMs;
  const hit = STAYS_CACHE.get(key);
  if (hit) return hit;
  const minMs = Date.parse(SUPPORTED_RANGE.from);
  const maxMs = Date.parse(SUPPORTED_RANGE.to);
  const from = Math.max(minMs, dayMs - SEARCH_YEARS * 365.25 * DAY_MS);
  const to = Math.min(maxMs, dayMs + SEARCH_YEARS * 365.25 * DAY_MS);
  const stays: Stay[] = [];
  let sign = Math.floor(saturnSiderealLongitude(from) / 30);
  let start = from;
  for (const g of saturnIngresses(from, to)) {
    const t = Date.parse(g.at);
    stays.push({ sign, start, end: t, cut: start === from });
    sign = g.sign;
    start = t;
  }
  stays.push({ sign, start, end: to, cut: true });
  if (STAYS_CACHE.size >= STAYS_CACHE_SIZE) STAYS_CACHE.delete(STAYS_CACHE.keys().next().value!);
  STAYS_CACHE.set(key, stays);
  return stays;
}
const STAYS_CACHE = new Map<number, Stay[]>();
const STAYS_CACHE_SIZE = 4;

type DatedPeriod = SadeSatiPeriod & { s: number; e: number };

/**
 * Every whole Sade Sati period for a Moon sign within the search window of a UTC day. Like the stays, they depend
 * on the day and the Moon sign alone (twelve lists a day), so the last ones are kept.
 */
function wholePeriods(dayMs: number, moonSign: number): { stays: Stay[]; periods: DatedPeriod[] } {
  const key = dayMs * 12 + moonSign;
  const hit = PERIODS_CACHE.get(key);
  if (hit) return hit;
  const stays = saturnStays(dayMs);

  const phaseSigns = [(moonSign + 11) % 12, moonSign, (moonSign + 1) % 12];
  // Runs of stays in the three signs, each closed by a long stay outside them. A run still open at the end of
  // the window is incomplete and dropped.
  const runs: Stay[][] = [];
  let run: Stay[] = [];
  for (const s of stays) {
    if (phaseSigns.includes(s.sign)) {
      run.push(s);
    } else if (run.length && s.end - s.start >= INTERRUPTION_MAX_DAYS * DAY_MS) {
      runs.push(run);
      run = [];
    }
  }

  const iso = (ms: number) => new Date(ms).toISOString();
  const periods: DatedPeriod[] = [];
  for (const r of runs) {
    const s = r[0]!.start;
    const e = r[r.length - 1]!.end;
    // A period cut by the search window (or the supported range) is incomplete: leave it out. A whole period
    // starts in the 12th sign from the Moon and ends leaving the 2nd.
    if (r[0]!.cut || r[0]!.sign !== phaseSigns[0] || r[r.length - 1]!.sign !== phaseSigns[2]) continue;
    const phases = (['rising', 'peak', 'setting'] as const).map((name, i) => {
      const spans = r.filter((x) => x.sign === phaseSigns[i]);
      return { name, sign: phaseSigns[i]!, start: iso(spans[0]!.start), end: iso(spans[spans.length - 1]!.end), spans: spans.map((x) => ({ start: iso(x.start), end: iso(x.end) })) };
    });
    periods.push({ start: iso(s), end: iso(e), phases, s, e });
  }
  if (PERIODS_CACHE.size >= 12 * STAYS_CACHE_SIZE) PERIODS_CACHE.delete(PERIODS_CACHE.keys().next().value!);
  const out = { stays, periods };
  PERIODS_CACHE.set(key, out);
  return out;
}
const PERIODS_CACHE = new Map<number, { stays: Stay[]; periods: DatedPeriod[] }>();

/** Sade Sati periods around a date for a natal Moon sign (0 = Aries). */
export function computeSadeSati(moonSign: number, at: Date | number): SadeSati {
  const atMs = typeof at === 'number' ? at : at.getTime();
  // The window is anchored to the UTC day of the date (42 years either side is far wider than any period).
  const { stays, periods } = wholePeriods(Math.floor(atMs / DAY_MS) * DAY_MS, moonSign);
  const phaseSigns = [(moonSign + 11) % 12, moonSign, (moonSign + 1) % 12];
  const strip = (p: DatedPeriod | undefined): SadeSatiPeriod | null => (p ? { start: p.start, end: p.end, phases: p.phases } : null);
  const current = periods.find((p) => p.s <= atMs && atMs < p.e);
  const past = [...periods].reverse().find((p) => p.e <= atMs);
  const next = periods.find((p) => p.s > atMs);
  const saturnSign = stays.find((x) => x.start <= atMs && atMs < x.end)?.sign ?? Math.floor(saturnSiderealLongitude(atMs) / 30);
  return {
    moonSign,
    active: phaseSigns.includes(saturnSign),
    past: strip(past),
    current: strip(current),
    next: strip(next),
    periods: [past, current, next].filter((p) => p !== undefined).map((p) => strip(p)!),
  };
}
