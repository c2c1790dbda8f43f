/**
 * @jest-environment node
 */
// The calendar over its whole range and away from India: the first and last years compute and give every
// rule; a place with daylight saving time keeps its festivals at local hours; and the named hard cases
// (a tithi that holds no sunrise, one that holds two, adhika months, a kshaya month) are kept as the rules say.
import { computeDailyPanchang } from '@/lib/astro/panchang-day';
import { FESTIVAL_RULES, MONTHLY_KEYS, isSankrantiRule, isTithiRule } from '@/lib/astro/festivals/rules';
import { FESTIVAL_YEARS, type FestivalDay } from '@/lib/astro/festivals/types';
import { festivalsOfYear } from '@/lib/astro/festivals/year';
import { localTime, NEW_DELHI, NEW_YORK } from './places';

const DELHI_PANCHANG = { latitude: NEW_DELHI.latitude, longitude: NEW_DELHI.longitude, utcOffsetMinutes: 330 };
const countOf = (days: readonly FestivalDay[], key: string) => days.filter((f) => f.key === key).length;
const NAMED = FESTIVAL_RULES.filter((r) => (r.kind === 'festival' || r.kind === 'period') && !(isTithiRule(r) && r.onlyWhereDiffersFrom));
const EKADASHI_KEYS = FESTIVAL_RULES.filter((r) => r.kind === 'ekadashi').map((r) => r.key);

describe.each([FESTIVAL_YEARS.from, FESTIVAL_YEARS.to])('the year %i in New Delhi', (year) => {
  const days = festivalsOfYear(year, NEW_DELHI);

  it('gives every festival once, every Sankranti once, and each Ekadashi name at most twice', () => {
    for (const rule of NAMED) expect([rule.key, countOf(days, rule.key)]).toEqual([rule.key, 1]);
    for (const rule of FESTIVAL_RULES.filter(isSankrantiRule)) expect([rule.key, countOf(days, rule.key)]).toEqual([rule.key, 1]);
    for (const key of EKADASHI_KEYS) expect(countOf(days, key)).toBeLessThanOrEqual(2);
    expect(days.filter((f) => f.kind === 'ekadashi').length).toBeGreaterThanOrEqual(23);
    expect(days.filter((f) => f.kind === 'ekadashi').length).toBeLessThanOrEqual(27);
  });

  it('gives each monthly vrat 11 to 13 times (Pradosh twice a month)', () => {
    for (const key of MONTHLY_KEYS) {
      const n = countOf(days, key);
      const [low, high] = key === 'pradosh-vrat' ? [22, 27] : [11, 13];
      expect([key, n >= low && n <= high]).toEqual([key, true]);
    }
  });

  it('lists the days in date order, all in the year', () => {
    const dates = days.map((f) => f.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates.every((d) => d.startsWith(String(year)))).toBe(true);
  });
});

describe('a place with daylight saving time (New York, as an offset that changes through the year)', () => {
  const days = festivalsOfYear(2024, NEW_YORK);
  const at = (key: string) => days.find((f) => f.key === key)!;
  const hour = (f: FestivalDay, which: 'start' | 'end') => Number(localTime(f.muhurta![which], NEW_YORK, f.date).slice(0, 2));

  it('keeps the night festivals around local midnight in summer and in winter', () => {
    // Janmashtami (August, EDT) and Maha Shivaratri (March 8, before the change on March 10: EST).
    for (const key of ['krishna-janmashtami', 'maha-shivaratri']) {
      const h = hour(at(key), 'start');
      expect([key, h === 23 || h === 0]).toEqual([key, true]);
    }
  });

  it('keeps the evening muhurtas in the local evening either side of the change (Diwali in November, Holika Dahan in March)', () => {
    for (const key of ['diwali', 'dhanteras']) expect(hour(at(key), 'start')).toBeGreaterThanOrEqual(16);
    expect(hour(at('holika-dahan'), 'start')).toBeGreaterThanOrEqual(18);
  });

  it('gives the whole calendar there too', () => {
    for (const rule of NAMED) expect([rule.key, countOf(days, rule.key)]).toEqual([rule.key, 1]);
    expect(days.filter((f) => f.kind === 'sankranti')).toHaveLength(12);
  });
});

describe('a place with polar days and nights (Tromsø, 69.65° N)', () => {
  it('still gives every festival once, the missing sunrises and sunsets standing in at 06:00 and 18:00', () => {
    const tromso = { latitude: 69.65, longitude: 18.96, utcOffsetMinutesOn: (d: string) => (d >= '2025-03-30' && d < '2025-10-26' ? 120 : 60) };
    const days = festivalsOfYear(2025, tromso);
    for (const rule of NAMED) expect([rule.key, countOf(days, rule.key)]).toEqual([rule.key, 1]);
  });
});

describe('the hard cases, named', () => {
  const tithiAtSunrise = (date: string) => computeDailyPanchang(date, DELHI_PANCHANG).tithis[0]!.index;

  it('Chaitra Navratri 2026: Pratipada holds no sunrise (kshaya), so it begins on the day Pratipada begins, 19 March', () => {
    // Amavasya at sunrise on 19 March, Dwitiya at sunrise on 20 March: Pratipada lies between.
    expect([tithiAtSunrise('2026-03-19'), tithiAtSunrise('2026-03-20')]).toEqual([30, 2]);
    const navratri = festivalsOfYear(2026, NEW_DELHI).find((f) => f.key === 'chaitra-navratri')!;
    expect(navratri.date).toBe('2026-03-19');
    expect(navratri.why?.en).toMatch(/Pratipada was in force at sunrise on neither 19 March 2026 nor 20 March 2026; the first day is kept/);
    expect(navratri.muhurta?.label.en).toBe('Ghatasthapana muhurta');
  });

  it('Chhath Puja 2025: Shashthi holds the sunrises of 27 and 28 October, and the first is kept', () => {
    expect([tithiAtSunrise('2025-10-27'), tithiAtSunrise('2025-10-28')]).toEqual([6, 6]);
    const chhath = festivalsOfYear(2025, NEW_DELHI).find((f) => f.key === 'chhath-puja')!;
    expect(chhath.date).toBe('2025-10-27');
    expect(chhath.why?.en).toMatch(/both 27 October 2025 and 28 October 2025; the first day is kept/);
  });

  it('2026, Adhika Jyeshtha (17 May - 15 June): Padmini and Parama Ekadashi in it, Nirjala Ekadashi after it, once', () => {
    const year = festivalsOfYear(2026, NEW_DELHI);
    const inAdhika = year.filter((f) => f.date >= '2026-05-17' && f.date <= '2026-06-15');
    expect(inAdhika.filter((f) => f.kind === 'ekadashi').map((f) => f.key)).toEqual(['padmini-ekadashi', 'parama-ekadashi']);
    expect(inAdhika.filter((f) => f.kind === 'festival' || f.kind === 'period')).toEqual([]);
    const nirjala = year.filter((f) => f.key === 'nirjala-ekadashi');
    expect(nirjala).toHaveLength(1);
    expect(nirjala[0]!.date > '2026-06-15').toBe(true);
    expect(year.filter((f) => f.key === 'purnima').map((f) => f.date)).toContain('2026-05-31');
  });

  it('1983, a kshaya Pausha: the month holds Magha\'s festivals too, so Vasant Panchami and Maha Shivaratri are kept', () => {
    const year = festivalsOfYear(1983, NEW_DELHI);
    expect(countOf(year, 'vasant-panchami')).toBe(1);
    expect(countOf(year, 'maha-shivaratri')).toBe(1);
  });

  it('refuses a year outside 1800-2299', () => {
    expect(() => festivalsOfYear(1799, NEW_DELHI)).toThrow(RangeError);
    expect(() => festivalsOfYear(2300, NEW_DELHI)).toThrow(RangeError);
    expect(() => festivalsOfYear(2024.5, NEW_DELHI)).toThrow(RangeError);
  });

  it('writes every name, rule and reason in English and Hindi', () => {
    for (const f of festivalsOfYear(2025, NEW_DELHI)) {
      for (const text of [f.name, f.rule, f.why, f.muhurta?.label].filter((t) => t !== undefined)) {
        expect(text!.en.length).toBeGreaterThan(0);
        expect(text!.hi).toMatch(/[\u0900-\u097F]/);
      }
      expect(f.source.length).toBeGreaterThan(0);
    }
  });
});
