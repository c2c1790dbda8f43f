// A month of panchang at a place: each civil date's tithi and nakshatra at sunrise, its Hindu month and
// Vikram year. The days' festivals and vrats come from the festival calendar (./festivals), by their rules.
// On a polar date without sunrise, local midnight stands in for sunrise.

import { jdFromMillis, millisFromJd, partIndex, TITHI, NAKSHATRA } from './panchang-limbs';
import { amantaMonthAt, monthOfDay, type AmantaMonth, type LunarMonthOfDay } from './calendar/lunar-month';
import { hinduYear } from './calendar/hindu-year';
import { civilWeekday, TITHI_NAMES, type Weekday } from './panchang';
import { findRiseOrSet, sunMoonAt, type SunMoon } from './sky';
import { daysInMonth, utcMillis } from './time';
import { NAKSHATRAS } from './zodiac';
import type { PanchangPlace } from './panchang-day';

export interface PanchangMonthDay {
  date: string;
  weekday: Weekday;
  /** Sunrise (ms), or null on a polar date without one. */
  sunrise: number | null;
  tithi: { index: number; name: string; paksha: 'Shukla' | 'Krishna' };
  nakshatra: { index: number; name: string };
  /** The lunar month at sunrise in both counts, as on the day's panchang. */
  hinduMonth: { amanta: LunarMonthOfDay; purnimanta: LunarMonthOfDay };
  /** The Vikram samvat year at sunrise (Chaitradi). */
  vikram: number;
}

export interface PanchangMonth {
  /** YYYY-MM */
  month: string;
  days: PanchangMonthDay[];
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

interface DayStart {
  date: string;
  weekday: Weekday;
  sunriseJd: number | null;
  /** Sunrise, or local midnight on a polar date. */
  startJd: number;
  sky: SunMoon;
}

function dayStart(year: number, month: number, day: number, place: PanchangPlace): DayStart {
  const localMidnight = utcMillis(year, month, day);
  const midnightJd = jdFromMillis(localMidnight - place.utcOffsetMinutes * 60_000);
  const sunriseJd = findRiseOrSet('Sun', 'rise', place, midnightJd, midnightJd + 1);
  const startJd = sunriseJd ?? midnightJd;
  return { date: isoDate(localMidnight), weekday: civilWeekday(year, month, day), sunriseJd, startJd, sky: sunMoonAt(startJd) };
}

/** The panchang month (month 1-12) at a place. */
export function computePanchangMonth(year: number, month: number, place: PanchangPlace): PanchangMonth {
  const count = daysInMonth(year, month);
  const starts: DayStart[] = [];
  for (let d = 1; d <= count; d++) starts.push(dayStart(year, month, d, place));

  const days: PanchangMonthDay[] = [];
  // A month holds one or two new moons: the amanta month is looked up again only past its end.
  let amanta: AmantaMonth | null = null;
  for (const s of starts) {
    const tithi = partIndex(TITHI, s.sky);
    if (!amanta || s.startJd >= amanta.endJd) amanta = amantaMonthAt(s.startJd);
    const nakshatra = partIndex(NAKSHATRA, s.sky);
    days.push({
      date: s.date,
      weekday: s.weekday,
      sunrise: s.sunriseJd === null ? null : millisFromJd(s.sunriseJd),
      tithi: { index: tithi, name: TITHI_NAMES[tithi - 1]!, paksha: tithi <= 15 ? 'Shukla' : 'Krishna' },
      nakshatra: { index: nakshatra, name: NAKSHATRAS[nakshatra - 1]! },
      hinduMonth: { amanta: monthOfDay(amanta, tithi, 'amanta'), purnimanta: monthOfDay(amanta, tithi, 'purnimanta') },
      vikram: hinduYear(amanta.name, year, month).vikram,
    });
  }

  return { month: `${year}-${String(month).padStart(2, '0')}`, days };
}
