export { ayanamsaMean, AYANAMSA_NAMES, AYANAMSAS, DEFAULT_AYANAMSA, isAyanamsa, type Ayanamsa } from './modes';
export { epochAyanamsaMean, KRISHNAMURTI_DEFINITION, LAHIRI_DEFINITION, precessionMatrixNewcomb, RAMAN_DEFINITION, type EpochAyanamsa } from './epoch-defined';
export { trueChitraAyanamsaMean } from './true-chitra';
