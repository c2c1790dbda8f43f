/** @jest-environment node */
// Properties of the yoga, Kaal Sarp and dignity rules on 1,000 random charts (seeded, so every run is the same).
import { computeKaalSarp, findYogas, GRAHAS, signDignity, type Graha } from '@/lib/astro';

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const rand = rng(20240611);
const charts = Array.from({ length: 1000 }, () => {
  const lon: Record<string, number> = {};
  for (const g of GRAHAS) lon[g] = rand() * 360;
  lon.Ketu = (lon.Rahu! + 180) % 360;
  const planets = Object.fromEntries(GRAHAS.map((g) => [g, { longitude: lon[g]!, signIndex: Math.floor(lon[g]! / 30) }])) as Record<Graha, { longitude: number; signIndex: number }>;
  return { ascendant: { signIndex: Math.floor(rand() * 12) }, planets };
});

describe('on 1,000 random charts', () => {
  it('exactly one Nabhasa sankhya yoga applies, and the flanking yogas of the Moon are exclusive', () => {
    for (const c of charts) {
      const keys = findYogas(c).map((y) => y.key);
      expect(keys.filter((k) => ['vallaki', 'daama', 'paasa', 'kedara', 'soola', 'yuga', 'gola'].includes(k))).toHaveLength(1);
      expect(keys.filter((k) => ['sunapha', 'anapha', 'durudhara', 'kemadruma'].includes(k))).toHaveLength(1);
    }
  });

  it('every yoga names grahas, and Ubhayachari implies Vesi and Vasi', () => {
    for (const c of charts) {
      const ys = findYogas(c);
      for (const y of ys) for (const g of y.planets) expect(GRAHAS).toContain(g);
      const keys = ys.map((y) => y.key);
      if (keys.includes('ubhayachari')) expect(keys).toEqual(expect.arrayContaining(['vesi', 'vasi']));
    }
  });

  it('Kaal Sarp has a type exactly when present, named by Rahu\'s house', () => {
    let present = 0;
    for (const c of charts) {
      const k = computeKaalSarp(c);
      expect(k.type === null).toBe(!k.present);
      if (k.present) present++;
    }
    expect(present).toBeGreaterThan(0);
  });

  it('every graha has exactly one dignity from the seven, and the nodes none', () => {
    for (const c of charts) {
      for (const g of GRAHAS) {
        const d = signDignity(g, c.planets[g].longitude);
        if (g === 'Rahu' || g === 'Ketu') expect(d).toBeNull();
        else expect(['exalted', 'moolatrikona', 'own', 'friend', 'neutral', 'enemy', 'debilitated']).toContain(d);
      }
    }
  });
});
