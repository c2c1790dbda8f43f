// The day's named periods against their definitions over the 60 Swiss Ephemeris reference days, and
// against the times Drik Panchang printed for a week of January 2023.
import fs from 'node:fs';
import path from 'node:path';
import { CHALDEAN_ORDER, computeDayPeriods, WEEKDAY_LORDS } from '@/lib/astro/calendar/day-periods';
import type { Weekday } from '@/lib/astro/panchang';

interface RefCase { id: string; weekday: Weekday; sunriseUtc: string; sunsetUtc: string; nextSunriseUtc: string; abhijit: { startUtc: string; endUtc: string } }
const reference = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '..', 'fixtures', 'panchang-reference.json'), 'utf8')) as { cases: RefCase[] };

describe('the named periods of the 60 reference days, from their definitions', () => {
  it.each(reference.cases.map((c) => [c.id, c] as const))('%s', (_, c) => {
    const [rise, set, next] = [Date.parse(c.sunriseUtc), Date.parse(c.sunsetUtc), Date.parse(c.nextSunriseUtc)];
    const p = computeDayPeriods(c.weekday, rise, set, next);
    const dayMuhurta = (set - rise) / 15;
    const nightMuhurta = (next - set) / 15;
    // Brahma muhurta: two night muhurtas before sunrise to one before it.
    expect(p.brahmaMuhurta.start).toBeCloseTo(next - 2 * nightMuhurta, 0);
    expect(p.brahmaMuhurta.end).toBeCloseTo(next - nightMuhurta, 0);
    // Vijaya: the 11th day muhurta, three after the reference's Abhijit (the 8th).
    expect(p.vijaya.start).toBeCloseTo(rise + 10 * dayMuhurta, 0);
    expect(Math.abs(p.vijaya.start - (Date.parse(c.abhijit.endUtc) + 2 * dayMuhurta))).toBeLessThan(10_000);
    // Nishita holds the middle of the night.
    expect(p.nishita.start).toBeLessThan((set + next) / 2);
    expect(p.nishita.end).toBeGreaterThan((set + next) / 2);
    // Durmuhurat: whole muhurtas of the day or night.
    for (const d of p.durmuhurat) {
      const inDay = d.end <= set + 1;
      const [from, length] = inDay ? [rise, dayMuhurta] : [set, nightMuhurta];
      expect(Number.isInteger(Math.round(((d.start - from) / length) * 1e6) / 1e6)).toBe(true);
      expect(d.end - d.start).toBeCloseTo(length, 0);
    }
    // 24 horas without a gap, the first the weekday lord's, each next one the next in the Chaldean order.
    expect(p.horas).toHaveLength(24);
    expect(p.horas[0]!.start).toBe(rise);
    expect(p.horas[11]!.end).toBeCloseTo(set, 0);
    expect(p.horas[23]!.end).toBeCloseTo(next, 0);
    expect(p.horas[0]!.lord).toBe(WEEKDAY_LORDS[['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].indexOf(c.weekday)]);
    p.horas.slice(1).forEach((h, i) => {
      expect(h.start).toBeCloseTo(p.horas[i]!.end, 0);
      expect(CHALDEAN_ORDER.indexOf(h.lord)).toBe((CHALDEAN_ORDER.indexOf(p.horas[i]!.lord) + 1) % 7);
    });
    // The 25th hora would be the next weekday's lord: the weekdays are named by this order.
    expect(CHALDEAN_ORDER[(CHALDEAN_ORDER.indexOf(p.horas[0]!.lord) + 24) % 7]).toBe(WEEKDAY_LORDS[(WEEKDAY_LORDS.indexOf(p.horas[0]!.lord) + 1) % 7]);
  });
});

describe('Durmuhurat, as Drik Panchang printed it for a week of January 2023', () => {
  // Sunrise, sunset and Dur Muhurtam as printed (local clock, one city, 1-7 January 2023); the next
  // day's printed sunrise closes the night. Our times from the same sunrise and sunset agree to the minute.
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
  const PRINTED: [string, Weekday, string, string, string, string[]][] = [
    ['2023-01-01', 'Sunday', '06:45', '17:21', '06:45', ['15:57']],
    ['2023-01-02', 'Monday', '06:45', '17:22', '06:46', ['12:25', '14:32']],
    ['2023-01-03', 'Tuesday', '06:46', '17:23', '06:46', ['08:53', '22:44']],
    ['2023-01-04', 'Wednesday', '06:46', '17:23', '06:46', ['11:43']],
    ['2023-01-05', 'Thursday', '06:46', '17:24', '06:46', ['10:19', '14:34']],
    ['2023-01-06', 'Friday', '06:46', '17:25', '06:46', ['08:54', '12:27']],
    ['2023-01-07', 'Saturday', '06:46', '17:25', '06:47', ['06:46', '07:29']],
  ];
  it.each(PRINTED)('%s (%s)', (_, weekday, rise, set, next, starts) => {
    const ms = (m: number) => m * 60_000;
    const p = computeDayPeriods(weekday, ms(minutes(rise)), ms(minutes(set)), ms(minutes(next) + 24 * 60));
    const printed = starts.map(minutes).map((m) => (m < minutes(rise) ? m + 24 * 60 : m));
    // Printed times are whole minutes from sunrise and sunset rounded to the minute: within 2 minutes.
    expect(p.durmuhurat).toHaveLength(printed.length);
    p.durmuhurat.forEach((d, i) => expect(Math.abs(d.start / 60_000 - printed[i]!)).toBeLessThanOrEqual(2));
  });
});
