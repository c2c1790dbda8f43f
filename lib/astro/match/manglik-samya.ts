// Mangal dosha compared between the two charts (Kuja dosha samya). Each chart's own dosha and its
// cancellations come from lib/astro/doshas (B. V. Raman's exceptions and the common pariharas); here the
// two are weighed together, as matching does: a dosha in one chart is balanced by a like dosha in the
// other, and one that is cancelled in its own chart needs no balancing.

import type { ManglikCancellation, ManglikDosha } from '../doshas';
import { MANGLIK_HOUSES } from '../manglik';
import { houseFrom, type Graha } from '../zodiac';

export interface SamyaRule {
  key: 'neither' | 'both' | 'own-cancellation' | 'partner-malefics';
  rule: string;
  source: string;
}

export interface ManglikSide {
  /** Manglik counted from the Lagna, the product's headline (as `chart.manglik.isManglik`). */
  manglik: boolean;
  marsHouseFromLagna: number;
  /** The chart's own cancellations that apply (empty when not Manglik). */
  cancellations: ManglikCancellation[];
  /** Manglik and none of its own cancellations applies. */
  uncancelled: boolean;
}

export interface ManglikSamya {
  boy: ManglikSide;
  girl: ManglikSide;
  /** True when the two charts agree (samya): no dosha is left unbalanced. */
  balanced: boolean;
  /** Every rule that applies, in the order a reader checks them. */
  rules: SamyaRule[];
  /** One calm sentence on what this means. */
  summary: string;
}

/** The chart facts the comparison reads (a subset of `Chart`). */
export interface SamyaChart {
  ascendant: { signIndex: number };
  planets: Readonly<Record<Graha, { signIndex: number }>>;
}

const SAMYA_SOURCE = 'B. V. Raman, Muhurtha (Electional Astrology), chapter on marriage: Kuja dosha in one chart is neutralised by a like dosha in the other';
const CANCEL_SOURCE = 'B. V. Raman\'s exceptions to Kuja dosha, and the common pariharas';
const MALEFIC_SOURCE = 'Common parihara (popular usage): Saturn, Rahu or Ketu in the same houses of the other chart balances Kuja dosha';

/** The malefics that, placed like Mars, are taken to balance the partner's Kuja dosha. */
const BALANCING_MALEFICS: readonly Graha[] = ['Saturn', 'Rahu', 'Ketu'];

function side(dosha: ManglikDosha): ManglikSide {
  const cancellations = dosha.isManglik ? dosha.cancellations : [];
  return { manglik: dosha.isManglik, marsHouseFromLagna: dosha.marsHouseFromLagna, cancellations, uncancelled: dosha.isManglik && cancellations.length === 0 };
}

/** Saturn, Rahu or Ketu in a Manglik house (1, 2, 4, 7, 8, 12) from the Lagna of this chart. */
export function balancingMalefics(chart: SamyaChart): Graha[] {
  return BALANCING_MALEFICS.filter((g) => MANGLIK_HOUSES.includes(houseFrom(chart.ascendant.signIndex, chart.planets[g].signIndex)));
}

/**
 * Compares the two charts' Mangal dosha. `boyDosha`/`girlDosha` are `computeManglikDosha` of each chart;
 * the charts themselves are needed only for the partner-malefics rule.
 */
export function compareManglik(boyDosha: ManglikDosha, girlDosha: ManglikDosha, boyChart: SamyaChart, girlChart: SamyaChart): ManglikSamya {
  const boy = side(boyDosha);
  const girl = side(girlDosha);
  const rules: SamyaRule[] = [];
  if (!boy.manglik && !girl.manglik) {
    rules.push({ key: 'neither', rule: 'Neither chart is Manglik, so there is nothing to balance', source: SAMYA_SOURCE });
  } else if (boy.manglik && girl.manglik) {
    rules.push({ key: 'both', rule: 'Both charts are Manglik: the two doshas balance each other (samya)', source: SAMYA_SOURCE });
  } else {
    const [one, other] = boy.manglik ? [boy, girlChart] : [girl, boyChart];
    if (one.cancellations.length > 0) {
      rules.push({ key: 'own-cancellation', rule: `The Manglik chart's own dosha is cancelled by ${one.cancellations.length === 1 ? 'one rule' : `${one.cancellations.length} rules`} in that chart`, source: CANCEL_SOURCE });
    }
    const malefics = balancingMalefics(other);
    if (malefics.length > 0) {
      rules.push({ key: 'partner-malefics', rule: `The other chart has ${malefics.join(', ')} in the 1st, 2nd, 4th, 7th, 8th or 12th house from its Lagna`, source: MALEFIC_SOURCE });
    }
  }
  const balanced = rules.length > 0;
  return { boy, girl, balanced, rules, summary: summaryOf(boy, girl, rules) };
}

function summaryOf(boy: ManglikSide, girl: ManglikSide, rules: SamyaRule[]): string {
  const keys = new Set(rules.map((r) => r.key));
  if (keys.has('neither')) return 'Neither chart has Mangal dosha from the Lagna, so it plays no part in this match.';
  if (keys.has('both')) return 'Both charts have Mangal dosha, and tradition treats two like doshas as balancing each other, so it is not held against the match.';
  const who = boy.manglik ? 'the boy\'s' : 'the girl\'s';
  if (keys.has('own-cancellation') && keys.has('partner-malefics')) return `Mangal dosha in ${who} chart is cancelled in that chart and also balanced by the other chart, so tradition does not hold it against the match.`;
  if (keys.has('own-cancellation')) return `Mangal dosha in ${who} chart is cancelled by a rule in that same chart, so tradition does not hold it against the match.`;
  if (keys.has('partner-malefics')) return `Mangal dosha in ${who} chart is balanced by Saturn, Rahu or Ketu in the other chart, a common parihara.`;
  return `Only ${who} chart has Mangal dosha and no cancellation applies. It is one factor among many; an astrologer weighs it with both full charts, and the traditional remedies are there for those who wish.`;
}
