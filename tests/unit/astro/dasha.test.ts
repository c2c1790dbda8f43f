/** @jest-environment node */
import { computeChart, computeVimshottari, dashaSequence, VIMSHOTTARI_YEARS, type Vimshottari, instantMillis, type Instant } from '@/lib/astro';
import { birthMomentOf, loadReferenceCases } from './reference-cases';

const YEAR_MS = 365.25 * 86_400_000;
// Boundaries are epoch milliseconds in the engine (ISO strings only in the API response).
const ms = (t: Instant) => instantMillis(t);

function checkStructure(v: Vimshottari, birthMs: number): void {
  expect(v.mahadashas).toHaveLength(9);
  expect(v.mahadashas.map((m) => m.lord)).toEqual(dashaSequence(v.startLord));
  expect(ms(v.mahadashas[0]!.start)).toBe(Math.round(birthMs));
  // Total: balance plus eight full mahadashas.
  const total = (ms(v.mahadashas[8]!.end) - ms(v.mahadashas[0]!.start)) / YEAR_MS;
  expect(total).toBeCloseTo(v.balanceYears + 120 - VIMSHOTTARI_YEARS[v.startLord], 6);
  v.mahadashas.forEach((md, i) => {
    // Contiguous mahadashas of the stated length.
    if (i > 0) expect(md.start).toBe(v.mahadashas[i - 1]!.end);
    expect((ms(md.end) - ms(md.start)) / YEAR_MS).toBeCloseTo(md.years, 6);
    if (i > 0) expect(md.years).toBe(VIMSHOTTARI_YEARS[md.lord]);
    // Antardashas: contiguous, cover the mahadasha exactly, start with the mahadasha lord (unless clipped).
    const ads = md.antardashas;
    expect(ads[0]!.start).toBe(md.start);
    expect(ads[ads.length - 1]!.end).toBe(md.end);
    ads.forEach((ad, k) => {
      if (k > 0) expect(ad.start).toBe(ads[k - 1]!.end);
      expect(ms(ad.end)).toBeGreaterThan(ms(ad.start));
    });
    const sum = ads.reduce((s, ad) => s + (ms(ad.end) - ms(ad.start)), 0);
    expect(sum).toBe(ms(md.end) - ms(md.start));
    const seq = dashaSequence(md.lord);
    expect(ads.map((a) => a.lord)).toEqual(seq.slice(9 - ads.length));
    if (i > 0) {
      expect(ads).toHaveLength(9);
      ads.forEach((ad) => {
        expect((ms(ad.end) - ms(ad.start)) / YEAR_MS).toBeCloseTo((VIMSHOTTARI_YEARS[md.lord] * VIMSHOTTARI_YEARS[ad.lord]) / 120, 6);
      });
    }
  });
}

describe('Vimshottari dasha', () => {
  it('starts a full cycle at the start of a nakshatra (Ashwini → Ketu, 7 years)', () => {
    const birth = Date.UTC(2000, 0, 1, 12);
    const v = computeVimshottari(0, birth);
    expect(v.startLord).toBe('Ketu');
    expect(v.balanceYears).toBeCloseTo(7, 12);
    expect(v.mahadashas[0]!.antardashas.map((a) => a.lord)).toEqual(dashaSequence('Ketu'));
    checkStructure(v, birth);
  });

  it('gives half the years in the middle of a nakshatra (Bharani middle → Venus, 10 years)', () => {
    const v = computeVimshottari(13 + 1 / 3 + 20 / 3, Date.UTC(1980, 5, 15));
    expect(v.startLord).toBe('Venus');
    expect(v.balanceYears).toBeCloseTo(10, 10);
    expect(v.elapsedFraction).toBeCloseTo(0.5, 12);
  });

  it('clips the first mahadasha’s antardashas at birth', () => {
    const birth = Date.UTC(1990, 2, 3, 4, 5, 6);
    const v = computeVimshottari(359.9, birth); // Revati, almost over: Mercury with a short balance
    expect(v.startLord).toBe('Mercury');
    expect(v.mahadashas[0]!.antardashas.length).toBeLessThan(9);
    checkStructure(v, birth);
  });

  it('antardashas sum to their mahadasha and all periods are contiguous, for every reference chart', () => {
    for (const c of loadReferenceCases()) {
      const chart = computeChart(birthMomentOf(c));
      checkStructure(chart.vimshottari, Date.parse(chart.utc));
    }
  });
});
