// True Chitrapaksha (SE_SIDM_TRUE_CITRA): the ayanamsa that puts the star Chitra (Spica, α Virginis) at
// exactly 180° sidereal at every instant. Its tropical longitude is taken as the Swiss Ephemeris takes a
// fixed star's: the catalogue place (ICRS, J2000) moved by its proper motion, frame bias and IAU 2006
// precession to the mean equinox of date, and the annual aberration; the mean ayanamsa is that longitude
// minus 180°, and the true ayanamsa adds the nutation in longitude, as for every other mode.
// Star data: Hipparcos new reduction (van Leeuwen 2007), as in the Swiss Ephemeris's sefstars.txt:
// RA 13h25m11.57937s, Dec −11°09′40.7501″, proper motion −42.35 mas/yr in RA·cos δ, −30.67 mas/yr in Dec.
// Parallax (13 mas) and radial velocity change the place by < 0.01″ and are left out.

import { ARCSEC, DEG, FRAME_BIAS, meanObliquity, mulVec, precessionMatrix, type Mat3, type Vec3 } from '../frames';

const { cos, sin, atan2 } = Math;

const RA0 = (13 + 25 / 60 + 11.57937 / 3600) * 15 * DEG;
const DEC0 = -(11 + 9 / 60 + 40.7501 / 3600) * DEG;
const PM_RA_COS_DEC = -42.35e-3 * ARCSEC; // per Julian year
const PM_DEC = -30.67e-3 * ARCSEC;
/** Constant of aberration (radians). */
const KAPPA = 20.49552 * ARCSEC;

/** Spica's direction in the ICRS at a TT Julian day (space motion as linear in RA and Dec: < 0.001″ here). */
function spicaIcrs(jdTt: number): Vec3 {
  const years = (jdTt - 2451545.0) / 365.25;
  const dec = DEC0 + PM_DEC * years;
  const ra = RA0 + (PM_RA_COS_DEC * years) / cos(DEC0);
  return [cos(dec) * cos(ra), cos(dec) * sin(ra), sin(dec)];
}

/**
 * Mean True Chitra ayanamsa (degrees) at a TT Julian day: Spica's longitude (mean equinox of date, with annual
 * aberration) − 180°. `sunLongitude` is the Sun's apparent tropical longitude (degrees), for the aberration.
 */
export function trueChitraAyanamsaMean(jdTt: number, sunLongitude: number, precessionOfDate: Mat3 = precessionMatrix(jdTt)): number {
  const p = mulVec(precessionOfDate, mulVec(FRAME_BIAS, spicaIcrs(jdTt)));
  const eps = meanObliquity(jdTt);
  const y = p[1] * cos(eps) + p[2] * sin(eps);
  const z = -p[1] * sin(eps) + p[2] * cos(eps);
  const lon = atan2(y, p[0]);
  const lat = atan2(z, Math.hypot(p[0], y));
  // Annual aberration in longitude (classical first-order formula; the e-terms, ≤ 0.34″, are in the Sun's
  // apparent longitude already to the accuracy needed here).
  const aberration = (-KAPPA * cos(sunLongitude * DEG - lon)) / cos(lat);
  const ayan = (lon + aberration) / DEG - 180;
  return ((ayan % 360) + 360) % 360;
}
