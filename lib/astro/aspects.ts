// Graha drishti (sign aspects): every graha aspects the 7th sign from itself; Mars also the 4th and 8th,
// Jupiter the 5th and 9th, Saturn the 3rd and 10th. Source: Brihat Parashara Hora Shastra, ch. 26.
// Rahu and Ketu are given no aspect here (BPHS ch. 26 is silent on them; later authors disagree).

import { houseFrom, type Graha } from './zodiac';

const SPECIAL_ASPECTS: Partial<Record<Graha, readonly number[]>> = {
  Mars: [4, 8],
  Jupiter: [5, 9],
  Saturn: [3, 10],
};

/** True when a graha in sign `fromSign` aspects sign `toSign` (0 = Aries). */
export function aspectsSign(graha: Graha, fromSign: number, toSign: number): boolean {
  if (graha === 'Rahu' || graha === 'Ketu') return false;
  const h = houseFrom(fromSign, toSign);
  return h === 7 || (SPECIAL_ASPECTS[graha]?.includes(h) ?? false);
}
