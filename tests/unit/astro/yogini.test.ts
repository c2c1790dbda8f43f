/** @jest-environment node */
// Yogini dasha: a chart worked by hand, the nakshatra rule for all 27, and invariants on 1,000 random charts.
import { computeYogini, YOGINI_CYCLE_YEARS, YOGINIS, yoginiOfNakshatra, instantMillis, type Instant } from '@/lib/astro';
import { seededRandom } from '../../support/seeded-random';

// Boundaries are epoch milliseconds in the engine (ISO strings only in the API response).
const ms = (t: Instant) => instantMillis(t);
const YEAR_MS = 365.25 * 86_400_000;

describe('Yogini dasha', () => {
  it('has eight yoginis of 1..8 years, 36 in all', () => {
    expect(YOGINIS.map((y) => y.years)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(YOGINIS.reduce((s, y) => s + y.years, 0)).toBe(YOGINI_CYCLE_YEARS);
  });

  it.each([
    // (n + 3) mod 8, 0 → 8th: Ashwini 1 → 4 Bhramari; Krittika 3 → 6 Ulka; Mrigashira 5 → 0 → 8 Sankata;
    // Ardra 6 → 1 Mangala; Pushya 8 → 3 Dhanya; Revati 27 → 30 mod 8 = 6 Ulka.
    [1, 'Bhramari'], [3, 'Ulka'], [5, 'Sankata'], [6, 'Mangala'], [8, 'Dhanya'], [27, 'Ulka'],
  ] as const)('nakshatra %d starts with %s', (n, name) => {
    expect(YOGINIS[yoginiOfNakshatra(n)]!.name).toBe(name);
  });

  it('a chart worked by hand: Moon at 100° (Pushya, half run)', () => {
    // 100° / 13°20′ = 7.5 → the 8th nakshatra, Pushya, half elapsed. (8 + 3) mod 8 = 3 → Dhanya (Jupiter,
    // 3 years): balance 1.5 years. Then Bhramari 4, Bhadrika 5, Ulka 6, Siddha 7, Sankata 8, Mangala 1, Pingala 2.
    const birth = Date.UTC(1990, 0, 1);
    const y = computeYogini(100, birth);
    expect(y.startYogini).toBe('Dhanya');
    expect(y.elapsedFraction).toBeCloseTo(0.5, 12);
    expect(y.balanceYears).toBeCloseTo(1.5, 12);
    expect(y.mahadashas.slice(0, 8).map((m) => `${m.yogini}/${m.lord}`)).toEqual([
      'Dhanya/Jupiter', 'Bhramari/Mars', 'Bhadrika/Mercury', 'Ulka/Saturn', 'Siddha/Venus', 'Sankata/Rahu', 'Mangala/Moon', 'Pingala/Sun',
    ]);
    expect((ms(y.mahadashas[0]!.end) - birth) / YEAR_MS).toBeCloseTo(1.5, 8);
    expect((birth - ms(y.cycleStart)) / YEAR_MS).toBeCloseTo(1.5, 8);
    // Dhanya's antardashas over its full 3 years: Dhanya 3 × 3/36 = 0.25 y, Bhramari 3 × 4/36 = 0.333 y, … — the
    // first 1.5 years (Dhanya 0.25, Bhramari 0.333, Bhadrika 0.417 = 1.0, then Ulka 0.5 = 1.5) are before birth,
    // so the first running antardasha is Siddha, from birth.
    expect(y.mahadashas[0]!.antardashas.map((a) => a.yogini)).toEqual(['Siddha', 'Sankata', 'Mangala', 'Pingala']);
    expect(y.mahadashas[0]!.antardashas[0]!.start).toBe(y.mahadashas[0]!.start);
    // Bhramari (4 years) from its full start: Bhramari 4 × 4/36 = 0.444 y.
    const b = y.mahadashas[1]!;
    expect((ms(b.antardashas[1]!.start) - ms(b.start)) / YEAR_MS).toBeCloseTo(16 / 36, 8);
  });

  it('invariants on 1,000 random charts: contiguous, cyclic, 36-year cycles, antardashas cover their yogini', () => {
    const rnd = seededRandom(36);
    const bad: string[] = [];
    for (let i = 0; i < 1000; i++) {
      const birth = Date.UTC(1800, 0, 1) + Math.floor(rnd() * 500 * YEAR_MS);
      const y = computeYogini(rnd() * 360, birth);
      const m = y.mahadashas;
      if (m.length !== 24 || ms(m[0]!.start) !== birth) bad.push(`${i}: start`);
      if (Math.abs(ms(m[23]!.end) - ms(y.cycleStart) - 3 * 36 * YEAR_MS) > 1) bad.push(`${i}: 3 cycles of 36 years`);
      m.forEach((d, k) => {
        if (k > 0 && d.start !== m[k - 1]!.end) bad.push(`${i}/${k}: contiguous`);
        if (k >= 8 && d.yogini !== m[k - 8]!.yogini) bad.push(`${i}/${k}: cyclic`);
        const a = d.antardashas;
        if (a[0]!.start !== d.start || a[a.length - 1]!.end !== d.end) bad.push(`${i}/${k}: covered`);
        for (let j = 1; j < a.length; j++) if (a[j]!.start !== a[j - 1]!.end) bad.push(`${i}/${k}/${j}: antar contiguous`);
      });
    }
    expect(bad).toEqual([]);
  });
});
