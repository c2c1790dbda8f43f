// A Sankranti's name, by the rashi the Sun enters ("Makara Sankranti"). Imports types only, so pages
// and the browser may use it without the ephemeris that ./sankranti.ts needs.

import type { Sign } from '../zodiac';

/** The rashis as the Sankrantis are named after them. */
export const RASHI_OF_SIGN: Readonly<Record<Sign, string>> = {
  Aries: 'Mesha', Taurus: 'Vrishabha', Gemini: 'Mithuna', Cancer: 'Karka', Leo: 'Simha', Virgo: 'Kanya',
  Libra: 'Tula', Scorpio: 'Vrishchika', Sagittarius: 'Dhanu', Capricorn: 'Makara', Aquarius: 'Kumbha', Pisces: 'Meena',
};

/** "Makara Sankranti" */
export const sankrantiName = (sign: Sign): string => `${RASHI_OF_SIGN[sign]} Sankranti`;
