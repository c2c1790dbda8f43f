// Bhinna (per planet) and sarva (summed) Ashtakavarga from the D1 signs of the seven planets and the
// ascendant. Each contributor gives one bindu to each sign that is one of its table's houses counted
// from the contributor's own sign (BPHS ch. 66).

import { ASCENDANT_CONTRIBUTES, ASHTAKAVARGA_PLANETS, BINDU_HOUSES, LAGNA_BINDU_HOUSES, type AshtakavargaContributor, type AshtakavargaPlanet } from './tables';

export interface Ashtakavarga {
  /** Bindus per sign (index 0 = Aries) of each planet's own Ashtakavarga. */
  bhinna: Record<AshtakavargaPlanet, number[]>;
  /** Sum of the seven bhinna tables per sign; always totals 337. */
  sarva: number[];
  /** The ascendant's own row as a receiver (not part of the sarva). */
  lagna: number[];
  /** Whether the ascendant gave bindus (true: the classical 8 contributors). */
  ascendantContributes: boolean;
}

const CONTRIBUTORS: readonly AshtakavargaContributor[] = [...ASHTAKAVARGA_PLANETS, 'Ascendant'];
/** Contributors that give bindus (the ascendant only when ASCENDANT_CONTRIBUTES). */
const GIVING = CONTRIBUTORS.filter((c) => c !== 'Ascendant' || ASCENDANT_CONTRIBUTES);

/**
 * A table as arrays indexed like GIVING, each house made a 0-based offset: the rows are summed for every chart,
 * and looking contributors up by name in nested records was most of the time.
 */
const offsetsOf = (table: Readonly<Record<AshtakavargaContributor, readonly number[]>>) => GIVING.map((c) => table[c].map((house) => house - 1));
const PLANET_OFFSETS = ASHTAKAVARGA_PLANETS.map((p) => offsetsOf(BINDU_HOUSES[p]));
const LAGNA_OFFSETS = offsetsOf(LAGNA_BINDU_HOUSES);

/** One receiver's bindus per sign, from each giver's sign (indexed like GIVING). */
function binduRow(offsets: readonly (readonly number[])[], signs: readonly number[]): number[] {
  const row = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (let c = 0; c < offsets.length; c++) {
    const from = signs[c]!;
    const houses = offsets[c]!;
    for (let h = 0; h < houses.length; h++) row[(from + houses[h]!) % 12]! += 1;
  }
  return row;
}

/** Ashtakavarga from the D1 sign index (0 = Aries) of the seven planets and the ascendant. */
export function computeAshtakavarga(signs: Readonly<Record<AshtakavargaContributor, number>>): Ashtakavarga {
  const from = GIVING.map((c) => signs[c]);
  const rows = PLANET_OFFSETS.map((offsets) => binduRow(offsets, from));
  const sarva = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (const row of rows) for (let s = 0; s < 12; s++) sarva[s]! += row[s]!;
  // Written out in ASHTAKAVARGA_PLANETS order so that the table is made in one step: adding seven keys by name one
  // at a time cost as much as the counting.
  const bhinna: Record<AshtakavargaPlanet, number[]> = { Sun: rows[0]!, Moon: rows[1]!, Mars: rows[2]!, Mercury: rows[3]!, Jupiter: rows[4]!, Venus: rows[5]!, Saturn: rows[6]! };
  return { bhinna, sarva, lagna: binduRow(LAGNA_OFFSETS, from), ascendantContributes: ASCENDANT_CONTRIBUTES };
}
