import fs from 'node:fs';
import path from 'node:path';

/**
 * The team's PyJHora depth reference (60 cases; tests/fixtures/depth-reference.README.md), a copy of
 * ../shared/reference/depth-reference.json kept with the other reference files so a clean clone tests alone.
 */
export const DEPTH_REFERENCE_FILE = path.join(__dirname, '..', 'fixtures', 'depth-reference.json');

export const DEPTH_BODY_ORDER = ['Ascendant', 'Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'] as const;
export type DepthBody = (typeof DEPTH_BODY_ORDER)[number];
type SevenPlanets = 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn';

export interface DepthCase {
  id: string;
  utc: string;
  jdUt: number;
  input: { day: number; month: number; year: number; hours: number; minutes: number; seconds: number; latitude: number; longitude: number; timezone: string };
  /** PyJHora's (geometric) sidereal longitudes. */
  lon: Record<DepthBody, number>;
  lonApparent: Record<Exclude<DepthBody, 'Ascendant'>, number>;
  vargas: Record<string, number[]>;
  vargaAlt: { D2_traditional: number[]; D24_method3: number[] };
  /** [body, varga, arcsec to the nearest boundary, 1 if the apparent position falls in another division]. */
  nearBoundary: [DepthBody, string, number, number][];
  ashtakavarga: { bav: Record<SevenPlanets, number[]>; lagnaBav: number[]; sav: number[]; savTotal: number };
  vimshottari: {
    yearDays: number;
    startLord: string;
    elapsedFraction: number;
    endUtc: string;
    maha: [string, string][];
    antar: [string, string][];
    pratyantar: [string, string][];
    meanSiderealYear: { yearDays: number; maha: [string, string][]; antar: [string, string][] };
  };
  manglik: { isManglik: boolean; exceptionRules: number[]; cancelled: boolean; marsHouseFromLagna: number; with1stHouse: { lagna: boolean; moon: boolean; venus: boolean } };
  kaalSarp: { present: boolean; type: string | null; rahuHouse: number; rahuToKetuArc: boolean; ketuToRahuArc: boolean };
  yogas: string[];
  rajaYogas: Record<string, string[][]>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
let cached: { meta: any; cases: DepthCase[] } | undefined;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function loadDepthReference(): { meta: any; cases: DepthCase[] } {
  cached ??= JSON.parse(fs.readFileSync(DEPTH_REFERENCE_FILE, 'utf8'));
  return cached!;
}
