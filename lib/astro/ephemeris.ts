// Geocentric apparent positions of the Sun, Moon and planets, and the lunar nodes.
//
// Geometric positions come from Chebyshev tables (chebyshev.ts) fitted to the full VSOP87B (planets, Earth)
// and ELP/MPP02-DE405 (Moon) series to better than 0.001″; series-ephemeris.ts sums those series directly and
// is the reference these positions are tested against. Apparent place as in the Swiss Ephemeris: light time
// (with the Sun's barycentric motion), gravitational deflection by the Sun, annual aberration (relativistic
// formula, barycentric Earth velocity), frame bias and IAU 2006 precession to the mean equator of date, then the
// mean ecliptic of date (no nutation). Velocities are the tables' exact derivatives.

import { aberrate, C_AU_PER_DAY, deflect, meanNode, trueNodeLongitude, toEclipticOfDate, type BodyPosition } from './apparent-place';
import { tabulatedState, type TabulatedBody } from './chebyshev';
import { meanObliquity, precessionMatrix, type Mat3, type Vec3 } from './frames';

// Local aliases: a global `Math` lookup per call is slow in hot loops (notably inside VM sandboxes).
const { cos, sin, sqrt } = Math;

export type { BodyPosition } from './apparent-place';
export type EphemerisBody = 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn';
export const EPHEMERIS_BODIES: readonly EphemerisBody[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
type Planet = Exclude<EphemerisBody, 'Sun' | 'Moon'>;
const PLANETS: readonly Planet[] = ['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'];

export interface Ephemeris {
  jdTt: number;
  /** IAU 2006 precession matrix J2000 → date used for every body (reuse it for the ayanamsa). */
  precession: Mat3;
  /** Mean obliquity of date, radians. */
  obliquity: number;
  bodies: Record<EphemerisBody, BodyPosition>;
  /** Mean lunar ascending node, mean equinox of date: longitude (deg) and its speed (deg/day, of date). */
  meanNode: { lon: number; speed: number };
  /** Osculating (true) lunar ascending node, mean equinox of date, degrees. */
  trueNode: { lon: number };
}

const MASS_RATIO_JUPITER = 1 / 1047.348644;
const MASS_RATIO_SATURN = 1 / 3497.9018;
/** Jupiter and Saturn carry the Sun about the barycentre (the other planets add < 0.001″ of aberration). */
const SUN_REFLEX = 1 / (1 + MASS_RATIO_JUPITER + MASS_RATIO_SATURN);

const scratch = new Float64Array(6);

function state(body: TabulatedBody, jdTt: number): { pos: Vec3; vel: Vec3 } {
  tabulatedState(body, jdTt, scratch);
  return { pos: [scratch[0]!, scratch[1]!, scratch[2]!], vel: [scratch[3]!, scratch[4]!, scratch[5]!] };
}

function position(body: TabulatedBody, jdTt: number): Vec3 {
  tabulatedState(body, jdTt, scratch, false);
  return [scratch[0]!, scratch[1]!, scratch[2]!];
}

interface Observer {
  /** Heliocentric Earth position (AU) and velocity (AU/day). */
  e: Vec3;
  earthVel: Vec3;
  /** The Sun's barycentric velocity and the Earth's (AU/day). */
  sunVel: Vec3;
  earthBaryVel: Vec3;
}

function observerAt(jdTt: number): Observer {
  const earth = state('Earth', jdTt);
  tabulatedState('Jupiter', jdTt, scratch);
  const jx = scratch[3]!, jy = scratch[4]!, jz = scratch[5]!;
  tabulatedState('Saturn', jdTt, scratch);
  const k = -SUN_REFLEX;
  const sunVel: Vec3 = [
    k * (MASS_RATIO_JUPITER * jx + MASS_RATIO_SATURN * scratch[3]!),
    k * (MASS_RATIO_JUPITER * jy + MASS_RATIO_SATURN * scratch[4]!),
    k * (MASS_RATIO_JUPITER * jz + MASS_RATIO_SATURN * scratch[5]!),
  ];
  const v = earth.vel;
  return { e: earth.pos, earthVel: v, sunVel, earthBaryVel: [v[0] + sunVel[0], v[1] + sunVel[1], v[2] + sunVel[2]] };
}

/** Apparent Sun (J2000 frame) and its velocity: light left the Sun τ earlier, and the Sun moved by v☉·τ since. */
function apparentSun(o: Observer): { pos: Vec3; vel: Vec3 } {
  const e = o.e;
  const tau = sqrt(e[0] * e[0] + e[1] * e[1] + e[2] * e[2]) / C_AU_PER_DAY;
  const geo: Vec3 = [-e[0] - o.sunVel[0] * tau, -e[1] - o.sunVel[1] * tau, -e[2] - o.sunVel[2] * tau];
  return { pos: aberrate(geo, o.earthBaryVel), vel: [-o.earthVel[0], -o.earthVel[1], -o.earthVel[2]] };
}

/** Apparent planet (J2000 frame) and its geocentric velocity. */
function apparentPlanet(body: Planet, jdTt: number, o: Observer): { pos: Vec3; vel: Vec3 } {
  const e = o.e;
  // Light time by fixed-point iteration: each step gains a factor v/c ~ 1e-4.
  let tau = 0;
  for (let i = 0; i < 3; i++) {
    const q = position(body, jdTt - tau);
    const dx = q[0] - e[0], dy = q[1] - e[1], dz = q[2] - e[2];
    tau = sqrt(dx * dx + dy * dy + dz * dz) / C_AU_PER_DAY;
  }
  const s = state(body, jdTt - tau);
  const q = s.pos;
  const geo: Vec3 = [q[0] - e[0] - o.sunVel[0] * tau, q[1] - e[1] - o.sunVel[1] * tau, q[2] - e[2] - o.sunVel[2] * tau];
  return { pos: aberrate(deflect(geo, q, e), o.earthBaryVel), vel: [s.vel[0] - o.earthVel[0], s.vel[1] - o.earthVel[1], s.vel[2] - o.earthVel[2]] };
}

/** Apparent Moon: its position τ earlier (light time); the annual aberration cancels the Earth's own motion. */
function apparentMoon(jdTt: number): { pos: Vec3; vel: Vec3; tau: number } {
  const p = position('Moon', jdTt);
  const tau = sqrt(p[0] * p[0] + p[1] * p[1] + p[2] * p[2]) / C_AU_PER_DAY;
  return { ...state('Moon', jdTt - tau), tau };
}

function eclipticOfDate(s: { pos: Vec3; vel: Vec3 }, precession: Mat3, obliquity: number): BodyPosition {
  return toEclipticOfDate(s.pos, s.vel, precession, cos(obliquity), sin(obliquity));
}

/**
 * One body's apparent position at a TT Julian day: the fast path for root-finding (sunrise, tithi ends, ...),
 * where computing every body would waste time. Equal to `computeEphemeris(jdTt).bodies[body]`.
 */
export function computeBodyPosition(body: EphemerisBody, jdTt: number, precession: Mat3 = precessionMatrix(jdTt)): BodyPosition {
  const obliquity = meanObliquity(jdTt);
  if (body === 'Moon') return eclipticOfDate(apparentMoon(jdTt), precession, obliquity);
  const o = observerAt(jdTt);
  return eclipticOfDate(body === 'Sun' ? apparentSun(o) : apparentPlanet(body, jdTt, o), precession, obliquity);
}

/** All bodies at a TT Julian day. */
export function computeEphemeris(jdTt: number, precession: Mat3 = precessionMatrix(jdTt)): Ephemeris {
  const obliquity = meanObliquity(jdTt);
  const ce = cos(obliquity), se = sin(obliquity);
  const o = observerAt(jdTt);
  const bodies = {} as Record<EphemerisBody, BodyPosition>;
  bodies.Sun = eclipticOfDate(apparentSun(o), precession, obliquity);
  for (const name of PLANETS) bodies[name] = eclipticOfDate(apparentPlanet(name, jdTt, o), precession, obliquity);
  const moon = apparentMoon(jdTt);
  bodies.Moon = eclipticOfDate(moon, precession, obliquity);

  return { jdTt, precession, obliquity, bodies, meanNode: meanNode(jdTt), trueNode: { lon: trueNodeLongitude(moon.pos, moon.tau, moon.vel, precession, ce, se) } };
}
