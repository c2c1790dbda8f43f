// The South Indian ten poruthams (Dasa porutham), read from the two Moons. Counting runs from the girl's
// birth star (or Moon sign) to the boy's, as the tradition does.
//
// Source followed: B. V. Raman, Muhurtha (Electional Astrology), chapter on marriage ("the ten kutas":
// Dina, Gana, Mahendra, Stree-deergha, Yoni, Rasi, Rasyadhipati, Vasya, Rajju, Vedha), which follows
// Kalaprakasika; where regional practice differs, the choice is said beside the rule.

import { NAKSHATRA_KOOTA_ATTRIBUTES, YONI_ANIMALS, YONI_POINTS } from '../ashtakoota';
import { isSevenGraha, naturalRelation } from '../dignity';
import type { DisplayLanguage } from '../format';
import { SIGN_LORDS, zodiacPosition, type Sign, type ZodiacPosition } from '../zodiac';
import { PORUTHAM_WORDS, type StarCount } from './porutham-words';
import { countFrom } from './koota-pariharas';

export type PoruthamKey = 'dina' | 'gana' | 'mahendra' | 'streeDeergha' | 'yoni' | 'rasi' | 'rasiAdhipati' | 'vasya' | 'rajju' | 'vedha';

export interface Porutham {
  key: PoruthamKey;
  name: string;
  matched: boolean;
  /** The rule in one sentence. */
  rule: string;
  /** What was found for this couple. */
  detail: string;
  source: string;
}

export interface Poruthams {
  poruthams: Porutham[];
  matched: number;
  /** 10 */
  total: number;
  /** Rajju and Vedha are the two that tradition weighs most; true when both agree. */
  essentialMatched: boolean;
  summary: string;
}

// Rajju: the five body parts, repeated along each run of nine stars (feet, waist, navel, neck, head, then back).
export const RAJJUS = ['Pada (feet)', 'Kati (waist)', 'Nabhi (navel)', 'Kantha (neck)', 'Siro (head)'] as const;
const RAJJU_CYCLE = [0, 1, 2, 3, 4, 3, 2, 1, 0] as const;
export type Rajju = (typeof RAJJUS)[number];
export const rajjuOf = (nakshatraIndex: number): Rajju => RAJJUS[RAJJU_CYCLE[(nakshatraIndex - 1) % 9]!]!;

// Vedha: pairs of stars that obstruct each other (1-based nakshatra numbers). Mrigashira, Chitra and
// Dhanishta obstruct one another.
const VEDHA_PAIRS: readonly (readonly number[])[] = [
  [1, 18], [2, 17], [3, 16], [4, 15], [6, 22], [7, 21], [8, 20], [9, 19], [10, 27], [11, 26], [12, 25], [13, 24], [5, 14, 23],
];
export const inVedha = (a: number, b: number): boolean => a !== b && VEDHA_PAIRS.some((group) => group.includes(a) && group.includes(b));

// Vasya: the signs each Moon sign "controls" (Raman's table).
const VASYA: Readonly<Record<Sign, readonly Sign[]>> = {
  Aries: ['Leo', 'Scorpio'],
  Taurus: ['Cancer', 'Libra'],
  Gemini: ['Virgo'],
  Cancer: ['Scorpio', 'Sagittarius'],
  Leo: ['Libra'],
  Virgo: ['Pisces', 'Gemini'],
  Libra: ['Virgo', 'Capricorn'],
  Scorpio: ['Cancer'],
  Sagittarius: ['Pisces'],
  Capricorn: ['Aries', 'Aquarius'],
  Aquarius: ['Aries'],
  Pisces: ['Capricorn'],
};

const attributes = (p: ZodiacPosition) => NAKSHATRA_KOOTA_ATTRIBUTES[p.nakshatraIndex - 1]!;

/** Counting from the girl's star to the boy's, the remainders 2, 4, 6, 8 and 0 (of 9) agree. */
const DINA_GOOD_REMAINDERS = [2, 4, 6, 8, 0];
const MAHENDRA_COUNTS = [4, 7, 10, 13, 16, 19, 22, 25];
/** Stree-deergha: the boy's star beyond the 13th from the girl's (some use the 9th, others the 15th). */
const STREE_DEERGHA_MIN = 14;
/** Rasi: the boy's Moon sign in the same sign as the girl's or beyond the 6th from it. */
const RASI_BAD_COUNTS = [2, 3, 4, 5, 6];

/** The ten poruthams of two Moons, worded in `lang`. */
export function poruthams(boyMoonLongitude: number, girlMoonLongitude: number, lang: DisplayLanguage = 'en'): Poruthams {
  const say = PORUTHAM_WORDS[lang];
  const b = zodiacPosition(boyMoonLongitude);
  const g = zodiacPosition(girlMoonLongitude);
  const star = countFrom(g.nakshatraIndex, b.nakshatraIndex, 27);
  const sign = countFrom(g.signIndex, b.signIndex, 12);
  const count: StarCount = { boyStar: b.nakshatra, girlStar: g.nakshatra, star, boySign: b.sign, girlSign: g.sign, sign };
  const list: Porutham[] = [];
  const add = (key: PoruthamKey, matched: boolean, detail: string) =>
    list.push({ key, name: say.names[key], matched, rule: say.rule(key, STREE_DEERGHA_MIN), detail, source: say.source });

  add('dina', DINA_GOOD_REMAINDERS.includes(star % 9), say.dina(count, star % 9));

  const bg = attributes(b).gana;
  const gg = attributes(g).gana;
  // Deva and Manushya agree with each other; Rakshasa agrees only with Rakshasa.
  const ganaOk = bg === gg || (bg !== 'Rakshasa' && gg !== 'Rakshasa');
  add('gana', ganaOk, say.gana(bg, gg));

  add('mahendra', MAHENDRA_COUNTS.includes(star), say.star(count));

  add('streeDeergha', star >= STREE_DEERGHA_MIN, say.star(count));

  const by = attributes(b).yoni;
  const gy = attributes(g).yoni;
  // The enemy animals are exactly the pairs the Ashtakoota yoni table scores 0.
  const yoniOk = YONI_POINTS[YONI_ANIMALS.indexOf(by)]![YONI_ANIMALS.indexOf(gy)]! > 0;
  add('yoni', yoniOk, say.yoni(by, gy));

  add('rasi', !RASI_BAD_COUNTS.includes(sign), say.rasi(count));

  const bl = SIGN_LORDS[b.signIndex]!;
  const gl = SIGN_LORDS[g.signIndex]!;
  const enemies = isSevenGraha(bl) && isSevenGraha(gl) && (naturalRelation(bl, gl) === 'enemy' || naturalRelation(gl, bl) === 'enemy');
  add('rasiAdhipati', !enemies, say.rasiAdhipati(bl, gl));

  const vasyaOk = VASYA[g.sign].includes(b.sign) || VASYA[b.sign].includes(g.sign);
  add('vasya', vasyaOk, say.vasya(count, vasyaOk));

  const br = rajjuOf(b.nakshatraIndex);
  const gr = rajjuOf(g.nakshatraIndex);
  add('rajju', br !== gr, say.rajju(br, gr));

  const vedha = inVedha(b.nakshatraIndex, g.nakshatraIndex);
  add('vedha', !vedha, say.vedha(count, vedha));

  const matched = list.filter((p) => p.matched).length;
  const essentialMatched = list.every((p) => !(p.key === 'rajju' || p.key === 'vedha') || p.matched);
  return { poruthams: list, matched, total: list.length, essentialMatched, summary: say.summary(matched, list.length, essentialMatched) };
}
