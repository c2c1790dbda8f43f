// What yoga rules read from a chart: whole-sign houses from the Lagna, house lords, and small helpers.

import { aspectsSign } from '../aspects';
import { signDignity, type SignDignity } from '../dignity';
import { grahaRecord, GRAHAS, houseFrom, SIGN_LORDS, type Graha } from '../zodiac';

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

/** A pair of house lords in each other's houses (a < b; la rules a and sits in b, lb rules b and sits in a). */
export interface LordExchange {
  a: number;
  b: number;
  la: Graha;
  lb: Graha;
}

const STRONG_BY_SIGN: readonly (SignDignity | null)[] = ['own', 'moolatrikona', 'exalted'];

export class ChartFacts {
  // Answers every rule asks again (about 40 rules read the same few facts), found once per chart.
  private exchanges: LordExchange[] | null = null;
  private signCount = 0;

  private readonly signs: Record<Graha, number>;
  private readonly dignities: Record<Graha, SignDignity | null>;

  constructor(readonly c: YogaInput) {
    this.signs = grahaRecord(GRAHAS.map((g) => c.planets[g].signIndex));
    // Nearly every chart's rules ask for every planet's dignity, so they are found at once.
    this.dignities = grahaRecord(GRAHAS.map((g) => signDignity(g, c.planets[g].longitude)));
  }
  sign(g: Graha): number {
    return this.signs[g];
  }
  /** House of a graha from the Lagna (1..12). */
  house(g: Graha): number {
    return houseFrom(this.c.ascendant.signIndex, this.sign(g));
  }
  /** The pairs of houses whose lords exchange signs (parivartana), in house order. */
  lordExchanges(): readonly LordExchange[] {
    if (this.exchanges) return this.exchanges;
    const out: LordExchange[] = [];
    // House a's lord sits in one house b, so each a has at most one partner: twelve checks, not 66 pairs.
    for (let a = 1; a <= 12; a++) {
      const la = this.lord(a);
      const b = this.house(la);
      if (b <= a) continue;
      const lb = this.lord(b);
      if (la !== lb && this.house(lb) === a) out.push({ a, b, la, lb });
    }
    return (this.exchanges = out);
  }
  /** How many signs the seven planets (Sun to Saturn) occupy. */
  occupiedSigns(): number {
    if (!this.signCount) {
      let mask = 0; // one bit per occupied sign
      for (const g of PLANETS) mask |= 1 << this.sign(g);
      for (; mask; mask &= mask - 1) this.signCount++;
    }
    return this.signCount;
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
    return this.dignities[g];
  }
  /** Own sign, moolatrikona or exaltation. */
  strongBySign(g: Graha): boolean {
    return STRONG_BY_SIGN.includes(this.dignity(g));
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
