/** @jest-environment node */
// The ayanamsa choice: Lahiri (default), Krishnamurti (KP), Raman and True Chitrapaksha, against the Swiss
// Ephemeris. Where each expected value comes from is stated at its test.
import {
  AYANAMSAS, ayanamsaMean, computeBodyPosition, computeChart, deltaTSeconds, epochAyanamsaMean, GRAHAS, KRISHNAMURTI_DEFINITION, lahiriAyanamsaMean,
  precessionMatrixNewcomb, RAMAN_DEFINITION,
} from '@/lib/astro';
import { equatorialToEcliptic, meanObliquity, mulVec, mulVecT, precessionMatrix } from '@/lib/astro/frames';
import { birthMomentOf, loadReferenceCases } from './reference-cases';
import ayanamsaReference from '../../fixtures/ayanamsa-reference.json';

const arcsec = (deg: number) => deg * 3600;
const mean = (mode: (typeof AYANAMSAS)[number], jdTt: number) => {
  const p = precessionMatrix(jdTt);
  return ayanamsaMean(mode, jdTt, p, computeBodyPosition('Sun', jdTt, p).lon);
};

describe('every choice against the Swiss Ephemeris', () => {
  // Expected: tests/fixtures/ayanamsa-reference.json, 21 dates 1900-2100 computed with the Swiss Ephemeris
  // 2.10.03 itself (its meta says how). The mean ayanamsa is the one the planets' sidereal longitudes use.
  it.each(AYANAMSAS)('%s: the mean ayanamsa within 0.5″ from 1900 to 2100', (mode) => {
    let worst = 0;
    for (const c of ayanamsaReference.cases) worst = Math.max(worst, Math.abs(arcsec(mean(mode, c.jdTt) - c[mode].mean)));
    expect(worst).toBeLessThan(0.5);
  });
});

describe('Lahiri stays the default and unchanged', () => {
  it('matches the Swiss Ephemeris mean and true Lahiri ayanamsa of the reference charts within 0.5″', () => {
    // Expected: tests/fixtures/reference-charts.json (Swiss Ephemeris 2.10.03, SE_SIDM_LAHIRI).
    for (const c of loadReferenceCases().slice(0, 30)) {
      const chart = computeChart(birthMomentOf(c));
      expect(chart.ayanamsa.name).toBe('lahiri');
      expect(Math.abs(arcsec(chart.ayanamsa.mean - c.ayanamsa.lahiriMean))).toBeLessThan(0.5);
      expect(Math.abs(arcsec(chart.ayanamsa.true - c.ayanamsa.lahiriTrue))).toBeLessThan(0.5);
      expect(computeChart(birthMomentOf(c), { ayanamsa: 'lahiri' })).toEqual(chart);
    }
  });
});

describe('True Chitrapaksha (SE_SIDM_TRUE_CITRA)', () => {
  it('matches a published Swiss Ephemeris value within 0.5″', () => {
    // pyswisseph (Swiss Ephemeris 2.10) in github.com/astrorigin/pyswisseph issue #40 (2021-08-03):
    // set_sid_mode(SIDM_TRUE_CITRA); get_ayanamsa_ut(2459683.5) = 24.158044276445253. get_ayanamsa_ut returns
    // the ayanamsa without nutation, i.e. our mean ayanamsa. The Swiss Ephemeris computes Spica with its own
    // catalogue and apparent-place code; 0.5″ covers the catalogue epoch, the aberration formula and ΔT.
    const jdUt = 2459683.5;
    const jdTt = jdUt + deltaTSeconds(jdUt) / 86400;
    expect(Math.abs(arcsec(mean('true-chitra', jdTt) - 24.158044276445253))).toBeLessThan(0.5);
  });

  it('stays within 1.5′ of Lahiri\'s ayanamsa from 1800 to 2300 (Lahiri was fixed from Spica in 1956)', () => {
    // Spica's annual aberration (±20″) and proper motion (≈ 0.05″/year in longitude) move it against Lahiri's
    // smooth precession; the two differ by under a minute of arc near 1956 and a little more centuries away.
    for (let year = 1800; year <= 2300; year += 25) {
      const jdTt = 2451545 + (year - 2000) * 365.25;
      expect(Math.abs(arcsec(mean('true-chitra', jdTt) - lahiriAyanamsaMean(jdTt)))).toBeLessThan(90);
    }
  });

  it('puts the chart\'s planets where Spica at 180° puts them', () => {
    const m = { year: 1990, month: 5, day: 1, hours: 12, minutes: 0, seconds: 0, timezone: '+05:30', latitude: 28.6, longitude: 77.2 };
    const lahiri = computeChart(m);
    const chitra = computeChart(m, { ayanamsa: 'true-chitra' });
    expect(chitra.ayanamsa.name).toBe('true-chitra');
    const shift = chitra.ayanamsa.mean - lahiri.ayanamsa.mean;
    for (const g of GRAHAS) expect(chitra.planets[g].longitude).toBeCloseTo((lahiri.planets[g].longitude - shift + 360) % 360, 9);
  });
});

describe('Krishnamurti (SE_SIDM_KRISHNAMURTI) and Raman (SE_SIDM_RAMAN)', () => {
  // Definitions, Swiss Ephemeris 2.10 source (sweph.h, table ayanamsa[]): t0 = J1900 (JD 2415020.0, TT) for
  // both, KP 360° − 337.636111° = 22.363889°, Raman 360° − 338.98556° = 21.01444°, Newcomb precession.
  const J1900 = 2415020.0;

  it('at t0 equal the defined values, less the small offset between Newcomb and IAU 2006 precession', () => {
    // The offset c ties the definition to Newcomb's precession (the Swiss Ephemeris's prec_offset); worked out
    // independently here: the IAU 2006 vernal point of 1900 seen through Newcomb's precession, as a longitude.
    const v = mulVec(precessionMatrixNewcomb(J1900), mulVecT(precessionMatrix(J1900), [1, 0, 0]));
    let c = equatorialToEcliptic(v, meanObliquity(J1900)).lon;
    if (c > 180) c -= 360;
    expect(Math.abs(arcsec(c))).toBeLessThan(5); // the two models agree on 1900's equinox to a few arcseconds
    expect(mean('kp', J1900)).toBeCloseTo(22.363889 - c, 9);
    expect(mean('raman', J1900)).toBeCloseTo(21.01444 - c, 9);
  });

  it('differ from each other by the constant difference of their definitions (1.349449°) at every date', () => {
    for (let year = 1800; year <= 2300; year += 50) {
      const jdTt = 2451545 + (year - 2000) * 365.25;
      expect(mean('kp', jdTt) - mean('raman', jdTt)).toBeCloseTo(338.98556 - 337.636111, 9);
    }
  });

  it('follow Newcomb\'s precession from 1900 to within 2″ over 1800–2100', () => {
    // An independent propagation: the definition's own model throughout (Newcomb's vernal point of t, taken to
    // 1900 and measured in 1900's ecliptic). The Swiss Ephemeris (and we) precess with the modern model and
    // only tie the epoch to Newcomb; the two drift apart by ~1″ per century.
    for (let year = 1800; year <= 2100; year += 20) {
      const jdTt = 2451545 + (year - 2000) * 365.25;
      const x = mulVec(precessionMatrixNewcomb(J1900), mulVecT(precessionMatrixNewcomb(jdTt), [1, 0, 0]));
      const newcombKp = -equatorialToEcliptic(x, meanObliquity(J1900)).lon + 22.363889;
      const normalized = ((newcombKp % 360) + 360) % 360;
      expect(Math.abs(arcsec(epochAyanamsaMean(KRISHNAMURTI_DEFINITION, jdTt) - normalized))).toBeLessThan(2);
      expect(epochAyanamsaMean(RAMAN_DEFINITION, jdTt)).toBeLessThan(epochAyanamsaMean(KRISHNAMURTI_DEFINITION, jdTt));
    }
  });

  it('KP is a few arcminutes below Lahiri, as Krishnamurti intended ("negligible", Reader 1 p. 57)', () => {
    const jdTt = 2451545;
    const d = arcsec(lahiriAyanamsaMean(jdTt) - mean('kp', jdTt));
    expect(d).toBeGreaterThan(3 * 60);
    expect(d).toBeLessThan(7 * 60);
  });
});
