/** @jest-environment node */
import { birthMomentToUtc, deltaTSeconds, julianDayUt, parseUtcOffset, type BirthMoment } from '@/lib/astro';
import { loadReferenceCases } from './reference-cases';

const at = (year: number, month: number, day: number, hours: number, minutes: number, seconds: number, timezone: string): BirthMoment => ({
  year, month, day, hours, minutes, seconds, timezone, latitude: 0, longitude: 0,
});

describe('parseUtcOffset', () => {
  it.each([
    ['+05:30', 330],
    ['-03:30', -210],
    ['+14:00', 840],
    ['-12:00', -720],
    ['+5:30', 330],
    ['+05:45', 345],
    ['+00:00', 0],
    ['-00:00', 0],
    ['-04:00', -240],
    [' +09:30 ', 570],
  ])('%s → %i minutes east', (tz, minutes) => {
    expect(parseUtcOffset(tz)).toBe(minutes);
  });

  it.each(['', '05:30', '+0530', '+5', '+05:60', '+14:30', '-12:30', '+15:00', 'UTC', 'Z', '+05:30:00', '++05:30', '+05.30', 'abc'])(
    'rejects %j',
    (tz) => {
      expect(parseUtcOffset(tz)).toBeNull();
    },
  );

  it('never returns −0', () => {
    expect(Object.is(parseUtcOffset('-00:00'), 0)).toBe(true);
  });
});

describe('birthMomentToUtc', () => {
  it('subtracts the offset (India)', () => {
    expect(birthMomentToUtc(at(1990, 8, 15, 10, 30, 0, '+05:30')).toISOString()).toBe('1990-08-15T05:00:00.000Z');
  });

  it('handles negative offsets', () => {
    expect(birthMomentToUtc(at(1975, 3, 10, 20, 15, 30, '-04:00')).toISOString()).toBe('1975-03-11T00:15:30.000Z');
  });

  it('handles +05:45 (Nepal)', () => {
    expect(birthMomentToUtc(at(2001, 1, 1, 12, 0, 0, '+05:45')).toISOString()).toBe('2001-01-01T06:15:00.000Z');
  });

  it('rolls back to the previous UTC day (and year) after local midnight', () => {
    expect(birthMomentToUtc(at(2000, 1, 1, 0, 10, 0, '+05:30')).toISOString()).toBe('1999-12-31T18:40:00.000Z');
    expect(birthMomentToUtc(at(2024, 3, 1, 2, 0, 0, '+09:00')).toISOString()).toBe('2024-02-29T17:00:00.000Z');
  });

  it('rolls forward to the next UTC day before local midnight with a negative offset', () => {
    expect(birthMomentToUtc(at(1999, 12, 31, 23, 30, 0, '-03:30')).toISOString()).toBe('2000-01-01T03:00:00.000Z');
    expect(birthMomentToUtc(at(2023, 2, 28, 22, 0, 0, '-10:00')).toISOString()).toBe('2023-03-01T08:00:00.000Z');
  });

  it('accepts 29 February in leap years only', () => {
    expect(birthMomentToUtc(at(2000, 2, 29, 12, 0, 0, '+00:00')).toISOString()).toBe('2000-02-29T12:00:00.000Z');
    expect(birthMomentToUtc(at(2024, 2, 29, 6, 0, 0, '+05:30')).toISOString()).toBe('2024-02-29T00:30:00.000Z');
    expect(() => birthMomentToUtc(at(1900, 2, 29, 12, 0, 0, '+00:00'))).toThrow(RangeError); // 1900 is not a leap year
    expect(() => birthMomentToUtc(at(2023, 2, 29, 12, 0, 0, '+00:00'))).toThrow(RangeError);
  });

  it('works for 1900 and 2030', () => {
    expect(birthMomentToUtc(at(1900, 1, 1, 0, 0, 0, '+05:30')).toISOString()).toBe('1899-12-31T18:30:00.000Z');
    expect(birthMomentToUtc(at(2030, 12, 31, 23, 59, 59, '-05:00')).toISOString()).toBe('2031-01-01T04:59:59.000Z');
  });

  it('keeps fractional seconds', () => {
    expect(birthMomentToUtc(at(2010, 6, 1, 12, 0, 30.5, '+01:00')).toISOString()).toBe('2010-06-01T11:00:30.500Z');
  });

  it('does not shift years below 100 into the 1900s', () => {
    expect(birthMomentToUtc(at(50, 6, 1, 12, 0, 0, '+00:00')).getUTCFullYear()).toBe(50);
  });

  it.each([
    ['bad offset', at(2000, 1, 1, 0, 0, 0, '+5')],
    ['month 13', at(2000, 13, 1, 0, 0, 0, '+00:00')],
    ['day 31 in April', at(2000, 4, 31, 0, 0, 0, '+00:00')],
    ['hour 24', at(2000, 1, 1, 24, 0, 0, '+00:00')],
    ['minute 60', at(2000, 1, 1, 0, 60, 0, '+00:00')],
    ['second 60', at(2000, 1, 1, 0, 0, 60, '+00:00')],
    ['fractional day', at(2000, 1, 1.5, 0, 0, 0, '+00:00')],
  ])('rejects %s', (_label, m) => {
    expect(() => birthMomentToUtc(m)).toThrow(RangeError);
  });

  it('matches the reference UTC instants', () => {
    for (const c of loadReferenceCases()) {
      const i = c.input;
      expect(birthMomentToUtc(at(i.year, i.month, i.day, i.hours, i.minutes, i.seconds, i.timezone)).toISOString().replace('.000Z', 'Z')).toBe(c.utc);
    }
  });
});

describe('ΔT (Swiss Ephemeris 2.10 model)', () => {
  it('matches the reference ΔT of all 120 cases to 0.01 s', () => {
    let max = 0;
    for (const c of loadReferenceCases()) {
      const err = deltaTSeconds(julianDayUt(new Date(c.utc))) - c.deltaTsec;
      max = Math.max(max, Math.abs(err));
    }
    expect(max).toBeLessThan(0.01);
  });

  it('is continuous at the 1955 and 2028 model seams', () => {
    for (const jd of [2435108.5 /* 1955.0 */, 2461771.5 /* 2028.0 */]) {
      expect(Math.abs(deltaTSeconds(jd + 1e-6) - deltaTSeconds(jd - 1e-6))).toBeLessThan(0.01);
    }
  });

  it('has plausible values', () => {
    expect(deltaTSeconds(2451544.5)).toBeCloseTo(63.83, 2); // 2000.0, tabulated
    expect(deltaTSeconds(2469807.5)).toBeGreaterThan(69); // 2050: extrapolated
  });
});
