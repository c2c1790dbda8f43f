// Kaal Sarp (Kala Sarpa) dosha: the seven grahas Sun..Saturn all on one side of the Rahu-Ketu axis. It is not in
// BPHS; it comes from later (20th-century) South and North Indian practice. The sign rule used here is
// PyJHora's (dosha.kala_sarpa): every one of the seven in the 7 signs counted from Rahu, or from Ketu, the node
// signs included. The 12 types are named by Rahu's house from the Lagna.

import { houseFrom, normalizeDegrees, type Graha } from '../zodiac';

export const KAAL_SARP_TYPES = ['Ananta', 'Kulika', 'Vasuki', 'Shankhapala', 'Padma', 'Mahapadma', 'Takshaka', 'Karkotaka', 'Shankhachuda', 'Ghataka', 'Vishdhara', 'Sheshanaga'] as const;
export type KaalSarpType = (typeof KAAL_SARP_TYPES)[number];

const SEVEN: readonly Graha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

export interface KaalSarp {
  present: boolean;
  /** Named by Rahu's house from the Lagna; null when absent. */
  type: KaalSarpType | null;
  /**
   * Partial: hemmed in by signs but not by degrees, i.e. at least one of the seven shares a node's sign and lies
   * outside the arc between the nodes by longitude. Full: all seven strictly inside the arc by longitude.
   */
  partial: boolean;
  rahuHouse: number;
  /** Which way the seven lie: the arc from Rahu forward to Ketu, or from Ketu forward to Rahu. */
  arc: 'rahu-to-ketu' | 'ketu-to-rahu' | null;
}

export interface KaalSarpInput {
  ascendant: { signIndex: number };
  planets: Readonly<Record<Graha, { longitude: number; signIndex: number }>>;
}

export function computeKaalSarp(c: KaalSarpInput): KaalSarp {
  const rahu = c.planets.Rahu;
  const rahuHouse = houseFrom(c.ascendant.signIndex, rahu.signIndex);
  // Counting forward from Rahu's sign: 1..7 is the Rahu-to-Ketu side, 7..12 and 1 the Ketu-to-Rahu side.
  const counts = SEVEN.map((g) => houseFrom(rahu.signIndex, c.planets[g].signIndex));
  const rahuSide = counts.every((n) => n <= 7);
  const ketuSide = counts.every((n) => n >= 7 || n === 1);
  const present = rahuSide || ketuSide;
  if (!present) return { present, type: null, partial: false, rahuHouse, arc: null };
  const arc = rahuSide ? 'rahu-to-ketu' : 'ketu-to-rahu';
  // Degrees past Rahu, forward: inside the Rahu-to-Ketu arc when < 180.
  const strictlyInside = SEVEN.every((g) => {
    const d = normalizeDegrees(c.planets[g].longitude - rahu.longitude);
    return arc === 'rahu-to-ketu' ? d < 180 : d > 180;
  });
  return { present, type: KAAL_SARP_TYPES[rahuHouse - 1]!, partial: !strictlyInside, rahuHouse, arc };
}
