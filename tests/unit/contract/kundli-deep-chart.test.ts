/** @jest-environment node */
// The engine keeps dasha period boundaries as epoch milliseconds; the kundli response (and the stored row) has them
// as ISO 8601 strings, written by toKundliDeepChart. These tests check that each string is the engine's instant
// (checked with Date, not with the engine's own writer), that the shape is the one the API documents, and that a
// stored chart's strings give the same running period as the engine's numbers (the read path of old and new rows).
import { computeDeepChart, currentDashaMark, GRAHAS, timelyDepth, VARGAS, type Vimshottari, type YoginiDasha } from '@/lib/astro';
import { toKundliDeepChart } from '@/lib/contract/kundli';
import { randomMoment } from '../../support/random-moment';
import { seededRandom } from '../../support/seeded-random';

const ASOF = new Date('2026-11-26T12:00:00Z');

type Period<T> = { start: T; end: T; antardashas?: Period<T>[]; pratyantardashas?: Period<T>[] };

/** Every mismatch between the engine's boundaries (ms) and the response's (ISO), walking both trees together. */
function mismatches(engine: readonly Period<number>[], response: readonly Period<string>[], path: string, out: string[]): void {
  if (engine.length !== response.length) out.push(`${path}: ${engine.length} periods, ${response.length} in the response`);
  engine.forEach((p, i) => {
    const r = response[i];
    if (!r) return;
    for (const key of ['start', 'end'] as const) {
      if (!Number.isInteger(p[key])) out.push(`${path}[${i}].${key}: ${p[key]} is not whole milliseconds`);
      if (r[key] !== new Date(p[key]).toISOString()) out.push(`${path}[${i}].${key}: ${r[key]} for ${p[key]}`);
    }
    if (p.antardashas) mismatches(p.antardashas, r.antardashas ?? [], `${path}[${i}].antardashas`, out);
    if (p.pratyantardashas) mismatches(p.pratyantardashas, r.pratyantardashas ?? [], `${path}[${i}].pratyantardashas`, out);
  });
}

describe('toKundliDeepChart: period boundaries as ISO strings', () => {
  const rand = seededRandom(20261126);
  const charts = Array.from({ length: 60 }, () => computeDeepChart(randomMoment(rand), {}, ASOF));

  it('every boundary of Vimshottari (three levels) and Yogini is the engine instant, written as ISO 8601', () => {
    const bad: string[] = [];
    for (const { chart, deep } of charts) {
      const k = toKundliDeepChart(chart, deep);
      mismatches(deep.vimshottari.mahadashas, k.vimshottari.mahadashas, `${chart.utc} vimshottari`, bad);
      mismatches(deep.yogini.mahadashas, k.yogini.mahadashas, `${chart.utc} yogini`, bad);
      if (k.vimshottari.cycleStart !== new Date(deep.vimshottari.cycleStart).toISOString()) bad.push(`${chart.utc} vimshottari cycleStart`);
      if (k.yogini.cycleStart !== new Date(deep.yogini.cycleStart).toISOString()) bad.push(`${chart.utc} yogini cycleStart`);
    }
    expect(bad).toEqual([]);
  });

  it('keeps the documented keys, in their order, and nothing else changes', () => {
    const { chart, deep } = charts[0]!;
    const k = toKundliDeepChart(chart, deep);
    expect(Object.keys(k)).toEqual(['ascendant', 'sunSign', 'moonSign', 'sunSignTropical', 'planets', 'moonNakshatra', 'panchang', 'vimshottari', 'manglik', 'navamsa', 'mc', 'ayanamsa', 'vargas', 'ashtakavarga', 'yogini', 'doshas', 'yogas', 'dignities', 'transits', 'asOf']);
    expect(Object.keys(k.vimshottari)).toEqual(['startLord', 'balanceYears', 'elapsedFraction', 'yearDays', 'cycleStart', 'mahadashas', 'current']);
    expect(Object.keys(k.vimshottari.mahadashas[0]!)).toEqual(['lord', 'start', 'end', 'years', 'antardashas']);
    expect(Object.keys(k.vimshottari.mahadashas[0]!.antardashas[0]!)).toEqual(['lord', 'start', 'end', 'pratyantardashas']);
    expect(Object.keys(k.yogini)).toEqual(['startYogini', 'elapsedFraction', 'balanceYears', 'yearDays', 'cycleStart', 'mahadashas']);
    expect(Object.keys(k.yogini.mahadashas[0]!)).toEqual(['yogini', 'lord', 'years', 'start', 'end', 'antardashas']);
    // Everything but the boundaries is the engine's own value.
    const withoutBoundaries = (v: Vimshottari<number | string> | YoginiDasha<number | string>) => JSON.parse(JSON.stringify(v, (key, value) => (['start', 'end', 'cycleStart'].includes(key) ? undefined : value)));
    expect(withoutBoundaries(k.vimshottari)).toEqual(withoutBoundaries(deep.vimshottari));
    expect(withoutBoundaries(k.yogini)).toEqual(withoutBoundaries(deep.yogini));
    expect(k.vimshottari.current).toEqual(deep.vimshottari.current);
  });

  it('writes every record of the grahas in GRAHAS order, the Ascendant first where it is one of the bodies', () => {
    // The engine makes these records in one step each (grahaRecord, bodyRecord) rather than key by key; the response
    // and the stored rows keep the order they had, so a stored chart reads back the same bytes.
    const bodies = ['Ascendant', ...GRAHAS];
    const ashtakavargaPlanets = GRAHAS.filter((g) => g !== 'Rahu' && g !== 'Ketu');
    for (const { chart, deep } of charts.slice(0, 5)) {
      const k = JSON.parse(JSON.stringify(toKundliDeepChart(chart, deep))) as ReturnType<typeof toKundliDeepChart>;
      expect(Object.keys(k.planets)).toEqual([...GRAHAS]);
      expect(Object.keys(k.navamsa)).toEqual(bodies);
      for (const v of VARGAS) expect(Object.keys(k.vargas[v])).toEqual(bodies);
      expect(Object.keys(k.ashtakavarga.bhinna)).toEqual(ashtakavargaPlanets);
      expect(Object.keys(k.dignities)).toEqual([...GRAHAS]);
      expect(Object.keys(k.transits.grahas)).toEqual([...GRAHAS]);
      for (const g of GRAHAS) {
        expect(k.dignities[g].graha).toBe(g);
        expect(k.transits.grahas[g].graha).toBe(g);
        expect(k.vargas.D1[g]).toBe(chart.planets[g].signIndex);
      }
    }
  });

  it('a stored chart (ISO strings) marks the same running period as the engine (milliseconds), on any later day', () => {
    const bad: string[] = [];
    for (const { chart, deep } of charts) {
      const stored = JSON.parse(JSON.stringify(toKundliDeepChart(chart, deep))) as ReturnType<typeof toKundliDeepChart>;
      for (const days of [0, 1, 400, 9000]) {
        const at = new Date(ASOF.getTime() + days * 86_400_000 + 3_600_000 * days);
        const fromStrings = timelyDepth(stored, stored.vimshottari, at).vimshottari.current;
        const fromMillis = currentDashaMark(deep.vimshottari, at);
        if (JSON.stringify(fromStrings) !== JSON.stringify(fromMillis)) bad.push(`${chart.utc} +${days} d: ${JSON.stringify(fromStrings)} vs ${JSON.stringify(fromMillis)}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
