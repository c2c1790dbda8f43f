// Sidereal time, ascendant and midheaven (tropical, true equinox of date), as the Swiss Ephemeris computes
// them for swe_houses: Greenwich apparent sidereal time from the Earth rotation angle (IERS 2010), true
// obliquity, and inside the polar circles the ascendant that lies within 180° after the MC.

import { ARCSEC, DEG } from './frames';
import { J2000 } from './time';

// Local aliases: a global `Math` lookup per call is slow in hot loops (notably inside VM sandboxes).
const { atan2, cos, max, min, sin, tan } = Math;

function norm360(x: number): number {
  const r = x % 360;
  return r < 0 ? r + 360 : r;
}

/**
 * Greenwich apparent sidereal time (degrees): ERA + the IAU 2006 polynomial part of GMST + the largest
 * complementary terms + the equation of the equinoxes Δψ·cos ε.
 */
export function greenwichApparentSiderealTime(jdUt: number, jdTt: number, dpsi: number, trueObliquity: number): number {
  const t = (jdTt - J2000) / 36525;
  let gst = norm360((0.779057273264 + 1.00273781191135448 * (jdUt - J2000)) * 360);
  gst += (0.014506 + t * (4612.156534 + t * (1.3915817 + t * (-0.00000044 + t * (-0.000029956 + t * -0.0000000368))))) / 3600;
  const om = (450160.398036 - 6962890.5431 * t) * ARCSEC;
  gst += ((2640.96 * sin(om) + 63.52 * sin(2 * om)) * 1e-6) / 3600;
  gst += (dpsi / DEG) * cos(trueObliquity);
  return norm360(gst);
}

export interface AngularPoints {
  /** Tropical ascendant, true equinox of date, degrees. */
  ascendant: number;
  /** Tropical midheaven, degrees. */
  mc: number;
  /** Right ascension of the MC (local apparent sidereal time), degrees. */
  armc: number;
}

/** Ascendant and MC from the local apparent sidereal time (ARMC), geographic latitude and true obliquity. */
export function ascendantAndMc(armcDeg: number, latitudeDeg: number, trueObliquity: number): AngularPoints {
  const th = armcDeg * DEG;
  const phi = max(-89.9999, min(89.9999, latitudeDeg)) * DEG;
  const ce = cos(trueObliquity), se = sin(trueObliquity);
  const mc = norm360(atan2(sin(th), cos(th) * ce) / DEG);
  let asc = norm360(atan2(cos(th), -(sin(th) * ce + tan(phi) * se)) / DEG);
  // Outside the polar circles this never triggers; inside them it picks the ascendant after the MC.
  if (norm360(asc - mc) > 180) asc = norm360(asc + 180);
  return { ascendant: asc, mc, armc: norm360(armcDeg) };
}
