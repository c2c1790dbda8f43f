// Classical dignity tables of the seven visible grahas. Source: Brihat Parashara Hora Shastra, ch. 3
// (exaltation and debilitation degrees, moolatrikona ranges, natural friendship). Sign indices: 0 = Aries.

import type { Graha } from '../zodiac';

/** The seven grahas that have signs, exaltation and friendships (the nodes are left out by BPHS ch. 3's tables). */
export const SEVEN_GRAHAS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const satisfies readonly Graha[];
export type SevenGraha = (typeof SEVEN_GRAHAS)[number];

export const isSevenGraha = (g: Graha): g is SevenGraha => (SEVEN_GRAHAS as readonly Graha[]).includes(g);

/** Exaltation sign and the degree of deepest exaltation (BPHS ch. 3). Debilitation is the opposite sign. */
export const EXALTATION: Readonly<Record<SevenGraha, { sign: number; degree: number }>> = {
  Sun: { sign: 0, degree: 10 },
  Moon: { sign: 1, degree: 3 },
  Mars: { sign: 9, degree: 28 },
  Mercury: { sign: 5, degree: 15 },
  Jupiter: { sign: 3, degree: 5 },
  Venus: { sign: 11, degree: 27 },
  Saturn: { sign: 6, degree: 20 },
};

export const debilitationSign = (g: SevenGraha): number => (EXALTATION[g].sign + 6) % 12;

/** Moolatrikona sign and degree range [from, to) within it (BPHS ch. 3). */
export const MOOLATRIKONA: Readonly<Record<SevenGraha, { sign: number; from: number; to: number }>> = {
  Sun: { sign: 4, from: 0, to: 20 },
  Moon: { sign: 1, from: 3, to: 30 },
  Mars: { sign: 0, from: 0, to: 12 },
  Mercury: { sign: 5, from: 15, to: 20 },
  Jupiter: { sign: 8, from: 0, to: 10 },
  Venus: { sign: 6, from: 0, to: 15 },
  Saturn: { sign: 10, from: 0, to: 20 },
};

export type Relation = 'friend' | 'neutral' | 'enemy';

/**
 * Natural (naisargika) friendship, BPHS ch. 3. Read as: NATURAL_FRIENDS[a] are a's friends, NATURAL_ENEMIES[a]
 * a's enemies; the rest are neutral. The relation is not symmetric (the Moon has no enemies, yet Mercury
 * counts the Moon as an enemy).
 */
const NATURAL_FRIENDS: Readonly<Record<SevenGraha, readonly SevenGraha[]>> = {
  Sun: ['Moon', 'Mars', 'Jupiter'],
  Moon: ['Sun', 'Mercury'],
  Mars: ['Sun', 'Moon', 'Jupiter'],
  Mercury: ['Sun', 'Venus'],
  Jupiter: ['Sun', 'Moon', 'Mars'],
  Venus: ['Mercury', 'Saturn'],
  Saturn: ['Mercury', 'Venus'],
};
const NATURAL_ENEMIES: Readonly<Record<SevenGraha, readonly SevenGraha[]>> = {
  Sun: ['Venus', 'Saturn'],
  Moon: [],
  Mars: ['Mercury'],
  Mercury: ['Moon'],
  Jupiter: ['Mercury', 'Venus'],
  Venus: ['Sun', 'Moon'],
  Saturn: ['Sun', 'Moon', 'Mars'],
};

/** How `of` regards `toward` by natural friendship. A graha is its own friend. */
export function naturalRelation(of: SevenGraha, toward: SevenGraha): Relation {
  if (of === toward || NATURAL_FRIENDS[of].includes(toward)) return 'friend';
  return NATURAL_ENEMIES[of].includes(toward) ? 'enemy' : 'neutral';
}

/**
 * Combustion orbs in degrees from the Sun (Surya Siddhanta ch. 9, as quoted by Phaladeepika ch. 2 and most Indian
 * software): Mercury and Venus have a smaller orb while retrograde (they are then nearer the Earth and brighter).
 */
export const COMBUSTION_ORB: Readonly<Record<Exclude<SevenGraha, 'Sun'>, { direct: number; retrograde: number }>> = {
  Moon: { direct: 12, retrograde: 12 },
  Mars: { direct: 17, retrograde: 17 },
  Mercury: { direct: 14, retrograde: 12 },
  Jupiter: { direct: 11, retrograde: 11 },
  Venus: { direct: 10, retrograde: 8 },
  Saturn: { direct: 15, retrograde: 15 },
};
