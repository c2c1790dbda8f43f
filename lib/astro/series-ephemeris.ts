// The full-series ephemeris: geocentric apparent positions summed from the VSOP87B and ELP/MPP02 series.
// It is the source the Chebyshev tables (data/chebyshev.ts, `npm run astro:generate-ephemeris`) are fitted to,
// and the reference the fast path (ephemeris.ts) is tested against; nothing at run time imports it.
//
// Theories: VSOP87B (heliocentric planets and Earth) and ELP/MPP02 with its DE405 constants (Moon), both
// truncated (see data/*.ts) to keep the error against the full series below ~0.2″ for 1700–2300.
// Apparent place as in the Swiss Ephemeris: light time (with the Sun's barycentric motion), gravitational
// deflection by the Sun, annual aberration (relativistic formula, barycentric Earth velocity), frame bias and
// IAU 2006 precession to the mean equator of date, then the mean ecliptic of date (no nutation).
// Each body's precise series is evaluated once per chart (a planet directly at its light-time-corrected
// instant); light time and velocities (speeds, aberration) come from the analytic derivatives of short
// series holding only the largest terms.

import { ELP_B, ELP_L, ELP_R, ELP_W1 } from './data/elpmpp02';
import { VSOP87B_EARTH, VSOP87B_JUPITER, VSOP87B_MARS, VSOP87B_MERCURY, VSOP87B_SATURN, VSOP87B_VENUS, type VsopSeries } from './data/vsop87b';
import { ARCSEC, FRAME_BIAS, meanObliquity, mulMat, mulVec, precessionMatrix, rotX, rotZ, type Mat3, type Vec3 } from './frames';
import { aberrate, C_AU_PER_DAY, deflect, meanNode, norm, scale, toEclipticOfDate, trueNodeLongitude } from './apparent-place';
import type { BodyPosition, Ephemeris, EphemerisBody } from './ephemeris';
import { J2000 } from './time';

// Local aliases: a global `Math` lookup per call is slow in hot loops (notably inside VM sandboxes).
const { abs, cos, hypot, sin, sqrt } = Math;

const GM_SUN = 2.959122082855911e-4; // AU³/day² (Gaussian constant squared)
const KM_PER_AU = 149_597_870.7;
const DAYS_PER_MILLENNIUM = 365_250;
const DAYS_PER_CENTURY = 36_525;
const MASS_RATIO_JUPITER = 1 / 1047.348644;
const MASS_RATIO_SATURN = 1 / 3497.9018;

// --- series evaluation -------------------------------------------------------------------------------

/** Precise series (positions) and a short series of the largest terms (velocities, light time). */
interface VsopModel {
  full: { L: Float64Array[]; B: Float64Array[]; R: Float64Array[] };
  low: { L: Float64Array[]; B: Float64Array[]; R: Float64Array[] };
}

/** Terms kept in the short series: amplitude × 0.3^k ≥ 1e-6 (rad, or relative for R). */
const LOW_THRESHOLD = 1e-6;

function toModel(s: VsopSeries): VsopModel {
  const full = (lists: readonly (readonly number[])[]) => lists.map((l) => Float64Array.from(l));
  const rScale = 1 / (s.R[0]?.[0] ?? 1);
  const low = (lists: readonly (readonly number[])[], scale: number) =>
    lists.map((l, k) => {
      const kept: number[] = [];
      for (let i = 0; i < l.length; i += 3) if (l[i]! * scale * 0.3 ** k >= LOW_THRESHOLD) kept.push(l[i]!, l[i + 1]!, l[i + 2]!);
      return Float64Array.from(kept);
    });
  return { full: { L: full(s.L), B: full(s.B), R: full(s.R) }, low: { L: low(s.L, 1), B: low(s.B, 1), R: low(s.R, rScale) } };
}

const EARTH = toModel(VSOP87B_EARTH);
const PLANETS: Record<Exclude<EphemerisBody, 'Sun' | 'Moon'>, VsopModel> = {
  Mercury: toModel(VSOP87B_MERCURY),
  Venus: toModel(VSOP87B_VENUS),
  Mars: toModel(VSOP87B_MARS),
  Jupiter: toModel(VSOP87B_JUPITER),
  Saturn: toModel(VSOP87B_SATURN),
};

/** Lunar series; the rate series keep only the terms with the largest derivatives (speeds). */
const ELP_RATE_THRESHOLD = 100; // |A · p1|, arcsec/century: the Moon moves ~1.7e9″ per century
function elpRate(lists: readonly (readonly number[])[]): Float64Array[] {
  return lists.map((l) => {
    const kept: number[] = [];
    for (let i = 0; i < l.length; i += 6) if (abs(l[i]! * l[i + 2]!) >= ELP_RATE_THRESHOLD || l[i + 2] === 0) kept.push(...l.slice(i, i + 6));
    return Float64Array.from(kept);
  });
}
const ELP_SERIES = {
  L: ELP_L.map((l) => Float64Array.from(l)),
  B: ELP_B.map((l) => Float64Array.from(l)),
  R: ELP_R.map((l) => Float64Array.from(l)),
  rateL: elpRate(ELP_L),
  rateB: elpRate(ELP_B),
};

/** Σ_k t^k Σ A cos(B + C t). */
function vsopValue(lists: Float64Array[], t: number): number {
  let value = 0, tk = 1;
  for (let k = 0; k < lists.length; k++) {
    const a = lists[k]!;
    let s = 0;
    for (let i = 0; i < a.length; i += 3) s += a[i]! * cos(a[i + 1]! + a[i + 2]! * t);
    value += tk * s;
    tk *= t;
  }
  return value;
}

// Value and derivative of the last series evaluated with a rate (module scratch: no allocation per call).
let seriesValue = 0;
let seriesRate = 0;

/** Σ_k t^k Σ A cos(B + C t) and its derivative with respect to t. */
function vsopValueAndRate(lists: Float64Array[], t: number): void {
  let value = 0, rate = 0, tk = 1, tkm1 = 0;
  for (let k = 0; k < lists.length; k++) {
    const a = lists[k]!;
    let s = 0, ds = 0;
    for (let i = 0; i < a.length; i += 3) {
      const amp = a[i]!, freq = a[i + 2]!;
      const arg = a[i + 1]! + freq * t;
      s += amp * cos(arg);
      ds -= amp * freq * sin(arg);
    }
    value += tk * s;
    rate += k * tkm1 * s + tk * ds;
    tkm1 = tk;
    tk *= t;
  }
  seriesValue = value;
  seriesRate = rate;
}

/** Σ_k T^k Σ A sin(p0 + p1 T + p2 T² + p3 T³ + p4 T⁴). */
function elpValue(lists: Float64Array[], t: number): number {
  let value = 0, tk = 1;
  for (let k = 0; k < lists.length; k++) {
    const a = lists[k]!;
    let s = 0;
    for (let i = 0; i < a.length; i += 6) s += a[i]! * sin(a[i + 1]! + t * (a[i + 2]! + t * (a[i + 3]! + t * (a[i + 4]! + t * a[i + 5]!))));
    value += tk * s;
    tk *= t;
  }
  return value;
}

/** Derivative with respect to T of the same sum. */
function elpRateOnly(lists: Float64Array[], t: number): number {
  let rate = 0, tk = 1, tkm1 = 0;
  for (let k = 0; k < lists.length; k++) {
    const a = lists[k]!;
    let s = 0, ds = 0;
    for (let i = 0; i < a.length; i += 6) {
      const p1 = a[i + 2]!, p2 = a[i + 3]!, p3 = a[i + 4]!, p4 = a[i + 5]!;
      const arg = a[i + 1]! + t * (p1 + t * (p2 + t * (p3 + t * p4)));
      const amp = a[i]!;
      if (k > 0) s += amp * sin(arg);
      ds += amp * (p1 + t * (2 * p2 + t * (3 * p3 + t * 4 * p4))) * cos(arg);
    }
    rate += k * tkm1 * s + tk * ds;
    tkm1 = tk;
    tk *= t;
  }
  return rate;
}

interface State {
  pos: Vec3;
  vel: Vec3;
}

function sphericalToVector(l: number, b: number, r: number): Vec3 {
  const cb = cos(b);
  return [r * cb * cos(l), r * cb * sin(l), r * sin(b)];
}

/** Spherical (lon, lat, r) with rates → rectangular position and velocity. */
function sphericalToState(l: number, dl: number, b: number, db: number, r: number, dr: number): State {
  const cl = cos(l), sl = sin(l), cb = cos(b), sb = sin(b);
  return {
    pos: [r * cb * cl, r * cb * sl, r * sb],
    vel: [
      dr * cb * cl - r * sb * db * cl - r * cb * sl * dl,
      dr * cb * sl - r * sb * db * sl + r * cb * cl * dl,
      dr * sb + r * cb * db,
    ],
  };
}

/** VSOP87 dynamical ecliptic J2000 → FK5 equator J2000 (Bretagnon & Francou), then the frame bias. */
const VSOP_TO_MEAN_J2000: Mat3 = mulMat(FRAME_BIAS, [
  1, 0.00000044036, -0.000000190919,
  -0.000000479966, 0.917482137087, -0.397776982902,
  0, 0.397776982902, 0.917482137087,
]);

/** Precise heliocentric position (AU) in the mean equator and equinox of J2000. */
function vsopPosition(model: VsopModel, jdTt: number): Vec3 {
  const t = (jdTt - J2000) / DAYS_PER_MILLENNIUM;
  const f = model.full;
  return mulVec(VSOP_TO_MEAN_J2000, sphericalToVector(vsopValue(f.L, t), vsopValue(f.B, t), vsopValue(f.R, t)));
}

/** Approximate heliocentric state (AU, AU/day; ~1e-5 relative) from the short series. */
function vsopApproxState(model: VsopModel, jdTt: number): State {
  const t = (jdTt - J2000) / DAYS_PER_MILLENNIUM;
  vsopValueAndRate(model.low.L, t);
  const l = seriesValue, dl = seriesRate;
  vsopValueAndRate(model.low.B, t);
  const b = seriesValue, db = seriesRate;
  vsopValueAndRate(model.low.R, t);
  const s = sphericalToState(l, dl, b, db, seriesValue, seriesRate);
  return { pos: mulVec(VSOP_TO_MEAN_J2000, s.pos), vel: scale(mulVec(VSOP_TO_MEAN_J2000, s.vel), 1 / DAYS_PER_MILLENNIUM) };
}

/**
 * ELP/MPP02 inertial mean ecliptic of J2000 → ICRS (rotation by φ = −0.05028″ in longitude and the
 * obliquity ε = 23°26′21.4096″ of the DE405/LLR frame, Chapront et al. 2002), then the frame bias.
 */
const ELP_TO_MEAN_J2000: Mat3 = mulMat(FRAME_BIAS, mulMat(rotX(-84381.4096 * ARCSEC), rotZ(0.05028 * ARCSEC)));

/** Laskar's precession of the ecliptic used by ELP: mean ecliptic of date → inertial ecliptic of J2000. */
function elpFrame(t: number): Mat3 {
  const p = t * (0.10180391e-4 + t * (0.47020439e-6 + t * (-0.5417367e-9 + t * (-0.2507948e-11 + t * 0.463486e-14))));
  const q = t * (-0.113469002e-3 + t * (0.12372674e-6 + t * (0.1265417e-8 + t * (-0.1371808e-11 + t * -0.320334e-14))));
  const sq = sqrt(1 - p * p - q * q);
  return mulMat(ELP_TO_MEAN_J2000, [
    1 - 2 * p * p, 2 * p * q, 2 * p * sq,
    2 * p * q, 1 - 2 * q * q, -2 * q * sq,
    -2 * p * sq, 2 * q * sq, 1 - 2 * p * p - 2 * q * q,
  ]);
}

function elpW1(t: number): number {
  const w = ELP_W1;
  return w[0]! + t * (w[1]! + t * (w[2]! + t * (w[3]! + t * w[4]!)));
}

/** Geocentric distance of the Moon in AU (the short distance series is good to a few km). */
function moonDistance(jdTt: number): number {
  return elpValue(ELP_SERIES.R, (jdTt - J2000) / DAYS_PER_CENTURY) / KM_PER_AU;
}

interface MoonPlace {
  /** Geocentric position (AU) in the mean equator and equinox of J2000. */
  pos: Vec3;
  /** Longitude and latitude in the ELP frame (mean ecliptic of date), radians. */
  lon: number;
  lat: number;
  frame: Mat3;
}

/** Precise geocentric geometric position of the Moon at distance r (AU). */
function moonPosition(jdTt: number, r: number): MoonPlace {
  const t = (jdTt - J2000) / DAYS_PER_CENTURY;
  const lon = elpW1(t) + elpValue(ELP_SERIES.L, t) * ARCSEC;
  const lat = elpValue(ELP_SERIES.B, t) * ARCSEC;
  const frame = elpFrame(t);
  return { pos: mulVec(frame, sphericalToVector(lon, lat, r)), lon, lat, frame };
}

/** Geocentric velocity of the Moon (AU/day) from the derivatives of the largest terms. */
function moonVelocity(jdTt: number, place: MoonPlace): Vec3 {
  const t = (jdTt - J2000) / DAYS_PER_CENTURY;
  const w = ELP_W1;
  const dLon = w[1]! + t * (2 * w[2]! + t * (3 * w[3]! + t * 4 * w[4]!)) + elpRateOnly(ELP_SERIES.rateL, t) * ARCSEC;
  const dLat = elpRateOnly(ELP_SERIES.rateB, t) * ARCSEC;
  const r = elpValue(ELP_SERIES.R, t) / KM_PER_AU;
  const dr = elpRateOnly(ELP_SERIES.R, t) / KM_PER_AU;
  const s = sphericalToState(place.lon, dLon, place.lat, dLat, r, dr);
  return scale(mulVec(place.frame, s.vel), 1 / DAYS_PER_CENTURY);
}

// --- apparent place ----------------------------------------------------------------------------------

/** The Earth (heliocentric position, velocity) and the Sun's barycentric velocity at jdTt. */
function observer(jdTt: number) {
  const e = vsopPosition(EARTH, jdTt);
  const earthVel = vsopApproxState(EARTH, jdTt).vel;
  const jupiter = vsopApproxState(PLANETS.Jupiter, jdTt).vel, saturn = vsopApproxState(PLANETS.Saturn, jdTt).vel;
  // The Sun's velocity about the solar-system barycentre (Jupiter and Saturn dominate; < 0.001″ left out).
  const k = 1 / (1 + MASS_RATIO_JUPITER + MASS_RATIO_SATURN);
  const sunVel: Vec3 = [0, 1, 2].map((i) => -k * (MASS_RATIO_JUPITER * jupiter[i]! + MASS_RATIO_SATURN * saturn[i]!)) as Vec3;
  const earthBaryVel: Vec3 = [earthVel[0] + sunVel[0], earthVel[1] + sunVel[1], earthVel[2] + sunVel[2]];
  return { e, earthVel, sunVel, earthBaryVel };
}

/** Light time (days) from the approximate orbit (second-order Taylor expansion) and the body's acceleration. */
function lightTime(s: State, e: Vec3): { tau: number; acc: Vec3 } {
  const r3 = norm(s.pos) ** 3;
  const acc: Vec3 = [(-GM_SUN * s.pos[0]) / r3, (-GM_SUN * s.pos[1]) / r3, (-GM_SUN * s.pos[2]) / r3];
  let tau = 0;
  for (let i = 0; i < 3; i++) {
    const d = tau * tau * 0.5;
    tau = hypot(s.pos[0] - tau * s.vel[0] + d * acc[0] - e[0], s.pos[1] - tau * s.vel[1] + d * acc[1] - e[1], s.pos[2] - tau * s.vel[2] + d * acc[2] - e[2]) / C_AU_PER_DAY;
  }
  return { tau, acc };
}

/** A body whose geometric position the Chebyshev tables hold: heliocentric planets and Earth, geocentric Moon. */
export type TabulatedBody = Exclude<EphemerisBody, 'Sun'> | 'Earth';

/**
 * Geometric position (AU, mean equator and equinox of J2000) summed from the full series: heliocentric for
 * the Earth and the planets, geocentric for the Moon. The Chebyshev tables are fitted to this function.
 */
export function seriesGeometricVector(body: TabulatedBody, jdTt: number): Vec3 {
  if (body === 'Moon') return moonPosition(jdTt, moonDistance(jdTt)).pos;
  return vsopPosition(body === 'Earth' ? EARTH : PLANETS[body], jdTt);
}

/** All bodies at a TT Julian day, summed from the full series (slow; the reference for the fast path). */
export function computeSeriesEphemeris(jdTt: number, precession: Mat3 = precessionMatrix(jdTt)): Ephemeris {
  const obliquity = meanObliquity(jdTt);
  const ce = cos(obliquity), se = sin(obliquity);

  const { e, earthVel, sunVel, earthBaryVel } = observer(jdTt);
  const approx = {
    Mercury: vsopApproxState(PLANETS.Mercury, jdTt),
    Venus: vsopApproxState(PLANETS.Venus, jdTt),
    Mars: vsopApproxState(PLANETS.Mars, jdTt),
    Jupiter: vsopApproxState(PLANETS.Jupiter, jdTt),
    Saturn: vsopApproxState(PLANETS.Saturn, jdTt),
  };

  const bodies = {} as Record<EphemerisBody, BodyPosition>;

  // Sun: light left the Sun τ earlier; in barycentric terms the Sun has moved by v☉·τ since.
  {
    const tau = norm(e) / C_AU_PER_DAY;
    const geo: Vec3 = [-e[0] - sunVel[0] * tau, -e[1] - sunVel[1] * tau, -e[2] - sunVel[2] * tau];
    bodies.Sun = toEclipticOfDate(aberrate(geo, earthBaryVel), scale(earthVel, -1), precession, ce, se);
  }

  for (const name of ['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'] as const) {
    const s = approx[name];
    const { tau, acc } = lightTime(s, e);
    const q = vsopPosition(PLANETS[name], jdTt - tau);
    let geo: Vec3 = [q[0] - e[0] - sunVel[0] * tau, q[1] - e[1] - sunVel[1] * tau, q[2] - e[2] - sunVel[2] * tau];
    geo = aberrate(deflect(geo, q, e), earthBaryVel);
    const vel: Vec3 = [0, 1, 2].map((j) => s.vel[j]! - tau * acc[j]! - earthVel[j]!) as Vec3;
    bodies[name] = toEclipticOfDate(geo, vel, precession, ce, se);
  }

  // Moon: position at t − τ (light time); the annual aberration cancels the Earth's own motion.
  const moonDist = moonDistance(jdTt);
  const tauMoon = moonDist / C_AU_PER_DAY;
  const moonPlace = moonPosition(jdTt - tauMoon, moonDist);
  const moonVel = moonVelocity(jdTt, moonPlace);
  const moonApparent = moonPlace.pos;
  bodies.Moon = toEclipticOfDate(moonApparent, moonVel, precession, ce, se);

  return { jdTt, precession, obliquity, bodies, meanNode: meanNode(jdTt), trueNode: { lon: trueNodeLongitude(moonApparent, tauMoon, moonVel, precession, ce, se) } };
}
