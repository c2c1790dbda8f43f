// npm run astro:generate-ephemeris: writes lib/astro/data/chebyshev.ts, the Chebyshev tables the engine reads
// at run time, from the full VSOP87B / ELP-MPP02 series in lib/astro/data (evaluated by
// lib/astro/series-ephemeris.ts). Run it after changing the series, a body's interval or degree, or the range.
//
// Per body the time line is cut into fixed intervals; on each one every coordinate of the geometric position
// (AU, mean equator and equinox of J2000: heliocentric Earth and planets, geocentric Moon) is interpolated at
// the Chebyshev nodes. Coefficients are rounded to a quantum (the body's nearest geocentric distance × 1e-9
// rad, ≤ 0.0001″ each) and bit-packed as zig-zag integers, each coefficient (coordinate, order) with the width
// its largest value needs, base64 encoded. Fits are cached in the system's temp folder, so trying another
// quantum is quick. The script then checks the
// tables against the series at random instants and prints the largest error seen from the Earth.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { root, runOrExit } from './lib.mjs';

// Range: the engine accepts 1799-12-31 .. 2300-01-01 UTC (local dates 1800-01-01 .. 2299-12-31 with any
// offset); the tables reach a little further both ways for light time and root-finding near the edges.
const START_JD = 2378400.5; // 1799-09-26
const SPAN_DAYS = 715 * 256; // a multiple of every interval below; ends 2300-11-26

/** Interval (days), coefficients per coordinate, and the nearest geocentric distance (AU) that sets the quantum. */
const BODIES = {
  Moon: { intervalDays: 32, coefficients: 38, nearest: 0.0024 },
  Earth: { intervalDays: 32, coefficients: 18, nearest: 0.27 }, // an Earth error is seen on Venus at 0.27 AU
  Mercury: { intervalDays: 32, coefficients: 20, nearest: 0.55 },
  Venus: { intervalDays: 64, coefficients: 16, nearest: 0.26 },
  Mars: { intervalDays: 128, coefficients: 18, nearest: 0.37 },
  Jupiter: { intervalDays: 256, coefficients: 13, nearest: 3.9 },
  Saturn: { intervalDays: 256, coefficients: 12, nearest: 7.9 },
};
const QUANTUM_RAD = 1e-9;

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'astro-generate-'));
runOrExit(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '--outDir', out, '--module', 'commonjs', '--moduleResolution', 'node', '--target', 'es2022', '--skipLibCheck', path.join(root, 'lib', 'astro', 'series-ephemeris.ts')]);
const require = createRequire(import.meta.url);
const { seriesGeometricVector } = require(path.join(out, 'series-ephemeris.js'));

/** Chebyshev interpolation of f (vector-valued) on [a, a + L] at n nodes: coefficients per coordinate. */
function fitInterval(body, a, L, n) {
  const values = [];
  for (let k = 0; k < n; k++) values.push(seriesGeometricVector(body, a + ((Math.cos((Math.PI * (k + 0.5)) / n) + 1) * L) / 2));
  return [0, 1, 2].map((c) => {
    const co = [];
    for (let j = 0; j < n; j++) {
      let s = 0;
      for (let k = 0; k < n; k++) s += values[k][c] * Math.cos((Math.PI * j * (k + 0.5)) / n);
      co.push(((j === 0 ? 1 : 2) * s) / n);
    }
    return co;
  });
}

function clenshaw(co, x) {
  let b0 = 0, b1 = 0, b2 = 0;
  for (let j = co.length - 1; j >= 1; j--) {
    b2 = b1;
    b1 = b0;
    b0 = 2 * x * b1 - b2 + co[j];
  }
  return x * b0 - b1 + co[0];
}

const zigzag = (v) => (v < 0 ? -2 * v - 1 : 2 * v);
const bitWidth = (z) => (z === 0 ? 0 : Math.floor(Math.log2(z)) + 1);

/** Big-endian bit writer; arithmetic instead of bit operators, which stop at 32 bits. */
function bitWriter() {
  const bytes = [];
  let current = 0, used = 0;
  return {
    write(value, width) {
      for (let b = width - 1; b >= 0; b--) {
        current = current * 2 + (Math.floor(value / 2 ** b) % 2);
        if (++used === 8) {
          bytes.push(current);
          current = 0;
          used = 0;
        }
      }
    },
    finish() {
      if (used > 0) bytes.push(current * 2 ** (8 - used));
      return Buffer.from(bytes);
    },
  };
}

const cacheDir = path.join(os.tmpdir(), 'astro-chebyshev-fits');
fs.mkdirSync(cacheDir, { recursive: true });
/** Fitted coefficients of every interval, [interval][coordinate][order], cached by body, interval and degree. */
function fitAll(body, L, n, count) {
  const file = path.join(cacheDir, `${body}-${START_JD}-${SPAN_DAYS}-${L}-${n}.json`);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
  const fits = [];
  for (let i = 0; i < count; i++) fits.push(fitInterval(body, START_JD + i * L, L, n));
  fs.writeFileSync(file, JSON.stringify(fits));
  return fits;
}

let seed = 20261123;
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;

const tables = {};
let totalBytes = 0;
for (const [body, spec] of Object.entries(BODIES)) {
  const { intervalDays: L, coefficients: n, nearest } = spec;
  const quantum = nearest * QUANTUM_RAD;
  const count = SPAN_DAYS / L;
  const rounded = fitAll(body, L, n, count).map((co) => co.map((c) => c.map((x) => Math.round(x / quantum))));
  const widths = [0, 1, 2].flatMap((c) => Array.from({ length: n }, (_, j) => Math.max(...rounded.map((r) => bitWidth(zigzag(r[c][j]))))));
  const writer = bitWriter();
  for (const r of rounded) for (let c = 0; c < 3; c++) for (let j = 0; j < n; j++) writer.write(zigzag(r[c][j]), widths[c * n + j]);
  const bytes = writer.finish();
  const decoded = rounded.map((r) => r.map((c) => c.map((v) => v * quantum)));
  // The stored (rounded) tables against the series at random instants, as an angle seen from the Earth.
  let worst = 0;
  for (let s = 0; s < 2000; s++) {
    const jd = START_JD + random() * SPAN_DAYS;
    const i = Math.min(count - 1, Math.floor((jd - START_JD) / L));
    const x = (2 * (jd - START_JD - i * L)) / L - 1;
    const exact = seriesGeometricVector(body, jd);
    const fitted = decoded[i].map((c) => clenshaw(c, x));
    worst = Math.max(worst, (Math.hypot(fitted[0] - exact[0], fitted[1] - exact[1], fitted[2] - exact[2]) / nearest) * 206264.806);
  }
  const data = bytes.toString('base64');
  totalBytes += data.length;
  tables[body] = { intervalDays: L, coefficients: n, quantum, count, widths, data };
  console.log(`${body.padEnd(8)} ${count} intervals of ${L} d, ${n} coefficients: ${(bytes.length / 1024).toFixed(0)} KiB; largest error seen from the nearest Earth distance ${worst.toExponential(2)}″`);
}

let ts = `// GENERATED by scripts/generate-ephemeris.mjs (npm run astro:generate-ephemeris): do not edit.\n`;
ts += `// Chebyshev tables of the geometric positions (AU, mean equator and equinox of J2000; heliocentric Earth and\n`;
ts += `// planets, geocentric Moon) fitted to the full VSOP87B / ELP-MPP02 series of this folder. Per body: fixed\n`;
ts += `// intervals from CHEBYSHEV_START_JD (TT), each holding x, y, z coefficient lists; every coefficient is an integer\n`;
ts += `// multiple of \`quantum\` (AU), zig-zag encoded and bit-packed (big-endian) with \`widths[coordinate * coefficients + order]\`\n`;
ts += `// bits, base64.\n\n`;
ts += `export interface ChebyshevTable {\n  readonly intervalDays: number;\n  readonly coefficients: number;\n  readonly quantum: number;\n  readonly count: number;\n  readonly widths: readonly number[];\n  readonly data: string;\n}\n\n`;
ts += `export const CHEBYSHEV_START_JD = ${START_JD};\nexport const CHEBYSHEV_END_JD = ${START_JD + SPAN_DAYS};\n\n`;
ts += `export const CHEBYSHEV_TABLES = {\n`;
for (const [body, t] of Object.entries(tables)) {
  ts += `  ${body}: { intervalDays: ${t.intervalDays}, coefficients: ${t.coefficients}, quantum: ${t.quantum}, count: ${t.count},\n    widths: [${t.widths.join(', ')}],\n    data: '${t.data}' },\n`;
}
ts += `} as const satisfies Record<string, ChebyshevTable>;\n`;
fs.writeFileSync(path.join(root, 'lib', 'astro', 'data', 'chebyshev.ts'), ts);
fs.rmSync(out, { recursive: true, force: true });
console.log(`lib/astro/data/chebyshev.ts written: ${(totalBytes / 1024 / 1024).toFixed(2)} MiB of base64`);
