// The light calendar a festival year is decided on: for each civil date of the year (and a margin either
// side) its sunrise, sunset and next sunrise, and the year's tithis, each with its start, end and the amanta
// month it belongs to. The tithis are found once for the whole year (about 375 roots of the Moon's
// elongation), so the tithi at any instant is a binary search, not an ephemeris call; sunrises are found
// from the day before's, which keeps the scan for each to an hour. Moonrise is found only on the days a
// moonrise rule asks for it. Nothing is cached between calls: the service caches whole years.
// Instants are milliseconds since the Unix epoch.

import { amantaMonthAt } from '../calendar/lunar-month';
import { civilWeekday, type LunarMonth, type Weekday } from '../panchang';
import { findAngle, jdFromMillis, millisFromJd, TITHI, type Limb } from '../panchang-limbs';
import { findRiseOrSet, sunMoonAt } from '../sky';
import type { FestivalPlace } from './types';

const DAY_MS = 86_400_000;
const HOUR_JD = 1 / 24;
/** Civil dates computed either side of the year: a tithi of late December can be decided in January. */
const MARGIN_DAYS = 20;
/** Mean length of a tithi (days): the first guess of the next tithi's end, refined by findAngle. */
const MEAN_TITHI_DAYS = 29.530588853 / 30;

export interface CivilDay {
  /** YYYY-MM-DD */
  date: string;
  weekday: Weekday;
  /** Local midnight that opens the date. */
  midnight: number;
  /** Sunrise, or local 06:00 on a polar date without one. */
  sunrise: number;
  /** Sunset, or local 18:00 on a polar date without one. */
  sunset: number;
  /** The next date's sunrise. */
  nextSunrise: number;
}

export interface TithiSpan {
  /** 1..30: Shukla Pratipada .. Purnima, Krishna Pratipada .. Amavasya. */
  index: number;
  start: number;
  end: number;
  /** The amanta month it falls in (from new moon to new moon). */
  month: LunarMonth;
  adhika: boolean;
  /** In a kshaya month (two sankrantis between its new moons), the month name it absorbs. */
  kshaya: LunarMonth | null;
}

export interface Sankranti {
  /** 0 = Mesha (the Sun enters Aries) .. 11 = Meena. */
  sign: number;
  moment: number;
}

export interface FestivalYearFrame {
  year: number;
  place: FestivalPlace;
  days: CivilDay[];
  tithis: TithiSpan[];
  sankrantis: Sankranti[];
  /** The index into `days` of a date, or -1 outside the frame. */
  dayIndex(date: string): number;
  /** The index into `days` of the panchang day (sunrise to next sunrise) that holds an instant, or -1. */
  dayAt(ms: number): number;
  /** The tithi in force at an instant (within the frame). */
  tithiAt(ms: number): TithiSpan;
  /** The moonrise within a panchang day (sunrise to next sunrise), found on demand; null if the Moon does not rise in it. */
  moonrise(dayIndex: number): number | null;
}

const SUN_SIGN: Limb = { angle: (s) => s.sun, speed: (s) => s.sunSpeed, span: 30, count: 12 };

function isoDate(utcMidnightMs: number): string {
  return new Date(utcMidnightMs).toISOString().slice(0, 10);
}

/** The civil dates from `MARGIN_DAYS` before 1 January to `MARGIN_DAYS` after 31 December, with their sunrises and sunsets. */
function civilDays(year: number, place: FestivalPlace): CivilDay[] {
  const first = Date.UTC(year, 0, 1) - MARGIN_DAYS * DAY_MS;
  const last = Date.UTC(year, 11, 31) + (MARGIN_DAYS + 1) * DAY_MS;
  const raw: { date: string; weekday: Weekday; midnight: number; sunrise: number | null; sunset: number | null }[] = [];
  let previousRise: number | null = null;
  let previousDayLength: number | null = null;
  for (let utc = first; utc <= last; utc += DAY_MS) {
    const date = isoDate(utc);
    const d = new Date(utc);
    const midnight = utc - place.utcOffsetMinutesOn(date) * 60_000;
    const midnightJd = jdFromMillis(midnight);
    // A sunrise is within minutes of the day before's at any latitude with sunrises on both days: scan from
    // an hour before that, and from midnight if the shortcut finds none on this date.
    let rise: number | null = null;
    if (previousRise !== null) {
      rise = findRiseOrSet('Sun', 'rise', place, Math.max(midnightJd, previousRise + 1 - HOUR_JD), midnightJd + 1);
    }
    if (rise === null) rise = findRiseOrSet('Sun', 'rise', place, midnightJd, midnightJd + 1);
    let set: number | null = null;
    if (rise !== null) {
      const from = previousDayLength === null ? rise : rise + Math.max(0, previousDayLength - HOUR_JD);
      set = findRiseOrSet('Sun', 'set', place, from, rise + 1);
      if (set === null && previousDayLength !== null) set = findRiseOrSet('Sun', 'set', place, rise, rise + 1);
    }
    previousRise = rise;
    previousDayLength = rise !== null && set !== null ? set - rise : null;
    raw.push({
      date,
      weekday: civilWeekday(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()),
      midnight,
      sunrise: rise === null ? null : millisFromJd(rise),
      sunset: set === null ? null : millisFromJd(set),
    });
  }
  const days: CivilDay[] = [];
  for (let i = 0; i + 1 < raw.length; i++) {
    const r = raw[i]!;
    const next = raw[i + 1]!;
    // A polar date without a sunrise or sunset stands in 06:00 and 18:00 local, so every window still exists.
    const sunrise = r.sunrise ?? r.midnight + 6 * 3_600_000;
    const sunset = r.sunset !== null && r.sunset > sunrise ? r.sunset : r.midnight + 18 * 3_600_000;
    days.push({ date: r.date, weekday: r.weekday, midnight: r.midnight, sunrise, sunset, nextSunrise: next.sunrise ?? next.midnight + 6 * 3_600_000 });
  }
  return days;
}

/** Every tithi from the new moon before `fromMs` to the first that ends after `toMs`, each with its amanta month. */
function tithisBetween(fromMs: number, toMs: number): TithiSpan[] {
  const fromJd = jdFromMillis(fromMs);
  const s = sunMoonAt(fromJd);
  const elongation = (((s.moon - s.sun) % 360) + 360) % 360;
  // The Amavasya's end (the new moon) at or before the start, and then each tithi's end in turn.
  let newMoon = findAngle(TITHI, 0, fromJd - elongation / (s.moonSpeed - s.sunSpeed));
  if (newMoon > fromJd) newMoon = findAngle(TITHI, 0, newMoon - 29.53);
  const spans: TithiSpan[] = [];
  const toJd = jdFromMillis(toMs);
  let start = newMoon;
  let month = amantaMonthAt(newMoon + 1);
  for (let index = 1; ; index = (index % 30) + 1) {
    const end = index === 30 ? month.endJd : findAngle(TITHI, index * 12, start + MEAN_TITHI_DAYS);
    spans.push({ index, start: millisFromJd(start), end: millisFromJd(end), month: month.name, adhika: month.adhika, kshaya: month.kshaya });
    start = end;
    if (index === 30) {
      if (end > toJd) break;
      month = amantaMonthAt(end + 1);
    }
  }
  return spans;
}

/** The Sun's sidereal ingresses into each sign between two instants (the Sankrantis). */
function sankrantisBetween(fromMs: number, toMs: number): Sankranti[] {
  const out: Sankranti[] = [];
  let jd = jdFromMillis(fromMs);
  const toJd = jdFromMillis(toMs);
  for (;;) {
    const s = sunMoonAt(jd);
    const sign = Math.floor(s.sun / 30) % 12;
    const target = ((sign + 1) * 30) % 360;
    const moment = findAngle(SUN_SIGN, target, jd + (((target - s.sun + 360) % 360) / s.sunSpeed));
    if (moment > toJd) break;
    out.push({ sign: (sign + 1) % 12, moment: millisFromJd(moment) });
    jd = moment + 1;
  }
  return out;
}

/** The frame a festival year is decided on, at a place. */
export function frameYear(year: number, place: FestivalPlace): FestivalYearFrame {
  const days = civilDays(year, place);
  const from = days[0]!.midnight;
  const to = days[days.length - 1]!.nextSunrise;
  const tithis = tithisBetween(from, to);
  const sankrantis = sankrantisBetween(from, to);
  const byDate = new Map(days.map((d, i) => [d.date, i]));
  const moonrises = new Map<number, number | null>();
  const observer = { latitude: place.latitude, longitude: place.longitude };

  const lastAtOrBefore = (sorted: (i: number) => number, length: number, ms: number): number => {
    let lo = 0, hi = length - 1, found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (sorted(mid) <= ms) { found = mid; lo = mid + 1; } else hi = mid - 1;
    }
    return found;
  };

  return {
    year,
    place,
    days,
    tithis,
    sankrantis,
    dayIndex: (date) => byDate.get(date) ?? -1,
    dayAt(ms) {
      const i = lastAtOrBefore((k) => days[k]!.sunrise, days.length, ms);
      return i >= 0 && ms < days[i]!.nextSunrise ? i : -1;
    },
    tithiAt(ms) {
      const i = lastAtOrBefore((k) => tithis[k]!.start, tithis.length, ms);
      return tithis[Math.max(0, i)]!;
    },
    moonrise(i) {
      if (!moonrises.has(i)) {
        const d = days[i]!;
        const jd = findRiseOrSet('Moon', 'rise', observer, jdFromMillis(d.sunrise), jdFromMillis(d.nextSunrise));
        moonrises.set(i, jd === null ? null : millisFromJd(jd));
      }
      return moonrises.get(i)!;
    },
  };
}
