import fs from 'node:fs';
import path from 'node:path';

/**
 * The PyJHora depth reference (60 cases), read from the team's shared reference folder beside the checkout
 * (../shared/reference from the repository root) unless DEPTH_REFERENCE_FILE names another path.
 */
export const DEPTH_REFERENCE_FILE = process.env.DEPTH_REFERENCE_FILE ?? path.join(__dirname, '..', '..', '..', 'shared', 'reference', 'depth-reference.json');

export interface DepthCase {
  id: string;
  input: { year: number; month: number; day: number; hours: number; minutes: number; seconds: number; timezone: string; latitude: number; longitude: number };
  lon: Record<string, number>;
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
