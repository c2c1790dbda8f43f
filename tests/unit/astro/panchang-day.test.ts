// What the daily panchang promises beyond the reference cases: polar dates say so instead of failing,
// bad input is refused, and the divisions of the day follow the weekday tables.
import { computeChoghadiya, computeMuhurtas } from '@/lib/astro/muhurta';
import { computeDailyPanchang, parseCivilDate } from '@/lib/astro/panchang-day';

const TROMSO = { latitude: 69.6492, longitude: 18.9553, utcOffsetMinutes: 60 };

describe('daily panchang', () => {
  it('says there is no sunrise in the polar night, and still gives the tithis of the civil date', () => {
    const p = computeDailyPanchang('2024-12-20', TROMSO);
    expect(p.polar).toBe('polar-night');
    expect([p.sunrise, p.sunset, p.nextSunrise, p.rahuKaal, p.abhijit]).toEqual([null, null, null, null, null]);
    expect(p.choghadiya).toEqual({ day: [], night: [] });
    expect(p.tithis.length).toBeGreaterThan(0);
    expect(p.nakshatras.length).toBeGreaterThan(0);
  });

  it('says there is no sunset under the midnight sun', () => {
    const p = computeDailyPanchang('2024-06-21', { ...TROMSO, utcOffsetMinutes: 120 });
    expect(p.polar).toBe('midnight-sun');
    expect(p.sunrise).toBeNull();
    expect(p.sunset).toBeNull();
  });

  it('refuses impossible dates and years outside 1900-2100', () => {
    expect(parseCivilDate('2023-02-29')).toBeNull();
    expect(parseCivilDate('2024-02-29')).toEqual([2024, 2, 29]);
    expect(() => computeDailyPanchang('2023-02-29', TROMSO)).toThrow(RangeError);
    expect(() => computeDailyPanchang('1899-12-31', TROMSO)).toThrow(/1900 to 2100/);
    expect(() => computeDailyPanchang('2101-01-01', TROMSO)).toThrow(RangeError);
  });
});

describe('divisions of the day', () => {
  const sunrise = 0, sunset = 8 * 90, nextSunrise = 16 * 90; // 90 ms parts keep the arithmetic visible

  it('takes Rahu kaal, Yamaganda and Gulika from the weekday and Abhijit as the 8th fifteenth', () => {
    const monday = computeMuhurtas('Monday', sunrise, sunset);
    expect(monday.rahuKaal).toEqual({ start: 90, end: 180 }); // 2nd part
    expect(monday.yamaganda).toEqual({ start: 270, end: 360 }); // 4th part
    expect(monday.gulikaKaal).toEqual({ start: 450, end: 540 }); // 6th part
    expect(monday.abhijit).toEqual({ start: 7 * 48, end: 8 * 48 });
    expect(computeMuhurtas('Sunday', sunrise, sunset).rahuKaal).toEqual({ start: 630, end: 720 }); // 8th part
  });

  it('names the day and night choghadiya as almanacs do', () => {
    const sunday = computeChoghadiya('Sunday', sunrise, sunset, nextSunrise);
    expect(sunday.day.map((c) => c.name)).toEqual(['Udveg', 'Char', 'Labh', 'Amrit', 'Kaal', 'Shubh', 'Rog', 'Udveg']);
    expect(sunday.night.map((c) => c.name)).toEqual(['Shubh', 'Amrit', 'Char', 'Rog', 'Kaal', 'Labh', 'Udveg', 'Shubh']);
    expect(sunday.night[0]).toMatchObject({ start: 720, end: 810 });
    const saturday = computeChoghadiya('Saturday', sunrise, sunset, nextSunrise);
    expect(saturday.day[0]!.name).toBe('Kaal');
    expect(saturday.night[0]!.name).toBe('Labh');
  });
});
