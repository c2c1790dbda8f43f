// Every body's sign in each of the sixteen vargas, from sidereal longitudes: the `vargas` of a kundli.

import { GRAHAS, type Graha } from '../zodiac';
import { VARGAS, vargaSignIndex, type Varga } from './rules';

export type VargaBody = Graha | 'Ascendant';
/** Sign index (0 = Aries) of every graha and the ascendant in one varga. */
export type VargaSigns = Record<VargaBody, number>;
/** `{ D1: { Sun: 5, …, Ascendant: 10 }, …, D60: {…} }`. */
export type VargaCharts = Record<Varga, VargaSigns>;

/** The sixteen divisional charts of the nine grahas and the ascendant (sidereal longitudes in degrees). */
export function computeVargas(longitudes: Readonly<Record<Graha, number>>, ascendant: number): VargaCharts {
  const out = {} as VargaCharts;
  for (const varga of VARGAS) {
    const signs = { Ascendant: vargaSignIndex(varga, ascendant) } as VargaSigns;
    for (const g of GRAHAS) signs[g] = vargaSignIndex(varga, longitudes[g]);
    out[varga] = signs;
  }
  return out;
}
