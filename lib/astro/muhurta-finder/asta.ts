// Guru and Shukra asta: the spans in which Jupiter or Venus stands within its combustion orb of the
// Sun (Surya Siddhanta ch. 9; the orbs of ../dignity/tables.ts: Jupiter 11°, Venus 10°, 8° while
// retrograde), as almanacs print "Guru asta" and "Shukra asta" before marriage seasons. The edges are
// found by root-finding on the elongation, not by stepping minute by minute. Instants are JD (UT).
//
// Against the dates almanacs printed (checked in November 2026): Guru asta 2025, here 9 June to
// 9 July, printed 12 June 19:37 to 9 July (abplive.com, Guru Asta 2025); Shukra asta of March 2025
// (retrograde, 8°), here 18 to 28 March, as printed. Shukra asta 2025-26 (direct), here 26 November
// to 17 February, was printed 11 December 2025 06:35 to 1 February 2026 18:27 (kannada.asianetnews.com,
// livehindustan.com): those almanacs count heliacal visibility (the Surya Siddhanta's degrees as
// degrees of time, kalamsha, or a visibility arc), which for a direct Venus near superior conjunction
// is about 6.5° of longitude, not 10°. Open: which of the two the finder should follow.

import { computeBodyPosition } from '../ephemeris';
import { precessionMatrix } from '../frames';
import { signedDifference } from '../sky';
import { deltaTSeconds } from '../time';
import { COMBUSTION_ORB } from '../dignity/tables';

export type AstaGraha = 'Jupiter' | 'Venus';
export const ASTA_GRAHAS: readonly AstaGraha[] = ['Jupiter', 'Venus'];

export interface AstaSpan {
  graha: AstaGraha;
  startJd: number;
  endJd: number;
}

/** Degrees inside the orb (positive while asta) of a graha at an instant: orb − |elongation|. */
export function astaDepth(graha: AstaGraha, jdUt: number): number {
  const jdTt = jdUt + deltaTSeconds(jdUt) / 86400;
  const precession = precessionMatrix(jdTt);
  const sun = computeBodyPosition('Sun', jdTt, precession);
  const body = computeBodyPosition(graha, jdTt, precession);
  const orb = COMBUSTION_ORB[graha];
  // The speed of longitude is the same in the sidereal zodiac, so the tropical positions decide.
  const retrograde = body.speed < 0;
  return (retrograde ? orb.retrograde : orb.direct) - Math.abs(signedDifference(body.lon, sun.lon));
}

/** Steps a day: Venus, the faster, takes more than four days to cross its orb's edge. */
const SCAN_STEP = 1;
/** Edges refined to about a second. */
const EDGE_TOLERANCE = 1e-5;

function refineEdge(graha: AstaGraha, a: number, fa: number, b: number): number {
  while (b - a > EDGE_TOLERANCE) {
    const m = (a + b) / 2;
    const fm = astaDepth(graha, m);
    if (fm > 0 === fa > 0) { a = m; fa = fm; } else b = m;
  }
  return (a + b) / 2;
}

/**
 * Every asta span of Jupiter and Venus that overlaps [fromJd, toJd]; a span still running at an
 * end of the scan is cut there (callers scan with a margin so the dates they print are the real ones).
 */
export function astaSpans(fromJd: number, toJd: number): AstaSpan[] {
  const spans: AstaSpan[] = [];
  for (const graha of ASTA_GRAHAS) {
    let t = fromJd;
    let f = astaDepth(graha, t);
    let start: number | null = f > 0 ? fromJd : null;
    while (t < toJd) {
      const next = Math.min(t + SCAN_STEP, toJd);
      const fn = astaDepth(graha, next);
      if (f > 0 !== fn > 0) {
        const edge = refineEdge(graha, t, f, next);
        if (fn > 0) start = edge;
        else if (start !== null) { spans.push({ graha, startJd: start, endJd: edge }); start = null; }
      }
      t = next;
      f = fn;
    }
    if (start !== null) spans.push({ graha, startJd: start, endJd: toJd });
  }
  return spans.sort((a, b) => a.startJd - b.startJd);
}
