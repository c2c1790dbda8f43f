// Manglik (Kuja dosha): Mars in houses 1, 2, 4, 7, 8 or 12 counted whole-sign from the Lagna, the Moon and
// Venus. No cancellation rules are applied. The headline verdict is the one from the Lagna.

import { houseFrom } from './zodiac';

export const MANGLIK_HOUSES: readonly number[] = [1, 2, 4, 7, 8, 12];
/** Variant used by some traditions: the 2nd house does not count. */
export const MANGLIK_HOUSES_NO_2ND: readonly number[] = [1, 4, 7, 8, 12];

export interface Manglik {
  /** Verdict counted from the Lagna (the product's headline). */
  isManglik: boolean;
  fromLagna: boolean;
  fromMoon: boolean;
  fromVenus: boolean;
  /** From the Lagna, without the 2nd house. */
  fromLagnaNo2nd: boolean;
  marsHouseFromLagna: number;
  marsHouseFromMoon: number;
  marsHouseFromVenus: number;
}

/** Sign indices (0 = Aries) of Mars, the ascendant, the Moon and Venus. */
export function computeManglik(marsSign: number, lagnaSign: number, moonSign: number, venusSign: number): Manglik {
  const fromL = houseFrom(lagnaSign, marsSign);
  const fromM = houseFrom(moonSign, marsSign);
  const fromV = houseFrom(venusSign, marsSign);
  const fromLagna = MANGLIK_HOUSES.includes(fromL);
  return {
    isManglik: fromLagna,
    fromLagna,
    fromMoon: MANGLIK_HOUSES.includes(fromM),
    fromVenus: MANGLIK_HOUSES.includes(fromV),
    fromLagnaNo2nd: MANGLIK_HOUSES_NO_2ND.includes(fromL),
    marsHouseFromLagna: fromL,
    marsHouseFromMoon: fromM,
    marsHouseFromVenus: fromV,
  };
}
