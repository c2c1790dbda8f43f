// The month view's days against their definitions: tithi = floor(((Moon − Sun) mod 360) / 12) + 1 and
// nakshatra = floor(Moon / 13°20′) + 1 at sunrise, with the sidereal longitudes read here directly. The
// days' festivals and vrats are the festival calendar's (tests/unit/astro/festivals).
import { siderealSnapshot } from '@/lib/astro';
import { computePanchangMonth } from '@/lib/astro/panchang-month';
import { computeDailyPanchang } from '@/lib/astro/panchang-day';

function tithiAt(ms: number): number {
  const s = siderealSnapshot(ms);
  return Math.floor(((((s.grahas.Moon.longitude - s.grahas.Sun.longitude) % 360) + 360) % 360) / 12) + 1;
}
const nakshatraAt = (ms: number) => Math.floor(siderealSnapshot(ms).grahas.Moon.longitude / (360 / 27)) + 1;

describe('month view days', () => {
  const cases = [
    { year: 2024, month: 1, place: 'New Delhi', latitude: 28.6139, longitude: 77.209, offset: 330 },
    { year: 2031, month: 6, place: 'Chennai', latitude: 13.0827, longitude: 80.2707, offset: 330 },
    { year: 1962, month: 11, place: 'New York', latitude: 40.7128, longitude: -74.006, offset: -300 },
  ];

  it.each(cases)('$place $year-$month: every date, its tithi and nakshatra at sunrise', ({ year, month, latitude, longitude, offset }) => {
    const view = computePanchangMonth(year, month, { latitude, longitude, utcOffsetMinutes: offset });
    expect(view.days).toHaveLength(new Date(Date.UTC(year, month, 0)).getUTCDate());
    view.days.forEach((day, i) => expect(day.date).toBe(`${year}-${String(month).padStart(2, '0')}-${String(i + 1).padStart(2, '0')}`));
    for (const day of view.days) {
      expect(day.sunrise).not.toBeNull();
      expect(day.tithi.index).toBe(tithiAt(day.sunrise!));
      expect(day.nakshatra.index).toBe(nakshatraAt(day.sunrise!));
    }
  });
});

describe('the Hindu month of each day of the month view', () => {
  const delhi = { latitude: 28.6139, longitude: 77.209, utcOffsetMinutes: 330 };
  const view = computePanchangMonth(2024, 1, delhi);
  it.each(['2024-01-01', '2024-01-11', '2024-01-12', '2024-01-25', '2024-01-26', '2024-01-31'])('%s is the one its day panchang gives', (date) => {
    const day = computeDailyPanchang(date, delhi);
    const row = view.days.find((d) => d.date === date)!;
    expect(row.hinduMonth).toEqual({ amanta: day.lunarMonth.amanta, purnimanta: day.lunarMonth.purnimanta });
    expect(row.vikram).toBe(day.year.vikram);
  });
  // January 2024 in New Delhi: Pausha Krishna to Amavasya on 11 January, then Magha (Magh Mela from
  // Paush Purnima, 25 January) in the purnimanta count; amanta, Margashirsha until that Amavasya, then Pausha.
  it('spans Margashirsha-Pausha (amanta) and Pausha-Magha (purnimanta) in January 2024, Vikram 2080', () => {
    expect([...new Set(view.days.map((d) => d.hinduMonth.amanta.name))]).toEqual(['Margashirsha', 'Pausha']);
    expect([...new Set(view.days.map((d) => d.hinduMonth.purnimanta.name))]).toEqual(['Pausha', 'Magha']);
    expect(new Set(view.days.map((d) => d.vikram))).toEqual(new Set([2080]));
  });
});
