// The steps from a geometric geocentric vector to the apparent place, shared by the full-series ephemeris and
// the Chebyshev fast path: annual aberration, the Sun's light deflection, the mean ecliptic of date and the
// mean lunar node.

import { DEG, mulVec, type Mat3, type Vec3 } from './frames';
import { J2000 } from './time';

// Local aliases: a global `Math` lookup per call is slow in hot loops (notably inside VM sandboxes).
const { atan2, sqrt } = Math;

export const C_AU_PER_DAY = 173.1446326846693;
const SUN_SCHWARZSCHILD_HALF = 9.8706e-9; // GM☉/c² in AU
const DAYS_PER_CENTURY = 36_525;

/** Apparent geocentric position referred to the mean ecliptic and equinox of date. */
export interface BodyPosition {
  /** Ecliptic longitude, degrees [0, 360). */
  lon: number;
  /** Ecliptic latitude, degrees. */
  lat: number;
  /** Geocentric distance, AU. */
  distance: number;
  /** Longitude speed in a non-rotating frame, degrees/day (equals the sidereal longitude speed). */
  speed: number;
}

export function scale(v: Vec3, f: number): Vec3 {
  return [v[0] * f, v[1] * f, v[2] * f];
}

export const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const norm = (a: Vec3) => sqrt(dot(a, a));

/** Relativistic annual aberration of a geocentric direction p for the observer velocity v (AU/day). */
export function aberrate(p: Vec3, v: Vec3): Vec3 {
  const u: Vec3 = [v[0] / C_AU_PER_DAY, v[1] / C_AU_PER_DAY, v[2] / C_AU_PER_DAY];
  const r = norm(p);
  const b1 = sqrt(1 - dot(u, u));
  const f1 = dot(p, u) / r;
  const f2 = 1 + f1 / (1 + b1);
  return [(b1 * p[0] + f2 * r * u[0]) / (1 + f1), (b1 * p[1] + f2 * r * u[1]) / (1 + f1), (b1 * p[2] + f2 * r * u[2]) / (1 + f1)];
}

/** Gravitational light deflection by the Sun (observer at e, body at q heliocentric, geocentric p). */
export function deflect(p: Vec3, q: Vec3, e: Vec3): Vec3 {
  const r = norm(p), qn = norm(q), en = norm(e);
  const u: Vec3 = [p[0] / r, p[1] / r, p[2] / r];
  const qu: Vec3 = [q[0] / qn, q[1] / qn, q[2] / qn];
  const eu: Vec3 = [e[0] / en, e[1] / en, e[2] / en];
  const g1 = (2 * SUN_SCHWARZSCHILD_HALF) / en;
  const g2 = 1 + dot(qu, eu);
  if (g2 < 1e-10) return p; // body exactly behind the Sun
  const uq = dot(u, qu), eU = dot(eu, u);
  const f = g1 / g2;
  return [r * (u[0] + f * (uq * eu[0] - eU * qu[0])), r * (u[1] + f * (uq * eu[1] - eU * qu[1])), r * (u[2] + f * (uq * eu[2] - eU * qu[2]))];
}

export function toEclipticOfDate(pos: Vec3, vel: Vec3, precession: Mat3, cosEps: number, sinEps: number): BodyPosition {
  const p = mulVec(precession, pos);
  const v = mulVec(precession, vel);
  const x = p[0], y = p[1] * cosEps + p[2] * sinEps, z = -p[1] * sinEps + p[2] * cosEps;
  const vx = v[0], vy = v[1] * cosEps + v[2] * sinEps;
  let lon = atan2(y, x) / DEG;
  if (lon < 0) lon += 360;
  const rxy2 = x * x + y * y;
  return {
    lon,
    lat: atan2(z, sqrt(rxy2)) / DEG,
    distance: sqrt(rxy2 + z * z),
    speed: (x * vy - y * vx) / rxy2 / DEG,
  };
}

/** Mean longitude of the lunar ascending node, mean equinox of date (Chapront et al. / Meeus 47.7), deg. */
export function meanNode(jdTt: number): { lon: number; speed: number } {
  const t = (jdTt - J2000) / DAYS_PER_CENTURY;
  const lon = 125.0445479 + t * (-1934.1362891 + t * (0.0020754 + t * (1 / 467441 + t * (-1 / 60616000))));
  const rate = -1934.1362891 + t * (2 * 0.0020754 + t * (3 / 467441 + t * (-4 / 60616000)));
  return { lon: ((lon % 360) + 360) % 360, speed: rate / DAYS_PER_CENTURY };
}

/**
 * The true node: longitude (degrees [0, 360)) of the ascending node of the osculating geocentric lunar orbit
 * in the mean ecliptic of date, from the Moon's apparent position, its light time (days) and its velocity.
 */
export function trueNodeLongitude(moonApparent: Vec3, tau: number, moonVel: Vec3, precession: Mat3, ce: number, se: number): number {
  const moonGeometric: Vec3 = [moonApparent[0] + tau * moonVel[0], moonApparent[1] + tau * moonVel[1], moonApparent[2] + tau * moonVel[2]];
  const mp = mulVec(precession, moonGeometric), mv = mulVec(precession, moonVel);
  const rp: Vec3 = [mp[0], mp[1] * ce + mp[2] * se, -mp[1] * se + mp[2] * ce];
  const rv: Vec3 = [mv[0], mv[1] * ce + mv[2] * se, -mv[1] * se + mv[2] * ce];
  const hx = rp[1] * rv[2] - rp[2] * rv[1];
  const hy = rp[2] * rv[0] - rp[0] * rv[2];
  const lon = atan2(hx, -hy) / DEG;
  return lon < 0 ? lon + 360 : lon;
}
