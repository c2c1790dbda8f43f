// The four cyclic quantities of the panchang (tithi, karana, nakshatra, yoga) as angles of the Sun
// and Moon cut into equal parts, and the instants they reach a given angle. Shared by the daily and
// monthly panchang and by the lunar calendar. Instants are Julian days (UT) unless named ms.

import { signedDifference, sunMoonAt, type SunMoon } from './sky';
import { julianDayUt } from './time';
import { NAKSHATRA_SPAN, normalizeDegrees } from './zodiac';

const { floor, abs } = Math;

const MS_PER_DAY = 86_400_000;
const UNIX_EPOCH_JD = 2440587.5;
/** End moments are refined until Newton's step is below this (days): about 1 ms. */
const END_TOLERANCE = 1e-8;

export function jdFromMillis(ms: number): number {
  return julianDayUt(ms);
}

export function millisFromJd(jd: number): number {
  return (jd - UNIX_EPOCH_JD) * MS_PER_DAY;
}

/** One of the four cyclic quantities of the panchang: an angle of the Sun and Moon cut into equal parts. */
interface Limb {
  angle(s: SunMoon): number;
  speed(s: SunMoon): number;
  span: number;
  count: number;
}

const TITHI: Limb = { angle: (s) => normalizeDegrees(s.moon - s.sun), speed: (s) => s.moonSpeed - s.sunSpeed, span: 12, count: 30 };
const KARANA: Limb = { ...TITHI, span: 6, count: 60 };
const NAKSHATRA: Limb = { angle: (s) => s.moon, speed: (s) => s.moonSpeed, span: NAKSHATRA_SPAN, count: 27 };
const YOGA: Limb = { angle: (s) => normalizeDegrees(s.sun + s.moon), speed: (s) => s.sunSpeed + s.moonSpeed, span: NAKSHATRA_SPAN, count: 27 };

/** The 1-based part of `limb` in force for these positions. */
export function partIndex(limb: Limb, s: SunMoon): number {
  return Math.min(limb.count, floor(limb.angle(s) / limb.span) + 1);
}

/** The instant (JD, UT) near `guessJd` at which the limb's angle reaches `target` degrees. */
export function findAngle(limb: Limb, target: number, guessJd: number): number {
  let t = guessJd;
  for (let i = 0; i < 30; i++) {
    const s = sunMoonAt(t);
    const step = signedDifference(target, limb.angle(s)) / limb.speed(s);
    t += step;
    if (abs(step) < END_TOLERANCE) break;
  }
  return t;
}

/** Every part in force from `fromJd` that starts before `toJd`, each with its end (JD, UT). */
export function partsBetween(limb: Limb, fromJd: number, toJd: number, atStart: SunMoon): { index: number; endJd: number }[] {
  const parts: { index: number; endJd: number }[] = [];
  let index = partIndex(limb, atStart);
  let guess = fromJd + signedDifference(index * limb.span, limb.angle(atStart)) / limb.speed(atStart);
  for (;;) {
    const endJd = findAngle(limb, (index * limb.span) % 360, guess);
    parts.push({ index, endJd });
    if (endJd >= toJd || parts.length > 8) break;
    index = (index % limb.count) + 1;
    // The next part is as wide; a first guess from the mean speed is refined by findAngle.
    guess = endJd + limb.span / limb.speed(atStart);
  }
  return parts;
}

export { TITHI, NAKSHATRA, YOGA, KARANA, type Limb };
