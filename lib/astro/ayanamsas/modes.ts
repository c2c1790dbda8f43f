// The ayanamsa choice of a chart. Defined once here; Lahiri is the default (as before the choice existed).

import type { Mat3 } from '../frames';
import { epochAyanamsaMean, KRISHNAMURTI_DEFINITION, LAHIRI_DEFINITION, RAMAN_DEFINITION } from './epoch-defined';
import { trueChitraAyanamsaMean } from './true-chitra';

export const AYANAMSAS = ['lahiri', 'kp', 'raman', 'true-chitra'] as const;
export type Ayanamsa = (typeof AYANAMSAS)[number];
export const DEFAULT_AYANAMSA: Ayanamsa = 'lahiri';

export const AYANAMSA_NAMES: Readonly<Record<Ayanamsa, string>> = {
  lahiri: 'Lahiri (Chitrapaksha)',
  kp: 'Krishnamurti (KP)',
  raman: 'B. V. Raman',
  'true-chitra': 'True Chitrapaksha',
};

export function isAyanamsa(value: unknown): value is Ayanamsa {
  return typeof value === 'string' && (AYANAMSAS as readonly string[]).includes(value);
}

/**
 * Mean ayanamsa (degrees) of a mode at a TT Julian day. `sunLongitude` (the Sun's apparent tropical
 * longitude, degrees) is needed by True Chitra only, for the aberration of Spica.
 */
export function ayanamsaMean(mode: Ayanamsa, jdTt: number, precessionOfDate: Mat3, sunLongitude: number): number {
  switch (mode) {
    case 'lahiri':
      return epochAyanamsaMean(LAHIRI_DEFINITION, jdTt, precessionOfDate);
    case 'kp':
      return epochAyanamsaMean(KRISHNAMURTI_DEFINITION, jdTt, precessionOfDate);
    case 'raman':
      return epochAyanamsaMean(RAMAN_DEFINITION, jdTt, precessionOfDate);
    case 'true-chitra':
      return trueChitraAyanamsaMean(jdTt, sunLongitude, precessionOfDate);
  }
}
