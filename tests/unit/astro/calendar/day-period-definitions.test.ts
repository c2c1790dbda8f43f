// Choghadiya, Hora, Brahma muhurta, Abhijit and Godhuli of the 60 Swiss Ephemeris reference days
// (tests/fixtures/panchang-reference.json), each recomputed here from the reference's sunrise,
// sunset and next sunrise and the period's written definition, without the engine's tables.
import fs from 'node:fs';
import path from 'node:path';
import { computeDayPeriods } from '@/lib/astro/calendar/day-periods';
import { computeChoghadiya, computeMuhurtas } from '@/lib/astro/muhurta';
import type { Weekday } from '@/lib/astro/panchang';

interface RefCase { id: string; weekday: Weekday; sunriseUtc: string; sunsetUtc: string; nextSunriseUtc: string }
const reference = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '..', 'fixtures', 'panchang-reference.json'), 'utf8')) as { cases: RefCase[] };
const DAYS: Weekday[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

// The seven choghadiyas in the order each follows the one before by day (Udveg of the Sun, Char of
// Venus, Labh of Mercury, Amrit of the Moon, Kaal of Saturn, Shubh of Jupiter, Rog of Mars), and
// the day's first one: the weekday lord's (Muhurta Chintamani's chaughadiya table as almanacs print it).
const BY_DAY = ['Udveg', 'Char', 'Labh', 'Amrit', 'Kaal', 'Shubh', 'Rog'];
const FIRST_OF_DAY: Record<Weekday, string> = { Sunday: 'Udveg', Monday: 'Amrit', Tuesday: 'Rog', Wednesday: 'Labh', Thursday: 'Shubh', Friday: 'Char', Saturday: 'Kaal' };
// The night's sequence, as printed for Sunday night: Shubh, Amrit, Char, Rog, Kaal, Labh, Udveg, Shubh
// (each five places on in BY_DAY); each weekday's night starts where that of the day four on starts its day.
const NIGHT_OF: (w: Weekday) => string = (w) => FIRST_OF_DAY[DAYS[(DAYS.indexOf(w) + 4) % 7]!];
// The Chaldean order of the horas, slowest first, and the weekdays' lords.
const CHALDEAN = ['Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon'];
const LORD: Record<Weekday, string> = { Sunday: 'Sun', Monday: 'Moon', Tuesday: 'Mars', Wednesday: 'Mercury', Thursday: 'Jupiter', Friday: 'Venus', Saturday: 'Saturn' };

const cases = reference.cases.map((c) => [c.id, c] as const);
const within1ms = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(1);

describe('the reference days hold 60 days', () => {
  it('has them', () => expect(cases).toHaveLength(60));
});

describe.each(cases)('%s', (_, c) => {
  const [rise, set, next] = [Date.parse(c.sunriseUtc), Date.parse(c.sunsetUtc), Date.parse(c.nextSunriseUtc)];
  const dayEighth = (set - rise) / 8, nightEighth = (next - set) / 8;

  it('has 8 day and 8 night choghadiyas of equal length, named from the weekday', () => {
    const { day, night } = computeChoghadiya(c.weekday, rise, set, next);
    expect(day.map((x) => x.name)).toEqual(Array.from({ length: 8 }, (_, i) => BY_DAY[(BY_DAY.indexOf(FIRST_OF_DAY[c.weekday]) + i) % 7]));
    expect(night.map((x) => x.name)).toEqual(Array.from({ length: 8 }, (_, i) => BY_DAY[(BY_DAY.indexOf(NIGHT_OF(c.weekday)) + 5 * i) % 7]));
    day.forEach((x, i) => { within1ms(x.start, rise + i * dayEighth); within1ms(x.end, rise + (i + 1) * dayEighth); });
    night.forEach((x, i) => { within1ms(x.start, set + i * nightEighth); within1ms(x.end, set + (i + 1) * nightEighth); });
  });

  it('has 24 horas, 12 by day and 12 by night, the first the weekday lord\'s, then the Chaldean order', () => {
    const { horas } = computeDayPeriods(c.weekday, rise, set, next);
    expect(horas.map((h) => h.lord)).toEqual(Array.from({ length: 24 }, (_, i) => CHALDEAN[(CHALDEAN.indexOf(LORD[c.weekday]) + i) % 7]));
    horas.forEach((h, i) => {
      const [from, length, k] = i < 12 ? [rise, (set - rise) / 12, i] : [set, (next - set) / 12, i - 12];
      within1ms(h.start, from + k * length);
      within1ms(h.end, from + (k + 1) * length);
    });
  });

  it('has Brahma muhurta as the 14th of the night\'s 15 muhurtas, ending one muhurta before sunrise', () => {
    const { brahmaMuhurta } = computeDayPeriods(c.weekday, rise, set, next);
    const muhurta = (next - set) / 15;
    within1ms(brahmaMuhurta.start, set + 13 * muhurta);
    within1ms(brahmaMuhurta.end, next - muhurta);
  });

  it('has Abhijit as the 8th of the day\'s 15 muhurtas, holding local noon (the middle of daytime)', () => {
    const { abhijit } = computeMuhurtas(c.weekday, rise, set);
    const muhurta = (set - rise) / 15;
    within1ms(abhijit.start, rise + 7 * muhurta);
    within1ms(abhijit.end, rise + 8 * muhurta);
    within1ms((abhijit.start + abhijit.end) / 2, (rise + set) / 2);
  });

  it('has Godhuli from half a ghati of the day before sunset to half a ghati of the night after it', () => {
    const { godhuli } = computeDayPeriods(c.weekday, rise, set, next);
    // A ghati is a thirtieth of daytime by day and of the night by night.
    within1ms(godhuli.start, set - (set - rise) / 60);
    within1ms(godhuli.end, set + (next - set) / 60);
  });
});

describe('Godhuli on a day of equal day and night', () => {
  it('is 12 minutes either side of sunset, as Muhurta Ganapati gives it', () => {
    const h = 3_600_000;
    const { godhuli } = computeDayPeriods('Monday', 6 * h, 18 * h, 30 * h);
    expect(godhuli).toEqual({ start: 18 * h - 12 * 60_000, end: 18 * h + 12 * 60_000 });
  });
});
