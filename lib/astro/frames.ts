// Reference frames: IAU 2006 precession and obliquity, IAU 2000B nutation, the ICRS→J2000 frame bias and
// small 3×3 matrix helpers. Angles in radians unless a name says otherwise.

import { J2000 } from './time';

// Local aliases: a global `Math` lookup per call is slow in hot loops (notably inside VM sandboxes).
const { atan2, cos, hypot, sin } = Math;

export const DEG = Math.PI / 180;
export const ARCSEC = Math.PI / 648_000;

/** Row-major 3×3 matrix. */
export type Mat3 = readonly [number, number, number, number, number, number, number, number, number];
export type Vec3 = [number, number, number];

export function mulMat(a: Mat3, b: Mat3): Mat3 {
  return [
    a[0] * b[0] + a[1] * b[3] + a[2] * b[6], a[0] * b[1] + a[1] * b[4] + a[2] * b[7], a[0] * b[2] + a[1] * b[5] + a[2] * b[8],
    a[3] * b[0] + a[4] * b[3] + a[5] * b[6], a[3] * b[1] + a[4] * b[4] + a[5] * b[7], a[3] * b[2] + a[4] * b[5] + a[5] * b[8],
    a[6] * b[0] + a[7] * b[3] + a[8] * b[6], a[6] * b[1] + a[7] * b[4] + a[8] * b[7], a[6] * b[2] + a[7] * b[5] + a[8] * b[8],
  ];
}

export function mulVec(m: Mat3, v: Vec3): Vec3 {
  return [m[0] * v[0] + m[1] * v[1] + m[2] * v[2], m[3] * v[0] + m[4] * v[1] + m[5] * v[2], m[6] * v[0] + m[7] * v[1] + m[8] * v[2]];
}

/** Transpose times vector (inverse rotation). */
export function mulVecT(m: Mat3, v: Vec3): Vec3 {
  return [m[0] * v[0] + m[3] * v[1] + m[6] * v[2], m[1] * v[0] + m[4] * v[1] + m[7] * v[2], m[2] * v[0] + m[5] * v[1] + m[8] * v[2]];
}

/** Rotation of the coordinate frame about x / y / z by angle a (passive, as in SOFA's iauRx/Ry/Rz). */
export function rotX(a: number): Mat3 {
  const c = cos(a), s = sin(a);
  return [1, 0, 0, 0, c, s, 0, -s, c];
}
export function rotY(a: number): Mat3 {
  const c = cos(a), s = sin(a);
  return [c, 0, -s, 0, 1, 0, s, 0, c];
}
export function rotZ(a: number): Mat3 {
  const c = cos(a), s = sin(a);
  return [c, s, 0, -s, c, 0, 0, 0, 1];
}

/** Julian centuries of TT since J2000. */
export function centuries(jdTt: number): number {
  return (jdTt - J2000) / 36525;
}

/** Mean obliquity of the ecliptic, IAU 2006 (radians). */
export function meanObliquity(jdTt: number): number {
  const t = centuries(jdTt);
  return (84381.406 + t * (-46.836769 + t * (-0.0001831 + t * (0.0020034 + t * (-0.000000576 + t * -0.0000000434))))) * ARCSEC;
}

/** IAU 2006 precession matrix, mean equator & equinox of J2000 → mean equator & equinox of date. */
export function precessionMatrix(jdTt: number): Mat3 {
  const t = centuries(jdTt);
  const zeta = (2.650545 + t * (2306.083227 + t * (0.2988499 + t * (0.01801828 + t * (-0.000005971 + t * -0.0000003173))))) * ARCSEC;
  const z = (-2.650545 + t * (2306.077181 + t * (1.0927348 + t * (0.01826837 + t * (-0.000028596 + t * -0.0000002904))))) * ARCSEC;
  const theta = t * (2004.191903 + t * (-0.4294934 + t * (-0.04182264 + t * (-0.000007089 + t * -0.0000001274)))) * ARCSEC;
  return mulMat(rotZ(-z), mulMat(rotY(theta), rotZ(-zeta)));
}

/** IAU 1976 (Lieske) precession matrix, J2000 → date; used only for the Lahiri definition offset. */
export function precessionMatrix1976(jdTt: number): Mat3 {
  const t = centuries(jdTt);
  const zeta = t * (2306.2181 + t * (0.30188 + t * 0.017998)) * ARCSEC;
  const z = t * (2306.2181 + t * (1.09468 + t * 0.018203)) * ARCSEC;
  const theta = t * (2004.3109 + t * (-0.42665 + t * -0.041833)) * ARCSEC;
  return mulMat(rotZ(-z), mulMat(rotY(theta), rotZ(-zeta)));
}

/** Frame bias ICRS → mean equator & equinox of J2000 (IAU 2006 constants, first order). */
export const FRAME_BIAS: Mat3 = (() => {
  const da = -0.0146 * ARCSEC, xi = -0.016617 * ARCSEC, eta = -0.0068192 * ARCSEC;
  return [1, da, -xi, -da, 1, -eta, xi, eta, 1] as const;
})();

/** Ecliptic longitude (degrees, [0, 360)) and latitude of an equatorial vector, for obliquity eps. */
export function equatorialToEcliptic(v: Vec3, eps: number): { lon: number; lat: number } {
  const ce = cos(eps), se = sin(eps);
  const y = v[1] * ce + v[2] * se;
  const z = -v[1] * se + v[2] * ce;
  let lon = atan2(y, v[0]) / DEG;
  if (lon < 0) lon += 360;
  return { lon, lat: atan2(z, hypot(v[0], y)) / DEG };
}

// IAU 2000B luni-solar nutation (McCarthy & Luzum 2003; IERS Conventions): multipliers of l, l', F, D, Ω and
// coefficients (0.1 µas): ψ sin, ψ t·sin, ψ cos, ε cos, ε t·cos, ε sin.
const NUT_2000B: readonly (readonly number[])[] = [
  [0, 0, 0, 0, 1, -172064161, -174666, 33386, 92052331, 9086, 15377],
  [0, 0, 2, -2, 2, -13170906, -1675, -13696, 5730336, -3015, -4587],
  [0, 0, 2, 0, 2, -2276413, -234, 2796, 978459, -485, 1374],
  [0, 0, 0, 0, 2, 2074554, 207, -698, -897492, 470, -291],
  [0, 1, 0, 0, 0, 1475877, -3633, 11817, 73871, -184, -1924],
  [0, 1, 2, -2, 2, -516821, 1226, -524, 224386, -677, -174],
  [1, 0, 0, 0, 0, 711159, 73, -872, -6750, 0, 358],
  [0, 0, 2, 0, 1, -387298, -367, 380, 200728, 18, 318],
  [1, 0, 2, 0, 2, -301461, -36, 816, 129025, -63, 367],
  [0, -1, 2, -2, 2, 215829, -494, 111, -95929, 299, 132],
  [0, 0, 2, -2, 1, 128227, 137, 181, -68982, -9, 39],
  [-1, 0, 2, 0, 2, 123457, 11, 19, -53311, 32, -4],
  [-1, 0, 0, 2, 0, 156994, 10, -168, -1235, 0, 82],
  [1, 0, 0, 0, 1, 63110, 63, 27, -33228, 0, -9],
  [-1, 0, 0, 0, 1, -57976, -63, -189, 31429, 0, -75],
  [-1, 0, 2, 2, 2, -59641, -11, 149, 25543, -11, 66],
  [1, 0, 2, 0, 1, -51613, -42, 129, 26366, 0, 78],
  [-2, 0, 2, 0, 1, 45893, 50, 31, -24236, -10, 20],
  [0, 0, 0, 2, 0, 63384, 11, -150, -1220, 0, 29],
  [0, 0, 2, 2, 2, -38571, -1, 158, 16452, -11, 68],
  [0, -2, 2, -2, 2, 32481, 0, 0, -13870, 0, 0],
  [-2, 0, 0, 2, 0, -47722, 0, -18, 477, 0, -25],
  [2, 0, 2, 0, 2, -31046, -1, 131, 13238, -11, 59],
  [1, 0, 2, -2, 2, 28593, 0, -1, -12338, 10, -3],
  [-1, 0, 2, 0, 1, 20441, 21, 10, -10758, 0, -3],
  [2, 0, 0, 0, 0, 29243, 0, -74, -609, 0, 13],
  [0, 0, 2, 0, 0, 25887, 0, -66, -550, 0, 11],
  [0, 1, 0, 0, 1, -14053, -25, 79, 8551, -2, -45],
  [-1, 0, 0, 2, 1, 15164, 10, 11, -8001, 0, -1],
  [0, 2, 2, -2, 2, -15794, 72, -16, 6850, -42, -5],
  [0, 0, -2, 2, 0, 21783, 0, 13, -167, 0, 13],
  [1, 0, 0, -2, 1, -12873, -10, -37, 6953, 0, -14],
  [0, -1, 0, 0, 1, -12654, 11, 63, 6415, 0, 26],
  [-1, 0, 2, 2, 1, -10204, 0, 25, 5222, 0, 15],
  [0, 2, 0, 0, 0, 16707, -85, -10, 168, -1, 10],
  [1, 0, 2, 2, 2, -7691, 0, 44, 3268, 0, 19],
  [-2, 0, 2, 0, 0, -11024, 0, -14, 104, 0, 2],
  [0, 1, 2, 0, 2, 7566, -21, -11, -3250, 0, -5],
  [0, 0, 2, 2, 1, -6637, -11, 25, 3353, 0, 14],
  [0, -1, 2, 0, 2, -7141, 21, 8, 3070, 0, 4],
  [0, 0, 0, 2, 1, -6302, -11, 2, 3272, 0, 4],
  [1, 0, 2, -2, 1, 5800, 10, 2, -3045, 0, -1],
  [2, 0, 2, -2, 2, 6443, 0, -7, -2768, 0, -4],
  [-2, 0, 0, 2, 1, -5774, -11, -15, 3041, 0, -5],
  [2, 0, 2, 0, 1, -5350, 0, 21, 2695, 0, 12],
  [0, -1, 2, -2, 1, -4752, -11, -3, 2719, 0, -3],
  [0, 0, 0, -2, 1, -4940, -11, -21, 2720, 0, -9],
  [-1, -1, 0, 2, 0, 7350, 0, -8, -51, 0, 4],
  [2, 0, 0, -2, 1, 4065, 0, 6, -2206, 0, 1],
  [1, 0, 0, 2, 0, 6579, 0, -24, -199, 0, 2],
  [0, 1, 2, -2, 1, 3579, 0, 5, -1900, 0, 1],
  [1, -1, 0, 0, 0, 4725, 0, -6, -41, 0, 3],
  [-2, 0, 2, 0, 2, -3075, 0, -2, 1313, 0, -1],
  [3, 0, 2, 0, 2, -2904, 0, 15, 1233, 0, 7],
  [0, -1, 0, 2, 0, 4348, 0, -10, -81, 0, 2],
  [1, -1, 2, 0, 2, -2878, 0, 8, 1232, 0, 4],
  [0, 0, 0, 1, 0, -4230, 0, 5, -20, 0, -2],
  [-1, -1, 2, 2, 2, -2819, 0, 7, 1207, 0, 3],
  [-1, 0, 2, 0, 0, -4056, 0, 5, 40, 0, -2],
  [0, -1, 2, 2, 2, -2647, 0, 11, 1129, 0, 5],
  [-2, 0, 0, 0, 1, -2294, 0, -10, 1266, 0, -4],
  [1, 1, 2, 0, 2, 2481, 0, -7, -1062, 0, -3],
  [2, 0, 0, 0, 1, 2179, 0, -2, -1129, 0, -2],
  [-1, 1, 0, 1, 0, 3276, 0, 1, -9, 0, 0],
  [1, 1, 0, 0, 0, -3389, 0, 5, 35, 0, -2],
  [1, 0, 2, 0, 0, 3339, 0, -13, -107, 0, 1],
  [-1, 0, 2, -2, 1, -1987, 0, -6, 1073, 0, -2],
  [1, 0, 0, 0, 2, -1981, 0, 0, 854, 0, 0],
  [-1, 0, 0, 1, 0, 4026, 0, -353, -553, 0, -139],
  [0, 0, 2, 1, 2, 1660, 0, -5, -710, 0, -2],
  [-1, 0, 2, 4, 2, -1521, 0, 9, 647, 0, 4],
  [-1, 1, 0, 1, 1, 1314, 0, 0, -700, 0, 0],
  [0, -2, 2, -2, 1, -1283, 0, 0, 672, 0, 0],
  [1, 0, 2, 2, 1, -1331, 0, 8, 663, 0, 4],
  [-2, 0, 2, 2, 2, 1383, 0, -2, -594, 0, -2],
  [-1, 0, 0, 0, 2, 1405, 0, 4, -610, 0, 2],
  [1, 1, 2, -2, 2, 1290, 0, 0, -556, 0, 0],
];

export interface Nutation {
  /** Nutation in longitude (radians). */
  dpsi: number;
  /** Nutation in obliquity (radians). */
  deps: number;
}

/** IAU 2000B nutation (77 luni-solar terms plus the fixed planetary offsets), accurate to ~1 mas. */
export function nutation(jdTt: number): Nutation {
  const t = centuries(jdTt);
  const turn = 1_296_000;
  const l = ((485868.249036 + 1717915923.2178 * t) % turn) * ARCSEC;
  const lp = ((1287104.79305 + 129596581.0481 * t) % turn) * ARCSEC;
  const f = ((335779.526232 + 1739527262.8478 * t) % turn) * ARCSEC;
  const d = ((1072260.70369 + 1602961601.209 * t) % turn) * ARCSEC;
  const om = ((450160.398036 - 6962890.5431 * t) % turn) * ARCSEC;
  let dp = 0, de = 0;
  for (let i = NUT_2000B.length - 1; i >= 0; i--) {
    const r = NUT_2000B[i]!;
    const arg = r[0]! * l + r[1]! * lp + r[2]! * f + r[3]! * d + r[4]! * om;
    const s = sin(arg), c = cos(arg);
    dp += (r[5]! + r[6]! * t) * s + r[7]! * c;
    de += (r[8]! + r[9]! * t) * c + r[10]! * s;
  }
  return { dpsi: (dp * 1e-7 - 0.000135) * ARCSEC, deps: (de * 1e-7 + 0.000388) * ARCSEC };
}
