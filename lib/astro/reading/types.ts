// What the reading takes and gives. The input is a subset of what the engine's parts return (computeChart,
// computeDignities, currentPeriod, findYogas, computeManglikDosha, computeKaalSarp, computeSadeSati,
// transitsAgainst), so either those results or a deep chart assembled from them plugs in as it is.

import type { DashaPeriod, Instant } from '../dasha';
import type { GrahaDignity } from '../dignity';
import type { KaalSarp, ManglikDosha, SadeSati } from '../doshas';
import type { GrahaTransit, SaturnPhase } from '../transits';
import type { Yoga } from '../yogas';
import type { Graha } from '../zodiac';

export interface ReadingInput {
  ascendant: { longitude: number; signIndex: number };
  planets: Readonly<Record<Graha, { longitude: number; signIndex: number; retrograde: boolean }>>;
  dignities: Readonly<Record<Graha, Pick<GrahaDignity, 'dignity' | 'combust' | 'war'>>>;
  /** The maha and antar dasha running now (currentPeriod); null or absent outside the dashas. Boundaries as the
   * engine keeps them (epoch milliseconds) or as a stored kundli has them (ISO strings). */
  dasha?: { maha: DashaPeriod<Instant>; antar: DashaPeriod<Instant> } | null;
  yogas: readonly Pick<Yoga, 'key' | 'name' | 'source' | 'rule' | 'planets' | 'cancellations'>[];
  doshas: {
    manglik: Pick<ManglikDosha, 'present' | 'fromLagna' | 'fromMoon' | 'fromVenus' | 'marsHouseFromLagna' | 'marsHouseFromMoon' | 'marsHouseFromVenus' | 'cancellations'>;
    kaalSarp: Pick<KaalSarp, 'present' | 'type' | 'partial' | 'rahuHouse'>;
    sadeSati?: Pick<SadeSati, 'active' | 'current' | 'next' | 'past'>;
  };
  /** Today's transits against the natal Moon and Lagna (transitsAgainst); absent when not asked for. */
  transits?: { at: string; grahas: Readonly<Record<Graha, Pick<GrahaTransit, 'sign' | 'houseFromMoon' | 'houseFromLagna' | 'favourable' | 'retrograde'>>>; saturn: SaturnPhase } | null;
}

export interface ReadingBasis {
  /** The positions the paragraph rests on, e.g. "Mars in Aries, 7th house". */
  positions: string[];
  /** The rule's source, e.g. "Brihat Parashara Hora Shastra, ch. 24", or "general tradition". */
  source: string;
}

export interface ReadingParagraph {
  /** Stable key inside its section ("Mars", "lord-7", "manglik"), so a page or test can find a paragraph. */
  key: string;
  text: string;
  basis: ReadingBasis;
}

export type ReadingSectionKey = 'lagna-moon' | 'planets' | 'house-lords' | 'dasha' | 'yogas' | 'doshas' | 'transits' | 'closing';

export interface ReadingSection {
  key: ReadingSectionKey;
  title: string;
  paragraphs: ReadingParagraph[];
}

export interface Reading {
  sections: ReadingSection[];
}
