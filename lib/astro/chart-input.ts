import { GRAHA_ABBREVIATIONS, GRAHA_ABBREVIATIONS_HI, type DisplayLanguage } from './format';
import { GRAHAS, SIGNS } from './zodiac';
import type { ChartDiagramInput } from './chart-layout';

interface ChartLike {
  ascendant: { signIndex: number };
  planets: Record<string, { signIndex: number; retrograde?: boolean }>;
}

/** The diagram input of a chart (rashi chart: each graha in its sign), labelled in a language (Su / सू). */
export function diagramInput(chart: ChartLike, lang: DisplayLanguage = 'en'): ChartDiagramInput {
  const labels = lang === 'hi' ? GRAHA_ABBREVIATIONS_HI : GRAHA_ABBREVIATIONS;
  return {
    ascendantSignIndex: chart.ascendant.signIndex,
    bodies: GRAHAS.map((g) => ({
      name: g,
      label: labels[g]!,
      signIndex: chart.planets[g]!.signIndex,
      // Rahu and Ketu always move backwards; marking them adds nothing.
      retrograde: g !== 'Rahu' && g !== 'Ketu' && Boolean(chart.planets[g]!.retrograde),
    })),
  };
}

/** The navamsa (D9) chart's diagram input: each graha and the Lagna in its navamsa sign. */
export function navamsaDiagramInput(chart: ChartLike & { navamsa: Record<string, string> }): ChartDiagramInput {
  const signOf = (name: string) => SIGNS.indexOf(chart.navamsa[name] as (typeof SIGNS)[number]);
  const rashi = diagramInput(chart);
  return { ascendantSignIndex: signOf('Ascendant'), bodies: rashi.bodies.map((b) => ({ ...b, signIndex: signOf(b.name) })) };
}

/**
 * A divisional chart's diagram input: each graha and the Lagna in its sign of that varga (a deep chart's
 * `vargas[key]`, signs as indices). Retrograde marks stay those of the birth chart.
 */
export function vargaDiagramInput(chart: ChartLike, varga: Readonly<Record<string, number>>, lang: DisplayLanguage = 'en'): ChartDiagramInput {
  const rashi = diagramInput(chart, lang);
  return { ascendantSignIndex: varga.Ascendant!, bodies: rashi.bodies.map((b) => ({ ...b, signIndex: varga[b.name]! })) };
}
