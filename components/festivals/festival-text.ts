// A festival day's date and muhurta in a page's language, times in the place's zone as it stood at
// each instant. Pure: the same text on the server and in the browser.

import { MOONRISE_LABEL, type FestivalDay } from '@/lib/astro/festivals/types';
import type { DisplayLanguage } from '@/lib/astro/format';
import { formatUtcOffset, offsetSecondsAtInstant } from '@/lib/places/timezone';
import { clockText, localDate, longDateText, shortDateText, timeText } from '../panchang/time-format';

/** A day's date, or a period's first and last ("Sat, 11 Oct – Sun, 19 Oct" through the catalogue's `period`). */
export function dayOrPeriodText(day: Pick<FestivalDay, 'date' | 'endDate'>, lang: DisplayLanguage, period: (v: { start: string; end: string }) => string): string {
  return day.endDate ? period({ start: dayText(day.date, lang), end: dayText(day.endDate, lang) }) : dayText(day.date, lang);
}

/** "Sun, 8 Nov" / "रविवार, 8 नवंबर" for a civil date. */
export function dayText(date: string, lang: DisplayLanguage): string {
  return shortDateText(Date.parse(`${date}T00:00:00Z`), '+00:00', lang);
}

/** "Sunday, 8 November 2026" / "रविवार, 8 नवंबर 2026" */
export const fullDayText = longDateText;

/**
 * "Lakshmi Puja muhurta: 5:49 pm – 7:45 pm" ("Moonrise: 8:55 pm" for a moment), a time on another date than
 * the day's with that date added, and the moonrise after a puja muhurta that is not it ("Karva Chauth puja:
 * 5:46 pm – 7:02 pm · Moonrise: 8:14 pm"); null without a muhurta.
 */
export function muhurtaText(day: Pick<FestivalDay, 'date' | 'muhurta' | 'moonrise'>, zone: string, lang: DisplayLanguage): string | null {
  const text = spanText(day, zone, lang);
  if (text === null || day.moonrise === undefined || day.moonrise === day.muhurta?.start) return text;
  const offset = formatUtcOffset(offsetSecondsAtInstant(zone, day.moonrise));
  return `${text} · ${MOONRISE_LABEL[lang]}: ${timeText(day.moonrise, offset, day.date, lang)}`;
}

function spanText(day: Pick<FestivalDay, 'date' | 'muhurta'>, zone: string, lang: DisplayLanguage): string | null {
  if (!day.muhurta) return null;
  const { start, end, label } = day.muhurta;
  const offset = (ms: number) => formatUtcOffset(offsetSecondsAtInstant(zone, ms));
  const time = (ms: number) => timeText(ms, offset(ms), day.date, lang);
  // A moment rather than a span (moonrise on Karva Chauth or Sankashti): one time.
  if (end - start < 60_000) return `${label[lang]}: ${time(start)}`;
  // Both ends after midnight (Nishita): the next date is said once, after the span.
  const startDate = localDate(start, offset(start));
  if (startDate !== day.date && startDate === localDate(end, offset(end))) {
    return `${label[lang]}: ${clockText(start, offset(start), lang)} – ${time(end)}`;
  }
  return `${label[lang]}: ${time(start)} – ${time(end)}`;
}
