// Guru and Shukra asta: the spans in which Jupiter or Venus cannot be seen for the Sun, as almanacs
// print "गुरु अस्त" and "शुक्र अस्त" before marriage seasons. The edges are found by root-finding, not
// by stepping minute by minute. Instants are JD (UT).
//
// The rule. The Surya Siddhanta (ch. 9, Udayastadhikara, vv. 6-9) sets a planet's asta by
// kalamshas: degrees of time between its rising and the Sun's (or its setting and the Sun's), with the
// planet's latitude, at the place; Jupiter 11, Venus 10, Venus 8 while retrograde. Read as a time
// arc at the horizon, that is a visibility rule: a planet is seen when the Sun is far enough below
// the horizon as it rises before the Sun (morning) or sets after it (evening); the depth needed is
// the planet's arcus visionis (Ptolemy, Almagest XIII.7-9; the tables modern heliacal solvers use).
// The Hindi almanacs that date asta by visibility (tests/unit/astro/muhurta-finder/asta-printed.test.ts:
// twelve spans 2018-2026) fit a depression of 5.7° for a direct Venus and 8.1° for Jupiter, each to
// within two days (the two numbers chosen on eight of the spans, the other four held out; Ptolemy
// gives Venus 5°, Jupiter 10°). The Surya
// Siddhanta's own numbers, 10 and 11 degrees of time, come to about 8.5° and 9.5° of depression at
// New Delhi and give a direct Venus a span a week or more longer than the almanacs print.
// A retrograde Venus, near its inferior conjunction, can stand 8° off the ecliptic and be seen on
// both sides of the Sun; the almanacs then keep the Surya Siddhanta's 8° of longitude (March 2025:
// 19 to 28 March, as printed), and so does this.
// Another tradition prints the orbs as degrees of longitude for every case (Venus 14 February to
// 4 May 2021; astrotips.in): the finder does not follow it, since the almanacs it is compared with do not.

import { computeBodyPosition } from '../ephemeris';
import { DEG, meanObliquity, precessionMatrix } from '../frames';
import { signedDifference } from '../sky';
import { deltaTSeconds } from '../time';

export type AstaGraha = 'Jupiter' | 'Venus';
export const ASTA_GRAHAS: readonly AstaGraha[] = ['Jupiter', 'Venus'];

/** The Sun's depression (degrees) needed to see the graha at its rising or setting (see above). */
export const ARCUS_VISIONIS: Readonly<Record<AstaGraha, number>> = { Jupiter: 8.1, Venus: 5.7 };
/** A retrograde Venus is asta within this many degrees of longitude of the Sun (Surya Siddhanta 9). */
export const RETROGRADE_VENUS_ORB = 8;
/**
 * Shukra bala: for three days after Venus rises again it is "a child" (bala) and still bars
 * marriage and other beginnings, as the almanacs count it: marriages resume "four days after" the
 * uday of 28 June 2024 (jantaserishta.com, June 2024), the first date after the uday of 17 April
 * 2021 is 22 April (Dr Ganesh Mishra, hindi.asianetnews.com), after that of 1 February 2026 it is
 * 4 or 5 February (tests/unit/astro/muhurta-finder/published-dates.test.ts). Muhurta Chintamani
 * (ch. 1) counts such days of bala and vriddha for Guru and Shukra; the almanacs compared here show
 * no days for Guru, so none are counted for it.
 */
export const VENUS_BALA_DAYS = 3;
/** Beyond this elongation a graha is never asta; it also keeps opposition (rising at sunset) out. */
const FAR_FROM_SUN = 30;
/** The latitude almanacs reckon for when none is given: New Delhi. */
export const DEFAULT_ASTA_LATITUDE = 28.6139;

export interface AstaSpan {
  graha: AstaGraha;
  startJd: number;
  endJd: number;
}

function equatorial(lon: number, lat: number, eps: number): { ra: number; dec: number } {
  const l = lon * DEG, b = lat * DEG;
  const x = Math.cos(b) * Math.cos(l);
  const y = Math.cos(b) * Math.sin(l) * Math.cos(eps) - Math.sin(b) * Math.sin(eps);
  const z = Math.cos(b) * Math.sin(l) * Math.sin(eps) + Math.sin(b) * Math.cos(eps);
  return { ra: Math.atan2(y, x) / DEG, dec: Math.asin(z) / DEG };
}

/**
 * The Sun's depression below the horizon (degrees) at the moment the body, at (ra, dec), rises
 * (morning, `rising`) or sets: positions held fixed over that hour or so, refraction left out as the
 * almanacs' arcs include it.
 */
function sunDepressionAtHorizon(body: { ra: number; dec: number }, sun: { ra: number; dec: number }, rising: boolean, latitude: number): number {
  const phi = latitude * DEG;
  const cosH0 = -Math.tan(phi) * Math.tan(body.dec * DEG);
  // A body that never rises (cosH0 > 1) is never seen; one that never sets is held at the meridian's far side.
  const semiArc = Math.acos(Math.max(-1, Math.min(1, cosH0))) / DEG;
  const bodyHour = rising ? -semiArc : semiArc;
  const sunHour = (bodyHour + body.ra - sun.ra) * DEG;
  const altitude = Math.asin(Math.sin(phi) * Math.sin(sun.dec * DEG) + Math.cos(phi) * Math.cos(sun.dec * DEG) * Math.cos(sunHour)) / DEG;
  return -altitude;
}

/** How far inside asta a graha is at an instant (positive while asta), in degrees. */
export function astaDepth(graha: AstaGraha, jdUt: number, latitude: number = DEFAULT_ASTA_LATITUDE): number {
  const jdTt = jdUt + deltaTSeconds(jdUt) / 86400;
  const precession = precessionMatrix(jdTt);
  const sun = computeBodyPosition('Sun', jdTt, precession);
  const body = computeBodyPosition(graha, jdTt, precession);
  // The speed of longitude is the same in the sidereal zodiac, so the tropical positions decide.
  const elongation = signedDifference(body.lon, sun.lon);
  if (Math.abs(elongation) > FAR_FROM_SUN) return FAR_FROM_SUN - Math.abs(elongation);
  if (graha === 'Venus' && body.speed < 0) return RETROGRADE_VENUS_ORB - Math.abs(elongation);
  const eps = meanObliquity(jdTt);
  // West of the Sun (smaller longitude) it rises before the Sun: a morning star; east, an evening one.
  const depression = sunDepressionAtHorizon(equatorial(body.lon, body.lat, eps), equatorial(sun.lon, sun.lat, eps), elongation < 0, latitude);
  return ARCUS_VISIONIS[graha] - depression;
}

/** Steps a day: the depression of the slowest case (Venus near superior conjunction) changes 0.2° a day. */
const SCAN_STEP = 1;
/** Edges refined to about a second. */
const EDGE_TOLERANCE = 1e-5;

function refineEdge(graha: AstaGraha, latitude: number, a: number, fa: number, b: number): number {
  while (b - a > EDGE_TOLERANCE) {
    const m = (a + b) / 2;
    const fm = astaDepth(graha, m, latitude);
    if (fm > 0 === fa > 0) { a = m; fa = fm; } else b = m;
  }
  return (a + b) / 2;
}

/**
 * Every asta span of Jupiter and Venus, seen from `latitude`, that overlaps [fromJd, toJd]; a span
 * still running at an end of the scan is cut there (callers scan with a margin so the dates they
 * print are the real ones).
 */
export function astaSpans(fromJd: number, toJd: number, latitude: number = DEFAULT_ASTA_LATITUDE): AstaSpan[] {
  const spans: AstaSpan[] = [];
  for (const graha of ASTA_GRAHAS) {
    let t = fromJd;
    let f = astaDepth(graha, t, latitude);
    let start: number | null = f > 0 ? fromJd : null;
    while (t < toJd) {
      const next = Math.min(t + SCAN_STEP, toJd);
      const fn = astaDepth(graha, next, latitude);
      if (f > 0 !== fn > 0) {
        const edge = refineEdge(graha, latitude, t, f, next);
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
