// Birth chart (kundli) and transits: sidereal (Lahiri) positions of the nine grahas, ascendant and MC,
// whole-sign houses, navamsa, panchang, Vimshottari dashas and Manglik status.

import { ascendantAndMc, greenwichApparentSiderealTime } from './ascendant';
import { lahiriAyanamsaTrue, precessionRateDegPerDay } from './ayanamsa';
import { ayanamsaMean, DEFAULT_AYANAMSA, type Ayanamsa } from './ayanamsas';
import { computeVimshottari, type Vimshottari, type VimshottariOptions } from './dasha';
import { computeEphemeris, EPHEMERIS_BODIES } from './ephemeris';
import { DEG, meanObliquity, nutation, precessionMatrix } from './frames';
import { computeManglik, type Manglik } from './manglik';
import { navamsaSign } from './navamsa';
import { civilWeekday, computePanchang, type Panchang } from './panchang';
import { birthMomentToUtc, deltaTSeconds, julianDayUt, type BirthMoment } from './time';
import { bodyRecord, grahaRecord, GRAHAS, houseFrom, normalizeDegrees, SIGNS, zodiacPosition, type Graha, type Nakshatra, type Sign, type ZodiacPosition } from './zodiac';

// Local aliases: a global `Math` lookup per call is slow in hot loops (notably inside VM sandboxes).
const { floor, min } = Math;

/**
 * Earliest and latest instants the engine accepts: every local date from 1800-01-01 to 2299-12-31 under any UTC
 * offset. The Chebyshev tables (data/chebyshev.ts) reach a little further, for light time and root-finding.
 */
export const SUPPORTED_RANGE = { from: '1799-12-31T00:00:00Z', to: '2300-01-01T23:59:59Z' } as const;
const MIN_MS = Date.parse(SUPPORTED_RANGE.from);
const MAX_MS = Date.parse(SUPPORTED_RANGE.to);

export interface PlanetPosition extends ZodiacPosition {
  /** Sidereal longitude speed, degrees/day (negative = retrograde). */
  speed: number;
  retrograde: boolean;
  /** Whole-sign house from the ascendant sign, 1..12. */
  house: number;
  navamsaSign: Sign;
}

export interface Chart {
  /** The birth instant, ISO 8601 UTC. */
  utc: string;
  julianDayUt: number;
  julianDayTt: number;
  /** The chosen ayanamsa (default Lahiri) in degrees: mean (planets) and true (with nutation; ascendant and MC). */
  ayanamsa: { name: Ayanamsa; mean: number; true: number };
  ascendant: ZodiacPosition & { tropicalLongitude: number; navamsaSign: Sign };
  mc: { longitude: number; sign: Sign; tropicalLongitude: number };
  planets: Record<Graha, PlanetPosition>;
  /** Osculating (true) lunar nodes, sidereal degrees; Rahu/Ketu in `planets` are the mean nodes. */
  trueNodes: { rahu: number; ketu: number };
  sunSign: Sign;
  moonSign: Sign;
  /** Western (tropical) Sun sign. */
  sunSignTropical: Sign;
  moonNakshatra: { name: Nakshatra; index: number; pada: number; lord: Graha };
  panchang: Panchang;
  vimshottari: Vimshottari;
  manglik: Manglik;
  navamsa: Record<Graha | 'Ascendant', Sign>;
}

export interface SiderealSnapshot {
  ayanamsa: Ayanamsa;
  jdUt: number;
  jdTt: number;
  ayanamsaMean: number;
  ayanamsaTrue: number;
  /** Nutation in longitude (radians). */
  dpsi: number;
  trueObliquity: number;
  /** Sidereal longitude (degrees) and speed (degrees/day) of the nine grahas (mean nodes). */
  grahas: Record<Graha, { longitude: number; speed: number }>;
  trueRahu: number;
  /** Tropical apparent longitude of the Sun (true equinox of date). */
  sunTropical: number;
}

function assertSupported(ms: number): void {
  if (!Number.isFinite(ms) || ms < MIN_MS || ms > MAX_MS) {
    throw new RangeError(`Instant outside the supported range ${SUPPORTED_RANGE.from} .. ${SUPPORTED_RANGE.to}`);
  }
}

/** Sidereal positions of the grahas at a UTC instant (everything except the local angles). */
export function siderealSnapshot(at: Date | number, ayanamsa: Ayanamsa = DEFAULT_AYANAMSA): SiderealSnapshot {
  const ms = typeof at === 'number' ? at : at.getTime();
  assertSupported(ms);
  const jdUt = julianDayUt(ms);
  const jdTt = jdUt + deltaTSeconds(jdUt) / 86400;
  const precession = precessionMatrix(jdTt);
  const eph = computeEphemeris(jdTt, precession);
  const nut = nutation(jdTt);
  const meanAyanamsa = ayanamsaMean(ayanamsa, jdTt, precession, eph.bodies.Sun.lon);
  const ayanamsaTrue = lahiriAyanamsaTrue(meanAyanamsa, nut.dpsi);
  const grahas = {} as Record<Graha, { longitude: number; speed: number }>;
  for (const body of EPHEMERIS_BODIES) {
    const b = eph.bodies[body];
    grahas[body] = { longitude: normalizeDegrees(b.lon - meanAyanamsa), speed: b.speed };
  }
  const rahu = normalizeDegrees(eph.meanNode.lon - meanAyanamsa);
  const nodeSpeed = eph.meanNode.speed - precessionRateDegPerDay(jdTt);
  grahas.Rahu = { longitude: rahu, speed: nodeSpeed };
  grahas.Ketu = { longitude: normalizeDegrees(rahu + 180), speed: nodeSpeed };
  return {
    ayanamsa,
    jdUt,
    jdTt,
    ayanamsaMean: meanAyanamsa,
    ayanamsaTrue,
    dpsi: nut.dpsi,
    trueObliquity: meanObliquity(jdTt) + nut.deps,
    grahas,
    trueRahu: normalizeDegrees(eph.trueNode.lon - meanAyanamsa),
    sunTropical: normalizeDegrees(eph.bodies.Sun.lon + nut.dpsi / DEG),
  };
}

function signOf(longitude: number): Sign {
  return SIGNS[min(11, floor(normalizeDegrees(longitude) / 30))]!;
}

export interface ChartOptions {
  /** The ayanamsa of the sidereal zodiac (default Lahiri). */
  ayanamsa?: Ayanamsa;
  /** Vimshottari's year length and levels (default 365.25-day years, two levels). */
  vimshottari?: VimshottariOptions;
}

/** The full birth chart for a local civil date-time, UTC offset and place. */
export function computeChart(m: BirthMoment, options: ChartOptions = {}): Chart {
  if (!Number.isFinite(m.latitude) || m.latitude < -90 || m.latitude > 90) throw new RangeError(`latitude must be in -90..90, got ${m.latitude}`);
  if (!Number.isFinite(m.longitude) || m.longitude < -180 || m.longitude > 180) throw new RangeError(`longitude must be in -180..180, got ${m.longitude}`);
  const utc = birthMomentToUtc(m);
  const s = siderealSnapshot(utc, options.ayanamsa ?? DEFAULT_AYANAMSA);

  const gast = greenwichApparentSiderealTime(s.jdUt, s.jdTt, s.dpsi, s.trueObliquity);
  const angles = ascendantAndMc(gast + m.longitude, m.latitude, s.trueObliquity);
  const ascLon = normalizeDegrees(angles.ascendant - s.ayanamsaTrue);
  const asc = zodiacPosition(ascLon);

  const positions: PlanetPosition[] = [];
  const d9s: Sign[] = [];
  for (const g of GRAHAS) {
    const { longitude, speed } = s.grahas[g];
    const pos = zodiacPosition(longitude);
    const d9 = navamsaSign(longitude);
    // Spelled out rather than spread: object spread here cost more than all the positions together.
    positions.push({
      longitude: pos.longitude,
      sign: pos.sign,
      signIndex: pos.signIndex,
      degreeInSign: pos.degreeInSign,
      nakshatra: pos.nakshatra,
      nakshatraIndex: pos.nakshatraIndex,
      pada: pos.pada,
      nakshatraLord: pos.nakshatraLord,
      speed,
      retrograde: speed < 0,
      house: houseFrom(asc.signIndex, pos.signIndex),
      navamsaSign: d9,
    });
    d9s.push(d9);
  }
  const planets = grahaRecord(positions);
  const navamsa = bodyRecord(navamsaSign(ascLon), d9s);

  const moon = planets.Moon;
  return {
    utc: utc.toISOString(),
    julianDayUt: s.jdUt,
    julianDayTt: s.jdTt,
    ayanamsa: { name: s.ayanamsa, mean: s.ayanamsaMean, true: s.ayanamsaTrue },
    ascendant: { ...asc, tropicalLongitude: angles.ascendant, navamsaSign: navamsa.Ascendant },
    mc: { longitude: normalizeDegrees(angles.mc - s.ayanamsaTrue), sign: signOf(angles.mc - s.ayanamsaTrue), tropicalLongitude: angles.mc },
    planets,
    trueNodes: { rahu: s.trueRahu, ketu: normalizeDegrees(s.trueRahu + 180) },
    sunSign: planets.Sun.sign,
    moonSign: moon.sign,
    sunSignTropical: signOf(s.sunTropical),
    moonNakshatra: { name: moon.nakshatra, index: moon.nakshatraIndex, pada: moon.pada, lord: moon.nakshatraLord },
    panchang: computePanchang(planets.Sun.longitude, moon.longitude, civilWeekday(m.year, m.month, m.day)),
    vimshottari: computeVimshottari(moon.longitude, utc, options.vimshottari),
    manglik: computeManglik(planets.Mars.signIndex, asc.signIndex, moon.signIndex, planets.Venus.signIndex),
    navamsa,
  };
}

export interface Transit {
  longitude: number;
  sign: Sign;
  retrograde: boolean;
}

/** Sidereal positions of the nine grahas at an instant (for the daily horoscope). */
export function computeTransits(at: Date): Record<Graha, Transit> {
  const s = siderealSnapshot(at);
  const out = {} as Record<Graha, Transit>;
  for (const g of GRAHAS) {
    const { longitude, speed } = s.grahas[g];
    out[g] = { longitude, sign: signOf(longitude), retrograde: speed < 0 };
  }
  return out;
}
