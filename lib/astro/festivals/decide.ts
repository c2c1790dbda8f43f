// The one decision every tithi rule makes: of the days around a tithi, the one whose window the tithi holds
// (overlaps it; for sunrise and moonrise, is in force at the instant). When two days qualify, or none, the
// rule's tie picks, and a sentence in English and Hindi says which day and why.

import type { TimeSpan } from '../muhurta';
import { formatLongDate } from '../format';
import { TITHI_NAMES } from '../panchang';
import { TITHI_NAMES_HI } from '../hindi';
import type { FestivalYearFrame, TithiSpan } from './days';
import { BOOKS, type Book, type Tie } from './rules';
import type { FestivalText } from './types';
import { isInstant, overlap, windowOn, WINDOW_NAMES, type TithiWindow } from './windows';

export interface Decision {
  dayIndex: number;
  /** The part of the window the tithi holds on that day (null when it holds none). */
  held: TimeSpan | null;
  why?: FestivalText;
}

/** A date as a sentence says it: "1 November 2024", "1 नवंबर 2024". */
export function spokenDate(date: string): FestivalText {
  return { en: formatLongDate(date, 'en'), hi: formatLongDate(date, 'hi') };
}

/** "the first day", "the second day": what a tie picked, in both languages. */
const PICKED: Readonly<Record<Tie, FestivalText>> = {
  first: { en: 'the first day is kept', hi: 'पहला दिन लिया गया' },
  second: { en: 'the second day is kept', hi: 'दूसरा दिन लिया गया' },
  longer: { en: 'the day it holds longer is kept', hi: 'जिस दिन वह अधिक समय रही, वह लिया गया' },
};

/** The sentence that says which of two days a tie picked, and on whose authority. */
export function tieSentence(tithi: number, window: TithiWindow, days: [string, string], both: boolean, tie: Tie, book: Book): FestivalText {
  const name = TITHI_NAMES[tithi - 1]!;
  const w = WINDOW_NAMES[window];
  const [a, b] = days.map(spokenDate) as [FestivalText, FestivalText];
  // An instant (sunrise, moonrise) has a tithi "in force at" it; a span of the day is "held".
  const verb = isInstant(window) ? { en: `was in force at ${w.en}`, hi: `${w.hi} के समय रही` } : { en: `held ${w.en}`, hi: `${w.hi} में रही` };
  const en = both
    ? `${name} ${verb.en} on both ${a.en} and ${b.en}; ${PICKED[tie].en} (${book}).`
    : `${name} ${verb.en} on neither ${a.en} nor ${b.en}; ${PICKED[tie].en} (${book}).`;
  const hiName = TITHI_NAMES_HI[name]!;
  const hi = both
    ? `${hiName} ${a.hi} और ${b.hi} दोनों दिन ${verb.hi}; ${PICKED[tie].hi} (${BOOKS[book]})।`
    : `${hiName} न ${a.hi} को, न ${b.hi} को ${verb.hi}; ${PICKED[tie].hi} (${BOOKS[book]})।`;
  return { en, hi };
}

/** The days whose window a span holds, with the part held; `span` limited to what qualifies (e.g. outside Bhadra). */
export function daysHolding(frame: FestivalYearFrame, spans: readonly TimeSpan[], around: TithiSpan, window: TithiWindow): { dayIndex: number; held: TimeSpan }[] {
  const first = frame.dayAt(around.start);
  const last = frame.dayAt(around.end);
  const out: { dayIndex: number; held: TimeSpan }[] = [];
  // A window can lie before its day's sunrise (arunodaya) or after it: look one day either side.
  for (let i = Math.max(0, first - 1); i <= Math.min(frame.days.length - 1, last + 1); i++) {
    const w = windowOn(frame, i, window);
    if (!w) continue;
    for (const s of spans) {
      const held = overlap(s, w);
      if (held) {
        out.push({ dayIndex: i, held });
        break;
      }
    }
  }
  return out;
}

/** The day a tithi rule picks for one occurrence of its tithi, or null at the edge of the frame. */
export function decideDay(frame: FestivalYearFrame, span: TithiSpan, window: TithiWindow, tie: { both: Tie; neither: Tie }, book: Book): Decision | null {
  const begins = frame.dayAt(span.start);
  if (begins < 0 || begins + 1 >= frame.days.length) return null;
  const holding = daysHolding(frame, [span], span, window);
  if (holding.length === 1) return { dayIndex: holding[0]!.dayIndex, held: holding[0]!.held };
  if (holding.length >= 2) {
    const [a, b] = holding as [{ dayIndex: number; held: TimeSpan }, { dayIndex: number; held: TimeSpan }];
    const length = (h: TimeSpan) => h.end - h.start;
    const pick = tie.both === 'first' || (tie.both === 'longer' && length(a.held) >= length(b.held)) ? a : b;
    const dates: [string, string] = [frame.days[a.dayIndex]!.date, frame.days[b.dayIndex]!.date];
    return { ...pick, why: tieSentence(span.index, window, dates, true, tie.both, book) };
  }
  // Neither day: the panchang day the tithi begins in, or the next.
  const dayIndex = tie.neither === 'second' ? begins + 1 : begins;
  const dates: [string, string] = [frame.days[begins]!.date, frame.days[begins + 1]!.date];
  return { dayIndex, held: null, why: tieSentence(span.index, window, dates, false, tie.neither, book) };
}
