// The sidereal zodiac's divisions: signs, nakshatras, the grahas and their lords. Pure data and
// arithmetic, shared by every part of the astrology engine. Longitudes are sidereal degrees in [0, 360).
// It imports nothing, so browser code (chart diagrams, the horoscope board) can take these words
// from here without pulling in the ephemeris series.

export const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'] as const;
export type Sign = (typeof SIGNS)[number];

/** The signs as Hindi speakers name them, in SIGNS order (Aries = Mesh). Shown beside the English name. */
export const HINDI_SIGN_NAMES: Readonly<Record<Sign, string>> = {
  Aries: 'Mesh', Taurus: 'Vrishabh', Gemini: 'Mithun', Cancer: 'Kark', Leo: 'Simha', Virgo: 'Kanya',
  Libra: 'Tula', Scorpio: 'Vrishchik', Sagittarius: 'Dhanu', Capricorn: 'Makar', Aquarius: 'Kumbh', Pisces: 'Meen',
};

/** The sign of a lower-case URL segment ("aries" → Aries), or undefined for anything else. */
export function signFromSlug(slug: string): Sign | undefined {
  return SIGNS.find((s) => s.toLowerCase() === slug);
}

/** The URL segment of a sign: its English name in lower case. */
export const signSlug = (sign: Sign): string => sign.toLowerCase();

export const RASHIS = ['Mesha', 'Vrishabha', 'Mithuna', 'Karka', 'Simha', 'Kanya', 'Tula', 'Vrishchika', 'Dhanu', 'Makara', 'Kumbha', 'Meena'] as const;

export const NAKSHATRAS = [
  'Ashwini', 'Bharani', 'Krittika', 'Rohini', 'Mrigashira', 'Ardra', 'Punarvasu', 'Pushya', 'Ashlesha',
  'Magha', 'Purva Phalguni', 'Uttara Phalguni', 'Hasta', 'Chitra', 'Swati', 'Vishakha', 'Anuradha', 'Jyeshtha',
  'Mula', 'Purva Ashadha', 'Uttara Ashadha', 'Shravana', 'Dhanishta', 'Shatabhisha', 'Purva Bhadrapada', 'Uttara Bhadrapada', 'Revati',
] as const;
export type Nakshatra = (typeof NAKSHATRAS)[number];

/** The nine grahas in the traditional order of the planet tables. */
export const GRAHAS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'] as const;
export type Graha = (typeof GRAHAS)[number];

/**
 * A record of the nine grahas from values in GRAHAS order, keys in that order. Written out so the object is made in
 * one step with one shape: filling `{}` by name in a loop costs several times more, and the engine makes a few
 * dozen of these per deep kundli.
 */
export function grahaRecord<T>(v: ArrayLike<T>): Record<Graha, T> {
  return { Sun: v[0]!, Moon: v[1]!, Mars: v[2]!, Mercury: v[3]!, Jupiter: v[4]!, Venus: v[5]!, Saturn: v[6]!, Rahu: v[7]!, Ketu: v[8]! };
}

/** A record of the ascendant and the nine grahas (values in GRAHAS order), the Ascendant first: made like grahaRecord. */
export function bodyRecord<T>(ascendant: T, g: ArrayLike<T>): Record<Graha | 'Ascendant', T> {
  return { Ascendant: ascendant, Sun: g[0]!, Moon: g[1]!, Mars: g[2]!, Mercury: g[3]!, Jupiter: g[4]!, Venus: g[5]!, Saturn: g[6]!, Rahu: g[7]!, Ketu: g[8]! };
}

/** Vimshottari order; nakshatra n (1-based) is ruled by NAKSHATRA_LORDS[(n - 1) % 9]. */
export const NAKSHATRA_LORDS: readonly Graha[] = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'];

export const VIMSHOTTARI_YEARS: Readonly<Record<Graha, number>> = {
  Ketu: 7, Venus: 20, Sun: 6, Moon: 10, Mars: 7, Rahu: 18, Jupiter: 16, Saturn: 19, Mercury: 17,
};

/** Sign lords (Aries..Pisces), used by Graha Maitri and Bhakoot. */
export const SIGN_LORDS: readonly Graha[] = ['Mars', 'Venus', 'Mercury', 'Moon', 'Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Saturn', 'Jupiter'];

export const NAKSHATRA_SPAN = 360 / 27; // 13°20′
export const PADA_SPAN = NAKSHATRA_SPAN / 4; // 3°20′

export function normalizeDegrees(deg: number): number {
  const d = deg % 360;
  return d < 0 ? d + 360 : d;
}

export interface ZodiacPosition {
  /** Sidereal longitude, degrees [0, 360). */
  longitude: number;
  sign: Sign;
  /** 0 = Aries. */
  signIndex: number;
  degreeInSign: number;
  nakshatra: Nakshatra;
  /** 1..27 */
  nakshatraIndex: number;
  /** 1..4 */
  pada: number;
  nakshatraLord: Graha;
}

/** Sign, nakshatra and pada of a sidereal longitude (the reference file's conventions). */
export function zodiacPosition(longitude: number): ZodiacPosition {
  const lon = normalizeDegrees(longitude);
  const signIndex = Math.min(11, Math.floor(lon / 30));
  const nakIndex = Math.min(26, Math.floor(lon / NAKSHATRA_SPAN));
  const pada = Math.min(4, Math.floor((lon - nakIndex * NAKSHATRA_SPAN) / PADA_SPAN) + 1);
  return {
    longitude: lon,
    sign: SIGNS[signIndex]!,
    signIndex,
    degreeInSign: lon - signIndex * 30,
    nakshatra: NAKSHATRAS[nakIndex]!,
    nakshatraIndex: nakIndex + 1,
    pada,
    nakshatraLord: NAKSHATRA_LORDS[nakIndex % 9]!,
  };
}

/** Whole-sign house (1..12) of a sign counted from a reference sign (e.g. the ascendant's). */
export function houseFrom(referenceSignIndex: number, signIndex: number): number {
  return ((signIndex - referenceSignIndex + 12) % 12) + 1;
}
