/** @jest-environment node */
import { readFileSync } from 'node:fs';
import {
  ashtakoota,
  compatibilityScoreOf,
  verdictBand,
  verdictFor,
  BHAKOOT_DOSHA_COUNTS,
  GANAS,
  GANA_POINTS_BRIDE_ROW_GROOM_COL,
  GRAHA_MAITRI_POINTS,
  KOOTA_LABELS,
  KOOTA_MAX_POINTS,
  KOOTA_ORDER,
  MAITRI_ORDER,
  NADIS,
  NAKSHATRA_KOOTA_ATTRIBUTES,
  NATURAL_RELATIONSHIPS,
  TARA_NAMES,
  VARNA_OF_SIGN,
  VARNA_OF_SIGN_EARTH_SHUDRA,
  VARNA_RANK,
  VASHYA_GROUPS,
  VASHYA_OF_SIGN,
  VASHYA_POINTS,
  VASHYA_POINTS_MAITREYA,
  YONI_ANIMALS,
  YONI_POINTS,
  YONI_POINTS_SARAVALI_OVERRIDES,
  type AshtakootaResult,
  type AshtakootaVariant,
  type KootaName,
  type KootaResult,
} from '@/lib/astro/ashtakoota';
import { SIGNS, SIGN_LORDS } from '@/lib/astro/zodiac';
import { REFERENCE_FILE } from '../../support/reference';

// ---------------------------------------------------------------- the reference file (ground truth)

type Rel = 'F' | 'N' | 'E';
interface RefKoota {
  groom?: string;
  bride?: string;
  groomFromBride?: string | number;
  brideFromGroom?: string | number;
  points: number;
  max: number;
  sameLordException?: boolean;
  sameNakshatraDifferentPada?: boolean;
  sameSignDifferentNakshatra?: boolean;
}
interface RefPair {
  groom: string;
  bride: string;
  kootas: Record<KootaName, RefKoota>;
  total: number;
  max: number;
  outOf10: number;
  variants: Record<AshtakootaVariant, number>;
}
interface RefCase {
  id: string;
  bodies: { Moon: { lon: number; sign: string; signIndex: number; nakshatra: string; nakshatraIndex: number; pada: number } };
}
interface RefTables {
  varna: { rankBySign: number[]; rankBySignVariantEarthShudra: number[]; names: Record<string, string> };
  vashya: { groups: string[]; signGroups: string; pointsGroomRowBrideCol: number[][]; variantMaitreyaGroomRowBrideCol: number[][] };
  tara: { names: string[] };
  yoni: { names: string[]; yoniOfNakshatra: number[]; points: number[][] };
  grahaMaitri: { lordOfSign: string[]; naturalRelationships: Record<string, Record<Rel, string[]>>; order: string[]; points: number[][] };
  gana: { names: string[]; ganaOfNakshatra: number[]; pointsBrideRowGroomCol: number[][] };
  bhakoot: { rule: string };
  nadi: { names: string[]; nadiOfNakshatra: number[] };
}
interface Reference {
  tables: { ashtakoota: RefTables };
  cases: RefCase[];
  pairs: RefPair[];
}

const reference = JSON.parse(readFileSync(REFERENCE_FILE, 'utf8')) as Reference;
const tables = reference.tables.ashtakoota;
const caseById = new Map(reference.cases.map((c) => [c.id, c]));

function moonOf(id: string): number {
  const c = caseById.get(id);
  if (!c) throw new Error(`reference case ${id} not found`);
  return c.bodies.Moon.lon;
}

function matchOf(pair: RefPair, variants?: AshtakootaVariant[]): AshtakootaResult {
  return ashtakoota({ moonLongitude: moonOf(pair.groom) }, { moonLongitude: moonOf(pair.bride) }, variants ? { variants } : undefined);
}

function koota(result: AshtakootaResult, name: KootaName): KootaResult {
  const k = result.kootas.find((x) => x.name === name);
  if (!k) throw new Error(`koota ${name} missing`);
  return k;
}

const pairLabel = (p: RefPair, i: number) => `#${i} ${p.groom} × ${p.bride}`;
const pairRows = reference.pairs.map((p, i) => [pairLabel(p, i), p] as const);

/** The category pair the reference gives for a koota, as strings (tara and bhakoot name directions). */
function refCategories(k: RefKoota): [string, string] {
  if (k.groomFromBride !== undefined && k.brideFromGroom !== undefined) return [String(k.groomFromBride), String(k.brideFromGroom)];
  return [String(k.groom), String(k.bride)];
}

const sentences = (text: string) => text.trim().split(/(?<=[.!?])\s+/);

// ---------------------------------------------------------------- the file itself

describe('reference file', () => {
  it('has the 120 pairs the brief names, each with cases that exist', () => {
    expect(reference.pairs).toHaveLength(120);
    for (const p of reference.pairs) {
      expect(caseById.has(p.groom)).toBe(true);
      expect(caseById.has(p.bride)).toBe(true);
    }
  });
});

// ---------------------------------------------------------------- encoded tables = tables.ashtakoota

describe('encoded tables match tables.ashtakoota', () => {
  it('Varna by sign (and the earth-Shudra variant), with the names of the ranks', () => {
    const name = (rank: number) => tables.varna.names[String(rank)];
    expect(VARNA_OF_SIGN).toEqual(tables.varna.rankBySign.map(name));
    expect(VARNA_OF_SIGN_EARTH_SHUDRA).toEqual(tables.varna.rankBySignVariantEarthShudra.map(name));
    for (const [rank, n] of Object.entries(tables.varna.names)) expect(VARNA_RANK[n as keyof typeof VARNA_RANK]).toBe(Number(rank));
  });

  it('Vashya groups, sign groups and both point tables', () => {
    expect([...VASHYA_GROUPS]).toEqual(tables.vashya.groups);
    expect(VASHYA_POINTS).toEqual(tables.vashya.pointsGroomRowBrideCol);
    expect(VASHYA_POINTS_MAITREYA).toEqual(tables.vashya.variantMaitreyaGroomRowBrideCol);
    // "Ari,Tau=Chatushpada; Gem,Vir,Lib,Aqu,Sag<15°=Manava; Sag>=15°,Cap<15°=Chatushpada; Can,Pis,Cap>=15°=Jalachara; Leo=Vanachara; Sco=Keeta"
    const described: Record<string, [string, string]> = {};
    for (const clause of tables.vashya.signGroups.split(';')) {
      const eq = clause.lastIndexOf('='); // ">=" also contains one
      const signs = clause.slice(0, eq);
      const group = clause.slice(eq + 1).trim();
      for (const token of signs.split(',').map((s) => s.trim())) {
        const abbr = token.slice(0, 3);
        const slot = described[abbr] ?? ['', ''];
        if (token.includes('<15')) slot[0] = group;
        else if (token.includes('>=15')) slot[1] = group;
        else { slot[0] = group; slot[1] = group; }
        described[abbr] = slot;
      }
    }
    expect(VASHYA_OF_SIGN.map((halves) => [...halves])).toEqual(SIGNS.map((s) => described[s.slice(0, 3)]));
  });

  it('Tara names', () => {
    expect([...TARA_NAMES]).toEqual(tables.tara.names);
  });

  it('Yoni animals, yoni of each nakshatra and the point table', () => {
    expect([...YONI_ANIMALS]).toEqual(tables.yoni.names);
    expect(NAKSHATRA_KOOTA_ATTRIBUTES.map((a) => a.yoni)).toEqual(tables.yoni.yoniOfNakshatra.map((i) => tables.yoni.names[i]));
    expect(YONI_POINTS).toEqual(tables.yoni.points);
  });

  it('Graha Maitri sign lords, natural relationships and the point table', () => {
    expect(tables.grahaMaitri.lordOfSign).toEqual([...SIGN_LORDS]);
    expect([...MAITRI_ORDER]).toEqual(tables.grahaMaitri.order);
    for (const planet of MAITRI_ORDER) {
      const ref = tables.grahaMaitri.naturalRelationships[planet];
      expect(ref).toBeDefined();
      expect(NATURAL_RELATIONSHIPS[planet]).toEqual({ friends: ref?.F, neutral: ref?.N, enemies: ref?.E });
    }
    expect(GRAHA_MAITRI_POINTS).toEqual(tables.grahaMaitri.points);
  });

  it('Graha Maitri points follow the stated rule from the natural relationships', () => {
    // same lord 5; F/F 5; F/N 4; N/N 3; F/E 1; N/E 0.5; E/E 0
    const rule: Record<string, number> = { FF: 5, FN: 4, NN: 3, EF: 1, EN: 0.5, EE: 0 };
    const rel = (a: (typeof MAITRI_ORDER)[number], b: (typeof MAITRI_ORDER)[number]) => {
      const r = NATURAL_RELATIONSHIPS[a];
      return r.friends.includes(b) ? 'F' : r.enemies.includes(b) ? 'E' : 'N';
    };
    MAITRI_ORDER.forEach((a, i) => {
      MAITRI_ORDER.forEach((b, j) => {
        const expected = a === b ? 5 : rule[[rel(a, b), rel(b, a)].sort().join('')];
        expect(GRAHA_MAITRI_POINTS[i]?.[j]).toBe(expected);
      });
    });
  });

  it('Gana of each nakshatra and the (bride row, groom column) point table', () => {
    expect([...GANAS]).toEqual(tables.gana.names);
    expect(NAKSHATRA_KOOTA_ATTRIBUTES.map((a) => a.gana)).toEqual(tables.gana.ganaOfNakshatra.map((i) => tables.gana.names[i]));
    expect(GANA_POINTS_BRIDE_ROW_GROOM_COL).toEqual(tables.gana.pointsBrideRowGroomCol);
  });

  it('Nadi of each nakshatra and the Bhakoot dosha counts', () => {
    expect([...NADIS]).toEqual(tables.nadi.names);
    expect(NAKSHATRA_KOOTA_ATTRIBUTES.map((a) => a.nadi)).toEqual(tables.nadi.nadiOfNakshatra.map((i) => tables.nadi.names[i]));
    expect(tables.bhakoot.rule).toContain('{2,12},{5,9},{6,8}');
    expect(BHAKOOT_DOSHA_COUNTS).toEqual([[2, 12], [5, 9], [6, 8]]);
  });

  it('the saravali.de yoni cells are the ones the variant note names', () => {
    expect(YONI_POINTS_SARAVALI_OVERRIDES).toEqual([
      { groom: 'Horse', bride: 'Deer', points: 3 },
      { groom: 'Lion', bride: 'Buffalo', points: 2 },
    ]);
  });
});

// ---------------------------------------------------------------- the 120 reference pairs

describe.each(pairRows)('reference pair %s', (_label, pair) => {
  const result = matchOf(pair);

  it('gives every koota the reference categories, points and maximum', () => {
    expect(result.kootas.map((k) => k.name)).toEqual([...KOOTA_ORDER]);
    for (const name of KOOTA_ORDER) {
      const ours = koota(result, name);
      const ref = pair.kootas[name];
      expect({ name, categories: [ours.groom, ours.bride], points: ours.points, max: ours.max }).toEqual({
        name,
        categories: refCategories(ref),
        points: ref.points,
        max: ref.max,
      });
    }
  });

  it('records the Bhakoot and Nadi exception flags as the reference does', () => {
    expect(koota(result, 'bhakoot').flags).toEqual({ sameLordException: pair.kootas.bhakoot.sameLordException });
    expect(koota(result, 'nadi').flags).toEqual({
      sameNakshatraDifferentPada: pair.kootas.nadi.sameNakshatraDifferentPada,
      sameSignDifferentNakshatra: pair.kootas.nadi.sameSignDifferentNakshatra,
    });
  });

  it('totals to the reference total and outOf10', () => {
    expect(result.total).toBe(pair.total);
    expect(result.max).toBe(pair.max);
    expect(result.outOf10).toBeCloseTo(pair.outOf10, 4);
    expect(Number(result.outOf10.toFixed(4))).toBe(pair.outOf10);
    expect(result.compatibilityScore).toBe(Math.round(pair.total * 100 / 36) / 10);
  });

  it('reproduces each variant total the reference lists', () => {
    for (const [variant, total] of Object.entries(pair.variants) as [AshtakootaVariant, number][]) {
      expect({ variant, total: matchOf(pair, [variant]).total }).toEqual({ variant, total });
    }
  });
});

describe('reference pairs overall', () => {
  it('exercise the exceptions: same-lord Bhakoot dosha stays 0 (7 only in the variant), same nakshatra other pada stays 0', () => {
    const sameLord = reference.pairs.filter((p) => p.kootas.bhakoot.sameLordException);
    expect(sameLord.length).toBeGreaterThan(0);
    for (const p of sameLord) {
      expect(p.kootas.bhakoot.points).toBe(0);
      expect(koota(matchOf(p), 'bhakoot').points).toBe(0);
      expect(koota(matchOf(p, ['bhakootSameLordCancelled']), 'bhakoot').points).toBe(7);
      expect(p.variants.bhakootSameLordCancelled).toBe(p.total + 7);
    }
    const samePada = reference.pairs.filter((p) => p.kootas.nadi.sameNakshatraDifferentPada);
    expect(samePada.length).toBeGreaterThan(0);
    for (const p of samePada) expect(koota(matchOf(p), 'nadi').points).toBe(0);
  });

  it('every explanation is one or two plain sentences naming the koota and its score', () => {
    for (const p of reference.pairs) {
      const r = matchOf(p);
      for (const k of r.kootas) {
        expect(k.label).toBe(KOOTA_LABELS[k.name]);
        expect(k.explanation.startsWith(k.label)).toBe(true);
        expect(sentences(k.explanation).length).toBeGreaterThanOrEqual(1);
        expect(sentences(k.explanation).length).toBeLessThanOrEqual(2);
        expect(k.explanation).not.toMatch(/undefined|NaN|\{|\}/);
        expect(k.explanation).toContain(`${k.points} of ${k.max}`);
      }
    }
  });
});

// ---------------------------------------------------------------- properties

describe('symmetry (groom and bride swapped)', () => {
  it.each(pairRows)('%s: categories swap; all points but Varna and Gana are unchanged', (_label, pair) => {
    const forward = matchOf(pair);
    const backward = ashtakoota({ moonLongitude: moonOf(pair.bride) }, { moonLongitude: moonOf(pair.groom) });
    for (const name of KOOTA_ORDER) {
      const f = koota(forward, name);
      const b = koota(backward, name);
      expect([b.groom, b.bride]).toEqual([f.bride, f.groom]);
      if (name !== 'varna' && name !== 'gana') expect(b.points).toBe(f.points);
    }
    expect(koota(backward, 'bhakoot').flags).toEqual(koota(forward, 'bhakoot').flags);
    expect(koota(backward, 'nadi').flags).toEqual(koota(forward, 'nadi').flags);
  });

  it('Varna and Gana are not symmetric in the pinned tables; Vashya is, but not in the Maitreya variant', () => {
    const lon = { Cancer: 95, Aries: 5, Ashwini: 5, Bharani: 20, Leo: 125 };
    // Varna: groom Brahmin (Cancer) + bride Kshatriya (Aries) 1, the other way 0.
    expect(koota(ashtakoota({ moonLongitude: lon.Cancer }, { moonLongitude: lon.Aries }), 'varna').points).toBe(1);
    expect(koota(ashtakoota({ moonLongitude: lon.Aries }, { moonLongitude: lon.Cancer }), 'varna').points).toBe(0);
    // Gana: groom Deva (Ashwini) + bride Manushya (Bharani) 5; groom Manushya + bride Deva 6.
    expect(koota(ashtakoota({ moonLongitude: lon.Ashwini }, { moonLongitude: lon.Bharani }), 'gana').points).toBe(5);
    expect(koota(ashtakoota({ moonLongitude: lon.Bharani }, { moonLongitude: lon.Ashwini }), 'gana').points).toBe(6);
    // Vashya: the pinned table is symmetric; Maitreya's gives groom Chatushpada (Aries) + bride Vanachara (Leo) 0,
    // groom Vanachara + bride Chatushpada 0.5.
    VASHYA_POINTS.forEach((row, i) => row.forEach((v, j) => expect(VASHYA_POINTS[j]?.[i]).toBe(v)));
    const maitreya = { variants: ['vashyaMaitreya'] as AshtakootaVariant[] };
    expect(koota(ashtakoota({ moonLongitude: lon.Aries }, { moonLongitude: lon.Leo }, maitreya), 'vashya').points).toBe(0);
    expect(koota(ashtakoota({ moonLongitude: lon.Leo }, { moonLongitude: lon.Aries }, maitreya), 'vashya').points).toBe(0.5);
  });

  it('a grid of longitudes: same nadi ⇔ 0 Nadi points, Tara never 0, totals are half points within 0..36', () => {
    const grid = Array.from({ length: 108 }, (_, i) => i * (360 / 108) + 1);
    for (const g of grid) {
      for (const b of grid) {
        const r = ashtakoota({ moonLongitude: g }, { moonLongitude: b });
        const n = koota(r, 'nadi');
        expect(n.points).toBe(n.groom === n.bride ? 0 : 8);
        // Counts both ways add up to 29 (or are 1 and 1), so the two taras cannot both be 3, 5 or 7.
        expect(koota(r, 'tara').points).toBeGreaterThanOrEqual(1.5);
        expect(r.total).toBe(r.kootas.reduce((s, k) => s + k.points, 0));
        expect(r.total).toBeGreaterThanOrEqual(0);
        expect(r.total).toBeLessThanOrEqual(36);
        expect(Number.isInteger(r.total * 2)).toBe(true);
      }
    }
  });
});

describe('rules at the edges', () => {
  const at = (groom: number, bride: number) => ashtakoota({ moonLongitude: groom }, { moonLongitude: bride });

  it('the same Moon: Janma tara both ways, counts 1/1, same nadi without the pada exception', () => {
    const r = at(100, 100);
    expect([koota(r, 'tara').groom, koota(r, 'tara').bride, koota(r, 'tara').points]).toEqual(['Janma', 'Janma', 3]);
    expect([koota(r, 'bhakoot').groom, koota(r, 'bhakoot').bride, koota(r, 'bhakoot').points]).toEqual(['1', '1', 7]);
    expect(koota(r, 'nadi').points).toBe(0);
    expect(koota(r, 'nadi').flags).toEqual({ sameNakshatraDifferentPada: false, sameSignDifferentNakshatra: false });
  });

  it('same nakshatra, other pada: flagged, still 0', () => {
    const r = at(1, 5); // Ashwini pada 1 and pada 2
    expect(koota(r, 'nadi').flags).toEqual({ sameNakshatraDifferentPada: true, sameSignDifferentNakshatra: false });
    expect(koota(r, 'nadi').points).toBe(0);
  });

  it('same sign, other nakshatra, same nadi: flagged, still 0 (Krittika and Rohini in Taurus are both Antya)', () => {
    const r = at(35, 45);
    expect([koota(r, 'nadi').groom, koota(r, 'nadi').bride]).toEqual(['Antya', 'Antya']);
    expect(koota(r, 'nadi').flags).toEqual({ sameNakshatraDifferentPada: false, sameSignDifferentNakshatra: true });
    expect(koota(r, 'nadi').points).toBe(0);
    // Different nadi in one sign is no dosha and no flag (Pushya Madhya, Ashlesha Antya in Cancer).
    const other = at(100, 110);
    expect(koota(other, 'nadi').points).toBe(8);
    expect(koota(other, 'nadi').flags).toEqual({ sameNakshatraDifferentPada: false, sameSignDifferentNakshatra: false });
  });

  it('Bhakoot: Capricorn/Aquarius (2/12, both Saturn) is dosha with the same-lord flag; the variant cancels it', () => {
    const r = at(285, 315);
    expect([koota(r, 'bhakoot').groom, koota(r, 'bhakoot').bride]).toEqual(['12', '2']);
    expect(koota(r, 'bhakoot').points).toBe(0);
    expect(koota(r, 'bhakoot').flags).toEqual({ sameLordException: true });
    expect(koota(ashtakoota({ moonLongitude: 285 }, { moonLongitude: 315 }, { variants: ['bhakootSameLordCancelled'] }), 'bhakoot').points).toBe(7);
    // Aries/Taurus (2/12, Mars and Venus) is plain dosha.
    expect(koota(at(10, 40), 'bhakoot').flags).toEqual({ sameLordException: false });
    expect(koota(at(10, 40), 'bhakoot').points).toBe(0);
  });

  it('Bhakoot counts every pair of signs the traditional way', () => {
    for (let g = 0; g < 12; g++) {
      for (let b = 0; b < 12; b++) {
        const r = koota(at(g * 30 + 10, b * 30 + 10), 'bhakoot');
        const groomFromBride = ((g - b + 12) % 12) + 1;
        expect(Number(r.groom)).toBe(groomFromBride);
        expect(Number(r.bride)).toBe(((b - g + 12) % 12) + 1);
        expect(r.points).toBe([2, 12, 5, 9, 6, 8].includes(groomFromBride) ? 0 : 7);
      }
    }
  });

  it('Tara counts inclusively from the other person, 0 → 9, wrapping past Revati', () => {
    const nak = (n: number) => (n - 1) * (360 / 27) + 1;
    // Groom Revati (27) from bride Ashwini (1): count 27 → 9 Ati-Mitra; bride from groom: count 2 → Sampat.
    const r = koota(at(nak(27), nak(1)), 'tara');
    expect([r.groom, r.bride, r.points]).toEqual(['Ati-Mitra', 'Sampat', 3]);
    // Groom 3rd from bride (Vipat) and bride 26th from groom (26 mod 9 = 8, Mitra): one direction.
    const s = koota(at(nak(3), nak(1)), 'tara');
    expect([s.groom, s.bride, s.points]).toEqual(['Vipat', 'Mitra', 1.5]);
    // Groom 5th (Pratyari) and bride 24th (24 mod 9 = 6, Sadhaka) from each other.
    const t = koota(at(nak(5), nak(1)), 'tara');
    expect([t.groom, t.bride, t.points]).toEqual(['Pratyari', 'Sadhaka', 1.5]);
    // 7th one way (Vadha), 22nd the other (22 mod 9 = 4, Kshema).
    const u = koota(at(nak(7), nak(1)), 'tara');
    expect([u.groom, u.bride, u.points]).toEqual(['Vadha', 'Kshema', 1.5]);
  });

  it('Vashya splits Sagittarius and Capricorn at 15°', () => {
    const group = (lon: number) => koota(at(lon, 10), 'vashya').groom;
    expect(group(240 + 14.999)).toBe('Manava');
    expect(group(240 + 15)).toBe('Chatushpada');
    expect(group(270 + 14.999)).toBe('Chatushpada');
    expect(group(270 + 15)).toBe('Jalachara');
    expect(group(130)).toBe('Vanachara');
    expect(group(220)).toBe('Keeta');
  });

  it('variants change only their own koota', () => {
    // Groom Ashwini (Horse), bride Anuradha (Deer); groom Dhanishta (Lion, Capricorn), bride Hasta (Buffalo).
    expect(koota(ashtakoota({ moonLongitude: 5 }, { moonLongitude: 215 }, { variants: ['yoniHorseDeer3LionBuffalo2'] }), 'yoni').points).toBe(3);
    expect(koota(ashtakoota({ moonLongitude: 215 }, { moonLongitude: 5 }, { variants: ['yoniHorseDeer3LionBuffalo2'] }), 'yoni').points).toBe(1);
    expect(koota(ashtakoota({ moonLongitude: 300 }, { moonLongitude: 165 }, { variants: ['yoniHorseDeer3LionBuffalo2'] }), 'yoni').points).toBe(2);
    expect(koota(at(300, 165), 'yoni').points).toBe(1);
    // Gana transposed: groom Deva + bride Manushya becomes 6.
    expect(koota(ashtakoota({ moonLongitude: 5 }, { moonLongitude: 20 }, { variants: ['ganaTransposed'] }), 'gana').points).toBe(6);
    // Varna with earth signs Shudra: groom Taurus (Shudra) + bride Gemini (Vaishya) 0, pinned table 1.
    expect(koota(ashtakoota({ moonLongitude: 40 }, { moonLongitude: 70 }, { variants: ['varnaEarthShudra'] }), 'varna').points).toBe(0);
    expect(koota(at(40, 70), 'varna').points).toBe(1);
  });

  it('normalises longitudes and rejects what is not a finite number', () => {
    expect(at(365, -20)).toEqual(at(5, 340));
    expect(at(720 + 123.4, 10)).toEqual(at(123.4, 10));
    expect(() => at(Number.NaN, 10)).toThrow(RangeError);
    expect(() => at(10, Number.POSITIVE_INFINITY)).toThrow(/bride/);
    expect(() => ashtakoota({} as never, { moonLongitude: 10 })).toThrow(/groom/);
  });

  it('reaches the full 36 when everything agrees', () => {
    // Groom Taurus/Rohini, bride Taurus/Mrigashira: same sign, same Serpent yoni, different nadi.
    const r = at(45, 55);
    expect(r.total).toBe(36);
    expect(r.kootas.every((k) => k.points === k.max)).toBe(true);
    expect(r.compatibilityScore).toBe(10);
    expect(r.outOf10).toBe(10);
    expect(verdictBand(r.total)).toBe('excellent');
  });
});

describe('maxima, labels and the score out of 10', () => {
  it('the eight maxima add up to 36, in the traditional order', () => {
    expect(KOOTA_ORDER.map((n) => KOOTA_MAX_POINTS[n])).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(KOOTA_ORDER.map((n) => KOOTA_LABELS[n])).toEqual(['Varna', 'Vashya', 'Tara', 'Yoni', 'Graha Maitri', 'Gana', 'Bhakoot', 'Nadi']);
  });

  it.each([
    [19, 5.3],
    [36, 10],
    [0, 0],
    [18, 5],
    [4.5, 1.3], // 1.25 rounds half up
    [22.5, 6.3], // 6.25
    [31.5, 8.8], // 8.75
    [17.5, 4.9],
    [25, 6.9],
  ])('total %p → compatibilityScore %p', (total, expected) => {
    expect(compatibilityScoreOf(total)).toBe(expected);
  });
});

describe('verdict bands', () => {
  it.each([
    [0, 'not-recommended'],
    [17.5, 'not-recommended'],
    [18, 'average'],
    [24.5, 'average'],
    [25, 'good'],
    [32.5, 'good'],
    [33, 'excellent'],
    [36, 'excellent'],
  ] as const)('total %p is %p', (total, band) => {
    expect(verdictBand(total)).toBe(band);
  });

  it('uses calm, plain wording for each band', () => {
    expect(verdictFor(12)).toMatch(/^Below the traditional minimum of 18 gunas/);
    expect(verdictFor(12)).toMatch(/not traditionally recommend/);
    expect(verdictFor(20)).toMatch(/^Average match/);
    expect(verdictFor(28)).toMatch(/^Good match/);
    expect(verdictFor(34)).toMatch(/^Excellent match/);
    for (const t of [0, 12, 17.5, 18, 24.5, 25, 32.5, 33, 36]) {
      // The page prints "<total> of 36 gunas." before the verdict, so the verdict does not repeat it.
      expect(verdictFor(t)).not.toMatch(/\d+(\.5)? of 36/);
      expect(verdictFor(t)).not.toMatch(/!|never|doomed|fail/i);
      expect(sentences(verdictFor(t)).length).toBeLessThanOrEqual(2);
    }
  });

  it('the result carries the verdict of its total', () => {
    for (const p of reference.pairs) {
      const r = matchOf(p);
      expect(r.verdict).toBe(verdictFor(r.total));
      expect(r.compatibilityScore).toBe(compatibilityScoreOf(r.total));
    }
  });
});
