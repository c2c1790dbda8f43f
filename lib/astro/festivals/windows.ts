// The deciding windows of a civil day (their definitions are in ./types.ts, FestivalWindow), as spans of
// milliseconds. Sunrise and moonrise are instants: a span whose start and end are the same moment.

import { computeDayPeriods } from '../calendar/day-periods';
import { part, type TimeSpan } from '../muhurta';
import type { FestivalYearFrame } from './days';
import type { FestivalText, FestivalWindow } from './types';

/** Four ghatis of 24 minutes before sunrise (Dharmasindhu, Ekadashi nirnaya: the arunodaya). */
const ARUNODAYA_MS = 96 * 60_000;

export type TithiWindow = Exclude<FestivalWindow, 'sankranti'>;

/** The window on a day of the frame, or null (a day without moonrise). */
export function windowOn(frame: FestivalYearFrame, dayIndex: number, window: TithiWindow): TimeSpan | null {
  const d = frame.days[dayIndex]!;
  switch (window) {
    case 'sunrise':
      return { start: d.sunrise, end: d.sunrise };
    case 'arunodaya':
      return { start: d.sunrise - ARUNODAYA_MS, end: d.sunrise };
    case 'purvahna':
      return part(d.sunrise, d.sunset, 5, 2);
    case 'madhyahna':
      return part(d.sunrise, d.sunset, 5, 3);
    case 'aparahna':
      return part(d.sunrise, d.sunset, 5, 4);
    case 'pradosh':
      // Three of the night's fifteen muhurtas: a fifth of the night after sunset.
      return part(d.sunset, d.nextSunrise, 5, 1);
    case 'nishita':
      return computeDayPeriods(d.weekday, d.sunrise, d.sunset, d.nextSunrise).nishita;
    case 'moonrise': {
      const m = frame.moonrise(dayIndex);
      return m === null ? null : { start: m, end: m };
    }
  }
}

/** True for the windows that are one instant (the tithi must be in force at it). */
export function isInstant(window: TithiWindow): boolean {
  return window === 'sunrise' || window === 'moonrise';
}

/** The part of `span` inside `window` (an instant window: the instant, if the span holds it), or null. */
export function overlap(span: TimeSpan, window: TimeSpan): TimeSpan | null {
  if (window.start === window.end) return window.start >= span.start && window.start < span.end ? window : null;
  const start = Math.max(span.start, window.start);
  const end = Math.min(span.end, window.end);
  return end > start ? { start, end } : null;
}

export const WINDOW_NAMES: Readonly<Record<TithiWindow, FestivalText>> = {
  sunrise: { en: 'sunrise', hi: 'सूर्योदय' },
  arunodaya: { en: 'arunodaya (the 96 minutes before sunrise)', hi: 'अरुणोदय (सूर्योदय से पहले के 96 मिनट)' },
  purvahna: { en: 'the forenoon (purvahna)', hi: 'पूर्वाह्न' },
  madhyahna: { en: 'midday (madhyahna)', hi: 'मध्याह्न' },
  aparahna: { en: 'the afternoon (aparahna)', hi: 'अपराह्न' },
  pradosh: { en: 'pradosh (the evening after sunset)', hi: 'प्रदोष काल' },
  nishita: { en: 'nishita (midnight)', hi: 'निशीथ काल (मध्यरात्रि)' },
  moonrise: { en: 'moonrise', hi: 'चंद्रोदय' },
};
