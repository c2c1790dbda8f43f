// The muhurta finder: over a range of civil dates (at most 12 months), the windows in which every
// rule of an activity (./activities.ts) holds. A Hindu day runs from sunrise to the next sunrise, and
// its vara (weekday) is that of the civil date of its sunrise.
//
// Cheap rules go first: a day is rejected by its weekday, or by Guru/Shukra asta covering it, before
// anything else is computed. The rest of the day is cut where the tithi, karana, nakshatra, the
// Sun's or Moon's sign, the lunar month or the asta state changes (all found by root-finding), every
// rule is checked once per piece, and only the pieces that pass are cut again where the lagna changes.

import { amantaMonthAt, type AmantaMonth } from '../calendar/lunar-month';
import type { FestivalPlace, FestivalText } from '../festivals/types';
import { computeMuhurtas } from '../muhurta';
import { jdFromMillis, KARANA, millisFromJd, NAKSHATRA, partIndex, partsBetween, TITHI, type Limb } from '../panchang-limbs';
import { karanaName, WEEKDAYS, type LunarMonth, type Weekday } from '../panchang';
import { findRiseOrSet, sunMoonAt, type SunMoon } from '../sky';
import { ACTIVITIES, ACTIVITY_RULES, AMAVASYA, BAD_TARAS, BHADRA_ON_EARTH_MOON_SIGNS, GOOD_MOON_HOUSES, RIKTA_TITHIS, type Activity, type ActivityRules } from './activities';
import { civil, lastDateOfRange, MAX_RANGE_MONTHS, parseDate, dateMs } from './range';
import { astaSpans, VENUS_BALA_DAYS, type AstaGraha, type AstaSpan } from './asta';
import { ascendantNear, lagnasBetween } from './lagna';
import { reason } from './reasons';

const DAY_MS = 86_400_000;
/** A window shorter than this is not offered: nothing can be begun in it. */
export const MIN_WINDOW_MS = 5 * 60_000;
/** Asta spans are scanned this far (days) beyond the range, so the dates they end on are the real ones. */
const ASTA_MARGIN_DAYS = 120;
/** The ephemeris tables' span (JD), for the asta scan's margin. */
const TABLES = { from: 2378400.5 + 1, to: 2561440.5 - 1 };

const SUN_SIGN: Limb = { angle: (s) => s.sun, speed: (s) => s.sunSpeed, span: 30, count: 12 };
const MOON_SIGN: Limb = { angle: (s) => s.moon, speed: (s) => s.moonSpeed, span: 30, count: 12 };

export interface BirthStar {
  /** The birth Moon's nakshatra, 1..27. */
  moonNakshatra: number;
  /** The birth Moon's sign, 0..11 (0 = Mesha). */
  moonSign: number;
}

export interface MuhurtaQuery {
  activity: Activity;
  /** Civil dates YYYY-MM-DD at the place, `to` included. */
  from: string;
  to: string;
  place: FestivalPlace;
  birth?: BirthStar;
  /** Leave out Rahu kaal (an option: the texts above do not bar it, many families do). */
  avoidRahuKaal?: boolean;
}

export interface MuhurtaWindow {
  start: number;
  end: number;
  /** The civil date of the sunrise that opens the window's Hindu day. */
  date: string;
  nakshatra: number;
  tithi: number;
  weekday: Weekday;
  /** The sign (0 = Mesha) rising through the whole window. */
  lagna: number;
  reasons: FestivalText[];
}

export interface ExcludedDay {
  date: string;
  /** The rules that fail, the first one for each part of the day, in the order of the day. */
  reasons: FestivalText[];
}

export interface MuhurtaSearch {
  activity: Activity;
  windows: MuhurtaWindow[];
  excluded: ExcludedDay[];
  /** Guru and Shukra asta overlapping the range (ms), when the activity's rules look at them. */
  asta: { graha: AstaGraha; start: number; end: number }[];
  /** For an activity barred in Chaturmas: the first and last civil dates of the range whose sunrise is in it. */
  chaturmas: { start: string; end: string } | null;
  source: string;
}

// ---- input -------------------------------------------------------------------------------------

function checkQuery(q: MuhurtaQuery): void {
  if (!ACTIVITIES.includes(q.activity)) throw new RangeError(`activity must be one of ${ACTIVITIES.join(', ')}`);
  const from = dateMs(parseDate('from', q.from));
  const to = dateMs(parseDate('to', q.to));
  if (to < from) throw new RangeError('to must not be before from');
  const last = lastDateOfRange(q.from);
  if (q.to > last) throw new RangeError(`The range is at most ${MAX_RANGE_MONTHS} months: from ${q.from} it ends by ${last}`);
  const { latitude, longitude } = q.place;
  // Beyond the polar circles the Sun need not rise and a lagna can rise for hours: no muhurta there.
  if (!Number.isFinite(latitude) || Math.abs(latitude) > 66) throw new RangeError('latitude must be within 66° of the equator');
  if (!Number.isFinite(longitude) || longitude < -180 || longitude > 180) throw new RangeError('longitude must be in -180..180');
  if (q.birth) {
    const { moonNakshatra, moonSign } = q.birth;
    if (!Number.isInteger(moonNakshatra) || moonNakshatra < 1 || moonNakshatra > 27) throw new RangeError('birth.moonNakshatra must be a whole number 1..27');
    if (!Number.isInteger(moonSign) || moonSign < 0 || moonSign > 11) throw new RangeError('birth.moonSign must be a whole number 0..11');
  }
}

// ---- the rules at one instant -----------------------------------------------------------------

/** What the rules look at, constant over one piece of a day. */
export interface Moment {
  sky: SunMoon;
  month: AmantaMonth;
  asta: AstaGraha | null;
  astaUntil: number;
  /** The end (JD) of Shukra's bala days when the moment is in them, else 0. */
  balaUntil: number;
  inRahuKaal: boolean;
}

const tithiOf = (s: SunMoon) => partIndex(TITHI, s);
const nakshatraOf = (s: SunMoon) => partIndex(NAKSHATRA, s);
const signOf = (longitude: number) => Math.floor(longitude / 30) % 12;
const inVishti = (s: SunMoon) => karanaName(partIndex(KARANA, s)) === 'Vishti';

/** Whether an instant falls in Chaturmas: Ashadha Shukla Ekadashi to Kartika Shukla Ekadashi (amanta months). */
export function inChaturmas(month: Pick<AmantaMonth, 'name' | 'adhika'>, tithi: number): boolean {
  const middle: readonly LunarMonth[] = ['Shravana', 'Bhadrapada', 'Ashwin'];
  if (middle.includes(month.name)) return true;
  // An adhika Ashadha comes before the nija one (and Devshayani); an adhika Kartika falls inside.
  if (month.name === 'Ashadha') return !month.adhika && tithi >= 11;
  if (month.name === 'Kartika') return month.adhika || tithi <= 11;
  return false;
}

/** Taras are counted from the birth nakshatra (1 = the birth star itself) in cycles of nine. */
export function taraOf(birthNakshatra: number, nakshatra: number): number {
  return (((nakshatra - birthNakshatra + 27) % 27) % 9) + 1;
}

/** The house (1..12) of the transit Moon's sign counted from the birth Moon's sign. */
export function moonHouseOf(birthSign: number, moonSign: number): number {
  return ((moonSign - birthSign + 12) % 12) + 1;
}

/** The first rule (not the lagna) that fails at this moment, or null when all hold. */
function firstFailure(activity: Activity, rules: ActivityRules, m: Moment, birth: BirthStar | undefined, untilDate: (jd: number) => string): FestivalText | null {
  const s = m.sky;
  const sunSign = signOf(s.sun);
  if (rules.barredSunSigns.includes(sunSign)) return reason.kharmas(sunSign);
  if (rules.noAdhikaMonth && m.month.adhika) return reason.adhikaMonth(m.month.name);
  if (rules.lunarMonths && !rules.lunarMonths.includes(m.month.name)) return reason.monthBarred(m.month.name, activity);
  const tithi = tithiOf(s);
  if (rules.noChaturmas && inChaturmas(m.month, tithi)) return reason.chaturmas();
  if (rules.noAsta && m.asta) return reason.asta(m.asta, untilDate(m.astaUntil));
  if (rules.noAsta && m.balaUntil) return reason.venusBala(untilDate(m.balaUntil));
  if (RIKTA_TITHIS.includes(tithi)) return reason.rikta(tithi);
  if (tithi === AMAVASYA) return reason.amavasya();
  if (!rules.tithis.includes(tithi)) return reason.tithiBarred(tithi, activity);
  const nakshatra = nakshatraOf(s);
  if (!rules.nakshatras.includes(nakshatra)) return reason.nakshatraBarred(nakshatra, activity);
  if (inVishti(s) && BHADRA_ON_EARTH_MOON_SIGNS.includes(signOf(s.moon))) return reason.bhadra(signOf(s.moon));
  if (birth) {
    const tara = taraOf(birth.moonNakshatra, nakshatra);
    if (BAD_TARAS.includes(tara)) return reason.badTara(tara);
    const house = moonHouseOf(birth.moonSign, signOf(s.moon));
    if (!GOOD_MOON_HOUSES.includes(house)) return reason.badMoon(house);
  }
  if (m.inRahuKaal) return reason.rahuKaal();
  return null;
}

function goodReasons(activity: Activity, rules: ActivityRules, m: Moment, weekday: number, lagna: number, birth: BirthStar | undefined, avoidRahuKaal: boolean): FestivalText[] {
  const s = m.sky;
  const nakshatra = nakshatraOf(s);
  const out = [reason.nakshatraGood(nakshatra, activity), reason.tithiGood(tithiOf(s)), reason.weekdayGood(weekday), reason.lagnaGood(lagna), inVishti(s) ? reason.bhadraAway(signOf(s.moon)) : reason.noBhadra()];
  if (rules.lunarMonths) out.push(reason.monthGood(m.month.name));
  if (rules.barredSunSigns.length) out.push(reason.noKharmas());
  if (rules.noChaturmas) out.push(reason.noChaturmas());
  if (rules.noAsta) out.push(reason.noAsta());
  if (birth) {
    out.push(reason.goodTara(taraOf(birth.moonNakshatra, nakshatra)));
    out.push(reason.goodMoon(moonHouseOf(birth.moonSign, signOf(s.moon))));
  }
  if (avoidRahuKaal) out.push(reason.noRahuKaal());
  return out;
}

// ---- the search -------------------------------------------------------------------------------

/** The amanta month at an instant, reusing the last one while the instant is inside it. */
function monthCache(): (jd: number) => AmantaMonth {
  let last: AmantaMonth | null = null;
  return (jd) => {
    if (!last || jd < last.startJd || jd >= last.endJd) last = amantaMonthAt(jd);
    return last;
  };
}

function endsWithin(limb: Limb, fromJd: number, toJd: number, at: SunMoon): number[] {
  return partsBetween(limb, fromJd, toJd, at).map((p) => p.endJd).filter((jd) => jd > fromJd && jd < toJd);
}

/** Every window of the activity in the range, and for each day without one, why. */
export function findMuhurtas(q: MuhurtaQuery): MuhurtaSearch {
  checkQuery(q);
  const { activity, place, birth } = q;
  const rules = ACTIVITY_RULES[activity];
  const avoidRahuKaal = q.avoidRahuKaal === true;
  const offsetMs = (date: string) => place.utcOffsetMinutesOn(date) * 60_000;
  const localDate = (jd: number): string => {
    const ms = millisFromJd(jd);
    const guess = civil(ms + offsetMs(civil(ms)));
    return civil(ms + offsetMs(guess));
  };
  const sunriseOf = (date: string): number | null => {
    const midnight = jdFromMillis(Date.parse(`${date}T00:00:00Z`) - offsetMs(date));
    return findRiseOrSet('Sun', 'rise', place, midnight, midnight + 1);
  };

  const firstMs = Date.parse(`${q.from}T00:00:00Z`);
  const lastMs = Date.parse(`${q.to}T00:00:00Z`);
  const spans: AstaSpan[] = rules.noAsta
    ? astaSpans(Math.max(TABLES.from, jdFromMillis(firstMs) - ASTA_MARGIN_DAYS), Math.min(TABLES.to, jdFromMillis(lastMs) + ASTA_MARGIN_DAYS + 2), place.latitude)
    : [];
  // Shukra's bala days follow each span of Venus asta (./asta.ts, VENUS_BALA_DAYS).
  const bala = spans.filter((a) => a.graha === 'Venus').map((a) => ({ startJd: a.endJd, endJd: a.endJd + VENUS_BALA_DAYS }));
  const monthAt = monthCache();
  const windows: MuhurtaWindow[] = [];
  const excluded: ExcludedDay[] = [];
  const chaturmasDates: string[] = [];

  let sunrise = sunriseOf(q.from);
  for (let dayMs = firstMs; dayMs <= lastMs; dayMs += DAY_MS) {
    const date = civil(dayMs);
    const nextSunrise = sunriseOf(civil(dayMs + DAY_MS));
    const thisSunrise = sunrise;
    sunrise = nextSunrise;
    if (thisSunrise === null || nextSunrise === null) {
      excluded.push({ date, reasons: [reason.noSunrise()] });
      continue;
    }
    if (rules.noChaturmas) {
      const atDawn = sunMoonAt(thisSunrise);
      if (inChaturmas(monthAt(thisSunrise), tithiOf(atDawn))) chaturmasDates.push(date);
    }
    const weekday = new Date(dayMs).getUTCDay();
    if (!rules.weekdays.includes(weekday)) {
      excluded.push({ date, reasons: [reason.weekdayBarred(weekday, activity)] });
      continue;
    }
    const covering = spans.find((a) => a.startJd <= thisSunrise && a.endJd >= nextSunrise);
    if (covering) {
      excluded.push({ date, reasons: [reason.asta(covering.graha, localDate(covering.endJd))] });
      continue;
    }

    // The pieces of the day in which every rule but the lagna is constant.
    const atSunrise = sunMoonAt(thisSunrise);
    const cuts = [thisSunrise, nextSunrise];
    const karanas = partsBetween(KARANA, thisSunrise, nextSunrise, atSunrise);
    cuts.push(...karanas.map((p) => p.endJd).filter((jd) => jd > thisSunrise && jd < nextSunrise));
    // The Moon's sign matters only for chandrabalam and for where a Bhadra of this day dwells.
    const moonSignMatters = birth !== undefined || karanas.some((p) => karanaName(p.index) === 'Vishti');
    for (const limb of [TITHI, NAKSHATRA, SUN_SIGN, ...(moonSignMatters ? [MOON_SIGN] : [])]) cuts.push(...endsWithin(limb, thisSunrise, nextSunrise, atSunrise));
    for (const a of [...spans, ...bala]) for (const jd of [a.startJd, a.endJd]) if (jd > thisSunrise && jd < nextSunrise) cuts.push(jd);
    let rahu: { start: number; end: number } | null = null;
    if (avoidRahuKaal) {
      const sunset = findRiseOrSet('Sun', 'set', place, thisSunrise, nextSunrise);
      if (sunset !== null) {
        const r = computeMuhurtas(WEEKDAYS[weekday]!, millisFromJd(thisSunrise), millisFromJd(sunset)).rahuKaal;
        rahu = { start: jdFromMillis(r.start), end: jdFromMillis(r.end) };
        cuts.push(rahu.start, rahu.end);
      }
    }
    cuts.sort((a, b) => a - b);

    const failures: FestivalText[] = [];
    const noteFailure = (r: FestivalText) => { if (!failures.some((f) => f.en === r.en)) failures.push(r); };
    let ascendant: ReturnType<typeof ascendantNear> | null = null;
    const found = windows.length;
    for (let i = 0; i + 1 < cuts.length; i++) {
      const a = cuts[i]!, b = cuts[i + 1]!;
      if (b - a < 1e-7) continue;
      const mid = (a + b) / 2;
      const astaNow = spans.find((s) => s.startJd <= mid && mid < s.endJd);
      const moment: Moment = {
        sky: sunMoonAt(mid),
        month: monthAt(mid),
        asta: astaNow?.graha ?? null,
        astaUntil: astaNow?.endJd ?? 0,
        balaUntil: bala.find((s) => s.startJd <= mid && mid < s.endJd)?.endJd ?? 0,
        inRahuKaal: rahu !== null && rahu.start <= mid && mid < rahu.end,
      };
      const failure = firstFailure(activity, rules, moment, birth, localDate);
      if (failure) { noteFailure(failure); continue; }
      ascendant ??= ascendantNear(thisSunrise, place);
      let lagnaFailed = false;
      for (const l of lagnasBetween(ascendant, a, b)) {
        if (!rules.lagnas.includes(l.sign)) { lagnaFailed = true; continue; }
        const start = millisFromJd(l.startJd), end = millisFromJd(l.endJd);
        if (end - start < MIN_WINDOW_MS) { noteFailure(reason.tooShort()); continue; }
        windows.push({
          start, end, date,
          nakshatra: nakshatraOf(moment.sky),
          tithi: tithiOf(moment.sky),
          weekday: WEEKDAYS[weekday]!,
          lagna: l.sign,
          reasons: goodReasons(activity, rules, moment, weekday, l.sign, birth, avoidRahuKaal),
        });
      }
      if (lagnaFailed) noteFailure(reason.lagnaBarred(activity));
    }
    if (windows.length === found) excluded.push({ date, reasons: failures.length ? failures : [reason.lagnaBarred(activity)] });
  }

  const rangeStart = jdFromMillis(firstMs - offsetMs(q.from));
  const rangeEnd = jdFromMillis(lastMs + DAY_MS - offsetMs(q.to));
  return {
    activity,
    windows,
    excluded,
    asta: spans.filter((s) => s.endJd > rangeStart && s.startJd < rangeEnd).map((s) => ({ graha: s.graha, start: millisFromJd(s.startJd), end: millisFromJd(s.endJd) })),
    chaturmas: chaturmasDates.length ? { start: chaturmasDates[0]!, end: chaturmasDates[chaturmasDates.length - 1]! } : null,
    source: rules.source,
  };
}
