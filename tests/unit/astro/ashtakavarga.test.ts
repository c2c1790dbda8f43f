/** @jest-environment node */
// Ashtakavarga against the PyJHora depth reference (every bindu of the 60 cases) and on 1,000 random charts.
import { ASHTAKAVARGA_PLANETS, computeAshtakavarga, type AshtakavargaContributor } from '@/lib/astro';
import { DEPTH_BODY_ORDER, loadDepthReference } from '../../support/depth-reference';
import { seededRandom } from '../../support/seeded-random';

const { cases } = loadDepthReference();
const BHINNA_TOTALS = { Sun: 48, Moon: 49, Mars: 39, Mercury: 54, Jupiter: 56, Venus: 52, Saturn: 39 };
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** D1 signs of the contributors, from the reference's D1 list. */
function d1Signs(d1: number[]): Record<AshtakavargaContributor, number> {
  const out = {} as Record<AshtakavargaContributor, number>;
  DEPTH_BODY_ORDER.forEach((b, i) => {
    if (b !== 'Rahu' && b !== 'Ketu') out[b] = d1[i]!;
  });
  return out;
}

describe('Ashtakavarga against the PyJHora depth reference', () => {
  it('every bhinna and sarva bindu of the 60 cases', () => {
    for (const c of cases) {
      const a = computeAshtakavarga(d1Signs(c.vargas.D1!));
      expect({ id: c.id, bhinna: a.bhinna, sarva: a.sarva }).toEqual({ id: c.id, bhinna: c.ashtakavarga.bav, sarva: c.ashtakavarga.sav });
    }
  });

  it('the ascendant\'s own row (lagnaBav) of the 60 cases', () => {
    for (const c of cases) {
      expect({ id: c.id, lagna: computeAshtakavarga(d1Signs(c.vargas.D1!)).lagna }).toEqual({ id: c.id, lagna: c.ashtakavarga.lagnaBav });
    }
  });

  it('says that the ascendant contributes, as PyJHora counts it', () => {
    expect(computeAshtakavarga(d1Signs(cases[0]!.vargas.D1!)).ascendantContributes).toBe(true);
  });
});

describe('Ashtakavarga invariants on 1,000 random charts', () => {
  it('bhinna totals are 48, 49, 39, 54, 56, 52, 39 and the sarva 337', () => {
    const rnd = seededRandom(66);
    for (let i = 0; i < 1000; i++) {
      const signs = {} as Record<AshtakavargaContributor, number>;
      for (const p of [...ASHTAKAVARGA_PLANETS, 'Ascendant'] as const) signs[p] = Math.floor(rnd() * 12);
      const a = computeAshtakavarga(signs);
      for (const p of ASHTAKAVARGA_PLANETS) expect(sum(a.bhinna[p])).toBe(BHINNA_TOTALS[p]);
      expect(sum(a.sarva)).toBe(337);
      expect(a.sarva.every((b) => b >= 0 && b <= 56)).toBe(true);
    }
  });
});
