import type { Chart, DeepChart, PlanetPosition, Reading, YoginiDasha, YoginiName, YoginiPeriod } from '@/lib/astro';
import { isoFromMillis, mapPratyantardashas, type Antardasha, type DashaPeriod, type Vimshottari } from '@/lib/astro/dasha';
import { formatDms } from '@/lib/astro/format';
import { mapYoginiAntardashas } from '@/lib/astro/yogini';
import { GRAHAS, type Graha } from '@/lib/astro/zodiac';
import type { KundliRequest } from './astrology';

const iso = isoFromMillis;

const isoPeriod = (lord: Graha, start: number, end: number): DashaPeriod<string> => ({ lord, start: iso(start), end: iso(end) });

function isoAntardasha(a: Antardasha): Antardasha<string> {
  const pratyantardashas = mapPratyantardashas(a, isoPeriod);
  return pratyantardashas ? { lord: a.lord, start: iso(a.start), end: iso(a.end), pratyantardashas } : isoPeriod(a.lord, a.start, a.end);
}

/**
 * A Vimshottari (two or three levels) with its boundaries as ISO 8601 strings, the response's and the stored rows'
 * form (same keys in the same order as before). The engine keeps them as epoch milliseconds (`Millis`): writing
 * them is most of a deep kundli's cost, so it is done once, here.
 */
export function isoVimshottari(v: Vimshottari): Vimshottari<string> {
  return {
    startLord: v.startLord,
    balanceYears: v.balanceYears,
    elapsedFraction: v.elapsedFraction,
    yearDays: v.yearDays,
    cycleStart: iso(v.cycleStart),
    mahadashas: v.mahadashas.map((m) => ({ lord: m.lord, start: iso(m.start), end: iso(m.end), years: m.years, antardashas: m.antardashas.map(isoAntardasha) })),
  };
}

const isoYoginiPeriod = (yogini: YoginiName, lord: Graha, start: number, end: number): YoginiPeriod<string> => ({ yogini, lord, start: iso(start), end: iso(end) });

/** The Yogini dasha with its boundaries as ISO 8601 strings (same keys in the same order as before). */
export function isoYogini(y: YoginiDasha): YoginiDasha<string> {
  return {
    startYogini: y.startYogini,
    elapsedFraction: y.elapsedFraction,
    balanceYears: y.balanceYears,
    yearDays: y.yearDays,
    cycleStart: iso(y.cycleStart),
    mahadashas: y.mahadashas.map((m) => ({ yogini: m.yogini, lord: m.lord, years: m.years, start: iso(m.start), end: iso(m.end), antardashas: mapYoginiAntardashas(m, isoYoginiPeriod) })),
  };
}

/** The chart's fields in the contract's shape, without its Vimshottari (written once by each caller). */
function chartFields(chart: Chart) {
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  return {
    ascendant: { ...chart.ascendant, longitude: round(chart.ascendant.longitude) },
    sunSign: chart.sunSign,
    moonSign: chart.moonSign,
    sunSignTropical: chart.sunSignTropical,
    planets: Object.fromEntries(GRAHAS.map((g) => [g, { ...chart.planets[g], longitude: round(chart.planets[g].longitude) }])) as Record<Graha, PlanetPosition>,
    moonNakshatra: chart.moonNakshatra,
    panchang: chart.panchang,
    manglik: chart.manglik,
    navamsa: chart.navamsa,
    mc: chart.mc,
    ayanamsa: chart.ayanamsa,
  };
}

/**
 * The chart in the contract's shape (SPEC 3: ascendant {sign, longitude}, sunSign, moonSign,
 * planets {name: {sign, longitude}}) with the richer fields added alongside, never replacing them.
 * Longitudes are sidereal degrees, rounded to 1e-6° (0.004″).
 */
export function toKundliChart(chart: Chart) {
  const { manglik, navamsa, mc, ayanamsa, ...first } = chartFields(chart);
  // The response's key order, as before: vimshottari between panchang and manglik.
  return { ...first, vimshottari: isoVimshottari(chart.vimshottari), manglik, navamsa, mc, ayanamsa };
}
export type KundliChart = ReturnType<typeof toKundliChart>;

/**
 * The kundli's chart: the fields above, unchanged, with the deeper parts added under the names the API documents
 * (docs/api.md): `vargas`, `ashtakavarga`, `yogini`, `doshas`, `yogas`, `dignities`, `transits`, `asOf`.
 * `vimshottari` is the deep one, a superset of the two-level one (the same mahadashas and antardashas, each
 * antardasha with its `pratyantardashas`, plus `cycleStart` and the `current` period at `asOf`).
 * Period boundaries become ISO strings here, and only here; the chart's own (same) Vimshottari is not written twice.
 */
export function toKundliDeepChart(chart: Chart, deep: DeepChart) {
  const { manglik, navamsa, mc, ayanamsa, ...first } = chartFields(chart);
  return {
    ...first,
    vimshottari: { ...isoVimshottari(deep.vimshottari), current: deep.vimshottari.current },
    manglik,
    navamsa,
    mc,
    ayanamsa,
    vargas: deep.vargas,
    ashtakavarga: deep.ashtakavarga,
    yogini: isoYogini(deep.yogini),
    doshas: deep.doshas,
    yogas: deep.yogas,
    dignities: deep.dignities,
    transits: deep.transits,
    asOf: deep.asOf,
  };
}
export type KundliDeepChart = ReturnType<typeof toKundliDeepChart>;

/**
 * The chart as the API answers it: the deep chart with its written reading (`reading`, docs/api.md), added by
 * `withReading` (lib/astro/reading) when the chart is answered, never stored.
 */
export type KundliReadChart = KundliDeepChart & { reading: Reading };

/** The `data` of a kundli response: the request, the birth instant (UTC) and the chart. */
export interface KundliData extends KundliRequest {
  /** The offset the chart was computed with: the one sent, else the birth place's (birthUtcOffset). */
  timezone: string;
  birthDateTime: string;
  chart: KundliReadChart;
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

/** The birth moment and place as the result page and the PDF write them: the values of their "born" line (Kundli, Pdf catalogues). */
export function birthLineValues(k: Pick<KundliData, 'day' | 'month' | 'year' | 'hours' | 'minutes' | 'seconds' | 'timezone' | 'birthPlace' | 'latitude' | 'longitude'>) {
  return {
    date: `${k.day}/${k.month}/${k.year}`,
    time: `${pad2(k.hours)}:${pad2(k.minutes)}:${pad2(k.seconds)}`,
    timezone: k.timezone,
    place: k.birthPlace,
    latitude: k.latitude.toFixed(4),
    longitude: k.longitude.toFixed(4),
  };
}

/** The planet table's columns; each row of `planetRows` follows them (the first cell names the row). */
export const PLANET_COLUMNS = ['Graha', 'Sign', 'Degree', 'Nakshatra (pada)', 'House', 'Navamsa', 'Motion'] as const;

/** The words of the planet table that are not numbers: the engine's names in the page's language, and its own few words. */
export interface PlanetRowWords {
  lagna: string;
  retrograde: string;
  direct: string;
  sign: (english: string) => string;
  graha: (english: string) => string;
  nakshatra: (english: string) => string;
}

const same = (english: string) => english;
const ENGLISH_ROW_WORDS: PlanetRowWords = { lagna: 'Lagna', retrograde: 'Retrograde', direct: 'Direct', sign: same, graha: same, nakshatra: same };

/** The Lagna and the nine grahas, one row each, in the page's and the PDF's words (English unless `words` say otherwise). */
export function planetRows(chart: KundliChart, words: PlanetRowWords = ENGLISH_ROW_WORDS): string[][] {
  const w = words;
  const navamsa = (body: keyof KundliChart['navamsa']) => {
    const sign = chart.navamsa[body];
    return sign == null ? '—' : w.sign(sign);
  };
  return [
    [w.lagna, w.sign(chart.ascendant.sign), formatDms(chart.ascendant.degreeInSign), `${w.nakshatra(chart.ascendant.nakshatra)} (${chart.ascendant.pada})`, '1', navamsa('Ascendant'), '—'],
    ...GRAHAS.map((g) => {
      const p = chart.planets[g]!;
      return [w.graha(g), w.sign(p.sign), formatDms(p.degreeInSign), `${w.nakshatra(p.nakshatra)} (${p.pada})`, String(p.house), navamsa(g), p.retrograde ? w.retrograde : w.direct];
    }),
  ];
}
