// Positions from the Chebyshev tables (data/chebyshev.ts, generated from the full series by
// `npm run astro:generate-ephemeris`), as the Swiss Ephemeris does with its files: a few dozen multiply-adds per
// coordinate instead of thousands of series terms. A body's table is turned into bytes on first use, and each
// interval is unpacked the first time an instant falls in it (a single chart unpacks a handful).

import { CHEBYSHEV_END_JD, CHEBYSHEV_START_JD, CHEBYSHEV_TABLES, type ChebyshevTable } from './data/chebyshev';

/** Bodies with a table: heliocentric Earth and planets, geocentric Moon (AU, mean equator and equinox of J2000). */
export type TabulatedBody = keyof typeof CHEBYSHEV_TABLES;

/** TT Julian days the tables cover (a little more than the engine accepts, for light time and root-finding). */
export const TABULATED_RANGE_JD = { from: CHEBYSHEV_START_JD, to: CHEBYSHEV_END_JD } as const;

interface Decoded {
  intervalDays: number;
  n: number;
  quantum: number;
  widths: readonly number[];
  /** Bits of one interval's record: the same for every interval, so record i starts at bit i × recordBits. */
  recordBits: number;
  bytes: Uint8Array;
  /** 1 once an interval's record is unpacked into `coefficients`. */
  ready: Uint8Array;
  /** [interval][coordinate][order], in AU. */
  coefficients: Float64Array;
}

const decoded = new Map<TabulatedBody, Decoded>();

function base64ToBytes(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function tableOf(body: TabulatedBody): Decoded {
  let t = decoded.get(body);
  if (!t) {
    const table: ChebyshevTable = CHEBYSHEV_TABLES[body];
    const n = table.coefficients;
    t = {
      intervalDays: table.intervalDays,
      n,
      quantum: table.quantum,
      widths: table.widths,
      recordBits: table.widths.reduce((a, b) => a + b, 0),
      bytes: base64ToBytes(table.data),
      ready: new Uint8Array(table.count),
      coefficients: new Float64Array(table.count * 3 * n),
    };
    decoded.set(body, t);
  }
  return t;
}

/** Unpacks one interval: big-endian bit-packed zig-zag integers (arithmetic: widths exceed 32 bits). */
function unpackRecord(t: Decoded, index: number): void {
  const bytes = t.bytes, widths = t.widths, size = 3 * t.n;
  const firstBit = index * t.recordBits;
  let pos = Math.floor(firstBit / 8), bit = firstBit % 8;
  for (let i = 0; i < size; i++) {
    let width = widths[i]!;
    let z = 0;
    while (width > 0) {
      const available = 8 - bit;
      const take = width < available ? width : available;
      z = z * (1 << take) + ((bytes[pos]! >> (available - take)) & ((1 << take) - 1));
      width -= take;
      bit += take;
      if (bit === 8) {
        bit = 0;
        pos++;
      }
    }
    t.coefficients[index * size + i] = (z % 2 === 1 ? -(z + 1) / 2 : z / 2) * t.quantum;
  }
  t.ready[index] = 1;
}

// Scratch for T_j(x) and T'_j(x): no allocation per call.
const T = new Float64Array(64);
const dT = new Float64Array(64);

/**
 * Geometric position (AU) and, when `withVelocity`, velocity (AU/day) of a tabulated body at a TT Julian day,
 * written into out[0..2] and out[3..5]. Throws RangeError outside the tables.
 */
export function tabulatedState(body: TabulatedBody, jdTt: number, out: Float64Array, withVelocity = true): void {
  if (!(jdTt >= CHEBYSHEV_START_JD && jdTt < CHEBYSHEV_END_JD)) {
    throw new RangeError(`Julian day ${jdTt} (TT) is outside the ephemeris tables (${CHEBYSHEV_START_JD} .. ${CHEBYSHEV_END_JD})`);
  }
  const t = tableOf(body);
  const L = t.intervalDays, n = t.n;
  const index = Math.floor((jdTt - CHEBYSHEV_START_JD) / L);
  if (t.ready[index] === 0) unpackRecord(t, index);
  const x = (2 * (jdTt - CHEBYSHEV_START_JD - index * L)) / L - 1;
  T[0] = 1;
  T[1] = x;
  dT[0] = 0;
  dT[1] = 1;
  for (let j = 2; j < n; j++) {
    T[j] = 2 * x * T[j - 1]! - T[j - 2]!;
    dT[j] = 2 * T[j - 1]! + 2 * x * dT[j - 1]! - dT[j - 2]!;
  }
  const c = t.coefficients;
  const scale = 2 / L;
  for (let k = 0, base = index * 3 * n; k < 3; k++, base += n) {
    let p = 0, v = 0;
    for (let j = 0; j < n; j++) p += c[base + j]! * T[j]!;
    out[k] = p;
    if (withVelocity) {
      for (let j = 1; j < n; j++) v += c[base + j]! * dT[j]!;
      out[k + 3] = v * scale;
    }
  }
}
