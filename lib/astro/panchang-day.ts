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
import { findRiseOrSet, limbAltitude, sunMoonAt, type Observer, type SunMoon } from './sky';
import { utcMillis } from './time';
import { findAngle, jdFromMillis, KARANA, millisFromJd, NAKSHATRA, partIndex, partsBetween, TITHI, YOGA, type Limb } from './panchang-limbs';
import { amantaMonthAt, monthOfDay, type LunarMonthOfDay } from './calendar/lunar-month';
import { ayanaOf, hinduYear, rituOf, type Ayana, type HinduYear, type Ritu } from './calendar/hindu-year';
import { computeDayPeriods, type DayPeriods } from './calendar/day-periods';
import { amritKaalBetween, varjyamBetween } from './calendar/nakshatra-windows';
import { sankrantiPunyaKaal, sunIngressBetween, type PunyaKaal } from './calendar/sankranti';
import { sankrantiName } from './calendar/sankranti-names';

export { parseCivilDate, PANCHANG_YEARS, type PolarDay };
import { NAKSHATRA_SPAN, NAKSHATRAS, SIGNS, type Sign } from './zodiac';

const { floor, abs } = Math;


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
  /** The lunar month of the day (at sunrise) in both counts; a kshaya month names the month it swallows. */
  lunarMonth: { amanta: LunarMonthOfDay; purnimanta: LunarMonthOfDay; kshaya: LunarMonthOfDay['name'] | null };
  year: HinduYear;
  ritu: Ritu;
  ayana: Ayana;
  /** Brahma muhurta, Vijaya, Nishita, Durmuhurat and the horas; null on a polar day. */
  periods: DayPeriods | null;
  /** Varjyam and Amrit kaal windows that begin within the panchang day (by the nakshatras). */
  varjyam: TimeSpan[];
  amritKaal: TimeSpan[];
  /** The Sun's entry into a sign within the panchang day, with its punya kaal; null on other days and polar days. */
  sankranti: DaySankranti | null;
}

export interface DaySankranti extends PunyaKaal {
  sign: Sign;
  /** "Makara Sankranti" */
  name: string;
  moment: number;
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
  const nakshatras = list(NAKSHATRA, (i) => NAKSHATRAS[i - 1]!);
  // Each nakshatra's span, the first from the Moon's entry into it (before the day began).
  const firstEntry = millisFromJd(findAngle(NAKSHATRA, (nakshatras[0]!.index - 1) * NAKSHATRA_SPAN, fromJd - (atStart.moon % NAKSHATRA_SPAN) / atStart.moonSpeed));
  const spans = nakshatras.map((n, i) => ({ index: n.index, startsAt: i === 0 ? firstEntry : nakshatras[i - 1]!.endsAt, endsAt: n.endsAt }));
  const [dayFrom, dayTo] = [millisFromJd(fromJd), millisFromJd(toJd)];
  // The day takes the month and tithi in force at its sunrise (udaya), as almanacs date it.
  const amanta = amantaMonthAt(fromJd);
  const tithiAtStart = partIndex(TITHI, atStart);
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
    nakshatras,
    yogas: list(YOGA, (i) => YOGA_NAMES[i - 1]!),
    karanas: list(KARANA, karanaName),
    rahuKaal: muhurtas?.rahuKaal ?? null,
    yamaganda: muhurtas?.yamaganda ?? null,
    gulikaKaal: muhurtas?.gulikaKaal ?? null,
    abhijit: muhurtas?.abhijit ?? null,
    choghadiya: polar ? { day: [], night: [] } : computeChoghadiya(weekday, sunrise!, sunset!, nextSunrise!),
    lunarMonth: { amanta: monthOfDay(amanta, tithiAtStart, 'amanta'), purnimanta: monthOfDay(amanta, tithiAtStart, 'purnimanta'), kshaya: amanta.kshaya },
    year: hinduYear(amanta.name, year, month),
    ritu: rituOf(amanta.name),
    ayana: ayanaOf(atStart.sun),
    periods: polar ? null : computeDayPeriods(weekday, sunrise!, sunset!, nextSunrise!),
    varjyam: varjyamBetween(spans, dayFrom, dayTo),
    amritKaal: amritKaalBetween(spans, dayFrom, dayTo),
    sankranti: polar ? null : daySankranti(place, sunrise!, sunset!, nextSunriseJd!, atStart),
  };
}

/** The Sankranti within the panchang day (sunrise to next sunrise), if any. */
function daySankranti(place: PanchangPlace, sunrise: number, sunset: number, nextSunriseJd: number, atStart: SunMoon): DaySankranti | null {
  const ingress = sunIngressBetween(jdFromMillis(sunrise), nextSunriseJd, atStart);
  if (!ingress) return null;
  // Tomorrow's daytime is needed only when the ingress falls in the night (12 days a year at most).
  const nextSunsetJd = findRiseOrSet('Sun', 'set', place, nextSunriseJd, nextSunriseJd + 1);
  const nextSunrise = millisFromJd(nextSunriseJd);
  const tomorrow = { sunrise: nextSunrise, sunset: nextSunsetJd === null ? nextSunrise : millisFromJd(nextSunsetJd) };
  const moment = millisFromJd(ingress.jd);
  return { sign: ingress.sign, name: sankrantiName(ingress.sign), moment, ...sankrantiPunyaKaal(ingress.sign, moment, { sunrise, sunset }, tomorrow) };
}

export { findAngle, jdFromMillis, millisFromJd, partIndex, TITHI, NAKSHATRA, YOGA, KARANA, type Limb };
