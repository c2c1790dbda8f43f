// Civil time → UTC → Julian days (UT and TT). ΔT follows the Swiss Ephemeris 2.10 default model so that
// positions agree with the reference charts: Stephenson, Morrison & Hohenkerk (2016) before 1955, the
// Astronomical Almanac yearly table (Bessel interpolation) from 1955 to 2028, then the SMH 2016 long-term
// parabola blended into the last tabulated value. Tidal acceleration of the Moon: DE431 (−25.80″/cy²).

// Local aliases: a global `Math` lookup per call is slow in hot loops (notably inside VM sandboxes).
const { floor } = Math;

/** A birth (or any) moment as entered on the product's forms: local civil time plus its UTC offset. */
export interface BirthMoment {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** UTC offset of the local civil time, "+05:30" / "-04:00"; authoritative (UTC = local − offset). */
  timezone: string;
  /** Degrees, north positive. */
  latitude: number;
  /** Degrees, east positive. */
  longitude: number;
}

export const J2000 = 2451545.0;
const MS_PER_DAY = 86_400_000;
const UNIX_EPOCH_JD = 2440587.5;

const OFFSET_RE = /^([+-])(\d{1,2}):(\d{2})$/;

/** Minutes east of UTC for "+05:30", "-03:30", "+5:30"; null if malformed or outside −12:00..+14:00. */
export function parseUtcOffset(tz: string): number | null {
  if (typeof tz !== 'string') return null;
  const m = OFFSET_RE.exec(tz.trim());
  if (!m) return null;
  const hours = Number(m[2]);
  const minutes = Number(m[3]);
  if (minutes > 59) return null;
  const total = (m[1] === '-' ? -1 : 1) * (hours * 60 + minutes);
  if (total < -12 * 60 || total > 14 * 60) return null;
  return total === 0 ? 0 : total; // no −0
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** Milliseconds since 1970 of a proleptic-Gregorian UTC date-time (years 0..99 are not shifted to 19xx). */
export function utcMillis(year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  d.setUTCHours(hours, minutes, 0, 0);
  return d.getTime() + seconds * 1000;
}

function assertInt(name: string, v: number, min: number, max: number): void {
  if (!Number.isInteger(v) || v < min || v > max) throw new RangeError(`${name} must be an integer in ${min}..${max}, got ${v}`);
}

/** The UTC instant of a local civil date-time. Throws RangeError on an invalid date, time or offset. */
export function birthMomentToUtc(m: BirthMoment): Date {
  const offset = parseUtcOffset(m.timezone);
  if (offset === null) throw new RangeError(`Invalid UTC offset "${m.timezone}" (expected ±HH:MM between -12:00 and +14:00)`);
  assertInt('year', m.year, 1, 9999);
  assertInt('month', m.month, 1, 12);
  assertInt('day', m.day, 1, daysInMonth(m.year, m.month));
  assertInt('hours', m.hours, 0, 23);
  assertInt('minutes', m.minutes, 0, 59);
  if (!Number.isFinite(m.seconds) || m.seconds < 0 || m.seconds >= 60) throw new RangeError(`seconds must be in [0, 60), got ${m.seconds}`);
  return new Date(utcMillis(m.year, m.month, m.day, m.hours, m.minutes, m.seconds) - offset * 60_000);
}

/** Julian day (UT) of an instant. UTC is used as UT1 (|DUT1| < 0.9 s is ignored, as in the reference). */
export function julianDayUt(date: Date | number): number {
  const ms = typeof date === 'number' ? date : date.getTime();
  return ms / MS_PER_DAY + UNIX_EPOCH_JD;
}

// --- ΔT -----------------------------------------------------------------------------------------------

const TIDAL_ACC_DE431 = -25.8;
const TIDAL_ACC_SMH2016 = -25.85;

/** Stephenson, Morrison & Hohenkerk (2016) cubic spline: [jdStart, jdEnd, a0, a1, a2, a3] (seconds). */
const SMH2016: readonly (readonly number[])[] = [
  [1458085.5, 1867156.5, 20550.593, -21268.478, 11863.418, -4541.129],
  [1867156.5, 2086302.5, 6604.404, -5981.266, -505.093, 1349.609],
  [2086302.5, 2268923.5, 1467.654, -2452.187, 2460.927, -1183.759],
  [2268923.5, 2305447.5, 292.635, -216.322, -43.614, 56.681],
  [2305447.5, 2323710.5, 89.38, -66.754, 31.607, -10.497],
  [2323710.5, 2349276.5, 43.736, -49.043, 0.227, 15.811],
  [2349276.5, 2378496.5, 10.73, -1.321, 62.25, -52.946],
  [2378496.5, 2382148.5, 18.714, -4.457, -1.509, 2.507],
  [2382148.5, 2385800.5, 15.255, 0.046, 6.012, -4.634],
  [2385800.5, 2389453.5, 16.679, -1.831, -7.889, 3.799],
  [2389453.5, 2393105.5, 10.758, -6.211, 3.509, -0.388],
  [2393105.5, 2396758.5, 7.668, -0.357, 2.345, -0.338],
  [2396758.5, 2398584.5, 9.317, 1.659, 0.332, -0.932],
  [2398584.5, 2400410.5, 10.376, -0.472, -2.463, 1.596],
  [2400410.5, 2402237.5, 9.038, -0.61, 2.325, -2.497],
  [2402237.5, 2404063.5, 8.256, -3.45, -5.166, 2.729],
  [2404063.5, 2405889.5, 2.369, -5.596, 3.02, -0.919],
  [2405889.5, 2407715.5, -1.126, -2.312, 0.264, -0.037],
  [2407715.5, 2409542.5, -3.211, -1.894, 0.154, 0.562],
  [2409542.5, 2411368.5, -4.388, 0.101, 1.841, -1.438],
  [2411368.5, 2413194.5, -3.884, -0.531, -2.473, 1.87],
  [2413194.5, 2415020.5, -5.017, 0.134, 3.138, -0.232],
  [2415020.5, 2416846.5, -1.977, 5.715, 2.443, -1.257],
  [2416846.5, 2418672.5, 4.923, 6.828, -1.329, 0.72],
  [2418672.5, 2420498.5, 11.142, 6.33, 0.831, -0.825],
  [2420498.5, 2422324.5, 17.479, 5.518, -1.643, 0.262],
  [2422324.5, 2424151.5, 21.617, 3.02, -0.856, 0.008],
  [2424151.5, 2425977.5, 23.789, 1.333, -0.831, 0.127],
  [2425977.5, 2427803.5, 24.418, 0.052, -0.449, 0.142],
  [2427803.5, 2429629.5, 24.164, -0.419, -0.022, 0.702],
  [2429629.5, 2431456.5, 24.426, 1.645, 2.086, -1.106],
  [2431456.5, 2433282.5, 27.05, 2.499, -1.232, 0.614],
  [2433282.5, 2434378.5, 28.932, 1.127, 0.22, -0.277],
  [2434378.5, 2435473.5, 30.002, 0.737, -0.61, 0.631],
];

/** ΔT (s) for 1950.0..2028.0 at the start of each year (Astronomical Almanac / IERS values). */
const DT_TABLE_START = 1950;
const DT_TABLE_END = 2028;
const DT_TABLE: readonly number[] = [
  29.15, 29.57, 29.97, 30.36, 30.72, 31.07, 31.35, 31.68, 32.18, 32.68,
  33.15, 33.59, 34.0, 34.47, 35.03, 35.73, 36.54, 37.43, 38.29, 39.2,
  40.18, 41.17, 42.23, 43.37, 44.4841, 45.4761, 46.4567, 47.5214, 48.5344, 49.5862,
  50.5387, 51.3808, 52.1668, 52.9565, 53.7882, 54.3427, 54.8713, 55.3222, 55.8197, 56.3,
  56.8553, 57.5653, 58.3092, 59.1218, 59.9845, 60.7854, 61.6287, 62.2951, 62.9659, 63.4673,
  63.8285, 64.0908, 64.2998, 64.4734, 64.5736, 64.6876, 64.8452, 65.1464, 65.4574, 65.7768,
  66.0699, 66.3246, 66.603, 66.9069, 67.281, 67.6439, 68.1024, 68.5927, 68.9676, 69.2202,
  69.3612, 69.3593, 69.2945, 69.1833, 69.1, 69.0, 68.9, 68.8, 68.8,
];

function tableDt(year: number): number {
  return DT_TABLE[year - DT_TABLE_START]!;
}

/** Bessel interpolation in the yearly table (4th differences), as the Swiss Ephemeris does it. */
function interpolateTable(y: number): number {
  const iy = floor(y);
  const p = y - iy;
  let ans = tableDt(iy);
  if (iy + 1 > DT_TABLE_END) return ans;
  ans += p * (tableDt(iy + 1) - tableDt(iy));
  // Differences need years iy-2 .. iy+3; the table starts early enough (1950) for y >= 1955.
  if (iy + 2 > DT_TABLE_END) return ans;
  const d: number[] = [];
  for (let i = 0, k = iy - 2; i < 5; i++, k++) d.push(k + 1 > DT_TABLE_END ? 0 : tableDt(k + 1) - tableDt(k));
  for (let i = 0; i < 4; i++) d[i] = d[i + 1]! - d[i]!;
  let b = 0.25 * p * (p - 1);
  ans += b * (d[1]! + d[2]!);
  for (let i = 0; i < 3; i++) d[i] = d[i + 1]! - d[i]!;
  b = (2 * b) / 3;
  ans += (p - 0.5) * b * d[1]!;
  if (iy + 3 > DT_TABLE_END + 1) return ans;
  for (let i = 0; i < 2; i++) d[i] = d[i + 1]! - d[i]!;
  b = 0.125 * b * (p + 1) * (p - 2);
  ans += b * (d[0]! + d[1]!);
  return ans;
}

function smhLongTerm(yearGregorian: number): number {
  const t = (yearGregorian - 1825) / 100;
  return -320 + 32.5 * t * t + (yearGregorian < -720 ? -179.7337208 : 269.4790417);
}

/** ΔT = TT − UT in seconds for a Julian day in UT. */
export function deltaTSeconds(jdUt: number): number {
  if (jdUt < 2435108.5) {
    // Before 1955.0: SMH 2016, adjusted from its tidal acceleration to DE431's, blended into the table.
    const yg = 2000 + (jdUt - J2000) / 365.2425;
    let dt: number | undefined;
    for (const s of SMH2016) {
      if (jdUt < s[0]!) break;
      if (jdUt < s[1]!) {
        const t = (jdUt - s[0]!) / (s[1]! - s[0]!);
        dt = s[2]! + t * (s[3]! + t * (s[4]! + t * s[5]!));
        break;
      }
    }
    dt ??= smhLongTerm(yg);
    dt += -0.000091 * (TIDAL_ACC_DE431 - TIDAL_ACC_SMH2016) * (yg - 1955) ** 2;
    if (jdUt >= 2434108.5) dt += (1 - (2435108.5 - jdUt) / 1000) * 0.6610218;
    return dt;
  }
  const y = 2000 + (jdUt - 2451544.5) / 365.25;
  if (y <= DT_TABLE_END) return interpolateTable(y);
  const poly = (b: number) => (b * b * b * 121) / 30_000_000 + (b * b) / 1250 + (b * 521) / 3000 + 64;
  let ans = poly(y - 2000);
  if (y <= DT_TABLE_END + 100) ans += (poly(DT_TABLE_END - 2000) - tableDt(DT_TABLE_END)) * (y - (DT_TABLE_END + 100)) * 0.01;
  return ans;
}

/** Julian day in TT for a Julian day in UT. */
export function julianDayTt(jdUt: number): number {
  return jdUt + deltaTSeconds(jdUt) / 86400;
}
