/** @jest-environment node */
// The deep kundli as one call (lib/astro/deep-chart.ts): it assembles the engine's parts, so these tests check
// that each part is the one its own module computes (tested there against the references), that the shapes hold
// on random charts, and that refreshing the date-dependent parts on another day changes only those.
import {
  ASHTAKAVARGA_PLANETS, computeAshtakavarga, computeChart, computeDeepChart, computeKaalSarp, computeManglikDosha, computeSadeSati, computeVargas,
  computeVimshottari, currentPeriod, deepenChart, findYogas, GRAHAS, MEAN_SIDEREAL_YEAR_DAYS, timelyDepth, VARGAS, type Graha,
} from '@/lib/astro';
import { loadDepthReference, DEPTH_BODY_ORDER } from '../../support/depth-reference';
import { randomMoment } from '../../support/random-moment';
import { seededRandom } from '../../support/seeded-random';

const ASOF = new Date('2026-11-26T12:00:00Z');
const BHINNA_TOTALS = { Sun: 48, Moon: 49, Mars: 39, Mercury: 54, Jupiter: 56, Venus: 52, Saturn: 39 };
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('computeDeepChart', () => {
  it('holds on 40 seeded random charts: 16 vargas of 10 bodies in 0..11, bindu totals, three contiguous dasha levels over 120 years, a marked current period', () => {
    const rand = seededRandom(20261126);
    for (let n = 0; n < 40; n++) {
      const m = randomMoment(rand);
      const { chart, deep } = computeDeepChart(m, {}, ASOF);
      expect(Object.keys(deep.vargas)).toEqual([...VARGAS]);
      const signs = VARGAS.flatMap((v) => DEPTH_BODY_ORDER.map((b) => deep.vargas[v][b]));
      expect(signs.filter((s) => !(Number.isInteger(s) && s >= 0 && s <= 11))).toEqual([]);
      // D1 is the chart's own signs.
      for (const g of GRAHAS) expect(deep.vargas.D1[g]).toBe(chart.planets[g].signIndex);
      for (const p of ASHTAKAVARGA_PLANETS) expect(sum(deep.ashtakavarga.bhinna[p])).toBe(BHINNA_TOTALS[p]);
      expect(sum(deep.ashtakavarga.sarva)).toBe(337);

      const v = deep.vimshottari;
      let previous = v.mahadashas[0]!.start;
      expect(previous).toBe(Date.parse(chart.utc));
      // Plain checks gathered into one assertion: 729 rows per chart.
      const gaps: string[] = [];
      for (const maha of v.mahadashas)
        for (const antar of maha.antardashas)
          for (const p of antar.pratyantardashas!) {
            if (p.start !== previous || !(p.end > p.start)) gaps.push(`${p.lord} ${p.start}..${p.end} after ${previous}`);
            previous = p.end;
          }
      expect(gaps).toEqual([]);
      expect((previous - v.cycleStart) / (365.25 * 86_400_000)).toBeCloseTo(120, 6);
      const running = currentPeriod(v, ASOF);
      if (running) {
        expect(v.current).not.toBeNull();
        expect(v.current!.lords).toEqual([running.maha.lord, running.antar.lord, running.pratyantar!.lord]);
      } else {
        expect(v.current).toBeNull();
      }
      expect(deep.asOf).toBe(ASOF.toISOString());
    }
  });

  it('is made of the engine parts, each as its own module computes it', () => {
    for (const c of loadDepthReference().cases.slice(0, 6)) {
      const { chart, deep } = computeDeepChart(c.input, {}, ASOF);
      const lon = Object.fromEntries(GRAHAS.map((g) => [g, chart.planets[g].longitude])) as Record<Graha, number>;
      expect(deep.vargas).toEqual(computeVargas(lon, chart.ascendant.longitude));
      expect(deep.ashtakavarga).toEqual(computeAshtakavarga(deep.vargas.D1));
      expect(deep.doshas.manglik).toEqual(computeManglikDosha(chart));
      expect(deep.doshas.kaalSarp).toEqual(computeKaalSarp(chart));
      expect(deep.yogas).toEqual(findYogas(chart));
      const s = computeSadeSati(chart.planets.Moon.signIndex, ASOF);
      expect(deep.doshas.sadeSati.periods.map(({ relation: _r, ...p }) => p)).toEqual(s.periods);
      expect(deep.doshas.sadeSati.active).toBe(s.active);
      // The deep Vimshottari extends the plain chart's two levels without changing them.
      const { current: _c, ...three } = deep.vimshottari;
      expect(three.mahadashas.map((m) => ({ ...m, antardashas: m.antardashas.map(({ pratyantardashas: _p, ...a }) => a) }))).toEqual(computeChart(c.input).vimshottari.mahadashas);
    }
  });

  it('takes the year length and the ayanamsa as choices', () => {
    const c = loadDepthReference().cases[0]!;
    const sidereal = computeDeepChart(c.input, { yearDays: MEAN_SIDEREAL_YEAR_DAYS }, ASOF).deep;
    expect(sidereal.vimshottari.yearDays).toBe(MEAN_SIDEREAL_YEAR_DAYS);
    expect(sidereal.yogini.yearDays).toBe(MEAN_SIDEREAL_YEAR_DAYS);
    const kp = computeDeepChart(c.input, { ayanamsa: 'kp' }, ASOF).chart;
    expect(kp.ayanamsa.name).toBe('kp');
    expect(kp.ayanamsa.mean).not.toBeCloseTo(computeChart(c.input).ayanamsa.mean, 3);
  });

  it('refreshing on a later day changes only the date-dependent parts', () => {
    const c = loadDepthReference().cases[1]!;
    const chart = computeChart(c.input);
    const then = deepenChart(chart, ASOF);
    const later = new Date('2031-05-01T00:00:00Z');
    const refreshed = timelyDepth(chart, then.vimshottari, later);
    const fresh = deepenChart(chart, later);
    expect(refreshed.asOf).toBe(fresh.asOf);
    expect(refreshed.vimshottari).toEqual(fresh.vimshottari);
    expect(refreshed.sadeSati).toEqual(fresh.doshas.sadeSati);
    expect(refreshed.transits).toEqual(fresh.transits);
    expect(fresh.vargas).toEqual(then.vargas);
    expect(computeVimshottari(chart.planets.Moon.longitude, Date.parse(chart.utc), { levels: 3 }).mahadashas).toEqual(then.vimshottari.mahadashas);
  });
});
