// The lunar month (masa) a moment falls in, with the rules of the drik (true-position) almanacs:
//
// - Amanta: a month runs from one new moon (the end of Amavasya) to the next. It takes the name of
//   the solar month (rashi of the sidereal Sun) its first instant falls in, one place on: a month
//   that starts with the Sun in Meena is Chaitra, in Mesha Vaishakha, and so on (Surya Siddhanta
//   ch. 14, and the Calendar Reform Committee's report, 1955, Part C, ch. 5, "The lunar month").
// - Adhika (leap) month: no sankranti between its two new moons, so the Sun is in the same rashi at
//   both; it takes the name of the month after it, as "Adhika <name>".
// - Kshaya (lost) month: two sankrantis between its new moons (possible only near perihelion, in
//   Margashirsha, Pausha or Magha, a few times a century); the name the second one would give is
//   skipped (the report, same chapter).
// - Purnimanta (North India): a month ends on Purnima, so the dark fortnight of an amanta month
//   belongs to the next month's name. An adhika month stays whole from new moon to new moon in
//   both systems, so the dark half of an adhika month is "Adhika <name> Krishna" and the dark half
//   of the month before it already carries the name that follows (as Drik Panchang prints them:
//   2023, Shravana Krishna, Adhika Shravana Shukla and Krishna, then Shravana Shukla).
//
// Positions are the panchang's: apparent, sidereal (Lahiri). Instants are Julian days (UT).

import { findAngle, TITHI } from '../panchang-limbs';
import { LUNAR_MONTHS, type LunarMonth } from '../panchang';
import { sunMoonAt } from '../sky';
import { normalizeDegrees } from '../zodiac';

/** Mean synodic month (days): a first guess for the next new moon, refined by findAngle. */
const SYNODIC_MONTH = 29.530588853;

export type MonthSystem = 'amanta' | 'purnimanta';

export interface AmantaMonth {
  name: LunarMonth;
  adhika: boolean;
  /** Set on a month that spans two sankrantis: the month name skipped after it. */
  kshaya: LunarMonth | null;
  /** The name of the month after it (an adhika month after it bears the same name). */
  next: LunarMonth;
  /** The new moons that open and close it (JD, UT). */
  startJd: number;
  endJd: number;
}

export interface LunarMonthOfDay {
  name: LunarMonth;
  adhika: boolean;
  paksha: 'Shukla' | 'Krishna';
}

/** The rashi (0 = Mesha) of the sidereal Sun at an instant. */
function sunRashi(jd: number): number {
  return Math.floor(sunMoonAt(jd).sun / 30) % 12;
}

/** The new moon at or before `jd` (the instant the Moon's elongation was last 0°). */
export function newMoonBefore(jd: number): number {
  const s = sunMoonAt(jd);
  const elongation = normalizeDegrees(s.moon - s.sun);
  const found = findAngle(TITHI, 0, jd - elongation / (s.moonSpeed - s.sunSpeed));
  // Within a few seconds of a new moon the guess can land on the one after: step back a month.
  return found > jd ? findAngle(TITHI, 0, found - SYNODIC_MONTH) : found;
}

/** The amanta month in force at `jd` (JD, UT). */
export function amantaMonthAt(jd: number): AmantaMonth {
  const startJd = newMoonBefore(jd);
  const endJd = findAngle(TITHI, 0, startJd + SYNODIC_MONTH);
  const first = sunRashi(startJd);
  const last = sunRashi(endJd);
  const sankrantis = (last - first + 12) % 12;
  return {
    name: LUNAR_MONTHS[(first + 1) % 12]!,
    adhika: sankrantis === 0,
    kshaya: sankrantis === 2 ? LUNAR_MONTHS[(first + 2) % 12]! : null,
    next: LUNAR_MONTHS[(last + 1) % 12]!,
    startJd,
    endJd,
  };
}

/**
 * The month a lunar day belongs to in either system, given the amanta month and the tithi (1..30)
 * in force at that day's sunrise.
 */
export function monthOfDay(amanta: Pick<AmantaMonth, 'name' | 'adhika' | 'next'>, tithi: number, system: MonthSystem): LunarMonthOfDay {
  const paksha = tithi <= 15 ? 'Shukla' : 'Krishna';
  if (system === 'amanta' || paksha === 'Shukla' || amanta.adhika) return { name: amanta.name, adhika: amanta.adhika, paksha };
  return { name: amanta.next, adhika: false, paksha };
}
