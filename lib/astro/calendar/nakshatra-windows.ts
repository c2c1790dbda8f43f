// Varjyam (tyajya) and Amrit kaal: windows of each nakshatra counted in ghatis from its start. A
// nakshatra is taken as 60 ghatis of its own length (from the Moon's entry to its exit), and each
// window lasts 4 of them. Varjyam is avoided for any new work; Amrit kaal is favoured.
// The tyajya ghatis are the Muhurta Chintamani's (nakshatra prakarana), Mula with two windows
// (20 and 56); the amrita ghatis are those the almanacs print. Both tables were checked against
// the Varjyam and Amrit Kalam Drik Panchang printed for every nakshatra in January 2023
// (tests/unit/astro/calendar/nakshatra-windows.test.ts).
// Instants are milliseconds since the Unix epoch.

import type { TimeSpan } from '../muhurta';

const WINDOW_GHATIS = 4;

/** Where Varjyam begins in each nakshatra (Ashwini first), ghatis from its start. */
export const VARJYAM_GHATIS: readonly (readonly number[])[] = [
  [50], [24], [30], [40], [14], [21], [30], [20], [32], [30], [20], [18], [21], [20],
  [14], [14], [10], [14], [20, 56], [24], [20], [10], [10], [18], [16], [24], [30],
];

/** Where Amrit kaal begins in each nakshatra (Ashwini first), ghatis from its start. */
export const AMRIT_GHATIS: readonly number[] = [
  42, 48, 54, 52, 38, 35, 54, 44, 56, 54, 44, 42, 45, 44, 38, 38, 34, 38, 44, 48, 44, 34, 34, 42, 40, 48, 54,
];

export interface NakshatraSpan {
  /** 1..27 */
  index: number;
  startsAt: number;
  endsAt: number;
}

function windows(nakshatras: readonly NakshatraSpan[], ghatisOf: (index: number) => readonly number[], from: number, to: number): TimeSpan[] {
  return nakshatras
    .flatMap((n) => {
      const ghati = (n.endsAt - n.startsAt) / 60;
      return ghatisOf(n.index).map((g) => ({ start: n.startsAt + g * ghati, end: n.startsAt + (g + WINDOW_GHATIS) * ghati }));
    })
    .filter((w) => w.start >= from && w.start < to)
    .sort((a, b) => a.start - b.start);
}

/** The Varjyam windows that begin between `from` and `to` (a panchang day: sunrise to next sunrise). */
export const varjyamBetween = (nakshatras: readonly NakshatraSpan[], from: number, to: number) => windows(nakshatras, (i) => VARJYAM_GHATIS[i - 1]!, from, to);

/** The Amrit kaal windows that begin between `from` and `to`. */
export const amritKaalBetween = (nakshatras: readonly NakshatraSpan[], from: number, to: number) => windows(nakshatras, (i) => [AMRIT_GHATIS[i - 1]!], from, to);
