import fs from 'node:fs';
import path from 'node:path';

/**
 * Reference charts computed with the Swiss Ephemeris 2.10.03 (see reference-charts.README.md).
 * A copy of the team's shared reference, kept in the repository so tests need nothing outside it.
 */
export const REFERENCE_FILE = path.join(__dirname, '..', 'fixtures', 'reference-charts.json');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
let cached: any;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function loadReference(): { meta: any; tables: any; cases: any[]; pairs: any[] } {
  cached ??= JSON.parse(fs.readFileSync(REFERENCE_FILE, 'utf8'));
  return cached;
}
