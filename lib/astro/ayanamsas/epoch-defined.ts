// Ayanamsas defined, as the Swiss Ephemeris defines them, by a value at an epoch t0 and the precession
// since: the ayanamsa at t is the longitude, counted backwards in the mean ecliptic of t0, of the mean vernal
// point of t precessed to t0, plus the ayanamsa at t0. The engine precesses with IAU 2006; each definition
// names the precession model it was made with, and a constant offset c (the two models' disagreement about
// where t0's vernal point lies) ties the result to it, as the Swiss Ephemeris does:
//   ayan(t) = −λ_ecl(t0)( P(t0) · P(t)ᵀ · x̂ ) + ayan(t0) − c,   c = λ_ecl(t0)( P_model(t0) · P(t0)ᵀ · x̂ ).
// Values from the Swiss Ephemeris 2.10 source (sweph.h, table `ayanamsa[]`):
//   SE_SIDM_LAHIRI       t0 = JD 2435553.5, 23.250182778° − 0.004658035°, IAU 1976 precession
//   SE_SIDM_RAMAN        t0 = J1900 (JD 2415020.0), 360° − 338.98556°,  Newcomb precession
//   SE_SIDM_KRISHNAMURTI t0 = J1900 (JD 2415020.0), 360° − 337.636111°, Newcomb precession
// t0 is taken as TT (the table's t0_is_UT is false for all three).

import { ARCSEC, equatorialToEcliptic, meanObliquity, mulMat, mulVec, mulVecT, precessionMatrix, precessionMatrix1976, rotY, rotZ, type Mat3, type Vec3 } from '../frames';

const J1900 = 2415020.0;
const J2000 = 2451545.0;
/** Besselian epoch 1850.0 (JD), the origin of Kinoshita's form of Newcomb's precession. */
const B1850 = 2396758.203581;

/**
 * Newcomb's precession (Kinoshita 1975's expressions, in tropical millennia from B1850, as the Swiss Ephemeris
 * uses them for SEMOD_PREC_NEWCOMB), J2000 → date. Used only for the offsets of the Raman and KP definitions.
 */
export function precessionMatrixNewcomb(jdTt: number): Mat3 {
  const millennia = 365242.198782;
  const t1 = (J2000 - B1850) / millennia;
  const t = (jdTt - B1850) / millennia - t1;
  const t2 = t * t, t3 = t2 * t;
  const z1 = 23035.5548 + 139.72 * t1 + 0.069 * t1 * t1;
  const zeta = (z1 * t + (30.242 - 0.269 * t1) * t2 + 17.996 * t3) * ARCSEC;
  const z = (z1 * t + (109.478 - 0.387 * t1) * t2 + 18.324 * t3) * ARCSEC;
  const theta = ((20051.125 - 85.294 * t1 - 0.365 * t1 * t1) * t + (-42.647 - 0.365 * t1) * t2 - 41.802 * t3) * ARCSEC;
  return mulMat(rotZ(-z), mulMat(rotY(theta), rotZ(-zeta)));
}

export interface EpochAyanamsa {
  /** Swiss Ephemeris name of the mode. */
  swissEphemeris: string;
  t0: number;
  /** Ayanamsa at t0, degrees. */
  valueAtT0: number;
  /** Precession model of the definition (J2000 → date). */
  definitionPrecession: (jdTt: number) => Mat3;
}

export const LAHIRI_DEFINITION: EpochAyanamsa = { swissEphemeris: 'SE_SIDM_LAHIRI', t0: 2435553.5, valueAtT0: 23.250182778 - 0.004658035, definitionPrecession: precessionMatrix1976 };
export const RAMAN_DEFINITION: EpochAyanamsa = { swissEphemeris: 'SE_SIDM_RAMAN', t0: J1900, valueAtT0: 360 - 338.98556, definitionPrecession: precessionMatrixNewcomb };
export const KRISHNAMURTI_DEFINITION: EpochAyanamsa = { swissEphemeris: 'SE_SIDM_KRISHNAMURTI', t0: J1900, valueAtT0: 360 - 337.636111, definitionPrecession: precessionMatrixNewcomb };

interface T0Frame {
  precession: Mat3;
  obliquity: number;
  offset: number;
}

const frames = new Map<EpochAyanamsa, T0Frame>();

function t0Frame(def: EpochAyanamsa): T0Frame {
  let f = frames.get(def);
  if (!f) {
    const precession = precessionMatrix(def.t0);
    const obliquity = meanObliquity(def.t0);
    const x = mulVec(def.definitionPrecession(def.t0), mulVecT(precession, [1, 0, 0]));
    let offset = equatorialToEcliptic(x, obliquity).lon;
    if (offset > 180) offset -= 360;
    f = { precession, obliquity, offset };
    frames.set(def, f);
  }
  return f;
}

/** Mean ayanamsa (degrees) of an epoch definition at a TT Julian day (pass the date's precession if at hand). */
export function epochAyanamsaMean(def: EpochAyanamsa, jdTt: number, precessionOfDate: Mat3 = precessionMatrix(jdTt)): number {
  const f = t0Frame(def);
  const vernalPointOfDate: Vec3 = mulVecT(precessionOfDate, [1, 0, 0]); // in the J2000 frame
  const lon = equatorialToEcliptic(mulVec(f.precession, vernalPointOfDate), f.obliquity).lon;
  const ayan = -lon + def.valueAtT0 - f.offset;
  return ((ayan % 360) + 360) % 360;
}
