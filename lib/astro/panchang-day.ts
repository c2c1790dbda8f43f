// The daily panchang of a civil date at a place, with the conventions of the Swiss Ephemeris reference
// (tests/fixtures/panchang-reference.json):
// - the panchang day runs from the date's sunrise (the first after local midnight) to the next sunrise;
// - rising and setting of the upper limb, topocentric, standard refraction, sea level;
// - moonrise and moonset are the first within the civil date (00:00-24:00 local), else none;
// - positions are apparent and sidereal (Lahiri), as in the kundli;
// - each list starts with the element in force at sunrise and holds every one that starts before the
//   next sunrise, each with the instant it ends (found by Newton's method on the longitudes).
// Where the Sun does not rise or does not set (polar days) the lists cover the civil date instead and
// the divisions of daytime are left out. Instants are milliseconds since the Unix epoch (UTC).

import { parseCivilDate, PANCHANG_YEARS, type PolarDay } from './panchang-range';
import { computeChoghadiya, computeMuhurtas, type Choghadiya, type TimeSpan } from './muhurta';
import { civilWeekday, karanaName, TITHI_NAMES, YOGA_NAMES, type Weekday } from './panchang';
import { findRiseOrSet, limbAltitude, signedDifference, sunMoonAt, type Observer, type SunMoon } from './sky';
import { julianDayUt, utcMillis } from './time';

export { parseCivilDate, PANCHANG_YEARS, type PolarDay };
import { NAKSHATRA_SPAN, NAKSHATRAS, normalizeDegrees, SIGNS, type Sign } from './zodiac';

const { floor, abs } = Math;

const MS_PER_DAY = 86_400_000;
const UNIX_EPOCH_JD = 2440587.5;
/** End moments are refined until Newton's step is below this (days): about 1 ms. */
const END_TOLERANCE = 1e-8;

export interface PanchangPlace extends Observer {
  /** Minutes east of UTC of the local civil time the date is read in. */
  utcOffsetMinutes: number;
}

export interface PanchangElement {
  index: number;
  name: string;
  /** When it ends (ms); the last of a list may end after the next sunrise. */
  endsAt: number;
}

export interface TithiElement extends PanchangElement {
  paksha: 'Shukla' | 'Krishna';
}


export interface DailyPanchang {
  /** The civil date, YYYY-MM-DD. */
  date: string;
  weekday: Weekday;
  sunrise: number | null;
  sunset: number | null;
  nextSunrise: number | null;
  moonrise: number | null;
  moonset: number | null;
  /** Set when the Sun does not rise or does not set on this date at this place. */
  polar: PolarDay | null;
  /** Sidereal signs at sunrise (at local midnight on a polar day). */
  sunSign: Sign;
  moonSign: Sign;
  tithis: TithiElement[];
  nakshatras: PanchangElement[];
  yogas: PanchangElement[];
  karanas: PanchangElement[];
  rahuKaal: TimeSpan | null;
  yamaganda: TimeSpan | null;
  gulikaKaal: TimeSpan | null;
  abhijit: TimeSpan | null;
  choghadiya: { day: Choghadiya[]; night: Choghadiya[] };
}

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
function partsBetween(limb: Limb, fromJd: number, toJd: number, atStart: SunMoon): { index: number; endJd: number }[] {
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

function signOf(longitude: number): Sign {
  return SIGNS[Math.min(11, floor(longitude / 30))]!;
}

/** The daily panchang of a civil date (YYYY-MM-DD) at a place. Throws a RangeError for a bad date or place. */
export function computeDailyPanchang(date: string, place: PanchangPlace): DailyPanchang {
  const ymd = parseCivilDate(date);
  if (!ymd) throw new RangeError('The date must be a real calendar date written YYYY-MM-DD.');
  const [year, month, day] = ymd;
  if (year < PANCHANG_YEARS.from || year > PANCHANG_YEARS.to) throw new RangeError(`The panchang covers ${PANCHANG_YEARS.from} to ${PANCHANG_YEARS.to}.`);
  if (!(abs(place.latitude) <= 90) || !(abs(place.longitude) <= 180)) throw new RangeError('The place is outside the globe.');
  if (!Number.isInteger(place.utcOffsetMinutes) || abs(place.utcOffsetMinutes) > 14 * 60) throw new RangeError('The UTC offset is out of range.');

  const midnightJd = jdFromMillis(utcMillis(year, month, day) - place.utcOffsetMinutes * 60_000);
  const weekday = civilWeekday(year, month, day);

  const sunriseJd = findRiseOrSet('Sun', 'rise', place, midnightJd, midnightJd + 1);
  const sunsetJd = sunriseJd === null ? null : findRiseOrSet('Sun', 'set', place, sunriseJd, sunriseJd + 1);
  const nextSunriseJd = sunsetJd === null ? null : findRiseOrSet('Sun', 'rise', place, sunsetJd, sunsetJd + 1);
  const moonriseJd = findRiseOrSet('Moon', 'rise', place, midnightJd, midnightJd + 1);
  const moonsetJd = findRiseOrSet('Moon', 'set', place, midnightJd, midnightJd + 1);

  let polar: PolarDay | null = null;
  if (sunriseJd === null) polar = limbAltitude(midnightJd, place, ['Sun'])[0]! > 0 ? 'midnight-sun' : 'polar-night';
  else if (sunsetJd === null) polar = 'midnight-sun';
  else if (nextSunriseJd === null) polar = 'polar-night';
  const fromJd = polar ? midnightJd : sunriseJd!;
  const toJd = polar ? midnightJd + 1 : nextSunriseJd!;
  const atStart = sunMoonAt(fromJd);

  const toMs = (jd: number | null) => (jd === null ? null : millisFromJd(jd));
  const list = (limb: Limb, nameOf: (index: number) => string) =>
    partsBetween(limb, fromJd, toJd, atStart).map(({ index, endJd }) => ({ index, name: nameOf(index), endsAt: millisFromJd(endJd) }));

  const sunrise = toMs(sunriseJd), sunset = toMs(sunsetJd), nextSunrise = toMs(nextSunriseJd);
  const muhurtas = polar ? null : computeMuhurtas(weekday, sunrise!, sunset!);
  return {
    date,
    weekday,
    sunrise,
    sunset,
    nextSunrise: polar ? null : nextSunrise,
    moonrise: toMs(moonriseJd),
    moonset: toMs(moonsetJd),
    polar,
    sunSign: signOf(atStart.sun),
    moonSign: signOf(atStart.moon),
    tithis: list(TITHI, (i) => TITHI_NAMES[i - 1]!).map((t) => ({ ...t, paksha: t.index <= 15 ? 'Shukla' : 'Krishna' })),
    nakshatras: list(NAKSHATRA, (i) => NAKSHATRAS[i - 1]!),
    yogas: list(YOGA, (i) => YOGA_NAMES[i - 1]!),
    karanas: list(KARANA, karanaName),
    rahuKaal: muhurtas?.rahuKaal ?? null,
    yamaganda: muhurtas?.yamaganda ?? null,
    gulikaKaal: muhurtas?.gulikaKaal ?? null,
    abhijit: muhurtas?.abhijit ?? null,
    choghadiya: polar ? { day: [], night: [] } : computeChoghadiya(weekday, sunrise!, sunset!, nextSunrise!),
  };
}

export { TITHI, NAKSHATRA, YOGA, KARANA, type Limb };
