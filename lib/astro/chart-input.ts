import { GRAHA_ABBREVIATIONS } from './format';
import { GRAHAS, SIGNS } from './zodiac';
import type { ChartDiagramInput } from './chart-layout';

interface ChartLike {
  ascendant: { signIndex: number };
  planets: Record<string, { signIndex: number; retrograde?: boolean }>;
}

/** The diagram input of a chart (rashi chart: each graha in its sign). */
export function diagramInput(chart: ChartLike): ChartDiagramInput {
  return {
    ascendantSignIndex: chart.ascendant.signIndex,
    bodies: GRAHAS.map((g) => ({
      name: g,
      label: GRAHA_ABBREVIATIONS[g]!,
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
export function vargaDiagramInput(chart: ChartLike, varga: Readonly<Record<string, number>>): ChartDiagramInput {
  const rashi = diagramInput(chart);
  return { ascendantSignIndex: varga.Ascendant!, bodies: rashi.bodies.map((b) => ({ ...b, signIndex: varga[b.name]! })) };
}
