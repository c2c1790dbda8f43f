// The ayanamsa of a chart, computed per mode. The choice's names are in names.ts (imports nothing, so request
// schemas and forms may use them without the precession code).

import type { Mat3 } from '../frames';
import { epochAyanamsaMean, KRISHNAMURTI_DEFINITION, LAHIRI_DEFINITION, RAMAN_DEFINITION } from './epoch-defined';
import type { Ayanamsa } from './names';
import { trueChitraAyanamsaMean } from './true-chitra';

export { AYANAMSA_NAMES, AYANAMSAS, DEFAULT_AYANAMSA, isAyanamsa, type Ayanamsa } from './names';

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
