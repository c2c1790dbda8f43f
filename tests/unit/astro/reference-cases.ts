// Typed access to the Swiss Ephemeris reference charts (tests/fixtures/reference-charts.json, the team's reference).
import { loadReference } from '../../support/reference';
import type { BirthMoment, Graha, Sign } from '@/lib/astro';

export interface ReferenceBody {
  lon: number;
  sign: Sign;
  signIndex: number;
  nakshatra: string;
  nakshatraIndex: number;
  pada: number;
  nakshatraLord: Graha;
  speed: number;
  retrograde: boolean;
  tropicalLon: number;
  house: number;
}

export interface ReferenceCase {
  id: string;
  tags: string[];
  note?: string;
  input: BirthMoment & { name: string; day: number; month: number; year: number };
  utc: string;
  jdUt: number;
  deltaTsec: number;
  ayanamsa: { lahiriMean: number; lahiriTrue: number };
  ascendant: { lon: number; sign: Sign; nakshatra: string; nakshatraIndex: number; pada: number; nakshatraLord: Graha; tropicalLon: number };
  mc: { lon: number; sign: Sign; tropicalLon: number };
  sunSign: Sign;
  moonSign: Sign;
  sunSignTropical: Sign;
  bodies: Record<Graha | 'RahuTrue' | 'KetuTrue', ReferenceBody>;
  moonNakshatra: { name: string; index: number; pada: number; lord: Graha };
  panchang: { tithi: number; tithiName: string; paksha: string; yoga: number; yogaName: string; karanaIndex: number; karana: string; weekdayCivil: string; moonSunElongation: number };
  vimshottari: { startLord: Graha; elapsedFraction: number; balanceYears: number; mahadashas: { lord: Graha; years: number; endUtc: string }[] };
  manglik: { marsHouseFromLagna: number; marsHouseFromMoon: number; marsHouseFromVenus: number; fromLagna: boolean; fromMoon: boolean; fromVenus: boolean; fromLagnaNo2nd: boolean };
  numerology: { psychicNumber: number; destinyNumber: number; chaldeanNameCompound: number; chaldeanNameNumber: number; pythagoreanNameNumber: number };
}

export function loadReferenceCases(): ReferenceCase[] {
  return loadReference().cases as ReferenceCase[];
}

export function birthMomentOf(c: ReferenceCase): BirthMoment {
  const i = c.input;
  return { year: i.year, month: i.month, day: i.day, hours: i.hours, minutes: i.minutes, seconds: i.seconds, timezone: i.timezone, latitude: i.latitude, longitude: i.longitude };
}

/** Signed difference a − b of two angles in arcseconds, in (−648000, 648000]. */
export function arcsecDiff(a: number, b: number): number {
  let d = (((a - b) % 360) + 360) % 360;
  if (d > 180) d -= 360;
  return d * 3600;
}
