// Mangal dosha compared between the two charts (Kuja dosha samya). Each chart's own dosha and its
// cancellations come from lib/astro/doshas (B. V. Raman's exceptions and the common pariharas); here the
// two are weighed together, as matching does: a dosha in one chart is balanced by a like dosha in the
// other, and one that is cancelled in its own chart needs no balancing.

import type { ManglikCancellation, ManglikDosha } from '../doshas';
import { HOUSE_ORDINALS_HI, type DisplayLanguage } from '../format';
import { GRAHA_NAMES_HI } from '../hindi';
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

/** Which chart has the dosha, when only one has. */
type Who = 'boy' | 'girl';

/** What the comparison says, in one language: each rule with its source, and the summaries. */
interface SamyaWords {
  neither: string;
  both: string;
  ownCancellation(count: number): string;
  partnerMalefics(malefics: readonly Graha[]): string;
  sources: Readonly<Record<SamyaRule['key'], string>>;
  summaries: {
    neither: string;
    both: string;
    ownAndPartner(who: Who): string;
    own(who: Who): string;
    partner(who: Who): string;
    unbalanced(who: Who): string;
  };
}

const SAMYA_SOURCE = 'B. V. Raman, Muhurtha (Electional Astrology), chapter on marriage: Kuja dosha in one chart is neutralised by a like dosha in the other';
const SAMYA_SOURCE_HI = 'बी. वी. रमन, मुहूर्त, विवाह का अध्याय: एक कुंडली का कुज (मंगल) दोष दूसरी कुंडली के वैसे ही दोष से शांत हो जाता है';
const WHOSE: Readonly<Record<Who, string>> = { boy: 'the boy\'s', girl: 'the girl\'s' };
const WHOSE_HI: Readonly<Record<Who, string>> = { boy: 'वर की', girl: 'कन्या की' };

/** A list as Hindi writes it: "शनि", "शनि और राहु", "पहले, दूसरे या चौथे". */
function listHi(words: readonly string[], last: 'और' | 'या'): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} ${last} ${words[words.length - 1]}`;
}

const WORDS: Readonly<Record<DisplayLanguage, SamyaWords>> = {
  en: {
    neither: 'Neither chart is Manglik, so there is nothing to balance',
    both: 'Both charts are Manglik: the two doshas balance each other (samya)',
    ownCancellation: (n) => `The Manglik chart's own dosha is cancelled by ${n === 1 ? 'one rule' : `${n} rules`} in that chart`,
    partnerMalefics: (malefics) => `The other chart has ${malefics.join(', ')} in the 1st, 2nd, 4th, 7th, 8th or 12th house from its Lagna`,
    sources: {
      neither: SAMYA_SOURCE,
      both: SAMYA_SOURCE,
      'own-cancellation': 'B. V. Raman\'s exceptions to Kuja dosha, and the common pariharas',
      'partner-malefics': 'Common parihara (popular usage): Saturn, Rahu or Ketu in the same houses of the other chart balances Kuja dosha',
    },
    summaries: {
      neither: 'Neither chart has Mangal dosha from the Lagna, so it plays no part in this match.',
      both: 'Both charts have Mangal dosha, and tradition treats two like doshas as balancing each other, so it is not held against the match.',
      ownAndPartner: (who) => `Mangal dosha in ${WHOSE[who]} chart is cancelled in that chart and also balanced by the other chart, so tradition does not hold it against the match.`,
      own: (who) => `Mangal dosha in ${WHOSE[who]} chart is cancelled by a rule in that same chart, so tradition does not hold it against the match.`,
      partner: (who) => `Mangal dosha in ${WHOSE[who]} chart is balanced by Saturn, Rahu or Ketu in the other chart, a common parihara.`,
      unbalanced: (who) => `Only ${WHOSE[who]} chart has Mangal dosha and no cancellation applies. It is one factor among many; an astrologer weighs it with both full charts, and the traditional remedies are there for those who wish.`,
    },
  },
  hi: {
    neither: 'किसी भी कुंडली में मांगलिक दोष नहीं है, इसलिए संतुलन की कोई बात ही नहीं',
    both: 'दोनों कुंडलियाँ मांगलिक हैं: दोनों के दोष एक-दूसरे को संतुलित कर देते हैं (साम्य)',
    ownCancellation: (n) => `मांगलिक कुंडली के दोष का परिहार उसी कुंडली में ${n === 1 ? 'एक नियम' : `${n} नियमों`} से हो जाता है`,
    partnerMalefics: (malefics) =>
      `दूसरी कुंडली में ${listHi(malefics.map((g) => GRAHA_NAMES_HI[g]), 'और')} उसके लग्न से ${listHi(MANGLIK_HOUSES.map((h) => HOUSE_ORDINALS_HI[h - 1]!), 'या')} भाव में ${malefics.length === 1 ? 'है' : 'हैं'}`,
    sources: {
      neither: SAMYA_SOURCE_HI,
      both: SAMYA_SOURCE_HI,
      'own-cancellation': 'कुज दोष के वे अपवाद जो बी. वी. रमन ने बताए हैं, और प्रचलित परिहार',
      'partner-malefics': 'प्रचलित परिहार (लोक व्यवहार): दूसरी कुंडली में उन्हीं भावों में शनि, राहु या केतु हों तो कुज दोष संतुलित हो जाता है',
    },
    summaries: {
      neither: 'किसी भी कुंडली में लग्न से मंगल दोष नहीं है, इसलिए इस मिलान में इसकी कोई भूमिका नहीं है।',
      both: 'दोनों कुंडलियों में मंगल दोष है, और परंपरा एक जैसे दो दोषों को एक-दूसरे को संतुलित करने वाला मानती है, इसलिए इसे मिलान के विरुद्ध नहीं गिना जाता।',
      ownAndPartner: (who) => `${WHOSE_HI[who]} कुंडली के मंगल दोष का परिहार उसी कुंडली में हो जाता है और दूसरी कुंडली से भी यह संतुलित होता है, इसलिए परंपरा इसे मिलान के विरुद्ध नहीं मानती।`,
      own: (who) => `${WHOSE_HI[who]} कुंडली के मंगल दोष का परिहार उसी कुंडली के एक नियम से हो जाता है, इसलिए परंपरा इसे मिलान के विरुद्ध नहीं मानती।`,
      partner: (who) => `${WHOSE_HI[who]} कुंडली का मंगल दोष दूसरी कुंडली में शनि, राहु या केतु से संतुलित हो जाता है, जो एक प्रचलित परिहार है।`,
      unbalanced: (who) => `केवल ${WHOSE_HI[who]} कुंडली में मंगल दोष है और कोई परिहार लागू नहीं होता। यह कई बातों में से एक है; ज्योतिषी इसे दोनों की पूरी कुंडली के साथ तौलते हैं, और जो चाहें उनके लिए पारंपरिक उपाय भी हैं।`,
    },
  },
};

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
 * Compares the two charts' Mangal dosha, worded in `lang`. `boyDosha`/`girlDosha` are `computeManglikDosha`
 * of each chart; the charts themselves are needed only for the partner-malefics rule.
 */
export function compareManglik(boyDosha: ManglikDosha, girlDosha: ManglikDosha, boyChart: SamyaChart, girlChart: SamyaChart, lang: DisplayLanguage = 'en'): ManglikSamya {
  const words = WORDS[lang];
  const boy = side(boyDosha);
  const girl = side(girlDosha);
  const rules: SamyaRule[] = [];
  const add = (key: SamyaRule['key'], rule: string) => rules.push({ key, rule, source: words.sources[key] });
  if (!boy.manglik && !girl.manglik) {
    add('neither', words.neither);
  } else if (boy.manglik && girl.manglik) {
    add('both', words.both);
  } else {
    const [one, other] = boy.manglik ? [boy, girlChart] : [girl, boyChart];
    if (one.cancellations.length > 0) add('own-cancellation', words.ownCancellation(one.cancellations.length));
    const malefics = balancingMalefics(other);
    if (malefics.length > 0) add('partner-malefics', words.partnerMalefics(malefics));
  }
  const balanced = rules.length > 0;
  return { boy, girl, balanced, rules, summary: summaryOf(boy, rules, words.summaries) };
}

function summaryOf(boy: ManglikSide, rules: SamyaRule[], say: SamyaWords['summaries']): string {
  const keys = new Set(rules.map((r) => r.key));
  if (keys.has('neither')) return say.neither;
  if (keys.has('both')) return say.both;
  const who: Who = boy.manglik ? 'boy' : 'girl';
  if (keys.has('own-cancellation') && keys.has('partner-malefics')) return say.ownAndPartner(who);
  if (keys.has('own-cancellation')) return say.own(who);
  if (keys.has('partner-malefics')) return say.partner(who);
  return say.unbalanced(who);
}
