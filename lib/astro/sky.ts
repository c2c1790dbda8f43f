// The Sun and Moon at one UT instant, as the panchang needs them: sidereal (Lahiri) longitudes and
// their speeds for tithi, nakshatra, yoga and karana, and topocentric altitudes for rising and setting.
// Each body is evaluated alone from the engine's tables; everything else is a few lines of spherical astronomy.

import { greenwichApparentSiderealTime } from './ascendant';
import { lahiriAyanamsaMean } from './ayanamsa';
import { computeBodyPosition, type BodyPosition } from './ephemeris';
import { DEG, meanObliquity, nutation, precessionMatrix } from './frames';
import { deltaTSeconds } from './time';
import { normalizeDegrees } from './zodiac';

const { asin, atan2, cos, hypot, sin, sqrt } = Math;

export type Luminary = 'Sun' | 'Moon';

/** Sidereal longitudes (degrees) and speeds (degrees/day) of the Sun and Moon. */
export interface SunMoon {
  sun: number;
  sunSpeed: number;
  moon: number;
  moonSpeed: number;
}

/** Sidereal Sun and Moon at a Julian day (UT). */
export function sunMoonAt(jdUt: number): SunMoon {
  const jdTt = jdUt + deltaTSeconds(jdUt) / 86400;
  // Only the two bodies the panchang needs: a full ephemeris would also compute five planets.
  const precession = precessionMatrix(jdTt);
  const ayanamsa = lahiriAyanamsaMean(jdTt, precession);
  const Sun = computeBodyPosition('Sun', jdTt, precession);
  const Moon = computeBodyPosition('Moon', jdTt, precession);
  return {
    sun: normalizeDegrees(Sun.lon - ayanamsa),
    sunSpeed: Sun.speed,
    moon: normalizeDegrees(Moon.lon - ayanamsa),
    moonSpeed: Moon.speed,
  };
}

// Swiss Ephemeris constants for rising and setting (sweph.h): the ellipsoid of AA 2006 K6, disc diameters.
const AU_METRES = 1.495978707e11;
const EARTH_RADIUS_AU = 6378136.6 / AU_METRES;
const EARTH_FLATTENING = 1 / 298.25642;
const DISC_DIAMETER_METRES: Readonly<Record<Luminary, number>> = { Sun: 1392000000, Moon: 3475000 };

/**
 * Refraction (degrees) of a body seen on the horizon at sea level, 1013.25 hPa and 15 °C: Sinclair's
 * formula with Bennett's pressure and temperature factor, as swe_rise_trans takes it (about 34′).
 */
export const HORIZON_REFRACTION = (() => {
  const altitude = 0.000001;
  const pressure = 1013.25, temperature = 15;
  const r = (34.46 + 4.23 * altitude + 0.004 * altitude * altitude) / (1 + 0.505 * altitude + 0.0845 * altitude * altitude);
  return ((pressure - 80) / 930 / (1 + 0.00008 * (r + 39) * (temperature - 10))) * r / 60;
})();

/** An observer at sea level: geodetic latitude and east longitude, degrees. */
export interface Observer {
  latitude: number;
  longitude: number;
}

function apparentEquatorial(body: BodyPosition, dpsi: number, trueObliquity: number): [number, number, number] {
  const lon = body.lon * DEG + dpsi;
  const lat = body.lat * DEG;
  const cl = cos(lat);
  // Ecliptic of date (true equinox) → true equator of date, as rectangular coordinates in AU.
  const x = body.distance * cl * cos(lon);
  const ye = body.distance * cl * sin(lon);
  const ze = body.distance * sin(lat);
  const ce = cos(trueObliquity), se = sin(trueObliquity);
  return [x, ye * ce - ze * se, ye * se + ze * ce];
}

/**
 * How far (degrees) the upper limb of the Sun or Moon stands above the refracted sea horizon at an
 * instant: the topocentric true altitude of the centre plus the apparent semidiameter plus the horizon
 * refraction. It is zero at rising and setting, positive while the limb is visible.
 */
export function limbAltitude(jdUt: number, observer: Observer, bodies: readonly Luminary[]): number[] {
  const jdTt = jdUt + deltaTSeconds(jdUt) / 86400;
  const precession = precessionMatrix(jdTt);
  const nut = nutation(jdTt);
  const trueObliquity = meanObliquity(jdTt) + nut.deps;
  const lst = (greenwichApparentSiderealTime(jdUt, jdTt, nut.dpsi, trueObliquity) + observer.longitude) * DEG;
  const phi = observer.latitude * DEG;
  // The observer's geocentric position on the ellipsoid, in the true equator of date (AU).
  const c = 1 / sqrt(cos(phi) ** 2 + (1 - EARTH_FLATTENING) ** 2 * sin(phi) ** 2);
  const s = (1 - EARTH_FLATTENING) ** 2 * c;
  const ox = EARTH_RADIUS_AU * c * cos(phi) * cos(lst);
  const oy = EARTH_RADIUS_AU * c * cos(phi) * sin(lst);
  const oz = EARTH_RADIUS_AU * s * sin(phi);
  return bodies.map((name) => {
    const [gx, gy, gz] = apparentEquatorial(computeBodyPosition(name, jdTt, precession), nut.dpsi, trueObliquity);
    const x = gx - ox, y = gy - oy, z = gz - oz;
    const distance = hypot(x, y, z);
    const ra = atan2(y, x);
    const dec = asin(z / distance);
    const hourAngle = lst - ra;
    const altitude = asin(sin(phi) * sin(dec) + cos(phi) * cos(dec) * cos(hourAngle)) / DEG;
    const semidiameter = asin(DISC_DIAMETER_METRES[name] / 2 / AU_METRES / distance) / DEG;
    return altitude + semidiameter + HORIZON_REFRACTION;
  });
}

/** a − b in degrees, wrapped into [−180, 180). */
export function signedDifference(a: number, b: number): number {
  return normalizeDegrees(a - b + 180) - 180;
}

const HOUR = 1 / 24;
/** Rise and set instants are refined to this (days): about 1 ms. */
const TIME_TOLERANCE = 1e-8;

/**
 * The first rising (or setting) of the upper limb after `fromJd` and before `toJd` (Julian days, UT),
 * or null. Scans in one-hour steps, then refines the crossing by regula falsi (Illinois variant).
 */
export function findRiseOrSet(body: Luminary, kind: 'rise' | 'set', observer: Observer, fromJd: number, toJd: number): number | null {
  const f = (jd: number) => limbAltitude(jd, observer, [body])[0]!;
  const crosses = kind === 'rise' ? (a: number, b: number) => a < 0 && b >= 0 : (a: number, b: number) => a > 0 && b <= 0;
  let t0 = fromJd;
  let f0 = f(t0);
  while (t0 < toJd) {
    const t1 = Math.min(t0 + HOUR, toJd);
    const f1 = f(t1);
    if (crosses(f0, f1)) return refineRoot(f, t0, f0, t1, f1);
    t0 = t1;
    f0 = f1;
  }
  return null;
}

function refineRoot(f: (t: number) => number, a: number, fa: number, b: number, fb: number): number {
  let side = 0;
  for (let i = 0; i < 60 && b - a > TIME_TOLERANCE; i++) {
    const t = (a * fb - b * fa) / (fb - fa);
    const ft = f(t);
    if (ft === 0) return t;
    if ((ft < 0) === (fa < 0)) {
      a = t; fa = ft;
      if (side === -1) fb /= 2;
      side = -1;
    } else {
      b = t; fb = ft;
      if (side === 1) fa /= 2;
      side = 1;
    }
  }
  return (a * fb - b * fa) / (fb - fa);
}
