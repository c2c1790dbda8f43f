// Every body's sign in each of the sixteen vargas, from sidereal longitudes: the `vargas` of a kundli.

import { bodyRecord, GRAHAS, type Graha } from '../zodiac';
import { signAndDegree, VARGA_METHODS, VARGAS, type Varga } from './rules';

export type VargaBody = Graha | 'Ascendant';
/** Sign index (0 = Aries) of every graha and the ascendant in one varga. */
export type VargaSigns = Record<VargaBody, number>;
/** `{ D1: { Sun: 5, …, Ascendant: 10 }, …, D60: {…} }`. */
export type VargaCharts = Record<Varga, VargaSigns>;

const RULES = VARGAS.map((v) => VARGA_METHODS[v].rule);

// Sign and degree of the nine grahas (GRAHAS order) and the ascendant (last), and one varga's signs: scratch
// space reused by every call (the engine is synchronous).
const signs = new Int32Array(10);
const degrees = new Float64Array(10);
const varga = new Int32Array(10);

/**
 * The sixteen divisional charts of the nine grahas and the ascendant (sidereal longitudes in degrees). Each body's
 * sign and degree are found once and every varga's rule (vargaSignIndex's) applied to them.
 */
export function computeVargas(longitudes: Readonly<Record<Graha, number>>, ascendant: number): VargaCharts {
  for (let i = 0; i < 10; i++) {
    const [sign, degree] = signAndDegree(i < 9 ? longitudes[GRAHAS[i]!] : ascendant);
    signs[i] = sign;
    degrees[i] = degree;
  }
  const out = {} as VargaCharts;
  for (let v = 0; v < VARGAS.length; v++) {
    const rule = RULES[v]!;
    for (let i = 0; i < 10; i++) varga[i] = rule(signs[i]!, degrees[i]!);
    out[VARGAS[v]!] = bodyRecord(varga[9]!, varga);
  }
  return out;
}
