/** @jest-environment node */
// The Chebyshev tables (lib/astro/data/chebyshev.ts) against the full series they were fitted to, at many
// random instants over the whole range, and the fast ephemeris against the full-series one.
import { tabulatedState, TABULATED_RANGE_JD, type TabulatedBody } from '@/lib/astro/chebyshev';
import { computeBodyPosition, computeEphemeris, EPHEMERIS_BODIES } from '@/lib/astro/ephemeris';
import { computeSeriesEphemeris, seriesGeometricVector } from '@/lib/astro/series-ephemeris';

const RAD_TO_ARCSEC = 206264.806;
/** The nearest geocentric distance of each body (AU): a position error seen from there is the worst angle. */
const NEAREST_AU: Record<TabulatedBody, number> = { Moon: 0.0024, Earth: 0.27, Mercury: 0.55, Venus: 0.26, Mars: 0.37, Jupiter: 3.9, Saturn: 7.9 };
/**
 * Far below the 0.5″ the engine promises against the Swiss Ephemeris. Rounding the coefficients to 1e-9 rad
 * dominates (the fit itself is better than 0.0002″); it is largest at the ends of an interval, where every
 * Chebyshev polynomial is ±1.
 */
const FIT_BOUND_ARCSEC = 0.004;

const FROM = 2378496.5; // 1800-01-01
const TO = 2561117.5; // 2300-01-01

// Deterministic pseudo-random instants (Park–Miller).
function instants(n: number, seed: number, from = FROM, to = TO): number[] {
  const out: number[] = [];
  let x = seed;
  for (let i = 0; i < n; i++) {
    x = (x * 16807) % 2147483647;
    out.push(from + (x / 2147483647) * (to - from));
  }
  return out;
}

function diffArcsec(a: number, b: number): number {
  let d = (((a - b) % 360) + 360) % 360;
  if (d > 180) d -= 360;
  return d * 3600;
}

const out = new Float64Array(6);

describe('Chebyshev tables against the full series', () => {
  it.each(Object.keys(NEAREST_AU) as TabulatedBody[])('%s: position within 0.004″ (seen from its nearest distance) at 300 random instants', (body) => {
    let worst = 0;
    for (const jd of instants(300, 7 + body.length)) {
      tabulatedState(body, jd, out, false);
      const v = seriesGeometricVector(body, jd);
      const err = (Math.hypot(out[0]! - v[0], out[1]! - v[1], out[2]! - v[2]) / NEAREST_AU[body]) * RAD_TO_ARCSEC;
      worst = Math.max(worst, err);
    }
    console.log(`${body}: largest table − series ${worst.toExponential(2)}″`);
    expect(worst).toBeLessThan(FIT_BOUND_ARCSEC);
  });

  it('velocities are the derivative of the positions (central difference)', () => {
    for (const body of Object.keys(NEAREST_AU) as TabulatedBody[]) {
      for (const jd of instants(20, 99)) {
        const h = 0.001;
        tabulatedState(body, jd + h, out, false);
        const plus = [out[0]!, out[1]!, out[2]!];
        tabulatedState(body, jd - h, out, false);
        const minus = [out[0]!, out[1]!, out[2]!];
        tabulatedState(body, jd, out);
        const speed = Math.hypot(out[3]!, out[4]!, out[5]!);
        for (let k = 0; k < 3; k++) expect(Math.abs(out[k + 3]! - (plus[k]! - minus[k]!) / (2 * h))).toBeLessThan(1e-6 * speed);
      }
    }
  });

  it('is continuous across interval boundaries', () => {
    for (const body of Object.keys(NEAREST_AU) as TabulatedBody[]) {
      // 256 days is a multiple of every interval: these are boundaries of every table.
      for (const k of [1, 100, 400, 700]) {
        const jd = TABULATED_RANGE_JD.from + k * 256;
        tabulatedState(body, jd - 1e-7, out, false);
        const before = [out[0]!, out[1]!, out[2]!];
        tabulatedState(body, jd, out, false);
        const jump = Math.hypot(out[0]! - before[0]!, out[1]! - before[1]!, out[2]! - before[2]!) / NEAREST_AU[body];
        expect(jump * RAD_TO_ARCSEC).toBeLessThan(2 * FIT_BOUND_ARCSEC);
      }
    }
  });

  it('covers 1800..2300 with margin and refuses instants outside the tables with a RangeError', () => {
    expect(TABULATED_RANGE_JD.from).toBeLessThan(FROM - 30);
    expect(TABULATED_RANGE_JD.to).toBeGreaterThan(TO + 30);
    expect(() => tabulatedState('Moon', TABULATED_RANGE_JD.from - 1, out)).toThrow(RangeError);
    expect(() => tabulatedState('Moon', TABULATED_RANGE_JD.to, out)).toThrow(/outside the ephemeris tables/);
    expect(() => tabulatedState('Sun' as TabulatedBody, FROM, out)).toThrow();
  });
});

describe('fast ephemeris against the full-series ephemeris', () => {
  it('every apparent longitude and latitude within 0.004″, speeds within 2e-4 °/day, at 200 random instants', () => {
    const worst: Record<string, number> = {};
    for (const jd of instants(200, 4242)) {
      const fast = computeEphemeris(jd);
      const full = computeSeriesEphemeris(jd);
      for (const body of EPHEMERIS_BODIES) {
        const lon = Math.abs(diffArcsec(fast.bodies[body].lon, full.bodies[body].lon));
        const lat = Math.abs(fast.bodies[body].lat - full.bodies[body].lat) * 3600;
        worst[body] = Math.max(worst[body] ?? 0, lon, lat);
        expect({ body, jd, lon: lon < FIT_BOUND_ARCSEC, lat: lat < FIT_BOUND_ARCSEC }).toEqual({ body, jd, lon: true, lat: true });
        // The series path takes speeds from short series (up to ~1.5e-4 °/day off); the tables differentiate exactly.
        expect(Math.abs(fast.bodies[body].speed - full.bodies[body].speed)).toBeLessThan(2e-4);
        // The fast path takes the Moon's distance at t − τ (the series at t): up to ~100 m apart.
        expect(Math.abs(fast.bodies[body].distance / full.bodies[body].distance - 1)).toBeLessThan(1e-6);
      }
      expect(fast.meanNode).toEqual(full.meanNode);
      // The osculating node depends on the velocity, which the series path takes from short series.
      expect(Math.abs(diffArcsec(fast.trueNode.lon, full.trueNode.lon))).toBeLessThan(5);
    }
    console.log('largest |fast − full series| (arcsec):', worst);
  });

  it('computeBodyPosition gives exactly what computeEphemeris gives for that body', () => {
    for (const jd of instants(20, 5)) {
      const eph = computeEphemeris(jd);
      for (const body of EPHEMERIS_BODIES) expect(computeBodyPosition(body, jd)).toEqual(eph.bodies[body]);
    }
  });
});
