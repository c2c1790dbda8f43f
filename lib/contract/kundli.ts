import type { Chart, DeepChart, PlanetPosition } from '@/lib/astro';
import { formatDms } from '@/lib/astro/format';
import { GRAHAS, type Graha } from '@/lib/astro/zodiac';
import type { KundliRequest } from './astrology';

/**
 * The chart in the contract's shape (SPEC 3: ascendant {sign, longitude}, sunSign, moonSign,
 * planets {name: {sign, longitude}}) with the richer fields added alongside, never replacing them.
 * Longitudes are sidereal degrees, rounded to 1e-6° (0.004″).
 */
export function toKundliChart(chart: Chart) {
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  return {
    ascendant: { ...chart.ascendant, longitude: round(chart.ascendant.longitude) },
    sunSign: chart.sunSign,
    moonSign: chart.moonSign,
    sunSignTropical: chart.sunSignTropical,
    planets: Object.fromEntries(GRAHAS.map((g) => [g, { ...chart.planets[g], longitude: round(chart.planets[g].longitude) }])) as Record<Graha, PlanetPosition>,
    moonNakshatra: chart.moonNakshatra,
    panchang: chart.panchang,
    vimshottari: chart.vimshottari,
    manglik: chart.manglik,
    navamsa: chart.navamsa,
    mc: chart.mc,
    ayanamsa: chart.ayanamsa,
  };
}
export type KundliChart = ReturnType<typeof toKundliChart>;

/**
 * The kundli's chart: the fields above, unchanged, with the deeper parts added under the names the API documents
 * (docs/api.md): `vargas`, `ashtakavarga`, `yogini`, `doshas`, `yogas`, `dignities`, `transits`, `asOf`.
 * `vimshottari` is the deep one, a superset of the two-level one (the same mahadashas and antardashas, each
 * antardasha with its `pratyantardashas`, plus `cycleStart` and the `current` period at `asOf`).
 */
export function toKundliDeepChart(chart: Chart, deep: DeepChart) {
  return {
    ...toKundliChart(chart),
    vimshottari: deep.vimshottari,
    vargas: deep.vargas,
    ashtakavarga: deep.ashtakavarga,
    yogini: deep.yogini,
    doshas: deep.doshas,
    yogas: deep.yogas,
    dignities: deep.dignities,
    transits: deep.transits,
    asOf: deep.asOf,
  };
}
export type KundliDeepChart = ReturnType<typeof toKundliDeepChart>;

/** The `data` of a kundli response: the request, the birth instant (UTC) and the chart. */
export interface KundliData extends KundliRequest {
  /** The offset the chart was computed with: the one sent, else the birth place's (birthUtcOffset). */
  timezone: string;
  birthDateTime: string;
  chart: KundliDeepChart;
  _id: string;
  createdAt: string;
  updatedAt: string;
}

/** The mahadasha running at a moment, if the chart's periods cover it. */
export function runningMahadasha(chart: KundliChart, at: Date) {
  const t = at.getTime();
  return chart.vimshottari.mahadashas.find((m) => Date.parse(m.start) <= t && t < Date.parse(m.end)) ?? null;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The birth moment and place, as the result page and the PDF write them. */
export function birthLine(k: Pick<KundliData, 'day' | 'month' | 'year' | 'hours' | 'minutes' | 'seconds' | 'timezone' | 'birthPlace' | 'latitude' | 'longitude'>): string {
  return `Born ${k.day}/${k.month}/${k.year} at ${pad2(k.hours)}:${pad2(k.minutes)}:${pad2(k.seconds)} (UTC${k.timezone}) in ${k.birthPlace} (${k.latitude.toFixed(4)}, ${k.longitude.toFixed(4)})`;
}

/** The planet table's columns; each row of `planetRows` follows them (the first cell names the row). */
export const PLANET_COLUMNS = ['Graha', 'Sign', 'Degree', 'Nakshatra (pada)', 'House', 'Navamsa', 'Motion'] as const;

/** The Lagna and the nine grahas, one row each, in the page's and the PDF's words. */
export function planetRows(chart: KundliChart): string[][] {
  return [
    ['Lagna', chart.ascendant.sign, formatDms(chart.ascendant.degreeInSign), `${chart.ascendant.nakshatra} (${chart.ascendant.pada})`, '1', chart.navamsa.Ascendant ?? '—', '—'],
    ...GRAHAS.map((g) => {
      const p = chart.planets[g]!;
      return [g, p.sign, formatDms(p.degreeInSign), `${p.nakshatra} (${p.pada})`, String(p.house), chart.navamsa[g] ?? '—', p.retrograde ? 'Retrograde' : 'Direct'];
    }),
  ];
}
