// The day's fixed divisions: Rahu kaal, Yamaganda and Gulika kaal (daytime in 8 equal parts, the part
// chosen by weekday), Abhijit muhurta (the 8th of 15 equal parts of daytime) and the day and night
// choghadiya (daytime and night-time each in 8 parts, named in a cycle that starts from the weekday).
// Instants are milliseconds since the Unix epoch.

import { WEEKDAYS, type Weekday } from './panchang';

export interface TimeSpan {
  start: number;
  end: number;
}

// Part (1..8) of daytime, Sunday first.
const RAHU_KAAL_PART = [8, 2, 7, 5, 6, 4, 3] as const;
const YAMAGANDA_PART = [5, 4, 3, 2, 1, 7, 6] as const;
const GULIKA_KAAL_PART = [7, 6, 5, 4, 3, 2, 1] as const;

/** The choghadiya names in the order they follow each other by day (ruled by Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars). */
export const CHOGHADIYA_NAMES = ['Udveg', 'Char', 'Labh', 'Amrit', 'Kaal', 'Shubh', 'Rog'] as const;
export type ChoghadiyaName = (typeof CHOGHADIYA_NAMES)[number];

/** Good, neutral or to be avoided, as almanacs mark them. */
export const CHOGHADIYA_QUALITY: Readonly<Record<ChoghadiyaName, 'good' | 'neutral' | 'bad'>> = {
  Amrit: 'good', Shubh: 'good', Labh: 'good', Char: 'neutral', Udveg: 'bad', Kaal: 'bad', Rog: 'bad',
};

// Index into CHOGHADIYA_NAMES of the first daytime choghadiya, Sunday first: the weekday lord's.
const FIRST_DAY_CHOGHADIYA = [0, 3, 6, 2, 5, 1, 4] as const;

export interface Choghadiya extends TimeSpan {
  name: ChoghadiyaName;
}

export interface Muhurtas {
  rahuKaal: TimeSpan;
  yamaganda: TimeSpan;
  gulikaKaal: TimeSpan;
  abhijit: TimeSpan;
}

/** The `oneBased`-th of `parts` equal parts of a span. */
export function part(start: number, end: number, parts: number, oneBased: number): TimeSpan {
  const length = (end - start) / parts;
  return { start: start + (oneBased - 1) * length, end: start + oneBased * length };
}

/** Rahu kaal, Yamaganda, Gulika kaal and Abhijit for a day with this weekday, sunrise and sunset. */
export function computeMuhurtas(weekday: Weekday, sunrise: number, sunset: number): Muhurtas {
  const w = WEEKDAYS.indexOf(weekday);
  return {
    rahuKaal: part(sunrise, sunset, 8, RAHU_KAAL_PART[w]!),
    yamaganda: part(sunrise, sunset, 8, YAMAGANDA_PART[w]!),
    gulikaKaal: part(sunrise, sunset, 8, GULIKA_KAAL_PART[w]!),
    abhijit: part(sunrise, sunset, 15, 8),
  };
}

function eightParts(start: number, end: number, first: number, step: number): Choghadiya[] {
  return Array.from({ length: 8 }, (_, i) => ({
    name: CHOGHADIYA_NAMES[(first + i * step) % 7]!,
    ...part(start, end, 8, i + 1),
  }));
}

/**
 * Day choghadiya (sunrise..sunset) and night choghadiya (sunset..next sunrise). By day the names follow
 * CHOGHADIYA_NAMES from the weekday lord's; by night they go five places on each time, starting from the
 * day choghadiya of the weekday four days later (Sunday night starts with Thursday's Shubh).
 */
export function computeChoghadiya(weekday: Weekday, sunrise: number, sunset: number, nextSunrise: number): { day: Choghadiya[]; night: Choghadiya[] } {
  const w = WEEKDAYS.indexOf(weekday);
  return {
    day: eightParts(sunrise, sunset, FIRST_DAY_CHOGHADIYA[w]!, 1),
    night: eightParts(sunset, nextSunrise, FIRST_DAY_CHOGHADIYA[(w + 4) % 7]!, 5),
  };
}
