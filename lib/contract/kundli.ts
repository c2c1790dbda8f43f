import type { Chart, PlanetPosition } from '@/lib/astro';
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

/** The `data` of a kundli response: the request, the birth instant (UTC) and the chart. */
export interface KundliData extends KundliRequest {
  /** The offset the chart was computed with: the one sent, else the birth place's (birthUtcOffset). */
  timezone: string;
  birthDateTime: string;
  chart: KundliChart;
  _id: string;
  createdAt: string;
  updatedAt: string;
}

/** The mahadasha running at a moment, if the chart's periods cover it. */
export function runningMahadasha(chart: KundliChart, at: Date) {
  const t = at.getTime();
  return chart.vimshottari.mahadashas.find((m) => Date.parse(m.start) <= t && t < Date.parse(m.end)) ?? null;
}
