import { GRAHA_ABBREVIATIONS } from './format';
import { GRAHAS } from './zodiac';
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
