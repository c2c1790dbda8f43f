// The daily panchang against the 60 Swiss Ephemeris reference cases (tests/fixtures/panchang-reference.json):
// every rise, set and end moment within 10 seconds, every name and index equal, every list as long.
import fs from 'node:fs';
import path from 'node:path';
import { parseUtcOffset } from '@/lib/astro';
import { computeDailyPanchang, type DailyPanchang } from '@/lib/astro/panchang-day';

interface RefElement { index: number; name: string; endsUtc: string; paksha?: string }
interface RefSpan { startUtc: string; endUtc: string }
interface RefCase {
  id: string;
  input: { date: string; latitude: number; longitude: number; timezone: string; place: string };
  weekday: string;
  sunriseUtc: string; sunsetUtc: string; nextSunriseUtc: string;
  moonriseUtc: string | null; moonsetUtc: string | null;
  sunSign: string; moonSign: string;
  tithis: RefElement[]; nakshatras: RefElement[]; yogas: RefElement[]; karanas: RefElement[];
  rahuKaal: RefSpan; yamaganda: RefSpan; gulikaKaal: RefSpan; abhijit: RefSpan;
}

const reference = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'fixtures', 'panchang-reference.json'), 'utf8')) as { cases: RefCase[] };
const TOLERANCE_MS = 10_000;

function expectNear(actual: number | null | undefined, expected: string | null, what: string): void {
  if (expected === null) {
    expect({ what, actual: actual ?? null }).toEqual({ what, actual: null });
    return;
  }
  expect(actual).not.toBeNull();
  const diff = Math.abs((actual as number) - Date.parse(expected));
  // The label makes a failure say which instant of which case is off, and by how much.
  expect({ what, withinTolerance: diff <= TOLERANCE_MS, diffMs: diff <= TOLERANCE_MS ? 'ok' : diff }).toEqual({ what, withinTolerance: true, diffMs: 'ok' });
}

function compareList(actual: DailyPanchang['tithis' | 'nakshatras' | 'yogas' | 'karanas'], expected: RefElement[], what: string): void {
  expect({ what, names: actual.map((e) => `${e.index} ${e.name}`) }).toEqual({ what, names: expected.map((e) => `${e.index} ${e.name}`) });
  expected.forEach((e, i) => expectNear(actual[i]?.endsAt, e.endsUtc, `${what}[${i}].endsAt`));
}

describe('daily panchang against the Swiss Ephemeris reference', () => {
  it('holds all 60 reference cases', () => {
    expect(reference.cases).toHaveLength(60);
  });

  it.each(reference.cases.map((c) => [`${c.id} ${c.input.place} ${c.input.date}`, c] as const))('%s', (_label, c) => {
    const p = computeDailyPanchang(c.input.date, {
      latitude: c.input.latitude,
      longitude: c.input.longitude,
      utcOffsetMinutes: parseUtcOffset(c.input.timezone)!,
    });
    expect(p.polar).toBeNull();
    expect([p.weekday, p.sunSign, p.moonSign]).toEqual([c.weekday, c.sunSign, c.moonSign]);
    expectNear(p.sunrise, c.sunriseUtc, 'sunrise');
    expectNear(p.sunset, c.sunsetUtc, 'sunset');
    expectNear(p.nextSunrise, c.nextSunriseUtc, 'nextSunrise');
    expectNear(p.moonrise, c.moonriseUtc, 'moonrise');
    expectNear(p.moonset, c.moonsetUtc, 'moonset');
    compareList(p.tithis, c.tithis, 'tithis');
    expect(p.tithis.map((t) => t.paksha)).toEqual(c.tithis.map((t) => t.paksha));
    compareList(p.nakshatras, c.nakshatras, 'nakshatras');
    compareList(p.yogas, c.yogas, 'yogas');
    compareList(p.karanas, c.karanas, 'karanas');
    for (const key of ['rahuKaal', 'yamaganda', 'gulikaKaal', 'abhijit'] as const) {
      expectNear(p[key]?.start, c[key].startUtc, `${key}.start`);
      expectNear(p[key]?.end, c[key].endUtc, `${key}.end`);
    }
  });
});
