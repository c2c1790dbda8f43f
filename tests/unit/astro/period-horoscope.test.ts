/** @jest-environment node */
import type { TransitSnapshot } from '@/lib/astro/daily-horoscope';
import { addDays, generatePeriodHoroscope, HOUSE_AREAS, periodDays, type DayTransits } from '@/lib/astro/period-horoscope';
import { HINDI_SIGN_NAMES, SIGNS, signFromSlug, signSlug, zodiacPosition } from '@/lib/astro/zodiac';

type Planet = keyof TransitSnapshot;
const PLANETS: Planet[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];

function snapshot(longitudes: Record<Planet, number>, retrograde: Partial<Record<Planet, boolean>> = {}): TransitSnapshot {
  const out = {} as TransitSnapshot;
  for (const p of PLANETS) {
    const pos = zodiacPosition(longitudes[p]);
    out[p] = { longitude: pos.longitude, sign: pos.sign, retrograde: retrograde[p] ?? (p === 'Rahu' || p === 'Ketu') };
  }
  return out;
}

// A week: the Moon walks 13° a day from Aries; the Sun crosses from Scorpio into Sagittarius on the
// 4th day; Mercury turns retrograde on the 6th. Jupiter in Gemini, Saturn in Pisces.
const WEEK = periodDays('week', '2026-11-25');
const base = { Sun: 237, Moon: 5, Mars: 250, Mercury: 245, Jupiter: 80, Venus: 200, Saturn: 335, Rahu: 318, Ketu: 138 };
const DAYS: DayTransits[] = WEEK.map((day, i) => ({
  day,
  transits: snapshot({ ...base, Sun: base.Sun + i, Moon: base.Moon + 13 * i }, { Mercury: i >= 5 }),
}));

describe('the weeks and months of the sign pages', () => {
  it('a week runs Monday to Sunday and a month is its calendar month, leap years included', () => {
    expect(periodDays('week', '2026-11-25')).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(periodDays('week', '2026-11-23')[0]).toBe('2026-11-23');
    expect(periodDays('week', '2026-11-29')[0]).toBe('2026-11-23');
    expect(periodDays('week', '2027-01-01')[0]).toBe('2026-12-28');
    expect(periodDays('month', '2028-02-10')).toHaveLength(29);
    expect(periodDays('month', '2026-02-10')).toHaveLength(28);
    expect(periodDays('month', '2026-12-31')).toEqual(Array.from({ length: 31 }, (_, i) => `2026-12-${String(i + 1).padStart(2, '0')}`));
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it("tells the Sun's sign change and Mercury's station on their days, from the reader's houses", () => {
    const aries = generatePeriodHoroscope('Aries', 'week', DAYS);
    expect(aries).toMatchObject({ period: 'week', from: '2026-11-23', to: '2026-11-29' });
    expect(aries.events).toEqual([
      { day: '2026-11-26', text: `Sun enters Sagittarius (Dhanu), your 9th house of ${HOUSE_AREAS[9]}.` },
      { day: '2026-11-28', text: expect.stringMatching(/^Mercury turns retrograde: review and finish matters of luck/) },
    ]);
    // Counted from Leo the same Sun is in the 5th house.
    expect(generatePeriodHoroscope('Leo', 'week', DAYS).events[0]!.text).toContain('your 5th house of children, studies and creativity');
  });

  it('sorts the days by the Moon: favourable houses, care houses (4, 8, 12), and neither', () => {
    // The Moon (5°, 18°, 31°, 44°, 57°, 70°, 83°): Aries, Aries, Taurus, Taurus, Taurus, Gemini, Gemini.
    const aries = generatePeriodHoroscope('Aries', 'week', DAYS);
    // From Aries: Aries the 1st and Gemini the 3rd are favourable, Taurus the 2nd is neither.
    expect(aries.favourableDays).toEqual(['2026-11-23', '2026-11-24', '2026-11-28', '2026-11-29']);
    expect(aries.careDays).toEqual([]);
    const taurus = generatePeriodHoroscope('Taurus', 'week', DAYS);
    // From Taurus: Aries is the 12th (care), Taurus the 1st (favourable), Gemini the 2nd (neither).
    expect(taurus.careDays).toEqual(['2026-11-23', '2026-11-24']);
    expect(taurus.favourableDays).toEqual(['2026-11-25', '2026-11-26', '2026-11-27']);
    expect(taurus.overview[2]).toContain('favours you on 3 of the 7 days and asks for care on 2');
  });

  it("names Sade Sati when Saturn is in the 12th, 1st or 2nd house from the sign", () => {
    expect(generatePeriodHoroscope('Aquarius', 'week', DAYS).overview[1]).toContain('Sade Sati'); // Pisces is Aquarius's 2nd
    expect(generatePeriodHoroscope('Cancer', 'week', DAYS).overview[1]).not.toContain('Sade Sati'); // 9th
  });

  it('gives each sign its own overview and is the same for the same days', () => {
    const overviews = SIGNS.map((s) => generatePeriodHoroscope(s, 'month', DAYS).overview.join(' '));
    expect(new Set(overviews).size).toBe(12);
    expect(generatePeriodHoroscope('Virgo', 'month', DAYS)).toEqual(generatePeriodHoroscope('Virgo', 'month', DAYS));
    expect(() => generatePeriodHoroscope('Virgo', 'month', [])).toThrow();
  });
});

describe('sign names', () => {
  it('pairs each sign with its Hindi name and a lower-case address', () => {
    expect(SIGNS.map((s) => HINDI_SIGN_NAMES[s])).toEqual(['Mesh', 'Vrishabh', 'Mithun', 'Kark', 'Simha', 'Kanya', 'Tula', 'Vrishchik', 'Dhanu', 'Makar', 'Kumbh', 'Meen']);
    for (const s of SIGNS) expect(signFromSlug(signSlug(s))).toBe(s);
    expect(signFromSlug('Aries')).toBeUndefined();
    expect(signFromSlug('dragon')).toBeUndefined();
  });
});
