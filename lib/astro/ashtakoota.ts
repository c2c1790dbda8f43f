// Ashtakoota (Guna Milan): the eight-koota, 36-point match of a groom's and a bride's Moon.
// Everything is read from the two sidereal Moon longitudes (Moon sign, nakshatra and pada).
//
// The tables below are the product's pinned set, transcribed once from `tables.ashtakoota` of the
// reference file (tests/fixtures/reference-charts.json); they are checked against it by
// tests/unit/astro/ashtakoota.test.ts. Sources disagree on a few cells; the alternatives the
// reference lists under `variants` can be switched on through `AshtakootaOptions` (off by default).

import { KOOTA_PHRASES, type KootaPhrases, type Relationship } from './ashtakoota-phrases';
import type { DisplayLanguage } from './format';
import { verdictFor } from './guna-bands';
import { SIGN_LORDS, zodiacPosition, type Graha, type ZodiacPosition } from './zodiac';

export { verdictBand, verdictFor, type VerdictBand } from './guna-bands';

// ---------------------------------------------------------------- public types

export type KootaName = 'varna' | 'vashya' | 'tara' | 'yoni' | 'grahaMaitri' | 'gana' | 'bhakoot' | 'nadi';

export interface MatchPerson {
  /** Sidereal (Lahiri) longitude of the Moon, degrees. Any real number; it is normalised to [0, 360). */
  moonLongitude: number;
}

/** Exceptions the reference records. They are informational: they never change the pinned points. */
export interface KootaExceptionFlags {
  /** Bhakoot: the signs are 2/12, 5/9 or 6/8 apart (0 points) but share a ruling planet. */
  sameLordException?: boolean;
  /** Nadi: same nadi because both Moons are in the same nakshatra, in different padas. */
  sameNakshatraDifferentPada?: boolean;
  /** Nadi: same nadi, both Moons in the same sign but in different nakshatras. */
  sameSignDifferentNakshatra?: boolean;
}

export interface KootaResult {
  name: KootaName;
  /** 'Varna' … 'Nadi' */
  label: string;
  /**
   * Each person's category as the reference names it. For Tara: the groom's tara counted from the
   * bride's nakshatra (`groomFromBride`) and the bride's counted from the groom's (`brideFromGroom`).
   * For Bhakoot: the same two inclusive sign counts, as decimal strings ('1'..'12').
   */
  groom: string;
  bride: string;
  points: number;
  max: number;
  /** One or two plain-language sentences: what this koota looks at and what the score means. */
  explanation: string;
  /** Only on Bhakoot and Nadi. */
  flags?: KootaExceptionFlags;
}

export interface AshtakootaResult {
  /** In the traditional order: Varna, Vashya, Tara, Yoni, Graha Maitri, Gana, Bhakoot, Nadi. */
  kootas: KootaResult[];
  total: number;
  max: 36;
  /** total × 10 / 36, unrounded. */
  outOf10: number;
  /** total × 10 / 36 rounded to one decimal (what the product shows "out of 10"). */
  compatibilityScore: number;
  /** Short, calm, plain-language summary by the traditional bands (see `verdictBand`). */
  verdict: string;
}

/** Alternative table cells, named as in the reference file's per-pair `variants`. */
export type AshtakootaVariant =
  | 'varnaEarthShudra'
  | 'vashyaMaitreya'
  | 'yoniHorseDeer3LionBuffalo2'
  | 'ganaTransposed'
  | 'bhakootSameLordCancelled';

export interface AshtakootaOptions {
  /** Alternative tables to use instead of the pinned ones. Default: none (the product's pinned set). */
  variants?: readonly AshtakootaVariant[];
}


// ---------------------------------------------------------------- pinned tables

export const ASHTAKOOTA_MAX = 36;

export const KOOTA_ORDER: readonly KootaName[] = ['varna', 'vashya', 'tara', 'yoni', 'grahaMaitri', 'gana', 'bhakoot', 'nadi'];

export const KOOTA_LABELS: Readonly<Record<KootaName, string>> = {
  varna: 'Varna', vashya: 'Vashya', tara: 'Tara', yoni: 'Yoni', grahaMaitri: 'Graha Maitri', gana: 'Gana', bhakoot: 'Bhakoot', nadi: 'Nadi',
};

export const KOOTA_MAX_POINTS: Readonly<Record<KootaName, number>> = {
  varna: 1, vashya: 2, tara: 3, yoni: 4, grahaMaitri: 5, gana: 6, bhakoot: 7, nadi: 8,
};

// Varna ----------------------------------------------------------

export const VARNAS = ['Shudra', 'Vaishya', 'Kshatriya', 'Brahmin'] as const;
export type Varna = (typeof VARNAS)[number];

/** Rank used by the rule: 1 point when the groom's rank >= the bride's. */
export const VARNA_RANK: Readonly<Record<Varna, number>> = { Shudra: 1, Vaishya: 2, Kshatriya: 3, Brahmin: 4 };

/** Varna of each Moon sign, Aries..Pisces (reference `rankBySign`: water Brahmin, air Shudra). */
export const VARNA_OF_SIGN: readonly Varna[] = [
  /* Aries       */ 'Kshatriya',
  /* Taurus      */ 'Vaishya',
  /* Gemini      */ 'Shudra',
  /* Cancer      */ 'Brahmin',
  /* Leo         */ 'Kshatriya',
  /* Virgo       */ 'Vaishya',
  /* Libra       */ 'Shudra',
  /* Scorpio     */ 'Brahmin',
  /* Sagittarius */ 'Kshatriya',
  /* Capricorn   */ 'Vaishya',
  /* Aquarius    */ 'Shudra',
  /* Pisces      */ 'Brahmin',
];

/** Variant `varnaEarthShudra` (reference `rankBySignVariantEarthShudra`): earth Shudra, air Vaishya. */
export const VARNA_OF_SIGN_EARTH_SHUDRA: readonly Varna[] = [
  /* Aries       */ 'Kshatriya',
  /* Taurus      */ 'Shudra',
  /* Gemini      */ 'Vaishya',
  /* Cancer      */ 'Brahmin',
  /* Leo         */ 'Kshatriya',
  /* Virgo       */ 'Shudra',
  /* Libra       */ 'Vaishya',
  /* Scorpio     */ 'Brahmin',
  /* Sagittarius */ 'Kshatriya',
  /* Capricorn   */ 'Shudra',
  /* Aquarius    */ 'Vaishya',
  /* Pisces      */ 'Brahmin',
];

// Vashya ---------------------------------------------------------

export const VASHYA_GROUPS = ['Chatushpada', 'Manava', 'Jalachara', 'Vanachara', 'Keeta'] as const;
export type Vashya = (typeof VASHYA_GROUPS)[number];

/**
 * Vashya group of each Moon sign, Aries..Pisces, as [first half (< 15°), second half (>= 15°)].
 * Only Sagittarius (Manava, then Chatushpada) and Capricorn (Chatushpada, then Jalachara) split.
 */
export const VASHYA_OF_SIGN: readonly (readonly [Vashya, Vashya])[] = [
  /* Aries       */ ['Chatushpada', 'Chatushpada'],
  /* Taurus      */ ['Chatushpada', 'Chatushpada'],
  /* Gemini      */ ['Manava', 'Manava'],
  /* Cancer      */ ['Jalachara', 'Jalachara'],
  /* Leo         */ ['Vanachara', 'Vanachara'],
  /* Virgo       */ ['Manava', 'Manava'],
  /* Libra       */ ['Manava', 'Manava'],
  /* Scorpio     */ ['Keeta', 'Keeta'],
  /* Sagittarius */ ['Manava', 'Chatushpada'],
  /* Capricorn   */ ['Chatushpada', 'Jalachara'],
  /* Aquarius    */ ['Manava', 'Manava'],
  /* Pisces      */ ['Jalachara', 'Jalachara'],
];

/** Vashya points, groom's group (row) × bride's group (column), in VASHYA_GROUPS order. */
export const VASHYA_POINTS: readonly (readonly number[])[] = [
  //                Chat Mana Jala Vana Keet
  /* Chatushpada */ [  2,   1,   1, 0.5,   1],
  /* Manava      */ [  1,   2, 0.5,   0,   1],
  /* Jalachara   */ [  1, 0.5,   2,   1,   1],
  /* Vanachara   */ [0.5,   0,   1,   2,   0],
  /* Keeta       */ [  1,   1,   1,   0,   2],
];

/** Variant `vashyaMaitreya`: groom (row) × bride (column). */
export const VASHYA_POINTS_MAITREYA: readonly (readonly number[])[] = [
  //                Chat Mana Jala Vana Keet
  /* Chatushpada */ [  2,   1, 0.5,   0,   1],
  /* Manava      */ [  0,   2,   1,   0,   1],
  /* Jalachara   */ [  0,   1,   2,   0,   1],
  /* Vanachara   */ [0.5, 0.5,   1,   2,   0],
  /* Keeta       */ [  0,   1,   1,   0,   2],
];

// Tara -----------------------------------------------------------

/** Tara of a count r = (inclusive nakshatra count) mod 9, 0 → 9; Vipat (3), Pratyari (5), Vadha (7) are inauspicious. */
export const TARA_NAMES = ['Janma', 'Sampat', 'Vipat', 'Kshema', 'Pratyari', 'Sadhaka', 'Vadha', 'Mitra', 'Ati-Mitra'] as const;
export type Tara = (typeof TARA_NAMES)[number];
const INAUSPICIOUS_TARAS: readonly number[] = [3, 5, 7];
/** Points for each direction (groom from bride, bride from groom) whose tara is auspicious. */
const TARA_POINTS_PER_DIRECTION = 1.5;

// Yoni, Gana, Nadi of each nakshatra ------------------------------

export const YONI_ANIMALS = ['Horse', 'Elephant', 'Sheep', 'Serpent', 'Dog', 'Cat', 'Rat', 'Cow', 'Buffalo', 'Tiger', 'Deer', 'Monkey', 'Mongoose', 'Lion'] as const;
export type Yoni = (typeof YONI_ANIMALS)[number];

export const GANAS = ['Deva', 'Manushya', 'Rakshasa'] as const;
export type Gana = (typeof GANAS)[number];

export const NADIS = ['Adi', 'Madhya', 'Antya'] as const;
export type Nadi = (typeof NADIS)[number];

/** Yoni, Gana and Nadi of each nakshatra, Ashwini (1) .. Revati (27). */
export const NAKSHATRA_KOOTA_ATTRIBUTES: readonly { readonly yoni: Yoni; readonly gana: Gana; readonly nadi: Nadi }[] = [
  /*  1 Ashwini           */ { yoni: 'Horse', gana: 'Deva', nadi: 'Adi' },
  /*  2 Bharani           */ { yoni: 'Elephant', gana: 'Manushya', nadi: 'Madhya' },
  /*  3 Krittika          */ { yoni: 'Sheep', gana: 'Rakshasa', nadi: 'Antya' },
  /*  4 Rohini            */ { yoni: 'Serpent', gana: 'Manushya', nadi: 'Antya' },
  /*  5 Mrigashira        */ { yoni: 'Serpent', gana: 'Deva', nadi: 'Madhya' },
  /*  6 Ardra             */ { yoni: 'Dog', gana: 'Manushya', nadi: 'Adi' },
  /*  7 Punarvasu         */ { yoni: 'Cat', gana: 'Deva', nadi: 'Adi' },
  /*  8 Pushya            */ { yoni: 'Sheep', gana: 'Deva', nadi: 'Madhya' },
  /*  9 Ashlesha          */ { yoni: 'Cat', gana: 'Rakshasa', nadi: 'Antya' },
  /* 10 Magha             */ { yoni: 'Rat', gana: 'Rakshasa', nadi: 'Antya' },
  /* 11 Purva Phalguni    */ { yoni: 'Rat', gana: 'Manushya', nadi: 'Madhya' },
  /* 12 Uttara Phalguni   */ { yoni: 'Cow', gana: 'Manushya', nadi: 'Adi' },
  /* 13 Hasta             */ { yoni: 'Buffalo', gana: 'Deva', nadi: 'Adi' },
  /* 14 Chitra            */ { yoni: 'Tiger', gana: 'Rakshasa', nadi: 'Madhya' },
  /* 15 Swati             */ { yoni: 'Buffalo', gana: 'Deva', nadi: 'Antya' },
  /* 16 Vishakha          */ { yoni: 'Tiger', gana: 'Rakshasa', nadi: 'Antya' },
  /* 17 Anuradha          */ { yoni: 'Deer', gana: 'Deva', nadi: 'Madhya' },
  /* 18 Jyeshtha          */ { yoni: 'Deer', gana: 'Rakshasa', nadi: 'Adi' },
  /* 19 Mula              */ { yoni: 'Dog', gana: 'Rakshasa', nadi: 'Adi' },
  /* 20 Purva Ashadha     */ { yoni: 'Monkey', gana: 'Manushya', nadi: 'Madhya' },
  /* 21 Uttara Ashadha    */ { yoni: 'Mongoose', gana: 'Manushya', nadi: 'Antya' },
  /* 22 Shravana          */ { yoni: 'Monkey', gana: 'Deva', nadi: 'Antya' },
  /* 23 Dhanishta         */ { yoni: 'Lion', gana: 'Rakshasa', nadi: 'Madhya' },
  /* 24 Shatabhisha       */ { yoni: 'Horse', gana: 'Rakshasa', nadi: 'Adi' },
  /* 25 Purva Bhadrapada  */ { yoni: 'Lion', gana: 'Manushya', nadi: 'Adi' },
  /* 26 Uttara Bhadrapada */ { yoni: 'Cow', gana: 'Manushya', nadi: 'Madhya' },
  /* 27 Revati            */ { yoni: 'Elephant', gana: 'Deva', nadi: 'Antya' },
];

// Yoni -----------------------------------------------------------

/** Yoni points, groom's animal (row) × bride's animal (column), in YONI_ANIMALS order. Symmetric. */
export const YONI_POINTS: readonly (readonly number[])[] = [
  //             Hors Elep Shee Serp  Dog  Cat  Rat  Cow Buff Tige Deer Monk Mong Lion
  /* Horse    */ [  4,   2,   2,   3,   2,   2,   2,   1,   0,   1,   1,   3,   2,   1],
  /* Elephant */ [  2,   4,   3,   3,   2,   2,   2,   2,   3,   1,   2,   3,   2,   0],
  /* Sheep    */ [  2,   3,   4,   2,   1,   2,   1,   3,   3,   1,   2,   0,   3,   1],
  /* Serpent  */ [  3,   3,   2,   4,   2,   1,   1,   1,   1,   2,   2,   2,   0,   2],
  /* Dog      */ [  2,   2,   1,   2,   4,   2,   1,   2,   2,   1,   0,   2,   1,   1],
  /* Cat      */ [  2,   2,   2,   1,   2,   4,   0,   2,   2,   1,   3,   3,   2,   1],
  /* Rat      */ [  2,   2,   1,   1,   1,   0,   4,   2,   2,   2,   2,   2,   1,   2],
  /* Cow      */ [  1,   2,   3,   1,   2,   2,   2,   4,   3,   0,   3,   2,   2,   1],
  /* Buffalo  */ [  0,   3,   3,   1,   2,   2,   2,   3,   4,   1,   2,   2,   2,   1],
  /* Tiger    */ [  1,   1,   1,   2,   1,   1,   2,   0,   1,   4,   1,   1,   2,   1],
  /* Deer     */ [  1,   2,   2,   2,   0,   3,   2,   3,   2,   1,   4,   2,   2,   1],
  /* Monkey   */ [  3,   3,   0,   2,   2,   3,   2,   2,   2,   1,   2,   4,   3,   2],
  /* Mongoose */ [  2,   2,   3,   0,   1,   2,   1,   2,   2,   2,   2,   3,   4,   2],
  /* Lion     */ [  1,   0,   1,   2,   1,   1,   2,   1,   1,   1,   1,   2,   2,   4],
];

/**
 * Variant `yoniHorseDeer3LionBuffalo2` (the saravali.de table): these cells replace YONI_POINTS,
 * which makes the table asymmetric (groom Horse + bride Deer 3, but groom Deer + bride Horse stays 1).
 */
export const YONI_POINTS_SARAVALI_OVERRIDES: readonly { readonly groom: Yoni; readonly bride: Yoni; readonly points: number }[] = [
  { groom: 'Horse', bride: 'Deer', points: 3 },
  { groom: 'Lion', bride: 'Buffalo', points: 2 },
];

// Graha Maitri ---------------------------------------------------

export type MaitriGraha = Exclude<Graha, 'Rahu' | 'Ketu'>;

export const MAITRI_ORDER: readonly MaitriGraha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

/** Natural (naisargika) relationships: how each planet regards the others. */
export const NATURAL_RELATIONSHIPS: Readonly<Record<MaitriGraha, { readonly friends: readonly MaitriGraha[]; readonly neutral: readonly MaitriGraha[]; readonly enemies: readonly MaitriGraha[] }>> = {
  Sun: { friends: ['Moon', 'Mars', 'Jupiter'], neutral: ['Mercury'], enemies: ['Venus', 'Saturn'] },
  Moon: { friends: ['Sun', 'Mercury'], neutral: ['Mars', 'Jupiter', 'Venus', 'Saturn'], enemies: [] },
  Mars: { friends: ['Sun', 'Moon', 'Jupiter'], neutral: ['Venus', 'Saturn'], enemies: ['Mercury'] },
  Mercury: { friends: ['Sun', 'Venus'], neutral: ['Mars', 'Jupiter', 'Saturn'], enemies: ['Moon'] },
  Jupiter: { friends: ['Sun', 'Moon', 'Mars'], neutral: ['Saturn'], enemies: ['Mercury', 'Venus'] },
  Venus: { friends: ['Mercury', 'Saturn'], neutral: ['Mars', 'Jupiter'], enemies: ['Sun', 'Moon'] },
  Saturn: { friends: ['Mercury', 'Venus'], neutral: ['Jupiter'], enemies: ['Sun', 'Moon', 'Mars'] },
};

/**
 * Graha Maitri points, lord of the groom's Moon sign (row) × lord of the bride's (column), in
 * MAITRI_ORDER. Rule: same lord 5; friend/friend 5; friend/neutral 4; neutral/neutral 3;
 * friend/enemy 1; neutral/enemy 0.5; enemy/enemy 0. Symmetric.
 */
export const GRAHA_MAITRI_POINTS: readonly (readonly number[])[] = [
  //            Sun Moon Mars Merc Jupi Venu Satu
  /* Sun     */ [  5,   5,   5,   4,   5,   0,   0],
  /* Moon    */ [  5,   5,   4,   1,   4, 0.5, 0.5],
  /* Mars    */ [  5,   4,   5, 0.5,   5,   3, 0.5],
  /* Mercury */ [  4,   1, 0.5,   5, 0.5,   5,   4],
  /* Jupiter */ [  5,   4,   5, 0.5,   5, 0.5,   3],
  /* Venus   */ [  0, 0.5,   3,   5, 0.5,   5,   5],
  /* Saturn  */ [  0, 0.5, 0.5,   4,   3,   5,   5],
];

// Gana -----------------------------------------------------------

/**
 * Gana points, BRIDE's gana (row) × GROOM's gana (column), in GANAS order — the reference's
 * orientation: bride Deva + groom Manushya 6, bride Manushya + groom Deva 5, bride Rakshasa + groom Deva 1.
 * Variant `ganaTransposed` reads it the other way round (groom row, bride column).
 */
export const GANA_POINTS_BRIDE_ROW_GROOM_COL: readonly (readonly number[])[] = [
  //             Deva Manu Raks   ← groom
  /* Deva     */ [  6,   6,   0],
  /* Manushya */ [  5,   6,   0],
  /* Rakshasa */ [  1,   0,   6],
];

// Bhakoot, Nadi --------------------------------------------------

/** Inclusive sign counts (bride → groom, groom → bride) that make Bhakoot dosha: 0 points, else 7. */
export const BHAKOOT_DOSHA_COUNTS: readonly (readonly [number, number])[] = [[2, 12], [5, 9], [6, 8]];

/** Nadi: 8 points for different nadis, 0 for the same nadi (Nadi dosha). */
const NADI_DIFFERENT_POINTS = 8;

// ---------------------------------------------------------------- helpers

function at<T>(list: readonly T[], index: number, what: string): T {
  const value = list[index];
  if (value === undefined) throw new RangeError(`Ashtakoota: no ${what} at index ${index}`);
  return value;
}

function cell(table: readonly (readonly number[])[], row: number, col: number, what: string): number {
  return at(at(table, row, `${what} row`), col, `${what} cell`);
}

function indexIn<T>(list: readonly T[], value: T, what: string): number {
  const i = list.indexOf(value);
  if (i < 0) throw new RangeError(`Ashtakoota: unknown ${what} ${String(value)}`);
  return i;
}

/** Inclusive count from one 1-based position to another on a circle of `size` (same position = 1). */
function countInclusive(from: number, to: number, size: number): number {
  return ((((to - from) % size) + size) % size) + 1;
}

/** A Moon position with everything the kootas need. */
interface MoonPlacement {
  position: ZodiacPosition;
  /** 0-based index into the nakshatra tables. */
  nakshatra0: number;
  lord: MaitriGraha;
}

function placement(person: MatchPerson, role: 'groom' | 'bride'): MoonPlacement {
  const lon = person?.moonLongitude;
  if (typeof lon !== 'number' || !Number.isFinite(lon)) {
    throw new RangeError(`Ashtakoota: the ${role}'s moonLongitude must be a finite number of degrees`);
  }
  const position = zodiacPosition(lon);
  const lord = at(SIGN_LORDS, position.signIndex, 'sign lord');
  if (lord === 'Rahu' || lord === 'Ketu') throw new RangeError(`Ashtakoota: sign lord ${lord} has no Graha Maitri row`);
  return { position, nakshatra0: position.nakshatraIndex - 1, lord };
}

// ---------------------------------------------------------------- the eight kootas

function varna(g: MoonPlacement, b: MoonPlacement, earthShudra: boolean, say: KootaPhrases): KootaResult {
  const table = earthShudra ? VARNA_OF_SIGN_EARTH_SHUDRA : VARNA_OF_SIGN;
  const gv = at(table, g.position.signIndex, 'varna');
  const bv = at(table, b.position.signIndex, 'varna');
  const points = VARNA_RANK[gv] >= VARNA_RANK[bv] ? 1 : 0;
  return result('varna', gv, bv, points, say.varna({ groom: gv, bride: bv, points, max: KOOTA_MAX_POINTS.varna }));
}

function vashyaGroup(p: MoonPlacement): Vashya {
  const halves = at(VASHYA_OF_SIGN, p.position.signIndex, 'vashya');
  return p.position.degreeInSign < 15 ? halves[0] : halves[1];
}

function vashya(g: MoonPlacement, b: MoonPlacement, maitreya: boolean, say: KootaPhrases): KootaResult {
  const gv = vashyaGroup(g);
  const bv = vashyaGroup(b);
  const points = cell(maitreya ? VASHYA_POINTS_MAITREYA : VASHYA_POINTS, indexIn(VASHYA_GROUPS, gv, 'vashya'), indexIn(VASHYA_GROUPS, bv, 'vashya'), 'vashya');
  return result('vashya', gv, bv, points, say.vashya({ groom: gv, bride: bv, points, max: KOOTA_MAX_POINTS.vashya }));
}

function taraOf(count: number): { index: number; name: Tara } {
  const index = count % 9 === 0 ? 9 : count % 9;
  return { index, name: at(TARA_NAMES, index - 1, 'tara') };
}

function tara(g: MoonPlacement, b: MoonPlacement, say: KootaPhrases): KootaResult {
  const groomFromBride = taraOf(countInclusive(b.position.nakshatraIndex, g.position.nakshatraIndex, 27));
  const brideFromGroom = taraOf(countInclusive(g.position.nakshatraIndex, b.position.nakshatraIndex, 27));
  const good = [groomFromBride, brideFromGroom].filter((t) => !INAUSPICIOUS_TARAS.includes(t.index)).length;
  const points = good * TARA_POINTS_PER_DIRECTION;
  // The two counts add up to 29 (or are 1 and 1), so both taras are never inauspicious together:
  // Tara scores 1.5 or 3. The 0 wording is kept in case a variant table ever allows it.
  return result('tara', groomFromBride.name, brideFromGroom.name, points,
    say.tara({ groomFromBride: groomFromBride.name, brideFromGroom: brideFromGroom.name, good, points, max: KOOTA_MAX_POINTS.tara }));
}

function yoniPoints(gy: Yoni, by: Yoni, saravali: boolean): number {
  if (saravali) {
    const override = YONI_POINTS_SARAVALI_OVERRIDES.find((o) => o.groom === gy && o.bride === by);
    if (override) return override.points;
  }
  return cell(YONI_POINTS, indexIn(YONI_ANIMALS, gy, 'yoni'), indexIn(YONI_ANIMALS, by, 'yoni'), 'yoni');
}

function yoni(g: MoonPlacement, b: MoonPlacement, saravali: boolean, say: KootaPhrases): KootaResult {
  const gy = at(NAKSHATRA_KOOTA_ATTRIBUTES, g.nakshatra0, 'nakshatra').yoni;
  const by = at(NAKSHATRA_KOOTA_ATTRIBUTES, b.nakshatra0, 'nakshatra').yoni;
  const points = yoniPoints(gy, by, saravali);
  return result('yoni', gy, by, points, say.yoni({ groom: gy, bride: by, points, max: KOOTA_MAX_POINTS.yoni }));
}

function relationship(from: MaitriGraha, to: MaitriGraha): Relationship {
  const r = NATURAL_RELATIONSHIPS[from];
  if (r.friends.includes(to)) return 'friend';
  if (r.enemies.includes(to)) return 'enemy';
  return 'neutral';
}

function grahaMaitri(g: MoonPlacement, b: MoonPlacement, say: KootaPhrases): KootaResult {
  const points = cell(GRAHA_MAITRI_POINTS, indexIn(MAITRI_ORDER, g.lord, 'planet'), indexIn(MAITRI_ORDER, b.lord, 'planet'), 'graha maitri');
  const relation = g.lord === b.lord ? undefined : { there: relationship(g.lord, b.lord), back: relationship(b.lord, g.lord) };
  return result('grahaMaitri', g.lord, b.lord, points, say.grahaMaitri({ groom: g.lord, bride: b.lord, relation, points, max: KOOTA_MAX_POINTS.grahaMaitri }));
}

function gana(g: MoonPlacement, b: MoonPlacement, transposed: boolean, say: KootaPhrases): KootaResult {
  const gg = at(NAKSHATRA_KOOTA_ATTRIBUTES, g.nakshatra0, 'nakshatra').gana;
  const bg = at(NAKSHATRA_KOOTA_ATTRIBUTES, b.nakshatra0, 'nakshatra').gana;
  const gi = indexIn(GANAS, gg, 'gana');
  const bi = indexIn(GANAS, bg, 'gana');
  const points = transposed ? cell(GANA_POINTS_BRIDE_ROW_GROOM_COL, gi, bi, 'gana') : cell(GANA_POINTS_BRIDE_ROW_GROOM_COL, bi, gi, 'gana');
  return result('gana', gg, bg, points, say.gana({ groom: gg, bride: bg, points, max: KOOTA_MAX_POINTS.gana }));
}

function bhakoot(g: MoonPlacement, b: MoonPlacement, sameLordCancels: boolean, say: KootaPhrases): KootaResult {
  const groomFromBride = countInclusive(b.position.signIndex, g.position.signIndex, 12);
  const brideFromGroom = countInclusive(g.position.signIndex, b.position.signIndex, 12);
  const dosha = BHAKOOT_DOSHA_COUNTS.some(([x, y]) => (x === groomFromBride && y === brideFromGroom) || (y === groomFromBride && x === brideFromGroom));
  const sameLordException = dosha && g.lord === b.lord;
  const max = KOOTA_MAX_POINTS.bhakoot;
  const points = !dosha || (sameLordException && sameLordCancels) ? max : 0;
  const near = Math.min(groomFromBride, brideFromGroom);
  const far = Math.max(groomFromBride, brideFromGroom);
  return {
    ...result('bhakoot', String(groomFromBride), String(brideFromGroom), points,
      say.bhakoot({ near, far, dosha, sameLord: sameLordException, cancelled: dosha && points === max, lord: g.lord, points, max })),
    flags: { sameLordException },
  };
}

function nadi(g: MoonPlacement, b: MoonPlacement, say: KootaPhrases): KootaResult {
  const gn = at(NAKSHATRA_KOOTA_ATTRIBUTES, g.nakshatra0, 'nakshatra').nadi;
  const bn = at(NAKSHATRA_KOOTA_ATTRIBUTES, b.nakshatra0, 'nakshatra').nadi;
  const same = gn === bn;
  const sameNakshatra = g.position.nakshatraIndex === b.position.nakshatraIndex;
  const sameNakshatraDifferentPada = same && sameNakshatra && g.position.pada !== b.position.pada;
  const sameSignDifferentNakshatra = same && !sameNakshatra && g.position.signIndex === b.position.signIndex;
  const points = same ? 0 : NADI_DIFFERENT_POINTS;
  return {
    ...result('nadi', gn, bn, points, say.nadi({ groom: gn, bride: bn, same, sameNakshatraDifferentPada, sameSignDifferentNakshatra, points, max: KOOTA_MAX_POINTS.nadi })),
    flags: { sameNakshatraDifferentPada, sameSignDifferentNakshatra },
  };
}

function result(name: KootaName, groom: string, bride: string, points: number, explanation: string): KootaResult {
  return { name, label: KOOTA_LABELS[name], groom, bride, points, max: KOOTA_MAX_POINTS[name], explanation };
}

// ---------------------------------------------------------------- totals and verdict

/** total × 10 / 36 rounded to one decimal (half up): 19 → 5.3, 36 → 10, 0 → 0. */
export function compatibilityScoreOf(total: number): number {
  return Math.round((total * 100) / ASHTAKOOTA_MAX) / 10;
}

// ---------------------------------------------------------------- entry point

/** Guna Milan of a groom and a bride from their sidereal Moon longitudes, its sentences in `lang`. */
export function ashtakoota(groom: MatchPerson, bride: MatchPerson, options: AshtakootaOptions = {}, lang: DisplayLanguage = 'en'): AshtakootaResult {
  const g = placement(groom, 'groom');
  const b = placement(bride, 'bride');
  const variants = new Set<AshtakootaVariant>(options.variants ?? []);
  const say = KOOTA_PHRASES[lang];
  const kootas: KootaResult[] = [
    varna(g, b, variants.has('varnaEarthShudra'), say),
    vashya(g, b, variants.has('vashyaMaitreya'), say),
    tara(g, b, say),
    yoni(g, b, variants.has('yoniHorseDeer3LionBuffalo2'), say),
    grahaMaitri(g, b, say),
    gana(g, b, variants.has('ganaTransposed'), say),
    bhakoot(g, b, variants.has('bhakootSameLordCancelled'), say),
    nadi(g, b, say),
  ];
  // Every koota's points are whole or half numbers, so this sum is exact.
  const total = kootas.reduce((sum, k) => sum + k.points, 0);
  return {
    kootas,
    total,
    max: ASHTAKOOTA_MAX,
    outOf10: (total * 10) / ASHTAKOOTA_MAX,
    compatibilityScore: compatibilityScoreOf(total),
    verdict: verdictFor(total, lang),
  };
}
