// The deep kundli: everything the engine computes about a birth chart beyond the positions, in one call, as
// the kundli API stores it. Each part comes from its own module (and cites its own source there); this file
// only assembles them and splits what depends on the birth alone from what depends on today's date.

import { computeAshtakavarga, type Ashtakavarga } from './ashtakavarga';
import { computeChart, type Chart, type ChartOptions } from './chart';
import { computeVimshottari, currentPeriod, DASHA_YEAR_DAYS, type Instant, type Millis, type Vimshottari } from './dasha';
import { computeDignities, type GrahaDignity } from './dignity';
import { computeKaalSarp, computeManglikDosha, computeSadeSati, type KaalSarp, type ManglikDosha, type SadeSatiPeriod } from './doshas';
import type { BirthMoment } from './time';
import { transitsAgainst, type TransitsAgainst } from './transits';
import { computeVargas, type VargaCharts } from './vargas';
import { findYogas, type Yoga } from './yogas';
import { computeYogini, type YoginiDasha } from './yogini';
import { grahaRecord, GRAHAS, type Graha } from './zodiac';

export interface DeepChartOptions extends ChartOptions {
  /** Days per dasha year for Vimshottari and Yogini: DASHA_YEAR_DAYS (365.25, default) or MEAN_SIDEREAL_YEAR_DAYS. */
  yearDays?: number;
}

/** Where `asOf` falls in the Vimshottari: indices into mahadashas, their antardashas and pratyantardashas. */
export interface CurrentDashaMark {
  maha: number;
  antar: number;
  pratyantar: number;
  /** The three lords, maha first. */
  lords: [Graha, Graha, Graha];
}

/**
 * Vimshottari to three levels, with the period running at `asOf` marked (null before birth or after 120 years).
 * Boundaries are epoch milliseconds in the engine, ISO strings in the response (lib/contract/kundli.ts).
 */
export type DeepVimshottari<T extends Instant = Millis> = Vimshottari<T> & { current: CurrentDashaMark | null };

/** A Sade Sati period with where it lies from `asOf`. */
export type DatedSadeSatiPeriod = SadeSatiPeriod & { relation: 'past' | 'current' | 'next' };

export interface DeepSadeSati {
  /** Whether Saturn is in the 12th, 1st or 2nd sign from the natal Moon at `asOf`. */
  active: boolean;
  /** The last whole period before `asOf`, the one running (if any) and the next, in time order. */
  periods: DatedSadeSatiPeriod[];
}

export interface DeepDoshas {
  manglik: ManglikDosha;
  kaalSarp: KaalSarp;
  sadeSati: DeepSadeSati;
}

/** The parts that depend on the birth alone. */
export interface NatalDepth {
  vargas: VargaCharts;
  ashtakavarga: Ashtakavarga;
  yogini: YoginiDasha;
  yogas: Yoga[];
  dignities: Record<Graha, GrahaDignity>;
}

/** The parts that depend on the date they are read at (`asOf`). */
export interface TimelyDepth {
  /** ISO 8601 UTC instant the current dasha, Sade Sati's past/current/next and the transits are counted from. */
  asOf: string;
  vimshottari: DeepVimshottari;
  doshas: DeepDoshas;
  transits: TransitsAgainst;
}

export type DeepChart = NatalDepth & TimelyDepth;

/** The natal facts the date-dependent parts read: the Moon's and the Lagna's signs. */
export interface TimelyInput {
  ascendant: { signIndex: number };
  planets: Readonly<Record<'Moon', { signIndex: number }>>;
}

/** Indices and lords of the maha, antar and pratyantar dasha running at `at`; null outside the 120 years. */
export function currentDashaMark(v: Vimshottari<Instant>, at: Date): CurrentDashaMark | null {
  const c = currentPeriod(v, at);
  if (!c || !c.pratyantar) return null;
  const maha = v.mahadashas.indexOf(c.maha);
  const antar = c.maha.antardashas.indexOf(c.antar);
  const pratyantar = c.antar.pratyantardashas!.indexOf(c.pratyantar);
  return { maha, antar, pratyantar, lords: [c.maha.lord, c.antar.lord, c.pratyantar.lord] };
}

function sadeSatiAround(moonSign: number, at: Date): DeepSadeSati {
  const s = computeSadeSati(moonSign, at);
  const periods: DatedSadeSatiPeriod[] = [];
  // Each period's fields written out (an object spread here cost more than finding the periods).
  const add = (p: SadeSatiPeriod | null, relation: DatedSadeSatiPeriod['relation']) => p && periods.push({ start: p.start, end: p.end, phases: p.phases, relation });
  add(s.past, 'past');
  add(s.current, 'current');
  add(s.next, 'next');
  return { active: s.active, periods };
}

/**
 * The date-dependent parts counted at `asOf`: the running period of a (three-level) Vimshottari, the Sade Sati
 * periods around the date and the transits. A stored chart is refreshed with this on a later day: it needs only
 * the natal Moon's and Lagna's signs and the stored dashas (ISO strings, as stored), not the birth positions again.
 */
export function timelyDepth<T extends Instant>(natal: TimelyInput, vimshottari: Vimshottari<T>, asOf: Date): Omit<TimelyDepth, 'doshas' | 'vimshottari'> & { vimshottari: DeepVimshottari<T>; sadeSati: DeepSadeSati } {
  const transits = transitsAgainst(natal, asOf);
  return {
    asOf: transits.at, // asOf in ISO 8601, written once a date
    vimshottari: { ...vimshottari, current: currentDashaMark(vimshottari, asOf) },
    sadeSati: sadeSatiAround(natal.planets.Moon.signIndex, asOf),
    transits,
  };
}

/** Every deeper part of a computed chart, counted at `asOf` where the date matters. */
export function deepenChart(chart: Chart, asOf: Date, options: Pick<DeepChartOptions, 'yearDays'> = {}): DeepChart {
  const yearDays = options.yearDays ?? DASHA_YEAR_DAYS;
  const vargas = computeVargas(grahaRecord(GRAHAS.map((g) => chart.planets[g].longitude)), chart.ascendant.longitude);
  const d1 = vargas.D1;
  const birthMs = Date.parse(chart.utc);
  // The chart's own Vimshottari when it already has three levels of the same year (computeDeepChart asks for it):
  // laying out its ~800 periods again would double the dasha work.
  const own = chart.vimshottari;
  const threeLevels = own.yearDays === yearDays && own.mahadashas[0]?.antardashas[0] && 'pratyantardashas' in own.mahadashas[0].antardashas[0] ? own : computeVimshottari(chart.planets.Moon.longitude, birthMs, { yearDays, levels: 3 });
  const timely = timelyDepth(chart, threeLevels, asOf);
  return {
    vargas,
    ashtakavarga: computeAshtakavarga(d1),
    yogini: computeYogini(chart.planets.Moon.longitude, birthMs, { yearDays }),
    yogas: findYogas(chart),
    dignities: computeDignities(chart),
    asOf: timely.asOf,
    vimshottari: timely.vimshottari,
    doshas: { manglik: computeManglikDosha(chart), kaalSarp: computeKaalSarp(chart), sadeSati: timely.sadeSati },
    transits: timely.transits,
  };
}

/** The chart of a birth moment and place (computeChart) with every deeper part, counted at `asOf`. */
export function computeDeepChart(m: BirthMoment, options: DeepChartOptions, asOf: Date): { chart: Chart; deep: DeepChart } {
  const chart = computeChart(m, { ayanamsa: options.ayanamsa, vimshottari: { yearDays: options.yearDays ?? DASHA_YEAR_DAYS, levels: 3 } });
  return { chart, deep: deepenChart(chart, asOf, options) };
}
