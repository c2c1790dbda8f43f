/** @jest-environment node */
import { computeChart, navamsaSign, navamsaSignIndex } from '@/lib/astro';
import { birthMomentOf, loadReferenceCases } from './reference-cases';

describe('navamsa (D9)', () => {
  it.each([
    [0, 'Aries'], // movable sign: starts from itself
    [10 / 3, 'Taurus'],
    [3.3333, 'Aries'],
    [29.999, 'Sagittarius'],
    [30, 'Capricorn'], // fixed sign Taurus: starts from the 9th (Capricorn)
    [60, 'Libra'], // dual sign Gemini: starts from the 5th (Libra)
    [90, 'Cancer'], // movable Cancer
    [120, 'Aries'], // fixed Leo → 9th from Leo is Aries
    [150, 'Capricorn'], // dual Virgo → 5th from Virgo is Capricorn
    [359.9999, 'Pisces'],
    [360, 'Aries'],
    [-0.0001, 'Pisces'],
  ] as const)('%d° → %s', (lon, sign) => {
    expect(navamsaSign(lon)).toBe(sign);
  });

  it('follows the movable / fixed / dual counting rule for every 3°20′ part', () => {
    for (let sign = 0; sign < 12; sign++) {
      const start = [0, 8, 4][sign % 3]!; // movable: itself, fixed: 9th, dual: 5th
      for (let part = 0; part < 9; part++) {
        const lon = sign * 30 + part * (10 / 3) + 1;
        expect(navamsaSignIndex(lon)).toBe((sign + start + part) % 12);
      }
    }
  });

  it('the chart navamsa record matches each body and the ascendant', () => {
    const c = loadReferenceCases()[0]!;
    const chart = computeChart(birthMomentOf(c));
    expect(chart.navamsa.Ascendant).toBe(navamsaSign(chart.ascendant.longitude));
    expect(chart.ascendant.navamsaSign).toBe(chart.navamsa.Ascendant);
    for (const [g, p] of Object.entries(chart.planets)) {
      expect(chart.navamsa[g as keyof typeof chart.navamsa]).toBe(navamsaSign(p.longitude));
      expect(p.navamsaSign).toBe(navamsaSign(p.longitude));
    }
  });
});
