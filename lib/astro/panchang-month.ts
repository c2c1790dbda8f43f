// A month of panchang at a place: each civil date's tithi and nakshatra at sunrise, and the days that
// almanacs mark, each with its moment:
// - Purnima, Amavasya, Shukla Ekadashi, Krishna Ekadashi: the first day at whose sunrise the tithi is
//   in force; a tithi that begins and ends between two sunrises (kshaya) is marked on the day it begins.
//   The moment is when the tithi ends (for Purnima and Amavasya: the full and the new moon).
// - Sankranti: the Sun's sidereal ingress into a sign, marked on the local civil date of the moment.
// On a polar date without sunrise, local midnight stands in for sunrise.

import { findAngle, jdFromMillis, millisFromJd, partIndex, TITHI, NAKSHATRA } from './panchang-limbs';
import { amantaMonthAt, monthOfDay, type AmantaMonth, type LunarMonthOfDay } from './calendar/lunar-month';
import { hinduYear } from './calendar/hindu-year';
import { sunIngressBetween } from './calendar/sankranti';
import { sankrantiName } from './calendar/sankranti-names';
import { civilWeekday, TITHI_NAMES, type Weekday } from './panchang';
import { findRiseOrSet, sunMoonAt, type SunMoon } from './sky';
import { daysInMonth, utcMillis } from './time';
import { NAKSHATRAS, type Sign } from './zodiac';
import type { PanchangPlace } from './panchang-day';

export type FestivalKind = 'purnima' | 'amavasya' | 'shukla-ekadashi' | 'krishna-ekadashi' | 'sankranti';

/** Tithi index (1..30) of each tithi festival. */
export const FESTIVAL_TITHIS: Readonly<Record<Exclude<FestivalKind, 'sankranti'>, number>> = {
  'shukla-ekadashi': 11,
  purnima: 15,
  'krishna-ekadashi': 26,
  amavasya: 30,
};

export interface FestivalMark {
  kind: FestivalKind;
  /** "Purnima", "Shukla Ekadashi", "Makara Sankranti (Sun enters Capricorn)". */
  label: string;
  /** The local civil date it is marked on, YYYY-MM-DD. */
  date: string;
  /** The tithi's end, or the Sun's ingress (ms since the epoch). */
  moment: number;
  /** For a Sankranti: the sign the Sun enters. */
  sign?: Sign;
}

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
  marks: FestivalMark[];
}

export interface PanchangMonth {
  /** YYYY-MM */
  month: string;
  days: PanchangMonthDay[];
}

const FESTIVAL_LABELS: Readonly<Record<Exclude<FestivalKind, 'sankranti'>, string>> = {
  purnima: 'Purnima',
  amavasya: 'Amavasya',
  'shukla-ekadashi': 'Shukla Ekadashi',
  'krishna-ekadashi': 'Krishna Ekadashi',
};

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
  // The day before and the day after the month too: a tithi's first sunrise and a kshaya tithi's day
  // depend on their neighbours.
  const starts: DayStart[] = [];
  for (let d = 0; d <= count + 1; d++) starts.push(dayStart(year, month, d, place));
  const tithiAt = starts.map((s) => partIndex(TITHI, s.sky));
  const offsetMs = place.utcOffsetMinutes * 60_000;

  const days: PanchangMonthDay[] = [];
  // A month holds one or two new moons: the amanta month is looked up again only past its end.
  let amanta: AmantaMonth | null = null;
  for (let d = 1; d <= count; d++) {
    const s = starts[d]!;
    const tithi = tithiAt[d]!;
    if (!amanta || s.startJd >= amanta.endJd) amanta = amantaMonthAt(s.startJd);
    const nakshatra = partIndex(NAKSHATRA, s.sky);
    const marks: FestivalMark[] = [];
    // Tithis of this panchang day: the one at sunrise (if it was not already at yesterday's sunrise)
    // and any that begin and end before tomorrow's sunrise.
    const held: number[] = tithi !== tithiAt[d - 1] ? [tithi] : [];
    const next = tithiAt[d + 1]!;
    if (next !== tithi) for (let t = (tithi % 30) + 1; t !== next; t = (t % 30) + 1) held.push(t);
    for (const [kind, index] of Object.entries(FESTIVAL_TITHIS) as [Exclude<FestivalKind, 'sankranti'>, number][]) {
      if (!held.includes(index)) continue;
      const guess = s.startJd + (index * 12 - TITHI.angle(s.sky) + (index * 12 < TITHI.angle(s.sky) ? 360 : 0)) / TITHI.speed(s.sky);
      marks.push({ kind, label: FESTIVAL_LABELS[kind], date: s.date, moment: millisFromJd(findAngle(TITHI, (index * 12) % 360, guess)) });
    }
    days.push({
      date: s.date,
      weekday: s.weekday,
      sunrise: s.sunriseJd === null ? null : millisFromJd(s.sunriseJd),
      tithi: { index: tithi, name: TITHI_NAMES[tithi - 1]!, paksha: tithi <= 15 ? 'Shukla' : 'Krishna' },
      nakshatra: { index: nakshatra, name: NAKSHATRAS[nakshatra - 1]! },
      hinduMonth: { amanta: monthOfDay(amanta, tithi, 'amanta'), purnimanta: monthOfDay(amanta, tithi, 'purnimanta') },
      vikram: hinduYear(amanta.name, year, month).vikram,
      marks,
    });
  }

  // Sankranti: an ingress between two consecutive day starts, marked on the civil date of its moment.
  for (let d = 0; d <= count; d++) {
    const a = starts[d]!, b = starts[d + 1]!;
    const ingress = sunIngressBetween(a.startJd, b.startJd, a.sky, b.sky);
    if (!ingress) continue;
    const moment = millisFromJd(ingress.jd);
    const date = isoDate(moment + offsetMs);
    const day = days.find((x) => x.date === date);
    if (!day) continue;
    const { sign } = ingress;
    day.marks.push({ kind: 'sankranti', label: `${sankrantiName(sign)} (Sun enters ${sign})`, date, moment, sign });
  }
  for (const day of days) day.marks.sort((x, y) => x.moment - y.moment);
  return { month: `${year}-${String(month).padStart(2, '0')}`, days };
}
