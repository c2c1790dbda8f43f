// Panchang at an instant from the sidereal Sun and Moon: tithi (lunar day), yoga, karana (half tithi) and
// the weekday of the local civil date (the Hindu vara, which changes at sunrise, is not computed).

import { normalizeDegrees, NAKSHATRA_SPAN } from './zodiac';

// Local aliases: a global `Math` lookup per call is slow in hot loops (notably inside VM sandboxes).
const { floor, min } = Math;

const TITHI_BASE_NAMES = [
  'Pratipada', 'Dwitiya', 'Tritiya', 'Chaturthi', 'Panchami', 'Shashthi', 'Saptami',
  'Ashtami', 'Navami', 'Dashami', 'Ekadashi', 'Dwadashi', 'Trayodashi', 'Chaturdashi',
] as const;

/** Names of tithis 1..30 (index 0 = tithi 1). */
export const TITHI_NAMES: readonly string[] = [...TITHI_BASE_NAMES, 'Purnima', ...TITHI_BASE_NAMES, 'Amavasya'];

/** Names of yogas 1..27. */
export const YOGA_NAMES: readonly string[] = [
  'Vishkambha', 'Priti', 'Ayushman', 'Saubhagya', 'Shobhana', 'Atiganda', 'Sukarma', 'Dhriti', 'Shula',
  'Ganda', 'Vriddhi', 'Dhruva', 'Vyaghata', 'Harshana', 'Vajra', 'Siddhi', 'Vyatipata', 'Variyana',
  'Parigha', 'Shiva', 'Siddha', 'Sadhya', 'Shubha', 'Shukla', 'Brahma', 'Indra', 'Vaidhriti',
];

const KARANA_CYCLE = ['Bava', 'Balava', 'Kaulava', 'Taitila', 'Garaja', 'Vanija', 'Vishti'] as const;

/**
 * The lunar months, Chaitra first. An amanta month ends on Amavasya and a purnimanta month on
 * Purnima: the names are the same, only the dark fortnight falls in the next month's name. A
 * thirteenth (leap) month takes the name of the month it precedes, as Adhika.
 */
export const LUNAR_MONTHS = [
  'Chaitra', 'Vaishakha', 'Jyeshtha', 'Ashadha', 'Shravana', 'Bhadrapada',
  'Ashwin', 'Kartika', 'Margashirsha', 'Pausha', 'Magha', 'Phalguna',
] as const;
export type LunarMonth = (typeof LUNAR_MONTHS)[number];

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Karana name of half-tithi 1..60: 1 Kimstughna, 2..57 the movable cycle, 58..60 the fixed karanas. */
export function karanaName(index: number): string {
  if (index === 1) return 'Kimstughna';
  if (index === 58) return 'Shakuni';
  if (index === 59) return 'Chatushpada';
  if (index === 60) return 'Naga';
  return KARANA_CYCLE[(index - 2) % 7]!;
}

export interface Panchang {
  /** 1..30 (1..15 Shukla, 16..30 Krishna). */
  tithi: number;
  tithiName: string;
  paksha: 'Shukla' | 'Krishna';
  /** 1..27 */
  yoga: number;
  yogaName: string;
  /** Half-tithi 1..60. */
  karanaIndex: number;
  karana: string;
  /** Weekday of the local civil date. */
  weekday: Weekday;
  /** (Moon − Sun) mod 360, degrees. */
  moonSunElongation: number;
}

/** Weekday of a proleptic-Gregorian civil date. */
export function civilWeekday(year: number, month: number, day: number): Weekday {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return WEEKDAYS[d.getUTCDay()]!;
}

/** Panchang from sidereal longitudes (degrees) of the Sun and Moon and the weekday of the civil date. */
export function computePanchang(sunLongitude: number, moonLongitude: number, weekday: Weekday): Panchang {
  const elongation = normalizeDegrees(moonLongitude - sunLongitude);
  const tithi = min(30, floor(elongation / 12) + 1);
  const karanaIndex = min(60, floor(elongation / 6) + 1);
  const yoga = min(27, floor(normalizeDegrees(sunLongitude + moonLongitude) / NAKSHATRA_SPAN) + 1);
  return {
    tithi,
    tithiName: TITHI_NAMES[tithi - 1]!,
    paksha: tithi <= 15 ? 'Shukla' : 'Krishna',
    yoga,
    yogaName: YOGA_NAMES[yoga - 1]!,
    karanaIndex,
    karana: karanaName(karanaIndex),
    weekday,
    moonSunElongation: elongation,
  };
}
