// A festival day's date and muhurta in a page's language, times in the place's zone as it stood at
// each instant. Pure: the same text on the server and in the browser.

import type { FestivalDay } from '@/lib/astro/festivals/types';
import type { DisplayLanguage } from '@/lib/astro/format';
import { formatUtcOffset, offsetSecondsAtInstant } from '@/lib/places/timezone';
import { longDateText, shortDateText, timeText } from '../panchang/time-format';

/** "Sun, 8 Nov" / "रविवार, 8 नवंबर" for a civil date. */
export function dayText(date: string, lang: DisplayLanguage): string {
  return shortDateText(Date.parse(`${date}T00:00:00Z`), '+00:00', lang);
}

/** "Sunday, 8 November 2026" / "रविवार, 8 नवंबर 2026" */
export const fullDayText = longDateText;

/** "Lakshmi Puja muhurta: 5:49 pm – 7:45 pm" ("Moonrise: 8:55 pm" for a moment), a time on another date than the day's with that date added; null without a muhurta. */
export function muhurtaText(day: Pick<FestivalDay, 'date' | 'muhurta'>, zone: string, lang: DisplayLanguage): string | null {
  if (!day.muhurta) return null;
  const time = (ms: number) => timeText(ms, formatUtcOffset(offsetSecondsAtInstant(zone, ms)), day.date, lang);
  // A moment rather than a span (moonrise on Karva Chauth or Sankashti): one time.
  if (day.muhurta.end - day.muhurta.start < 60_000) return `${day.muhurta.label[lang]}: ${time(day.muhurta.start)}`;
  return `${day.muhurta.label[lang]}: ${time(day.muhurta.start)} – ${time(day.muhurta.end)}`;
}
