// The month view's festival days against dates found here independently, from the reference's own
// definitions: tithi = floor(((Moon − Sun) mod 360) / 12) + 1 at sunrise; Sankranti = the Sun's sidereal
// ingress. The moments are searched by scanning the sidereal longitudes and halving, not by the module's
// Newton steps.
import { siderealSnapshot } from '@/lib/astro';
import { computePanchangMonth, FESTIVAL_TITHIS, type FestivalKind } from '@/lib/astro/panchang-month';
import { findRiseOrSet } from '@/lib/astro/sky';
import { computeDailyPanchang } from '@/lib/astro/panchang-day';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const JD_EPOCH = 2440587.5;

function elongation(ms: number): number {
  const s = siderealSnapshot(ms);
  return (((s.grahas.Moon.longitude - s.grahas.Sun.longitude) % 360) + 360) % 360;
}
const tithiAt = (ms: number) => Math.floor(elongation(ms) / 12) + 1;
const sunLongitude = (ms: number) => siderealSnapshot(ms).grahas.Sun.longitude;

/** Instants in [from, to) at which `angle` (increasing, wrapping at 360) passes `target`, by hourly scan and halving. */
function crossings(angle: (ms: number) => number, target: number, from: number, to: number, step = HOUR_MS): number[] {
  const past = (ms: number) => (((angle(ms) - target) % 360) + 360) % 360 < 180;
  const found: number[] = [];
  let a = from, pa = past(a);
  for (let b = from + step; b <= to; b += step) {
    const pb = past(b);
    if (!pa && pb) {
      let lo = a, hi = b;
      while (hi - lo > 10) {
        const mid = (lo + hi) / 2;
        if (past(mid)) hi = mid; else lo = mid;
      }
      found.push((lo + hi) / 2);
    }
    a = b; pa = pb;
  }
  return found;
}

interface Expected { kind: FestivalKind; date: string; moment: number }

function expectedMarks(year: number, month: number, latitude: number, longitude: number, offsetMinutes: number): Expected[] {
  const offsetMs = offsetMinutes * 60_000;
  const localDate = (ms: number) => new Date(ms + offsetMs).toISOString().slice(0, 10);
  const midnight = (day: number) => Date.UTC(year, month - 1, day) - offsetMs;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  // Sunrises of the days around the month (the rise/set search is checked against the reference elsewhere).
  const sunrises: number[] = [];
  for (let d = -1; d <= days + 2; d++) {
    const jd = midnight(d) / DAY_MS + JD_EPOCH;
    sunrises.push((findRiseOrSet('Sun', 'rise', { latitude, longitude }, jd, jd + 1)! - JD_EPOCH) * DAY_MS);
  }
  const from = sunrises[0]!, to = sunrises[sunrises.length - 1]!;
  const out: Expected[] = [];
  for (const [kind, tithi] of Object.entries(FESTIVAL_TITHIS) as [FestivalKind, number][]) {
    for (const end of crossings(elongation, (tithi * 12) % 360, from, to)) {
      const start = crossings(elongation, (tithi - 1) * 12, end - 2 * DAY_MS, end)[0]!;
      // The first sunrise inside the tithi; if none (kshaya), the sunrise before its start.
      const sunrise = sunrises.find((s) => s >= start && s < end) ?? sunrises.filter((s) => s <= start).pop()!;
      const date = localDate(sunrise);
      if (date.startsWith(`${year}-${String(month).padStart(2, '0')}`)) out.push({ kind, date, moment: end });
    }
  }
  for (let sign = 0; sign < 12; sign++) {
    for (const moment of crossings(sunLongitude, sign * 30, midnight(1), midnight(days + 1), 6 * HOUR_MS)) {
      out.push({ kind: 'sankranti', date: localDate(moment), moment });
    }
  }
  return out.sort((a, b) => a.moment - b.moment);
}

describe('month view festival days', () => {
  const cases = [
    { year: 2024, month: 1, place: 'New Delhi', latitude: 28.6139, longitude: 77.209, offset: 330 },
    { year: 2031, month: 6, place: 'Chennai', latitude: 13.0827, longitude: 80.2707, offset: 330 },
    { year: 1962, month: 11, place: 'New York', latitude: 40.7128, longitude: -74.006, offset: -300 },
  ];

  it.each(cases)('$place $year-$month: days and moments as found independently', ({ year, month, latitude, longitude, offset }) => {
    const view = computePanchangMonth(year, month, { latitude, longitude, utcOffsetMinutes: offset });
    const actual = view.days.flatMap((d) => d.marks.map((m) => ({ kind: m.kind, date: m.date, moment: m.moment })));
    const expected = expectedMarks(year, month, latitude, longitude, offset);
    expect(actual.map((m) => `${m.date} ${m.kind}`)).toEqual(expected.map((m) => `${m.date} ${m.kind}`));
    actual.forEach((m, i) => expect(Math.abs(m.moment - expected[i]!.moment)).toBeLessThan(10_000));
    // Each day's tithi at sunrise follows the definition.
    for (const day of view.days) if (day.sunrise !== null) expect(day.tithi.index).toBe(tithiAt(day.sunrise));
  });

  it('matches the almanac for January 2024 in New Delhi', () => {
    const view = computePanchangMonth(2024, 1, { latitude: 28.6139, longitude: 77.209, utcOffsetMinutes: 330 });
    const marks = view.days.flatMap((d) => d.marks.map((m) => `${d.date} ${m.label}`));
    expect(marks).toEqual([
      '2024-01-07 Krishna Ekadashi',
      '2024-01-11 Amavasya',
      '2024-01-15 Makara Sankranti (Sun enters Capricorn)',
      '2024-01-21 Shukla Ekadashi',
      '2024-01-25 Purnima',
    ]);
    expect(view.days).toHaveLength(31);
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
