// What a day of the panchang lists from the festival calendar: the festival engine's days of that
// date (festivalsOfYear, lib/astro/festivals), each with the symbol the month grid shows beside its
// name and the address of its page. One source for the month grid, the month's list and the day.

import type { FestivalDay, FestivalKind } from '@/lib/astro/festivals/types';
import { festivalPath } from '@/lib/festival-address';

/** The grid's symbols, for the eye only (the name is always written beside them). */
export const MARK_SYMBOL: Partial<Record<FestivalKind, string>> = { purnima: '○', amavasya: '●', ekadashi: '✦', sankranti: '☀', festival: '❖', period: '❖' };

/** The festival days on a civil date, in the calendar's order. */
export function marksOf(date: string, festivals: readonly FestivalDay[]): FestivalDay[] {
  return festivals.filter((f) => f.date === date);
}

/** The page of a festival day's rule: `/festivals/<year>/<key>`. */
export function markPath(day: Pick<FestivalDay, 'date' | 'key'>): string {
  return festivalPath(Number(day.date.slice(0, 4)), day.key);
}
