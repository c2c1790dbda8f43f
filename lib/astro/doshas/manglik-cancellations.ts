// Manglik (Kuja dosha) with its cancellations. The dosha itself is lib/astro/manglik.ts (Mars in houses 1, 2,
// 4, 7, 8, 12 from the Lagna, the Moon and Venus). Here: B. V. Raman's seventeen exceptions, in the order and
// words PyJHora lists them (dosha.py, "BV Raman Exceptions"), and three common pariharas named as such.

import { aspectsSign } from '../aspects';
import { isCombust, signDignity } from '../dignity';
import type { DisplayLanguage } from '../format';
import { computeManglik, type Manglik } from '../manglik';
import { houseFrom, SIGN_LORDS, SIGNS, type Graha, type Sign } from '../zodiac';

export interface ManglikCancellation {
  key: string;
  rule: string;
  source: string;
}

export interface ManglikDosha extends Manglik {
  /** Mars counted from the Lagna, the Moon or Venus falls in a Manglik house. */
  present: boolean;
  /** Every rule below that applies (empty when the dosha is absent). */
  cancellations: ManglikCancellation[];
}

/** The chart facts the rules read: sign, sidereal longitude and retrogression of each graha, and the Lagna sign. */
export interface ManglikInput {
  ascendant: { signIndex: number };
  planets: Readonly<Record<Graha, { longitude: number; signIndex: number; retrograde: boolean }>>;
}

const RAMAN = 'B. V. Raman, exceptions to Kuja dosha (as numbered by PyJHora, dosha.py)' as const;
const COMMON = 'Common parihara (popular usage; not in B. V. Raman\'s list)' as const;
/** The two sources in Hindi, by their English text. */
const SOURCE_HI: Readonly<Record<typeof RAMAN | typeof COMMON, string>> = {
  [RAMAN]: 'बी. वी. रमन, कुज दोष के अपवाद (PyJHora की क्रम-संख्या के अनुसार)',
  [COMMON]: 'प्रचलित परिहार (लोक प्रचलन; बी. वी. रमन की सूची में नहीं)',
};

/** Width of the rasi sandhi, degrees either side of a sign boundary (Raman's "Mars weak ... Rasi Sandhi"). */
export const RASI_SANDHI_DEGREES = 1;

/** Index (0 = Aries) of a sign named in zodiac.ts. */
const at = (sign: Sign): number => SIGNS.indexOf(sign);
/** A test of whether a sign index is one of the named signs; the indices are found once, when the rules are made. */
const oneOf = (...signs: Sign[]) => {
  const indices = signs.map(at);
  return (sign: number) => indices.includes(sign);
};
const MOVABLE = oneOf('Aries', 'Cancer', 'Libra', 'Capricorn');
const LEO_OR_AQUARIUS = oneOf('Leo', 'Aquarius');
const CANCER_OR_LEO = oneOf('Cancer', 'Leo');
const MARS_OWN_OR_EXALTED = oneOf('Aries', 'Scorpio', 'Capricorn');
/** Mars's sign in each house for the common sign-and-house pairs (index = house). */
const PAIRED_SIGN_BY_HOUSE: Readonly<Record<number, number>> = { 1: at('Aries'), 4: at('Scorpio'), 7: at('Capricorn'), 8: at('Cancer'), 12: at('Sagittarius') };

interface Rule {
  key: string;
  rule: string;
  /** The rule as a Hindi kundli states it; every rule has one. */
  ruleHi: string;
  source: typeof RAMAN | typeof COMMON;
  applies: (c: ManglikInput) => boolean;
}

const mars = (c: ManglikInput) => c.planets.Mars;
const marsHouse = (c: ManglikInput) => houseFrom(c.ascendant.signIndex, mars(c).signIndex);
const inHouseAndSigns = (house: number, signs: number[]) => (c: ManglikInput) => marsHouse(c) === house && signs.includes(mars(c).signIndex);
const dispositor = (c: ManglikInput): Graha => SIGN_LORDS[mars(c).signIndex]!;

/** B. V. Raman's exceptions; `raman-N` is number N of the reference's meta.manglikExceptionRules. */
export const RAMAN_RULES: readonly Rule[] = [
  { key: 'raman-1', rule: 'Mars in Leo or Aquarius', source: RAMAN, ruleHi: 'मंगल सिंह या कुंभ राशि में हो', applies: (c) => LEO_OR_AQUARIUS(mars(c).signIndex) },
  { key: 'raman-2', rule: 'Mars in the 2nd house in Gemini or Virgo', source: RAMAN, ruleHi: 'मंगल दूसरे भाव में मिथुन या कन्या राशि में हो', applies: inHouseAndSigns(2, [at('Gemini'), at('Virgo')]) },
  { key: 'raman-3', rule: 'Mars in the 4th house in Aries or Scorpio', source: RAMAN, ruleHi: 'मंगल चौथे भाव में मेष या वृश्चिक राशि में हो', applies: inHouseAndSigns(4, [at('Aries'), at('Scorpio')]) },
  { key: 'raman-4', rule: 'Mars in the 7th house in Cancer or Capricorn', source: RAMAN, ruleHi: 'मंगल सातवें भाव में कर्क या मकर राशि में हो', applies: inHouseAndSigns(7, [at('Cancer'), at('Capricorn')]) },
  { key: 'raman-5', rule: 'Mars in the 8th house in Sagittarius or Pisces', source: RAMAN, ruleHi: 'मंगल आठवें भाव में धनु या मीन राशि में हो', applies: inHouseAndSigns(8, [at('Sagittarius'), at('Pisces')]) },
  { key: 'raman-6', rule: 'Mars in the 12th house in Taurus or Libra', source: RAMAN, ruleHi: 'मंगल बारहवें भाव में वृषभ या तुला राशि में हो', applies: inHouseAndSigns(12, [at('Taurus'), at('Libra')]) },
  {
    key: 'raman-7',
    rule: 'Mars is in association with, or aspected by, Jupiter or Saturn',
    source: RAMAN,
    ruleHi: 'मंगल गुरु या शनि के साथ हो, या उस पर इनमें से किसी की दृष्टि हो',
    // Association = the same sign; aspect = graha drishti (BPHS ch. 26).
    applies: (c) => (['Jupiter', 'Saturn'] as const).some((g) => c.planets[g].signIndex === mars(c).signIndex || aspectsSign(g, c.planets[g].signIndex, mars(c).signIndex)),
  },
  { key: 'raman-8', rule: 'Mars is retrograde', source: RAMAN, ruleHi: 'मंगल वक्री हो', applies: (c) => mars(c).retrograde },
  {
    key: 'raman-9',
    rule: `Mars is weak: combust (within 17° of the Sun) or in rasi sandhi (within ${RASI_SANDHI_DEGREES}° of a sign boundary)`,
    source: RAMAN,
    ruleHi: `मंगल निर्बल हो: अस्त (सूर्य से 17° के भीतर) या राशि संधि में (राशि की सीमा से ${RASI_SANDHI_DEGREES}° के भीतर)`,
    applies: (c) => {
      const deg = mars(c).longitude % 30;
      return isCombust('Mars', mars(c).longitude, c.planets.Sun.longitude, mars(c).retrograde) || deg < RASI_SANDHI_DEGREES || deg > 30 - RASI_SANDHI_DEGREES;
    },
  },
  { key: 'raman-10', rule: 'Mars is the Lagna lord', source: RAMAN, ruleHi: 'मंगल स्वयं लग्नेश हो', applies: (c) => SIGN_LORDS[c.ascendant.signIndex] === 'Mars' },
  {
    key: 'raman-11',
    rule: 'The lord of the sign Mars occupies is debilitated, or is with a strong benefic (Jupiter or Venus in its own, moolatrikona or exaltation sign)',
    source: RAMAN,
    ruleHi: 'मंगल जिस राशि में है, उसका स्वामी नीच का हो, या किसी बलवान शुभ ग्रह (स्वराशि, मूलत्रिकोण या उच्च राशि के गुरु या शुक्र) के साथ हो',
    applies: (c) => {
      const lord = c.planets[dispositor(c)];
      if (signDignity(dispositor(c), lord.longitude) === 'debilitated') return true;
      return (['Jupiter', 'Venus'] as const).some((b) => b !== dispositor(c) && c.planets[b].signIndex === lord.signIndex && ['own', 'moolatrikona', 'exalted'].includes(signDignity(b, c.planets[b].longitude) ?? ''));
    },
  },
  { key: 'raman-12', rule: "Mars in its own sign, exalted, or in a friend's sign (reduced effects)", source: RAMAN, ruleHi: 'मंगल स्वराशि, उच्च राशि या मित्र राशि में हो (प्रभाव कम होता है)', applies: (c) => ['own', 'moolatrikona', 'exalted', 'friend'].includes(signDignity('Mars', mars(c).longitude) ?? '') },
  { key: 'raman-13', rule: 'Mars in a movable sign (reduced effects)', source: RAMAN, ruleHi: 'मंगल चर राशि में हो (प्रभाव कम होता है)', applies: (c) => MOVABLE(mars(c).signIndex) },
  { key: 'raman-14', rule: 'The lord of the sign Mars occupies is in a kendra or trikona from the Lagna', source: RAMAN, ruleHi: 'मंगल जिस राशि में है, उसका स्वामी लग्न से केंद्र या त्रिकोण में हो', applies: (c) => [1, 4, 5, 7, 9, 10].includes(houseFrom(c.ascendant.signIndex, c.planets[dispositor(c)].signIndex)) },
  { key: 'raman-15', rule: 'The Lagna is Cancer or Leo: Mars is then the yoga karaka and causes no dosha', source: RAMAN, ruleHi: 'लग्न कर्क या सिंह हो: तब मंगल योगकारक होता है और दोष नहीं देता', applies: (c) => CANCER_OR_LEO(c.ascendant.signIndex) },
  { key: 'raman-16', rule: 'Mars conjoins Jupiter or the Moon (reduces the dosha)', source: RAMAN, ruleHi: 'मंगल गुरु या चंद्र के साथ हो (दोष कम होता है)', applies: (c) => (['Jupiter', 'Moon'] as const).some((g) => c.planets[g].signIndex === mars(c).signIndex) },
  { key: 'raman-17', rule: 'Jupiter or Venus in the Lagna (reduces the dosha)', source: RAMAN, ruleHi: 'गुरु या शुक्र लग्न में हो (दोष कम होता है)', applies: (c) => (['Jupiter', 'Venus'] as const).some((g) => c.planets[g].signIndex === c.ascendant.signIndex) },
];

/** Pariharas found in popular lists beside Raman's, named as common usage. */
export const COMMON_RULES: readonly Rule[] = [
  {
    key: 'common-sign-house-pairs',
    rule: 'Mars in Aries in the 1st, Scorpio in the 4th, Capricorn in the 7th, Cancer in the 8th or Sagittarius in the 12th house',
    source: COMMON,
    ruleHi: 'मंगल पहले भाव में मेष, चौथे में वृश्चिक, सातवें में मकर, आठवें में कर्क या बारहवें भाव में धनु राशि में हो',
    applies: (c) => PAIRED_SIGN_BY_HOUSE[marsHouse(c)] === mars(c).signIndex,
  },
  { key: 'common-jupiter-kendra', rule: 'Jupiter in a kendra (1st, 4th, 7th or 10th) from the Lagna or the Moon', source: COMMON, ruleHi: 'गुरु लग्न या चंद्र से केंद्र (पहले, चौथे, सातवें या दसवें भाव) में हो', applies: (c) => [c.ascendant.signIndex, c.planets.Moon.signIndex].some((ref) => [1, 4, 7, 10].includes(houseFrom(ref, c.planets.Jupiter.signIndex))) },
  { key: 'common-mars-own-or-exalted', rule: 'Mars in its own sign (Aries, Scorpio) or exalted (Capricorn)', source: COMMON, ruleHi: 'मंगल स्वराशि (मेष, वृश्चिक) या उच्च राशि (मकर) में हो', applies: (c) => MARS_OWN_OR_EXALTED(mars(c).signIndex) },
];

const ALL_RULES = [...RAMAN_RULES, ...COMMON_RULES];

/** The Raman rules (by number) that apply, whether or not the dosha is present: for comparison and tests. */
export function ramanRulesApplying(c: ManglikInput): number[] {
  return RAMAN_RULES.flatMap((r, i) => (r.applies(c) ? [i + 1] : []));
}

/** A cancellation's rule and source in the language asked for, by its key; null for a key no rule has. */
export function manglikCancellationText(key: string, lang: DisplayLanguage): ManglikCancellation | null {
  const r = ALL_RULES.find((x) => x.key === key);
  if (!r) return null;
  return lang === 'hi' ? { key, rule: r.ruleHi, source: SOURCE_HI[r.source] } : { key, rule: r.rule, source: r.source };
}

/** Manglik from the Lagna, the Moon and Venus with every cancellation that applies, its words in `lang`. */
export function computeManglikDosha(c: ManglikInput, lang: DisplayLanguage = 'en'): ManglikDosha {
  const base = computeManglik(mars(c).signIndex, c.ascendant.signIndex, c.planets.Moon.signIndex, c.planets.Venus.signIndex);
  const present = base.fromLagna || base.fromMoon || base.fromVenus;
  const cancellations = present ? ALL_RULES.filter((r) => r.applies(c)).map((r) => manglikCancellationText(r.key, lang)!) : [];
  return { ...base, present, cancellations };
}
