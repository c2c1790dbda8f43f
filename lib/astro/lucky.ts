// Lucky number and colour (SPEC 2.14), from one documented table.
//
// The lucky number is the psychic (root) number: the day of birth reduced to one digit, the
// number Indian numerology treats as a person's own. Each number 1-9 has a ruling graha, and
// its colour is that graha's traditional colour:
//   1 Sun (gold), 2 Moon (white), 3 Jupiter (yellow), 4 Rahu (electric blue), 5 Mercury (green),
//   6 Venus (pink), 7 Ketu (sea green), 8 Saturn (dark blue), 9 Mars (red).
// The sign shown is the Western (tropical) sun sign of the birth date, by the usual date ranges.

import { numerologyFor } from './numerology';
import type { HindiColour } from './hindi';
import type { Graha } from './zodiac';

export const NUMBER_TABLE: Readonly<Record<number, { planet: Graha; colour: HindiColour; alsoGood: HindiColour[] }>> = {
  1: { planet: 'Sun', colour: 'Gold', alsoGood: ['Orange', 'Yellow'] },
  2: { planet: 'Moon', colour: 'White', alsoGood: ['Cream', 'Silver'] },
  3: { planet: 'Jupiter', colour: 'Yellow', alsoGood: ['Saffron', 'Light Orange'] },
  4: { planet: 'Rahu', colour: 'Electric Blue', alsoGood: ['Grey', 'Khaki'] },
  5: { planet: 'Mercury', colour: 'Green', alsoGood: ['Light Green', 'Turquoise'] },
  6: { planet: 'Venus', colour: 'Pink', alsoGood: ['White', 'Light Blue'] },
  7: { planet: 'Ketu', colour: 'Sea Green', alsoGood: ['Smoky Grey', 'Light Yellow'] },
  8: { planet: 'Saturn', colour: 'Dark Blue', alsoGood: ['Black', 'Purple'] },
  9: { planet: 'Mars', colour: 'Red', alsoGood: ['Maroon', 'Coral'] },
};

// [sign, month, day it begins], in calendar order; a date takes the last entry it has reached.
const WESTERN_SIGNS: readonly [string, number, number][] = [
  ['Capricorn', 1, 1],
  ['Aquarius', 1, 20],
  ['Pisces', 2, 19],
  ['Aries', 3, 21],
  ['Taurus', 4, 20],
  ['Gemini', 5, 21],
  ['Cancer', 6, 21],
  ['Leo', 7, 23],
  ['Virgo', 8, 23],
  ['Libra', 9, 23],
  ['Scorpio', 10, 23],
  ['Sagittarius', 11, 22],
  ['Capricorn', 12, 22],
];

/** The Western sun sign of a birth date (the common date ranges; a day either side varies by year). */
export function westernSunSign(month: number, day: number): string {
  let sign = 'Capricorn';
  for (const [name, m, d] of WESTERN_SIGNS) if (month > m || (month === m && day >= d)) sign = name;
  return sign;
}

export interface LuckyDetails {
  sign: string;
  luckyNumber: number;
  luckyColor: string;
  otherColors: string[];
  rulingPlanet: Graha;
  psychicNumber: number;
  destinyNumber: number;
  nameNumber: number;
}

export function luckyDetails(name: string, year: number, month: number, day: number): LuckyDetails {
  const n = numerologyFor(name, day, month, year);
  const entry = NUMBER_TABLE[n.psychicNumber]!;
  return {
    sign: westernSunSign(month, day),
    luckyNumber: n.psychicNumber,
    luckyColor: entry.colour,
    otherColors: entry.alsoGood,
    rulingPlanet: entry.planet,
    psychicNumber: n.psychicNumber,
    destinyNumber: n.destinyNumber,
    nameNumber: n.chaldeanNameNumber,
  };
}
