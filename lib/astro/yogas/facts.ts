// What yoga rules read from a chart: whole-sign houses from the Lagna, house lords, and small helpers.

import { aspectsSign } from '../aspects';
import { signDignity, type SignDignity } from '../dignity';
import { houseFrom, SIGN_LORDS, type Graha } from '../zodiac';

export interface YogaInput {
  ascendant: { signIndex: number };
  planets: Readonly<Record<Graha, { longitude: number; signIndex: number }>>;
}

/** The seven grahas that yogas count as "planets" (the nodes are left out unless a rule names them). */
export const PLANETS: readonly Graha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
/** Natural benefics used by the yoga rules: Mercury, Jupiter, Venus (the Moon's benefic state depends on its phase). */
export const BENEFICS: readonly Graha[] = ['Mercury', 'Jupiter', 'Venus'];
export const KENDRAS = [1, 4, 7, 10];
export const TRIKONAS = [1, 5, 9];
export const DUSTHANAS = [6, 8, 12];

export class ChartFacts {
  constructor(readonly c: YogaInput) {}
  sign(g: Graha): number {
    return this.c.planets[g].signIndex;
  }
  /** House of a graha from the Lagna (1..12). */
  house(g: Graha): number {
    return houseFrom(this.c.ascendant.signIndex, this.sign(g));
  }
  /** House of graha `g` counted from graha `from`'s sign. */
  houseFromGraha(from: Graha, g: Graha): number {
    return houseFrom(this.sign(from), this.sign(g));
  }
  /** Lord of the nth house from the Lagna. */
  lord(n: number): Graha {
    return SIGN_LORDS[(this.c.ascendant.signIndex + n - 1) % 12]!;
  }
  dignity(g: Graha): SignDignity | null {
    return signDignity(g, this.c.planets[g].longitude);
  }
  /** Own sign, moolatrikona or exaltation. */
  strongBySign(g: Graha): boolean {
    return ['own', 'moolatrikona', 'exalted'].includes(this.dignity(g) ?? '');
  }
  together(a: Graha, b: Graha): boolean {
    return this.sign(a) === this.sign(b);
  }
  mutualAspect(a: Graha, b: Graha): boolean {
    return aspectsSign(a, this.sign(a), this.sign(b)) && aspectsSign(b, this.sign(b), this.sign(a));
  }
  /** Exchange of signs: a sits in b's sign and b in a's. */
  exchange(a: Graha, b: Graha): boolean {
    return a !== b && SIGN_LORDS[this.sign(a)] === b && SIGN_LORDS[this.sign(b)] === a;
  }
  /** Conjunction, mutual aspect or exchange (the three "associations" of BPHS ch. 39). */
  associated(a: Graha, b: Graha): boolean {
    return this.together(a, b) || this.mutualAspect(a, b) || this.exchange(a, b);
  }
  /** The grahas (of `among`) in the nth house from a graha's sign. */
  inHouseFrom(from: Graha, n: number, among: readonly Graha[]): Graha[] {
    return among.filter((g) => g !== from && this.houseFromGraha(from, g) === n);
  }
}
