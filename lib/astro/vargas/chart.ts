// Every body's sign in each of the sixteen vargas, from sidereal longitudes: the `vargas` of a kundli.

import { GRAHAS, type Graha } from '../zodiac';
import { signAndDegree, VARGA_METHODS, VARGAS, type Varga } from './rules';

export type VargaBody = Graha | 'Ascendant';
/** Sign index (0 = Aries) of every graha and the ascendant in one varga. */
export type VargaSigns = Record<VargaBody, number>;
/** `{ D1: { Sun: 5, …, Ascendant: 10 }, …, D60: {…} }`. */
export type VargaCharts = Record<Varga, VargaSigns>;

const RULES = VARGAS.map((v) => VARGA_METHODS[v].rule);

/**
 * The sixteen divisional charts of the nine grahas and the ascendant (sidereal longitudes in degrees). Each body's
 * sign and degree are found once and every varga's rule (vargaSignIndex's) applied to them.
 */
export function computeVargas(longitudes: Readonly<Record<Graha, number>>, ascendant: number): VargaCharts {
  const [ascSign, ascDegree] = signAndDegree(ascendant);
  const bodies = GRAHAS.map((g) => signAndDegree(longitudes[g]));
  const out = {} as VargaCharts;
  for (let v = 0; v < VARGAS.length; v++) {
    const rule = RULES[v]!;
    const signs = { Ascendant: rule(ascSign, ascDegree) } as VargaSigns;
    for (let i = 0; i < GRAHAS.length; i++) signs[GRAHAS[i]!] = rule(bodies[i]![0], bodies[i]![1]);
    out[VARGAS[v]!] = signs;
  }
  return out;
}
