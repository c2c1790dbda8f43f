// The chart facts a reading talks about, derived once from the input: each graha's sign, house, nakshatra,
// companions and the grahas aspecting it (BPHS ch. 26 sign aspects), and the houses each graha rules.

import { aspectsSign } from '../aspects';
import { GRAHAS, houseFrom, SIGN_LORDS, SIGNS, zodiacPosition, type Graha, type Nakshatra, type Sign } from '../zodiac';
import { positionLabel } from './phrasing';
import type { ReadingInput } from './types';

export interface GrahaFacts {
  graha: Graha;
  sign: Sign;
  signIndex: number;
  house: number;
  nakshatra: Nakshatra;
  pada: number;
  /** Other grahas in the same sign. */
  companions: Graha[];
  /** Grahas in other signs that aspect this one's sign. */
  aspectedBy: Graha[];
  /** Houses (from the Lagna) whose sign this graha rules; empty for the nodes. */
  rules: number[];
  /** "Mars in Aries, 7th house". */
  label: string;
}

export interface ChartReadingFacts {
  lagnaSign: Sign;
  lagnaIndex: number;
  grahas: Record<Graha, GrahaFacts>;
  /** Lord of house n (1..12) from the Lagna. */
  lord: (house: number) => Graha;
}

export function readingFacts(input: ReadingInput): ChartReadingFacts {
  const lagnaIndex = input.ascendant.signIndex;
  const lord = (house: number): Graha => SIGN_LORDS[(lagnaIndex + house - 1) % 12]!;
  const grahas = {} as Record<Graha, GrahaFacts>;
  for (const g of GRAHAS) {
    const p = input.planets[g];
    const z = zodiacPosition(p.longitude);
    const house = houseFrom(lagnaIndex, p.signIndex);
    grahas[g] = {
      graha: g,
      sign: SIGNS[p.signIndex]!,
      signIndex: p.signIndex,
      house,
      nakshatra: z.nakshatra,
      pada: z.pada,
      companions: GRAHAS.filter((o) => o !== g && input.planets[o].signIndex === p.signIndex),
      aspectedBy: GRAHAS.filter((o) => input.planets[o].signIndex !== p.signIndex && aspectsSign(o, input.planets[o].signIndex, p.signIndex)),
      rules: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((h) => lord(h) === g),
      label: positionLabel(g, SIGNS[p.signIndex]!, house),
    };
  }
  return { lagnaSign: SIGNS[lagnaIndex]!, lagnaIndex, grahas, lord };
}
