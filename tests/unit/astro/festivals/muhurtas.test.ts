/**
 * @jest-environment node
 */
// The puja muhurtas against their definitions, read from the daily panchang (tithi and karana lists) and
// the kundli's ascendant, not from the festival engine: Raksha Bandhan and Holika Dahan while Purnima lasts
// and outside Bhadra (Vishti karana); Lakshmi Puja in pradosh while Amavasya lasts, with Vrishabha rising
// wherever the engine found it; Ghatasthapana in the first third of the day while Pratipada lasts, outside
// Chitra and Vaidhriti (unless they hold all of it), in Kanya lagna for Sharad Navratri, else Abhijit.
// New Delhi, 2024-2027.
import { computeChart } from '@/lib/astro';
import { computeDailyPanchang, type DailyPanchang } from '@/lib/astro/panchang-day';
import type { FestivalDay } from '@/lib/astro/festivals/types';
import { festivalsOfYear } from '@/lib/astro/festivals/year';
import { NEW_DELHI } from './places';

const PLACE = { latitude: NEW_DELHI.latitude, longitude: NEW_DELHI.longitude, utcOffsetMinutes: 330 };
const DAY_MS = 86_400_000;
const YEARS = [2024, 2025, 2026, 2027];

const panchangs = new Map<string, DailyPanchang>();
function panchang(date: string): DailyPanchang {
  if (!panchangs.has(date)) panchangs.set(date, computeDailyPanchang(date, PLACE));
  return panchangs.get(date)!;
}
const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The tithi and karana in force at an instant, from the panchang day (sunrise to next sunrise) that holds it. */
function limbsAt(ms: number, near: string): { tithi: number; karana: string } {
  for (const date of [shift(near, -1), near, shift(near, 1)]) {
    const p = panchang(date);
    if (ms < p.sunrise! || ms >= p.nextSunrise!) continue;
    return { tithi: p.tithis.find((t) => t.endsAt > ms)!.index, karana: p.karanas.find((k) => k.endsAt > ms)!.name };
  }
  throw new Error(`no panchang day holds ${new Date(ms).toISOString()}`);
}

/** A tithi's start and end near a date, from the tithi lists of that date and its neighbours. */
function tithiSpan(index: number, near: string): { start: number; end: number } {
  const ends = [...new Map([shift(near, -2), shift(near, -1), near, shift(near, 1)].flatMap((d) => panchang(d).tithis).map((t) => [Math.round(t.endsAt / 1000), t.index])).entries()].sort((a, b) => a[0] - b[0]);
  const k = ends.findIndex(([, i]) => i === index);
  return { start: ends[k - 1]![0] * 1000, end: ends[k]![0] * 1000 };
}

/** Three instants inside a muhurta: just after its start, its middle, just before its end. */
const inside = (m: { start: number; end: number }) => [m.start + 1000, (m.start + m.end) / 2, m.end - 1000];

function siderealAscendantSign(ms: number): string {
  const local = new Date(ms + 330 * 60_000);
  return computeChart({
    year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate(),
    hours: local.getUTCHours(), minutes: local.getUTCMinutes(), seconds: local.getUTCSeconds(),
    timezone: '+05:30', latitude: NEW_DELHI.latitude, longitude: NEW_DELHI.longitude,
  }).ascendant.sign;
}

describe.each(YEARS)('the puja muhurtas of %i in New Delhi', (year) => {
  const days = festivalsOfYear(year, NEW_DELHI);
  const one = (key: string): FestivalDay => days.find((f) => f.key === key)!;

  it.each(['raksha-bandhan', 'holika-dahan'])('%s: within Purnima and outside Bhadra, unless the reason says Bhadra could not be avoided', (key) => {
    const f = one(key);
    expect(f.muhurta).toBeDefined();
    if (f.why && /all the same|next evening|Punchha/.test(f.why.en)) return;
    for (const t of inside(f.muhurta!)) {
      const { tithi, karana } = limbsAt(t, f.date);
      expect([tithi, karana === 'Vishti']).toEqual([15, false]);
    }
  });

  it('Lakshmi Puja: within pradosh while Amavasya lasts, and with Vrishabha rising when the muhurta is shorter than that', () => {
    const f = one('diwali');
    const p = panchang(f.date);
    const pradosh = { start: p.sunset!, end: p.sunset! + (p.nextSunrise! - p.sunset!) / 5 };
    expect(f.muhurta!.start).toBeGreaterThanOrEqual(pradosh.start - 1000);
    expect(f.muhurta!.end).toBeLessThanOrEqual(pradosh.end + 1000);
    for (const t of inside(f.muhurta!)) expect(limbsAt(t, f.date).tithi).toBe(30);
    const amavasya = tithiSpan(30, f.date);
    const whole = Math.min(pradosh.end, amavasya.end) - Math.max(pradosh.start, amavasya.start);
    if (f.muhurta!.end - f.muhurta!.start < whole - 60_000) {
      expect(siderealAscendantSign(f.muhurta!.start + 60_000)).toBe('Taurus');
      expect(siderealAscendantSign(f.muhurta!.end - 60_000)).toBe('Taurus');
    }
  });

  it.each(['chaitra-navratri', 'sharad-navratri'])('%s: Ghatasthapana in the first third of the day while Pratipada lasts, outside Chitra and Vaidhriti, in Kanya lagna for Sharad; else Abhijit', (key) => {
    const f = one(key);
    const p = panchang(f.date);
    const third = { start: p.sunrise!, end: p.sunrise! + (p.sunset! - p.sunrise!) / 3 };
    const abhijit = { start: p.sunrise! + (7 * (p.sunset! - p.sunrise!)) / 15, end: p.sunrise! + (8 * (p.sunset! - p.sunrise!)) / 15 };
    const inThird = f.muhurta!.start >= third.start - 1000 && f.muhurta!.end <= third.end + 1000;
    const at = (list: { index: number; endsAt: number }[], t: number) => list.find((x) => x.endsAt > t)!.index;
    if (inThird) {
      for (const t of inside(f.muhurta!)) {
        expect(limbsAt(t, f.date).tithi).toBe(1);
        // Chitra (14th nakshatra) and Vaidhriti (27th yoga) are avoided unless the reason says they hold all the morning.
        if (!/holds the whole morning/.test(f.why?.en ?? '')) {
          expect(at(p.nakshatras, t)).not.toBe(14);
          expect(at(p.yogas, t)).not.toBe(27);
        }
      }
      // Sharad Navratri: in Kanya, the dual sign rising at sunrise while the Sun is in it.
      if (key === 'sharad-navratri') {
        expect(siderealAscendantSign(f.muhurta!.start + 60_000)).toBe('Virgo');
        expect(siderealAscendantSign(f.muhurta!.end - 60_000)).toBe('Virgo');
      }
    } else {
      expect(Math.abs(f.muhurta!.start - abhijit.start)).toBeLessThan(1000);
      expect(Math.abs(f.muhurta!.end - abhijit.end)).toBeLessThan(1000);
    }
  });
});
