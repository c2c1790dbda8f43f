// The reading's input taken from a deep chart as the kundli keeps it: the engine's (boundaries in epoch
// milliseconds) or a stored one read back (ISO strings). The reading is written from these facts each time the
// chart is shown, so it follows the date-dependent parts (current dasha, Sade Sati, transits) as they are refreshed.

import type { DisplayLanguage } from '../format';
import type { DeepSadeSati, DeepVimshottari } from '../deep-chart';
import type { Instant } from '../dasha';
import { readChartIn } from './read-chart';
import type { Reading, ReadingInput } from './types';

/** The fields of a deep chart the reading rests on, in either boundary form. */
export interface ReadableDeepChart extends Pick<ReadingInput, 'ascendant' | 'planets' | 'dignities' | 'yogas' | 'transits'> {
  vimshottari: Pick<DeepVimshottari<Instant>, 'mahadashas' | 'current'>;
  doshas: Pick<ReadingInput['doshas'], 'manglik' | 'kaalSarp'> & { sadeSati: DeepSadeSati };
}

function sadeSatiAsRead(s: DeepSadeSati): NonNullable<ReadingInput['doshas']['sadeSati']> {
  const at = (relation: DeepSadeSati['periods'][number]['relation']) => s.periods.find((p) => p.relation === relation) ?? null;
  return { active: s.active, past: at('past'), current: at('current'), next: at('next') };
}

/** The reading's input from a deep chart: the running maha and antar come from the chart's own `current` mark. */
export function readingInputFromDeepChart(chart: ReadableDeepChart): ReadingInput {
  const mark = chart.vimshottari.current;
  const maha = mark ? chart.vimshottari.mahadashas[mark.maha] : undefined;
  const antar = mark && maha ? maha.antardashas[mark.antar] : undefined;
  return {
    ascendant: chart.ascendant,
    planets: chart.planets,
    dignities: chart.dignities,
    dasha: maha && antar ? { maha, antar } : null,
    yogas: chart.yogas,
    doshas: { manglik: chart.doshas.manglik, kaalSarp: chart.doshas.kaalSarp, sadeSati: sadeSatiAsRead(chart.doshas.sadeSati) },
    transits: chart.transits,
  };
}

/**
 * A deep chart with its reading added (`reading`). The kundli writes it when the chart is answered, not when it is
 * stored: it rests on the date-dependent parts, which a stored chart has refreshed when read.
 */
export function withReading<C extends ReadableDeepChart>(chart: C, lang: DisplayLanguage = 'en'): C & { reading: Reading } {
  return { ...chart, reading: readChartIn(readingInputFromDeepChart(chart), lang) };
}
