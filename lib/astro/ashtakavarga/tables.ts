// The classical Ashtakavarga contribution tables: for each receiving planet, the houses counted from each
// contributor (the seven planets and the ascendant) in which that contributor gives a bindu (benefic
// point). Source: Brihat Parashara Hora Shastra, ch. 66 ("Ashtakavarga"), as R. Santhanam numbers it; the
// same tables are in Varahamihira's Brihat Jataka, ch. 9. Totals per receiver: Sun 48, Moon 49, Mars 39,
// Mercury 54, Jupiter 56, Venus 52, Saturn 39 (337 in all).

import type { Graha } from '../zodiac';

/** The seven planets that receive and give bindus (the nodes take no part). */
export type AshtakavargaPlanet = Exclude<Graha, 'Rahu' | 'Ketu'>;
export const ASHTAKAVARGA_PLANETS: readonly AshtakavargaPlanet[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

/** A contributor: one of the seven planets, or the ascendant. */
export type AshtakavargaContributor = AshtakavargaPlanet | 'Ascendant';

/**
 * Whether the ascendant gives bindus. It does, in BPHS ch. 66 and in PyJHora (8 contributors); without it
 * the totals would not be 48, 49, 39, 54, 56, 52 and 39.
 */
export const ASCENDANT_CONTRIBUTES = true;

type ContributionTable = Readonly<Record<AshtakavargaContributor, readonly number[]>>;

/** Houses (1..12, counted from the contributor's sign) in which each contributor gives a bindu. */
export const BINDU_HOUSES: Readonly<Record<AshtakavargaPlanet, ContributionTable>> = {
  Sun: {
    Sun: [1, 2, 4, 7, 8, 9, 10, 11], Moon: [3, 6, 10, 11], Mars: [1, 2, 4, 7, 8, 9, 10, 11], Mercury: [3, 5, 6, 9, 10, 11, 12],
    Jupiter: [5, 6, 9, 11], Venus: [6, 7, 12], Saturn: [1, 2, 4, 7, 8, 9, 10, 11], Ascendant: [3, 4, 6, 10, 11, 12],
  },
  Moon: {
    // Texts differ in three cells here: some give Moon 1, 3, 6, 7, 10, 11, Mars 2, 3, 5, 6, 9, 10, 11 and
    // Jupiter 1, 4, 7, 8, 10, 11, 12. We follow Jagannatha Hora / PyJHora's reading (total 49 either way).
    Sun: [3, 6, 7, 8, 10, 11], Moon: [1, 3, 6, 7, 9, 10, 11], Mars: [2, 3, 5, 6, 10, 11], Mercury: [1, 3, 4, 5, 7, 8, 10, 11],
    Jupiter: [1, 2, 4, 7, 8, 10, 11], Venus: [3, 4, 5, 7, 9, 10, 11], Saturn: [3, 5, 6, 11], Ascendant: [3, 6, 10, 11],
  },
  Mars: {
    Sun: [3, 5, 6, 10, 11], Moon: [3, 6, 11], Mars: [1, 2, 4, 7, 8, 10, 11], Mercury: [3, 5, 6, 11],
    Jupiter: [6, 10, 11, 12], Venus: [6, 8, 11, 12], Saturn: [1, 4, 7, 8, 9, 10, 11], Ascendant: [1, 3, 6, 10, 11],
  },
  Mercury: {
    Sun: [5, 6, 9, 11, 12], Moon: [2, 4, 6, 8, 10, 11], Mars: [1, 2, 4, 7, 8, 9, 10, 11], Mercury: [1, 3, 5, 6, 9, 10, 11, 12],
    Jupiter: [6, 8, 11, 12], Venus: [1, 2, 3, 4, 5, 8, 9, 11], Saturn: [1, 2, 4, 7, 8, 9, 10, 11], Ascendant: [1, 2, 4, 6, 8, 10, 11],
  },
  Jupiter: {
    Sun: [1, 2, 3, 4, 7, 8, 9, 10, 11], Moon: [2, 5, 7, 9, 11], Mars: [1, 2, 4, 7, 8, 10, 11], Mercury: [1, 2, 4, 5, 6, 9, 10, 11],
    Jupiter: [1, 2, 3, 4, 7, 8, 10, 11], Venus: [2, 5, 6, 9, 10, 11], Saturn: [3, 5, 6, 12], Ascendant: [1, 2, 4, 5, 6, 7, 9, 10, 11],
  },
  Venus: {
    // Mars: some texts give 3, 5, 6, 9, 11, 12; we follow Jagannatha Hora / PyJHora's 3, 4, 6, 9, 11, 12.
    Sun: [8, 11, 12], Moon: [1, 2, 3, 4, 5, 8, 9, 11, 12], Mars: [3, 4, 6, 9, 11, 12], Mercury: [3, 5, 6, 9, 11],
    Jupiter: [5, 8, 9, 10, 11], Venus: [1, 2, 3, 4, 5, 8, 9, 10, 11], Saturn: [3, 4, 5, 8, 9, 10, 11], Ascendant: [1, 2, 3, 4, 5, 8, 9, 11],
  },
  Saturn: {
    Sun: [1, 2, 4, 7, 8, 10, 11], Moon: [3, 6, 11], Mars: [3, 5, 6, 10, 11, 12], Mercury: [6, 8, 9, 10, 11, 12],
    Jupiter: [5, 6, 11, 12], Venus: [6, 11, 12], Saturn: [3, 5, 6, 11], Ascendant: [1, 3, 4, 6, 10, 11],
  },
};

/**
 * The ascendant as a receiver (lagna ashtakavarga): the houses from each contributor that give the
 * ascendant a bindu, as in PyJHora and the Jataka Parijata tradition. Not part of the sarva (337).
 */
export const LAGNA_BINDU_HOUSES: ContributionTable = {
  Sun: [3, 4, 6, 10, 11, 12], Moon: [3, 6, 10, 11, 12], Mars: [1, 3, 6, 10, 11], Mercury: [1, 2, 4, 6, 8, 10, 11],
  Jupiter: [1, 2, 4, 5, 6, 7, 9, 10, 11], Venus: [1, 2, 3, 4, 5, 8, 9], Saturn: [1, 3, 4, 6, 10, 11], Ascendant: [3, 6, 10, 11],
};
