import { amantaMonthAt, monthOfDay, newMoonBefore } from '@/lib/astro/calendar/lunar-month';
import { LUNAR_MONTHS } from '@/lib/astro/panchang';
import { sunMoonAt, signedDifference } from '@/lib/astro/sky';
import { julianDayUt } from '@/lib/astro/time';
import { normalizeDegrees } from '@/lib/astro/zodiac';

const jd = (iso: string) => julianDayUt(new Date(iso));
const elongation = (j: number) => {
  const s = sunMoonAt(j);
  return normalizeDegrees(s.moon - s.sun);
};
const rashi = (j: number) => Math.floor(sunMoonAt(j).sun / 30);

describe('the amanta month, from its definition', () => {
  // One moment every 22 days over 1900-2100 (about 3,300 moments), each checked against the rule itself.
  const moments = Array.from({ length: 3_300 }, (_, i) => jd('1900-01-03T00:00:00Z') + i * 22.13);

  it('runs from one new moon to the next and holds the moment', () => {
    for (const t of moments) {
      const m = amantaMonthAt(t);
      expect(m.startJd).toBeLessThanOrEqual(t);
      expect(m.endJd).toBeGreaterThan(t);
      expect(Math.abs(signedDifference(elongation(m.startJd), 0))).toBeLessThan(1e-5);
      expect(Math.abs(signedDifference(elongation(m.endJd), 0))).toBeLessThan(1e-5);
      // One lunation: 29.2 to 29.9 days.
      expect(m.endJd - m.startJd).toBeGreaterThan(29.1);
      expect(m.endJd - m.startJd).toBeLessThan(29.95);
    }
  });

  it('is named one place on from the Sun’s rashi at its start; adhika without a sankranti, kshaya with two', () => {
    for (const t of moments) {
      const m = amantaMonthAt(t);
      const [first, last] = [rashi(m.startJd), rashi(m.endJd)];
      expect(m.name).toBe(LUNAR_MONTHS[(first + 1) % 12]);
      expect(m.adhika).toBe(first === last);
      expect(m.kshaya).toBe((last - first + 12) % 12 === 2 ? LUNAR_MONTHS[(first + 2) % 12] : null);
      expect(m.next).toBe(LUNAR_MONTHS[(last + 1) % 12]);
    }
  });

  it('has an adhika month about every 32 months and a kshaya month only in winter', () => {
    const months = new Map<number, ReturnType<typeof amantaMonthAt>>();
    for (const t of moments) {
      const m = amantaMonthAt(t);
      months.set(Math.round(m.startJd), m);
    }
    const all = [...months.values()];
    const adhika = all.filter((m) => m.adhika);
    // 200 years: about 74 leap months (7 in 19 years).
    expect(adhika.length).toBeGreaterThan(70);
    expect(adhika.length).toBeLessThan(78);
    for (const m of all.filter((x) => x.kshaya)) expect(['Kartika', 'Margashirsha', 'Pausha', 'Magha']).toContain(m.name);
  });

  it('finds the new moon before a moment even a few seconds after it', () => {
    const nm = jd('2024-04-08T18:20:50Z');
    const exact = newMoonBefore(nm + 0.5);
    expect(newMoonBefore(exact + 2 / 86400)).toBeCloseTo(exact, 6);
    expect(newMoonBefore(exact - 2 / 86400)).toBeLessThan(exact - 29);
  });
});

describe('the leap months almanacs printed', () => {
  // Adhika masa of recent years as Drik Panchang and the Rashtriya Panchang list them (amanta dates).
  const LEAP_MONTHS: [string, (typeof LUNAR_MONTHS)[number]][] = [
    ['2012-08-30', 'Bhadrapada'],
    ['2015-06-25', 'Ashadha'],
    ['2018-05-25', 'Jyeshtha'],
    ['2020-10-01', 'Ashwin'],
    ['2023-07-25', 'Shravana'],
    ['2026-05-25', 'Jyeshtha'],
  ];
  it.each(LEAP_MONTHS)('%s falls in Adhika %s', (date, name) => {
    const m = amantaMonthAt(jd(`${date}T06:00:00Z`));
    expect(m).toMatchObject({ name, adhika: true });
  });

  it('2023 reads, in the purnimanta count, Shravana Krishna, Adhika Shravana Shukla and Krishna, then Shravana Shukla', () => {
    const at = (date: string, tithi: number) => monthOfDay(amantaMonthAt(jd(`${date}T01:00:00Z`)), tithi, 'purnimanta');
    expect(at('2023-07-10', 23)).toEqual({ name: 'Shravana', adhika: false, paksha: 'Krishna' });
    expect(at('2023-07-25', 8)).toEqual({ name: 'Shravana', adhika: true, paksha: 'Shukla' });
    expect(at('2023-08-10', 25)).toEqual({ name: 'Shravana', adhika: true, paksha: 'Krishna' });
    expect(at('2023-08-25', 9)).toEqual({ name: 'Shravana', adhika: false, paksha: 'Shukla' });
    // The amanta count keeps Ashadha's dark half in Ashadha.
    expect(monthOfDay(amantaMonthAt(jd('2023-07-10T01:00:00Z')), 23, 'amanta')).toEqual({ name: 'Ashadha', adhika: false, paksha: 'Krishna' });
  });
});
