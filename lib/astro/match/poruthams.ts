// The South Indian ten poruthams (Dasa porutham), read from the two Moons. Counting runs from the girl's
// birth star (or Moon sign) to the boy's, as the tradition does.
//
// Source followed: B. V. Raman, Muhurtha (Electional Astrology), chapter on marriage ("the ten kutas":
// Dina, Gana, Mahendra, Stree-deergha, Yoni, Rasi, Rasyadhipati, Vasya, Rajju, Vedha), which follows
// Kalaprakasika; where regional practice differs, the choice is said beside the rule.

import { NAKSHATRA_KOOTA_ATTRIBUTES, YONI_ANIMALS, YONI_POINTS } from '../ashtakoota';
import { isSevenGraha, naturalRelation } from '../dignity';
import { SIGN_LORDS, zodiacPosition, type Sign, type ZodiacPosition } from '../zodiac';
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

const SOURCE = 'B. V. Raman, Muhurtha (Electional Astrology), chapter on marriage (the ten kutas, after Kalaprakasika)';

// Rajju: the five body parts, repeated along each run of nine stars (feet, waist, navel, neck, head, then back).
export const RAJJUS = ['Pada (feet)', 'Kati (waist)', 'Nabhi (navel)', 'Kantha (neck)', 'Siro (head)'] as const;
const RAJJU_CYCLE = [0, 1, 2, 3, 4, 3, 2, 1, 0] as const;
export const rajjuOf = (nakshatraIndex: number): (typeof RAJJUS)[number] => RAJJUS[RAJJU_CYCLE[(nakshatraIndex - 1) % 9]!]!;

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
const ordinal = (n: number): string => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/** Counting from the girl's star to the boy's, the remainders 2, 4, 6, 8 and 0 (of 9) agree. */
const DINA_GOOD_REMAINDERS = [2, 4, 6, 8, 0];
const MAHENDRA_COUNTS = [4, 7, 10, 13, 16, 19, 22, 25];
/** Stree-deergha: the boy's star beyond the 13th from the girl's (some use the 9th, others the 15th). */
const STREE_DEERGHA_MIN = 14;
/** Rasi: the boy's Moon sign in the same sign as the girl's or beyond the 6th from it. */
const RASI_BAD_COUNTS = [2, 3, 4, 5, 6];

export function poruthams(boyMoonLongitude: number, girlMoonLongitude: number): Poruthams {
  const b = zodiacPosition(boyMoonLongitude);
  const g = zodiacPosition(girlMoonLongitude);
  const star = countFrom(g.nakshatraIndex, b.nakshatraIndex, 27);
  const sign = countFrom(g.signIndex, b.signIndex, 12);
  const starLine = `the boy's star ${b.nakshatra} is the ${ordinal(star)} from the girl's ${g.nakshatra}`;
  const list: Porutham[] = [];
  const add = (key: PoruthamKey, name: string, matched: boolean, rule: string, detail: string) => list.push({ key, name, matched, rule, detail, source: SOURCE });

  add('dina', 'Dina', DINA_GOOD_REMAINDERS.includes(star % 9), 'Counting from the girl\'s star to the boy\'s, the count leaves 2, 4, 6, 8 or 0 when divided by 9', `${starLine} (remainder ${star % 9}).`);

  const bg = attributes(b).gana;
  const gg = attributes(g).gana;
  // Deva and Manushya agree with each other; Rakshasa agrees only with Rakshasa.
  const ganaOk = bg === gg || (bg !== 'Rakshasa' && gg !== 'Rakshasa');
  add('gana', 'Gana', ganaOk, 'The same gana, or Deva with Manushya; Rakshasa agrees only with Rakshasa', `The boy is ${bg}, the girl ${gg}.`);

  add('mahendra', 'Mahendra', MAHENDRA_COUNTS.includes(star), 'The boy\'s star is the 4th, 7th, 10th, 13th, 16th, 19th, 22nd or 25th from the girl\'s', `${starLine}.`);

  add('streeDeergha', 'Stree Deergha', star >= STREE_DEERGHA_MIN, `The boy's star is at least the ${ordinal(STREE_DEERGHA_MIN)} from the girl's (regional practice varies between the 9th and the 15th)`, `${starLine}.`);

  const by = attributes(b).yoni;
  const gy = attributes(g).yoni;
  // The enemy animals are exactly the pairs the Ashtakoota yoni table scores 0.
  const yoniOk = YONI_POINTS[YONI_ANIMALS.indexOf(by)]![YONI_ANIMALS.indexOf(gy)]! > 0;
  add('yoni', 'Yoni', yoniOk, 'The two birth-star animals are not natural enemies (horse–buffalo, elephant–lion, sheep–monkey, serpent–mongoose, dog–deer, cat–rat, cow–tiger)', `The boy's animal is the ${by}, the girl's the ${gy}.`);

  add('rasi', 'Rasi', !RASI_BAD_COUNTS.includes(sign), 'The boy\'s Moon sign is the girl\'s own or beyond the 6th from it', `The boy's Moon sign ${b.sign} is the ${ordinal(sign)} from the girl's ${g.sign}.`);

  const bl = SIGN_LORDS[b.signIndex]!;
  const gl = SIGN_LORDS[g.signIndex]!;
  const enemies = isSevenGraha(bl) && isSevenGraha(gl) && (naturalRelation(bl, gl) === 'enemy' || naturalRelation(gl, bl) === 'enemy');
  add('rasiAdhipati', 'Rasiyathipathi', !enemies, 'The lords of the two Moon signs are the same, friends or neutral, not enemies (natural relations, Brihat Parashara Hora Shastra, ch. 3)', bl === gl ? `Both Moon signs are ruled by ${bl}.` : `The boy's Moon-sign lord is ${bl}, the girl's ${gl}.`);

  const vasyaOk = VASYA[g.sign].includes(b.sign) || VASYA[b.sign].includes(g.sign);
  add('vasya', 'Vasya', vasyaOk, 'One Moon sign is vasya (drawn) to the other, by the traditional table', `The boy's Moon sign is ${b.sign}, the girl's ${g.sign}${vasyaOk ? '' : ', which are not vasya to each other'}.`);

  const br = rajjuOf(b.nakshatraIndex);
  const gr = rajjuOf(g.nakshatraIndex);
  add('rajju', 'Rajju', br !== gr, 'The two birth stars belong to different rajjus (body parts)', `The boy's star is in ${br}, the girl's in ${gr}.`);

  const vedha = inVedha(b.nakshatraIndex, g.nakshatraIndex);
  add('vedha', 'Vedha', !vedha, 'The two birth stars are not a vedha (mutually obstructing) pair', vedha ? `${b.nakshatra} and ${g.nakshatra} are a vedha pair.` : `${b.nakshatra} and ${g.nakshatra} do not obstruct each other.`);

  const matched = list.filter((p) => p.matched).length;
  const essentialMatched = list.every((p) => !(p.key === 'rajju' || p.key === 'vedha') || p.matched);
  return { poruthams: list, matched, total: list.length, essentialMatched, summary: summaryOf(matched, list.length, essentialMatched) };
}

function summaryOf(matched: number, total: number, essential: boolean): string {
  const count = `${matched} of the ${total} poruthams agree.`;
  if (essential) return `${count} Rajju and Vedha, the two that South Indian tradition weighs most, both agree.`;
  return `${count} Rajju or Vedha does not agree; tradition asks an astrologer to look at both full charts before deciding, and a difference here is a reason for a careful reading rather than a verdict.`;
}

