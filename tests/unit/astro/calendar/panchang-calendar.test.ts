// The daily panchang's Hindu month, year, ritu, ayana and named periods, against what Drik Panchang
// printed for the same days (its daily pages, January and July 2023).
import { computeDailyPanchang } from '@/lib/astro/panchang-day';

const NEW_DELHI = { latitude: 28.6139, longitude: 77.209, utcOffsetMinutes: 330 };

describe('the Hindu month and year of a day', () => {
  it('Pausha Purnima 2023, then the next day in Magha Krishna in the purnimanta count', () => {
    const purnima = computeDailyPanchang('2023-01-06', NEW_DELHI);
    expect(purnima.lunarMonth.amanta).toEqual({ name: 'Pausha', adhika: false, paksha: 'Shukla' });
    expect(purnima.lunarMonth.purnimanta).toEqual({ name: 'Pausha', adhika: false, paksha: 'Shukla' });
    const next = computeDailyPanchang('2023-01-08', NEW_DELHI);
    expect(next.lunarMonth.amanta).toEqual({ name: 'Pausha', adhika: false, paksha: 'Krishna' });
    expect(next.lunarMonth.purnimanta).toEqual({ name: 'Magha', adhika: false, paksha: 'Krishna' });
    expect(next.year).toMatchObject({ vikram: 2079, shaka: 1944, samvatsaraSouth: { name: 'Shubhakrit' } });
    expect(next.ritu).toBe('Hemanta');
    expect(next.ayana).toBe('Dakshinayana'); // the Sun still in Dhanu, before Makar Sankranti
    expect(next.lunarMonth.kshaya).toBeNull();
  });

  it('the leap month of 2023: Adhika Shravana, in Vikram 2080, in the rains', () => {
    const d = computeDailyPanchang('2023-07-25', NEW_DELHI);
    expect(d.lunarMonth.amanta).toMatchObject({ name: 'Shravana', adhika: true });
    expect(d.lunarMonth.purnimanta).toMatchObject({ name: 'Shravana', adhika: true });
    expect(d.year.vikram).toBe(2080);
    expect(d.ritu).toBe('Varsha');
  });

  it('gives the named periods of the day, none on a polar day', () => {
    const d = computeDailyPanchang('2023-01-03', NEW_DELHI);
    expect(d.periods!.durmuhurat).toHaveLength(2); // a Tuesday: one by day, one by night
    expect(d.periods!.brahmaMuhurta.end).toBeLessThan(d.nextSunrise!);
    expect(d.periods!.horas[0]).toMatchObject({ lord: 'Mars', start: d.sunrise });
    expect(computeDailyPanchang('2024-12-21', { latitude: 78.22, longitude: 15.65, utcOffsetMinutes: 60 }).periods).toBeNull();
  });

  it('lists the Varjyam and Amrit kaal that begin in the day, as Drik Panchang printed them for 4 January 2023', () => {
    // Printed (IST): Varjyam 10:01 AM and 01:01 AM on the 5th; Amrit Kalam 03:18 PM.
    const d = computeDailyPanchang('2023-01-04', NEW_DELHI);
    const ist = (day: number, h: number, m: number) => Date.UTC(2023, 0, day, h, m) - 330 * 60_000;
    const near = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(2 * 60_000);
    expect(d.varjyam).toHaveLength(2);
    near(d.varjyam[0]!.start, ist(4, 10, 1));
    near(d.varjyam[1]!.start, ist(5, 1, 1));
    expect(d.amritKaal).toHaveLength(1);
    near(d.amritKaal[0]!.start, ist(4, 15, 18));
  });
});
