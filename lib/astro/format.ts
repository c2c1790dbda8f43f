// Display helpers for chart values, dates and times, in English or Hindi. Pure.
// Hindi as the peers' Hindi pages write it: Hindi month, weekday and day-part words, Latin digits.
// Numbers and rupees read the same in both languages (Latin digits, Indian grouping, ₹): Hindi pages
// use the site's formatters as they are (formatIndianNumber in lib/vastu, formatRupees in lib/consultations).

import type { Manglik } from './manglik';
import type { Graha } from './zodiac';

/** The languages the engine's words are shown in. English is the default everywhere. */
export type DisplayLanguage = 'en' | 'hi';

/** 12.5825 → "12°34′57″" (rounded to the second, carrying into minutes and degrees). */
export function formatDms(degrees: number): string {
  const totalSeconds = Math.round(Math.abs(degrees) * 3600);
  const d = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  return `${degrees < 0 ? '-' : ''}${d}°${String(m).padStart(2, '0')}′${String(s).padStart(2, '0')}″`;
}

export const GRAHA_ABBREVIATIONS: Readonly<Record<Graha, string>> = {
  Sun: 'Su', Moon: 'Mo', Mars: 'Ma', Mercury: 'Me', Jupiter: 'Ju', Venus: 'Ve', Saturn: 'Sa', Rahu: 'Ra', Ketu: 'Ke',
};

/** The grahas as Hindi kundlis write them in a chart's houses (सू, चं …; श for Shani, as the peers' charts do). */
export const GRAHA_ABBREVIATIONS_HI: Readonly<Record<Graha, string>> = {
  Sun: 'सू', Moon: 'चं', Mars: 'मं', Mercury: 'बु', Jupiter: 'गु', Venus: 'शु', Saturn: 'श', Rahu: 'रा', Ketu: 'के',
};

/** The Lagna's mark in a chart's house: "Asc" / "ल". */
export const ASCENDANT_ABBREVIATION: Readonly<Record<DisplayLanguage, string>> = { en: 'Asc', hi: 'ल' };

const SPAN_UNITS: Readonly<Record<DisplayLanguage, readonly (readonly [string, string])[]>> = {
  en: [['year', 'years'], ['month', 'months'], ['day', 'days']],
  hi: [['वर्ष', 'वर्ष'], ['महीना', 'महीने'], ['दिन', 'दिन']],
};
const LESS_THAN_A_DAY: Readonly<Record<DisplayLanguage, string>> = { en: 'less than a day', hi: 'एक दिन से कम' };

/** 2.2575 → "2 years, 3 months, 2 days" / "2 वर्ष, 3 महीने, 2 दिन" (months are twelfths of a 365.25-day year, the dasha convention). */
export function formatYearSpan(years: number, lang: DisplayLanguage = 'en'): string {
  const y = Math.floor(years + 1e-9);
  const months = (years - y) * 12;
  const m = Math.floor(months + 1e-9);
  const d = Math.round((months - m) * (365.25 / 12));
  const parts = [y, m, d]
    .map((n, i) => [n, SPAN_UNITS[lang][i]!] as const)
    .filter(([n]) => n > 0)
    .map(([n, [one, many]]) => `${n} ${n === 1 ? one : many}`);
  return parts.length ? parts.join(', ') : LESS_THAN_A_DAY[lang];
}

// Made on first use, one per shape: the tool pages import this module, and a first
// Intl.DateTimeFormat with a time zone costs a browser about 30 ms (its ICU data) that a page should
// not pay while it starts.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(lang: DisplayLanguage, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { ...options, numberingSystem: 'latn' });
    dateFormats.set(key, format);
  }
  return format;
}

const CALENDAR_DATE = /^\d{4}-\d{2}(-\d{2})?$/;

/** A calendar date ("2026-11-26", or a month "2026-11") as that day; anything else as an instant. */
function dateOf(at: string | number | Date): { date: Date; calendar: boolean } {
  if (typeof at === 'string' && CALENDAR_DATE.test(at)) return { date: new Date(`${at.length === 7 ? `${at}-01` : at}T00:00:00Z`), calendar: true };
  return { date: at instanceof Date ? at : new Date(at), calendar: false };
}

/** A dasha boundary as the result page and the PDF show it: "4 Jun 1966", "4 जून 1966" (Indian time). Hindi's short months ("नव॰") are not what a reader knows: the full month. */
export function formatDashaDate(iso: string, lang: DisplayLanguage = 'en'): string {
  return dateFormat(lang, { day: 'numeric', month: lang === 'hi' ? 'long' : 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(iso));
}

/** A period's dates as the kundli page and its PDF write them: "3 Feb 2026 – 21 Jun 2026" (India time). */
export function formatPeriodSpan(p: { start: string; end: string }, lang: DisplayLanguage = 'en'): string {
  return `${formatDashaDate(p.start, lang)} – ${formatDashaDate(p.end, lang)}`;
}

/**
 * "26 November 2026" / "26 नवंबर 2026", with the weekday first if asked ("गुरुवार, 26 नवंबर 2026").
 * A calendar date ("2026-11-26") is that day; an instant is read in India time unless `timeZone` says otherwise.
 */
export function formatLongDate(at: string | number | Date, lang: DisplayLanguage, { weekday = false, timeZone = 'Asia/Kolkata' }: { weekday?: boolean; timeZone?: string } = {}): string {
  const { date, calendar } = dateOf(at);
  return dateFormat(lang, { ...(weekday ? { weekday: 'long' } : {}), day: 'numeric', month: 'long', year: 'numeric', timeZone: calendar ? 'UTC' : timeZone }).format(date);
}

/** "November 2026" / "नवंबर 2026" for a month "2026-11". */
export function formatMonthYear(month: string, lang: DisplayLanguage): string {
  return dateFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(dateOf(month).date);
}

// The parts of the day a Hindi speaker names a time by (the same hours as ICU's Hindi day periods).
function hindiDayPart(hour: number): string {
  if (hour >= 4 && hour < 12) return 'सुबह';
  if (hour >= 12 && hour < 16) return 'दोपहर';
  if (hour >= 16 && hour < 20) return 'शाम';
  return 'रात';
}

/**
 * A wall-clock time (hour 0..23, minute) as a reader says it: "6:05 am" / "सुबह 6:05". Pure, so a
 * place's local time (a fixed offset, as the panchang has) reads the same on the server and in the browser.
 */
export function formatClock(hour: number, minute: number, lang: DisplayLanguage): string {
  const clock = `${hour % 12 || 12}:${String(minute).padStart(2, '0')}`;
  return lang === 'hi' ? `${hindiDayPart(hour)} ${clock}` : `${clock} ${hour < 12 ? 'am' : 'pm'}`;
}

/** The Manglik verdict in plain words, with the houses it rests on. */
export function describeManglik(manglik: Manglik, lang: DisplayLanguage = 'en'): string {
  if (lang === 'hi') return describeManglikHi(manglik);
  const verdict = manglik.isManglik
    ? `Mars is in house ${manglik.marsHouseFromLagna} from the Lagna, so the chart is Manglik by the usual rule (houses 1, 2, 4, 7, 8 or 12).`
    : `Mars is in house ${manglik.marsHouseFromLagna} from the Lagna, so the chart is not Manglik by the usual rule.`;
  return `${verdict} From the Moon: house ${manglik.marsHouseFromMoon}; from Venus: house ${manglik.marsHouseFromVenus}. Many astrologers also weigh cancelling factors before drawing conclusions.`;
}

/**
 * "In the 7th house": the ordinals 1..12 in the form they take before भाव ("सातवें भाव में").
 * Here, not in hindi.ts, so the tool pages that format an English chart do not load the Hindi tables.
 */
/** "the 7th sign from the Moon": the ordinals 1..12 before राशि, which is feminine (सातवीं राशि). */
export const SIGN_ORDINALS_HI = ['पहली', 'दूसरी', 'तीसरी', 'चौथी', 'पाँचवीं', 'छठी', 'सातवीं', 'आठवीं', 'नौवीं', 'दसवीं', 'ग्यारहवीं', 'बारहवीं'] as const;

export const HOUSE_ORDINALS_HI = [
  'पहले', 'दूसरे', 'तीसरे', 'चौथे', 'पाँचवें', 'छठे', 'सातवें', 'आठवें', 'नौवें', 'दसवें', 'ग्यारहवें', 'बारहवें',
] as const;

function describeManglikHi(manglik: Manglik): string {
  const house = (n: number) => `${HOUSE_ORDINALS_HI[n - 1]} भाव`;
  const verdict = manglik.isManglik
    ? `मंगल लग्न से ${house(manglik.marsHouseFromLagna)} में है, इसलिए सामान्य नियम (भाव 1, 2, 4, 7, 8 या 12) के अनुसार कुंडली मांगलिक है।`
    : `मंगल लग्न से ${house(manglik.marsHouseFromLagna)} में है, इसलिए सामान्य नियम के अनुसार कुंडली मांगलिक नहीं है।`;
  return `${verdict} चंद्र से मंगल ${house(manglik.marsHouseFromMoon)} में है और शुक्र से ${house(manglik.marsHouseFromVenus)} में। कई ज्योतिषी निष्कर्ष निकालने से पहले मंगल दोष के परिहार भी देखते हैं।`;
}
