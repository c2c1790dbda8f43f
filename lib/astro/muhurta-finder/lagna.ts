// The lagna (the sidereal sign rising in the east) through a day, as the kundli computes the
// ascendant (../chart.ts): GAST, true obliquity, tropical ascendant minus the true Lahiri ayanamsa.
// Sign changes are found by bisection. Instants are JD (UT).

import { ascendantAndMc, greenwichApparentSiderealTime } from '../ascendant';
import { lahiriAyanamsaMean } from '../ayanamsa';
import { DEG, meanObliquity, nutation } from '../frames';
import type { Observer } from '../sky';
import { deltaTSeconds } from '../time';
import { normalizeDegrees } from '../zodiac';

/** The sidereal ascendant (degrees) at an instant. */
export type AscendantAt = (jdUt: number) => number;

/**
 * The ascendant for instants within a day or so of `nearJd`. Nutation, obliquity, ΔT and the
 * ayanamsa are taken once at `nearJd`: over a day they move less than 0.1″ (a fraction of a second
 * of the lagna's time), while sidereal time is computed at each instant.
 */
export function ascendantNear(nearJd: number, observer: Observer): AscendantAt {
  const dtDays = deltaTSeconds(nearJd) / 86400;
  const jdTt = nearJd + dtDays;
  const nut = nutation(jdTt);
  const trueObliquity = meanObliquity(jdTt) + nut.deps;
  const ayanamsaTrue = lahiriAyanamsaMean(jdTt) + nut.dpsi / DEG;
  return (jdUt) => {
    const gast = greenwichApparentSiderealTime(jdUt, jdUt + dtDays, nut.dpsi, trueObliquity);
    return normalizeDegrees(ascendantAndMc(gast + observer.longitude, observer.latitude, trueObliquity).ascendant - ayanamsaTrue);
  };
}

export const signAt = (ascendant: AscendantAt, jd: number): number => Math.floor(ascendant(jd) / 30) % 12;

/** A lagna sign takes at least ~40 minutes outside the polar circles; 10-minute steps cannot skip one. */
const SCAN_STEP = 10 / 1440;
/** Edges refined to about 0.1 s. */
const EDGE_TOLERANCE = 1e-6;

/** The lagnas in force between two instants, each with its span. */
export function lagnasBetween(ascendant: AscendantAt, fromJd: number, toJd: number): { sign: number; startJd: number; endJd: number }[] {
  const out: { sign: number; startJd: number; endJd: number }[] = [];
  let start = fromJd;
  let sign = signAt(ascendant, fromJd);
  let t = fromJd;
  while (t < toJd) {
    const next = Math.min(t + SCAN_STEP, toJd);
    const nextSign = signAt(ascendant, next);
    if (nextSign !== sign) {
      let a = t, b = next;
      while (b - a > EDGE_TOLERANCE) {
        const m = (a + b) / 2;
        if (signAt(ascendant, m) === sign) a = m; else b = m;
      }
      const edge = (a + b) / 2;
      out.push({ sign, startJd: start, endJd: edge });
      start = edge;
      sign = nextSign;
    }
    t = next;
  }
  out.push({ sign, startJd: start, endJd: toJd });
  return out;
}
