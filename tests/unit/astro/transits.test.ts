/** @jest-environment node */
import { birthMomentToUtc, computeChart, computeTransits, GRAHAS, type BirthMoment } from '@/lib/astro';

describe('computeTransits', () => {
  const moment: BirthMoment = { year: 2024, month: 4, day: 8, hours: 23, minutes: 47, seconds: 0, timezone: '+05:30', latitude: 28.6139, longitude: 77.209 };

  it('agrees with computeChart at the same instant', () => {
    const chart = computeChart(moment);
    const transits = computeTransits(birthMomentToUtc(moment));
    for (const g of GRAHAS) {
      expect(transits[g].longitude).toBeCloseTo(chart.planets[g].longitude, 10);
      expect(transits[g].sign).toBe(chart.planets[g].sign);
      expect(transits[g].retrograde).toBe(chart.planets[g].retrograde);
    }
  });

  it('places the 8 April 2024 total solar eclipse: Sun and Moon together in Pisces, Rahu nearby', () => {
    const t = computeTransits(new Date('2024-04-08T18:17:00Z'));
    expect(t.Sun.sign).toBe('Pisces');
    expect(t.Moon.sign).toBe('Pisces');
    expect(Math.abs(t.Sun.longitude - t.Moon.longitude)).toBeLessThan(0.3);
    expect(t.Rahu.sign).toBe('Pisces');
    expect(t.Ketu.sign).toBe('Virgo');
    expect(t.Rahu.retrograde && t.Ketu.retrograde).toBe(true);
    expect(t.Sun.retrograde || t.Moon.retrograde).toBe(false);
  });

  it('flags a known retrograde: Mercury retrograde on 10 April 2024, direct on 1 June 2024', () => {
    expect(computeTransits(new Date('2024-04-10T00:00:00Z')).Mercury.retrograde).toBe(true);
    expect(computeTransits(new Date('2024-06-01T00:00:00Z')).Mercury.retrograde).toBe(false);
  });

  it('accepts every local date of 1800..2299 and rejects instants outside, with a clear error', () => {
    expect(() => computeTransits(new Date('1799-12-31T10:00:00Z'))).not.toThrow(); // 1800-01-01 at +14:00
    expect(() => computeTransits(new Date('2300-01-01T11:59:00Z'))).not.toThrow(); // 2299-12-31 at −12:00
    expect(() => computeTransits(new Date('1799-12-30T23:59:59Z'))).toThrow(/outside the supported range/);
    expect(() => computeTransits(new Date('2300-01-02T00:00:00Z'))).toThrow(/outside the supported range/);
    expect(() => computeTransits(new Date('1650-01-01T00:00:00Z'))).toThrow(RangeError);
    expect(() => computeTransits(new Date('2400-01-01T00:00:00Z'))).toThrow(RangeError);
    expect(() => computeTransits(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('computeChart input checks', () => {
  const base: BirthMoment = { year: 1990, month: 1, day: 1, hours: 12, minutes: 0, seconds: 0, timezone: '+00:00', latitude: 0, longitude: 0 };
  it.each([
    ['latitude 91', { latitude: 91 }],
    ['longitude -181', { longitude: -181 }],
    ['latitude NaN', { latitude: Number.NaN }],
    ['bad timezone', { timezone: 'IST' }],
  ])('rejects %s', (_label, patch) => {
    expect(() => computeChart({ ...base, ...patch })).toThrow(RangeError);
  });

  it('works at the poles and on the date line', () => {
    for (const [latitude, longitude] of [[90, 0], [-90, 0], [89.99, 180], [-66.6, -180]] as const) {
      const c = computeChart({ ...base, latitude, longitude });
      expect(c.ascendant.longitude).toBeGreaterThanOrEqual(0);
      expect(c.ascendant.longitude).toBeLessThan(360);
      // The ascendant lies within 180° after the MC.
      const d = (((c.ascendant.tropicalLongitude - c.mc.tropicalLongitude) % 360) + 360) % 360;
      expect(d).toBeLessThanOrEqual(180);
    }
  });

  it('returns a JSON-serialisable chart', () => {
    const c = computeChart(base);
    expect(JSON.parse(JSON.stringify(c))).toEqual(c);
  });
});
