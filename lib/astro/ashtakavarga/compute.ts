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

function binduRow(table: Readonly<Record<AshtakavargaContributor, readonly number[]>>, signs: Readonly<Record<AshtakavargaContributor, number>>): number[] {
  const row = new Array<number>(12).fill(0);
  for (const c of CONTRIBUTORS) {
    if (c === 'Ascendant' && !ASCENDANT_CONTRIBUTES) continue;
    const from = signs[c];
    for (const house of table[c]) row[(from + house - 1) % 12]! += 1;
  }
  return row;
}

/** Ashtakavarga from the D1 sign index (0 = Aries) of the seven planets and the ascendant. */
export function computeAshtakavarga(signs: Readonly<Record<AshtakavargaContributor, number>>): Ashtakavarga {
  const bhinna = {} as Record<AshtakavargaPlanet, number[]>;
  const sarva = new Array<number>(12).fill(0);
  for (const p of ASHTAKAVARGA_PLANETS) {
    const row = binduRow(BINDU_HOUSES[p], signs);
    bhinna[p] = row;
    for (let s = 0; s < 12; s++) sarva[s]! += row[s]!;
  }
  return { bhinna, sarva, lagna: binduRow(LAGNA_BINDU_HOUSES, signs), ascendantContributes: ASCENDANT_CONTRIBUTES };
}
