// The sixteen Parashari divisional charts (shodasavarga), each as the sign (0 = Aries) that a sidereal
// longitude falls into. Source for every rule: Brihat Parashara Hora Shastra, ch. 6 ("The sixteen
// divisions of a sign"), with ch. 7 on their use. Where BPHS admits readings that software differs on,
// the one chosen is named at the rule (D2: the classical Sun/Moon hora; D30: the unequal trimsamsa).
//
// A sign is "odd" when it is Aries, Gemini, Leo, ... (sign index even, counting Aries as 0); "movable",
// "fixed" and "dual" repeat Aries, Taurus, Gemini; the elements repeat fire, earth, air, water from Aries.

import { navamsaSignIndex } from '../navamsa';
import { normalizeDegrees } from '../zodiac';

const { floor, min } = Math;

/** The sixteen vargas, in the usual order of the shodasavarga. Defined here once. */
export const VARGAS = ['D1', 'D2', 'D3', 'D4', 'D7', 'D9', 'D10', 'D12', 'D16', 'D20', 'D24', 'D27', 'D30', 'D40', 'D45', 'D60'] as const;
export type Varga = (typeof VARGAS)[number];

const ARIES = 0;
const TAURUS = 1;
const GEMINI = 2;
const CANCER = 3;
const LEO = 4;
const VIRGO = 5;
const LIBRA = 6;
const SCORPIO = 7;
const SAGITTARIUS = 8;
const CAPRICORN = 9;
const AQUARIUS = 10;
const PISCES = 11;

const isOddSign = (sign: number) => sign % 2 === 0;
/** 0 = movable (chara), 1 = fixed (sthira), 2 = dual (dvisvabhava). */
const modality = (sign: number) => sign % 3;

/** Index (0..n−1) of the equal n-th part of the sign that a degree-in-sign falls into. */
function part(degreeInSign: number, n: number): number {
  return min(n - 1, floor((degreeInSign * n) / 30));
}

/** One varga rule: the division sign from the sign of the longitude and the degree within it. */
type VargaRule = (sign: number, degreeInSign: number) => number;

// Starting signs by modality and by element, made once (the rules run 160 times per chart).
const ARIES_LEO_SAGITTARIUS = [ARIES, LEO, SAGITTARIUS];
const ARIES_SAGITTARIUS_LEO = [ARIES, SAGITTARIUS, LEO];
const ARIES_CANCER_LIBRA_CAPRICORN = [ARIES, CANCER, LIBRA, CAPRICORN];

/** Counting `k` parts forward from a starting sign. */
const from = (start: number, k: number) => (start + k) % 12;

/**
 * D30, the unequal trimsamsa (BPHS ch. 6): in odd signs 5°, 5°, 8°, 7°, 5° ruled by Mars, Saturn,
 * Jupiter, Mercury, Venus, each giving its odd sign (Aries, Aquarius, Sagittarius, Gemini, Libra); in
 * even signs the order is reversed (Venus 5°, Mercury 7°, Jupiter 8°, Saturn 5°, Mars 5°) with the
 * lords' even signs (Taurus, Virgo, Pisces, Capricorn, Scorpio).
 */
const TRIMSAMSA_ODD: readonly (readonly [upTo: number, sign: number])[] = [[5, ARIES], [10, AQUARIUS], [18, SAGITTARIUS], [25, GEMINI], [30, LIBRA]];
const TRIMSAMSA_EVEN: readonly (readonly [upTo: number, sign: number])[] = [[5, TAURUS], [12, VIRGO], [20, PISCES], [25, CAPRICORN], [30, SCORPIO]];

function trimsamsa(sign: number, d: number): number {
  const table = isOddSign(sign) ? TRIMSAMSA_ODD : TRIMSAMSA_EVEN;
  for (const [upTo, s] of table) if (d < upTo) return s;
  return table[table.length - 1]![1];
}

/** The method of each varga, named, with the rule as BPHS ch. 6 gives it. */
export const VARGA_METHODS: Readonly<Record<Varga, { name: string; method: string; rule: VargaRule }>> = {
  D1: { name: 'Rasi', method: 'the sign itself', rule: (s) => s },
  D2: {
    name: 'Hora',
    // The classical hora that AstroSage and most Indian software show. PyJHora's default is a different
    // (parivritti, even-sign reversed) hora; the depth reference gives ours as vargaAlt.D2_traditional.
    method: 'classical Sun/Moon hora: odd signs 0–15° Sun (Leo), 15–30° Moon (Cancer); even signs the reverse',
    rule: (s, d) => (isOddSign(s) === d < 15 ? LEO : CANCER),
  },
  D3: { name: 'Drekkana', method: 'Parashari: 10° parts from the sign, its 5th and its 9th', rule: (s, d) => from(s, 4 * part(d, 3)) },
  D4: { name: 'Chaturthamsa', method: 'Parashari: 7°30′ parts from the sign, its 4th, 7th and 10th', rule: (s, d) => from(s, 3 * part(d, 4)) },
  D7: { name: 'Saptamsa', method: 'Parashari: odd signs count from the sign, even signs from its 7th', rule: (s, d) => from(isOddSign(s) ? s : s + 6, part(d, 7)) },
  D9: { name: 'Navamsa', method: 'Parashari: movable signs from the sign, fixed from its 9th, dual from its 5th', rule: (s, d) => navamsaSignIndex(s * 30 + d) },
  D10: { name: 'Dasamsa', method: 'Parashari: odd signs count from the sign, even signs from its 9th', rule: (s, d) => from(isOddSign(s) ? s : s + 8, part(d, 10)) },
  D12: { name: 'Dwadasamsa', method: 'Parashari: counted from the sign', rule: (s, d) => from(s, part(d, 12)) },
  D16: { name: 'Shodasamsa', method: 'Parashari: movable signs from Aries, fixed from Leo, dual from Sagittarius', rule: (s, d) => from(ARIES_LEO_SAGITTARIUS[modality(s)]!, part(d, 16)) },
  D20: { name: 'Vimsamsa', method: 'Parashari: movable signs from Aries, fixed from Sagittarius, dual from Leo', rule: (s, d) => from(ARIES_SAGITTARIUS_LEO[modality(s)]!, part(d, 20)) },
  D24: { name: 'Chaturvimsamsa', method: 'Parashari: odd signs from Leo, even signs from Cancer', rule: (s, d) => from(isOddSign(s) ? LEO : CANCER, part(d, 24)) },
  D27: { name: 'Nakshatramsa (Bhamsa)', method: 'Parashari: fire signs from Aries, earth from Cancer, air from Libra, water from Capricorn', rule: (s, d) => from(ARIES_CANCER_LIBRA_CAPRICORN[s % 4]!, part(d, 27)) },
  D30: { name: 'Trimsamsa', method: 'Parashari unequal trimsamsa: 5°/5°/8°/7°/5° (odd signs), reversed in even signs', rule: trimsamsa },
  D40: { name: 'Khavedamsa', method: 'Parashari: odd signs from Aries, even signs from Libra', rule: (s, d) => from(isOddSign(s) ? ARIES : LIBRA, part(d, 40)) },
  D45: { name: 'Akshavedamsa', method: 'Parashari: movable signs from Aries, fixed from Leo, dual from Sagittarius', rule: (s, d) => from(ARIES_LEO_SAGITTARIUS[modality(s)]!, part(d, 45)) },
  D60: { name: 'Shashtyamsa', method: 'Parashari: 30′ parts counted from the sign', rule: (s, d) => from(s, part(d, 60)) },
};

/** Sign (0..11) and degree within it of a sidereal longitude, as the rules take them. */
export function signAndDegree(longitude: number): [sign: number, degreeInSign: number] {
  const lon = normalizeDegrees(longitude);
  const sign = min(11, floor(lon / 30));
  return [sign, lon - sign * 30];
}

/** Sign index (0 = Aries) of a sidereal longitude in one varga. */
export function vargaSignIndex(varga: Varga, longitude: number): number {
  const [sign, degree] = signAndDegree(longitude);
  return VARGA_METHODS[varga].rule(sign, degree);
}
