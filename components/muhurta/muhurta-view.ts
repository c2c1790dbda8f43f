// A stored muhurta search as the result page and its PDF show it, in either language: the windows
// grouped by month with their local times, the days left out, asta and Chaturmas, and the rules used.
// Pure (no React, no server): the page and the PDF read the same rows, so they can never disagree.

import { formatLongDate, type DisplayLanguage } from '@/lib/astro/format';
import { hindiName } from '@/lib/astro/hindi';
import { ACTIVITY_RULES, BAD_TARAS, GOOD_MOON_HOUSES, TARA_NAMES } from '@/lib/astro/muhurta-finder/activities';
import { reason, tithiName } from '@/lib/astro/muhurta-finder/reasons';
import { TITHI_NAMES, WEEKDAYS } from '@/lib/astro/panchang';
import { NAKSHATRAS, SIGNS } from '@/lib/astro/zodiac';
import { localDate, longDateText, monthText, timeText } from '../panchang/time-format';
import type { MuhurtaSearchData } from '@/lib/contract/muhurta';
import { fill } from '@/lib/i18n/fill';
import type en from '@/messages/en';
import { formatUtcOffset, offsetSecondsAtInstant } from '@/lib/places/timezone';

export interface MuhurtaWindowRow {
  start: string;
  end: string;
  nakshatra: string;
  tithi: string;
  lagna: string;
  /** The reasons of this window that not every window of its day shares (its lagna's aside: the row names it). */
  ownReasons: string[];
}

/** A day's windows: a day often has several, one per rising lagna, whose reasons are mostly the same. */
export interface MuhurtaDayRows {
  date: string;
  /** "Friday, 6 February 2027" / "शुक्रवार, 6 फ़रवरी 2027" */
  day: string;
  windows: MuhurtaWindowRow[];
  /** The reasons every window of the day has, said once. */
  reasons: string[];
}

export interface MuhurtaView {
  activity: string;
  from: string;
  to: string;
  /** The offset or zone the times are read in, as given ("Asia/Kolkata", "+05:30"). */
  timezone: string;
  birthStar: { nakshatra: string; sign: string } | null;
  months: { month: string; title: string; days: MuhurtaDayRows[] }[];
  windowCount: number;
  excluded: { date: string; day: string; reasons: string[] }[];
  /** Whether the activity's rules look at asta and Chaturmas at all. */
  astaApplies: boolean;
  chaturmasApplies: boolean;
  asta: { graha: string; start: string; end: string }[];
  /** The first and last day of the range that Chaturmas kept free of windows. */
  chaturmas: { start: string; end: string } | null;
  rules: RuleLists;
  source: string;
}

export interface RuleLists {
  nakshatras: string[];
  tithis: string[];
  weekdays: string[];
  lagnas: string[];
  lunarMonths: string[];
  /** Sun signs that bar it (Kharmas). */
  barredSunSigns: string[];
  noAsta: boolean;
  noChaturmas: boolean;
  noAdhikaMonth: boolean;
  /** Tarabalam's barred taras ("Vipat (3)") and chandrabalam's good houses ("1, 3, 6 …"), for a search with a birth chart. */
  badTaras: string;
  goodMoonHouses: string;
}

const word = (kind: 'nakshatra' | 'sign' | 'weekday' | 'tithi' | 'lunarMonth' | 'graha', english: string, lang: DisplayLanguage) =>
  lang === 'hi' ? hindiName(kind, english as never) : english;

/** The "+05:30" offset in force at an instant: a fixed offset as given, a zone's from its history. */
export function offsetAt(timezone: string, instant: string | number): string {
  if (/^[+-]\d{2}:\d{2}$/.test(timezone)) return timezone;
  const ms = typeof instant === 'number' ? instant : Date.parse(instant);
  return formatUtcOffset(offsetSecondsAtInstant(timezone, ms));
}

/** A civil date "2027-02-06" as "6 February 2027" / "6 फ़रवरी 2027". */
export const dateText = (date: string, lang: DisplayLanguage) => formatLongDate(date, lang);

function rulesOf(activity: MuhurtaSearchData['activity'], lang: DisplayLanguage): RuleLists {
  const rules = ACTIVITY_RULES[activity];
  // A rule names each tithi of both halves: the list names it once (Purnima and Amavasya stand alone).
  const tithis = [...new Set(rules.tithis.map((t) => word('tithi', TITHI_NAMES[t - 1]!, lang)))];
  return {
    nakshatras: rules.nakshatras.map((n) => word('nakshatra', NAKSHATRAS[n - 1]!, lang)),
    tithis,
    weekdays: rules.weekdays.map((w) => word('weekday', WEEKDAYS[w]!, lang)),
    lagnas: rules.lagnas.map((s) => word('sign', SIGNS[s]!, lang)),
    lunarMonths: (rules.lunarMonths ?? []).map((m) => word('lunarMonth', m, lang)),
    barredSunSigns: rules.barredSunSigns.map((s) => word('sign', SIGNS[s]!, lang)),
    noAsta: rules.noAsta,
    noChaturmas: rules.noChaturmas,
    noAdhikaMonth: rules.noAdhikaMonth,
    badTaras: BAD_TARAS.map((n) => `${TARA_NAMES[n - 1]![lang]} (${n})`).join(', '),
    goodMoonHouses: GOOD_MOON_HOUSES.join(', '),
  };
}

export function muhurtaView(data: MuhurtaSearchData, lang: DisplayLanguage): MuhurtaView {
  const rules = ACTIVITY_RULES[data.activity];
  const zone = data.timezone;
  const days: (Omit<MuhurtaDayRows, 'reasons' | 'windows'> & { windows: (MuhurtaWindowRow & { reasons: string[] })[] })[] = [];
  for (const w of data.windows) {
    const row = {
      // A Hindu day runs to the next sunrise: a time past midnight names its date, an end only when it differs from the start's.
      start: timeText(w.start, offsetAt(zone, w.start), w.date, lang),
      end: timeText(w.end, offsetAt(zone, w.end), localDate(w.start, offsetAt(zone, w.start)), lang),
      nakshatra: word('nakshatra', NAKSHATRAS[w.nakshatra - 1]!, lang),
      tithi: tithiName(w.tithi)[lang],
      lagna: word('sign', SIGNS[w.lagna]!, lang),
      reasons: w.reasons.map((r) => r[lang]).filter((r) => r !== reason.lagnaGood(w.lagna)[lang]),
      ownReasons: [],
    };
    const last = days.at(-1);
    if (last?.date === w.date) last.windows.push(row);
    else days.push({ date: w.date, day: longDateText(w.date, lang), windows: [row] });
  }
  const months: MuhurtaView['months'] = [];
  for (const { windows, ...day } of days) {
    const shared = windows[0]!.reasons.filter((r) => windows.every((w) => w.reasons.includes(r)));
    const rows = windows.map(({ reasons, ...w }) => ({ ...w, ownReasons: reasons.filter((r) => !shared.includes(r)) }));
    const month = day.date.slice(0, 7);
    let group = months.at(-1);
    if (group?.month !== month) {
      group = { month, title: monthText(month, lang), days: [] };
      months.push(group);
    }
    group.days.push({ ...day, windows: rows, reasons: shared });
  }
  // Searches stored before the search gave Chaturmas's dates: the days it kept free say where it falls.
  const chaturmasReason = reason.chaturmas().en;
  const chaturmasDays = data.chaturmas !== undefined ? (data.chaturmas ? [data.chaturmas.start, data.chaturmas.end] : []) : data.excluded.filter((e) => e.reasons.some((r) => r.en === chaturmasReason)).map((e) => e.date);
  const localDay = (instant: string) => dateText(localDate(instant, offsetAt(zone, instant)), lang);
  return {
    activity: rules.name[lang],
    from: dateText(data.from, lang),
    to: dateText(data.to, lang),
    timezone: zone,
    birthStar: data.birthStar && {
      nakshatra: word('nakshatra', NAKSHATRAS[data.birthStar.moonNakshatra - 1]!, lang),
      sign: word('sign', SIGNS[data.birthStar.moonSign]!, lang),
    },
    months,
    windowCount: data.windows.length,
    excluded: data.excluded.map((e) => ({ date: e.date, day: longDateText(e.date, lang), reasons: e.reasons.map((r) => r[lang]) })),
    astaApplies: rules.noAsta,
    chaturmasApplies: rules.noChaturmas,
    asta: data.asta.map((a) => ({ graha: word('graha', a.graha, lang), start: localDay(a.start), end: localDay(a.end) })),
    chaturmas: chaturmasDays.length ? { start: dateText(chaturmasDays[0]!, lang), end: dateText(chaturmasDays.at(-1)!, lang) } : null,
    rules: rulesOf(data.activity, lang),
    source: data.source,
  };
}

/** The result's labels (the Muhurta catalogue's `result`), in the page's or the report's language. */
export type MuhurtaResultWords = (typeof en)['Muhurta']['result'];

/** The activity's rules as label–value rows, for the page's list and the PDF's table alike. */
export function ruleRows(view: MuhurtaView, avoidRahuKaal: boolean, t: MuhurtaResultWords): [string, string][] {
  const { rules } = view;
  const bars = [rules.noAsta && t.ruleAsta, rules.noChaturmas && t.ruleChaturmas, rules.noAdhikaMonth && t.ruleAdhika].filter((b): b is string => Boolean(b));
  const rows: [string, string | false][] = [
    [t.ruleNakshatras, rules.nakshatras.join(', ')],
    [t.ruleTithis, rules.tithis.join(', ')],
    [t.ruleWeekdays, rules.weekdays.join(', ')],
    [t.ruleLagnas, rules.lagnas.join(', ')],
    [t.ruleMonths, rules.lunarMonths.length > 0 && rules.lunarMonths.join(', ')],
    [t.ruleKharmas, rules.barredSunSigns.length > 0 && fill(t.ruleKharmasValue, { signs: rules.barredSunSigns.join(', ') })],
    [t.ruleBars, bars.length > 0 && bars.join(', ')],
    [t.ruleBirth, view.birthStar !== null && fill(t.ruleBirthValue, { taras: rules.badTaras, houses: rules.goodMoonHouses })],
    [t.rahuKaal, avoidRahuKaal && t.ruleRahuKaal],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== false);
}

/** The result's next step: griha pravesh follows a Vastu check of the house; the other occasions are an astrologer's question. */
export function nextStepOf(activity: MuhurtaSearchData['activity'], t: MuhurtaResultWords): { text: string; label: string; service: string } {
  return activity === 'griha-pravesh'
    ? { text: t.vastuNext, label: t.vastuNextLabel, service: 'home-vastu' }
    : { text: t.astroNext, label: t.astroNextLabel, service: 'astrology-consultation' };
}
