// Lahiri (Chitrapaksha) ayanamsa exactly as the Swiss Ephemeris defines SE_SIDM_LAHIRI:
//   t0 = JD 2435553.5, ayanamsa(t0) = 23.250182778° − 0.004658035°, defined with IAU 1976 precession.
// The ayanamsa at date t is the longitude, counted backwards in the mean ecliptic of t0, of the mean
// vernal point of t precessed to t0, plus ayanamsa(t0):
//   ayan(t) = −λ_ecl(t0)( P(t0) · P(t)ᵀ · x̂ ) + ayan(t0) − c,
// where P is the precession matrix (J2000 → date) of the engine (IAU 2006 here; Vondrák 2011 in the
// Swiss Ephemeris, identical to < 1 mas over these centuries) and c is the constant offset that keeps the
// definition tied to IAU 1976 precession: c = λ_ecl(t0)( P76(t0) · P(t0)ᵀ · x̂ ) (≈ 0.13″).
// The result is the MEAN ayanamsa; the TRUE ayanamsa adds the nutation in longitude Δψ. t0 is used as TT
// (taking it as UT would change the ayanamsa by 0.00005″). Matches the reference to 0.002″ for 1900–2030.

import { epochAyanamsaMean, LAHIRI_DEFINITION } from './ayanamsas/epoch-defined';
import { ARCSEC, DEG, precessionMatrix, type Mat3 } from './frames';

export const LAHIRI_T0 = LAHIRI_DEFINITION.t0;
export const LAHIRI_AYANAMSA_T0 = LAHIRI_DEFINITION.valueAtT0;

/**
 * Mean Lahiri ayanamsa (degrees) at a TT Julian day. Pass the date's precession matrix when it is already
 * at hand to avoid recomputing it. (The other modes: ./ayanamsas.)
 */
export function lahiriAyanamsaMean(jdTt: number, precessionOfDate: Mat3 = precessionMatrix(jdTt)): number {
  return epochAyanamsaMean(LAHIRI_DEFINITION, jdTt, precessionOfDate);
}

/** True Lahiri ayanamsa: mean ayanamsa plus the nutation in longitude (radians in, degrees out). */
export function lahiriAyanamsaTrue(meanAyanamsaDeg: number, dpsi: number): number {
  return meanAyanamsaDeg + dpsi / DEG;
}

/** Rate of the general precession in longitude (degrees per day), IAU 2006; the ayanamsa's speed. */
export function precessionRateDegPerDay(jdTt: number): number {
  const t = (jdTt - 2451545.0) / 36525;
  return ((5028.796195 + 2 * 1.1054348 * t) * ARCSEC) / DEG / 36525;
}
