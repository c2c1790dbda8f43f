// Geometry of the three traditional chart diagrams. Pure data, shared by the page's SVG and the PDF's vectors.

export interface ChartBody {
  /** Short label shown in the chart, e.g. "Su", "Mo", "Ra". */
  label: string;
  /** Full name for assistive technology, e.g. "Sun". */
  name: string;
  signIndex: number; // 0 = Aries
  retrograde?: boolean;
}

export interface ChartDiagramInput {
  ascendantSignIndex: number;
  bodies: ChartBody[];
}

export const SIGN_ABBREVIATIONS = ['Ar', 'Ta', 'Ge', 'Cn', 'Le', 'Vi', 'Li', 'Sc', 'Sg', 'Cp', 'Aq', 'Pi'] as const;

/** The signs as Hindi charts and tables label them: the names are short enough to stand whole (वृषभ as वृष, as charts write it). */
export const SIGN_ABBREVIATIONS_HI = ['मेष', 'वृष', 'मिथुन', 'कर्क', 'सिंह', 'कन्या', 'तुला', 'वृश्चिक', 'धनु', 'मकर', 'कुंभ', 'मीन'] as const;

/**
 * North Indian (diamond) chart on a 400×400 square: houses are fixed, signs move. Each house is a
 * polygon; `label` is where its planets go and `number` where the sign number is written.
 */
export const NORTH_HOUSES: { points: string; label: [number, number]; number: [number, number] }[] = [
  { points: '200,0 300,100 200,200 100,100', label: [200, 95], number: [200, 175] }, // 1
  { points: '0,0 200,0 100,100', label: [100, 38], number: [100, 80] }, // 2
  { points: '0,0 100,100 0,200', label: [36, 100], number: [80, 100] }, // 3
  { points: '0,200 100,100 200,200 100,300', label: [100, 195], number: [175, 200] }, // 4
  { points: '0,200 100,300 0,400', label: [36, 300], number: [80, 300] }, // 5
  { points: '0,400 100,300 200,400', label: [100, 362], number: [100, 320] }, // 6
  { points: '200,200 300,300 200,400 100,300', label: [200, 305], number: [200, 225] }, // 7
  { points: '200,400 300,300 400,400', label: [300, 362], number: [300, 320] }, // 8
  { points: '400,200 400,400 300,300', label: [364, 300], number: [320, 300] }, // 9
  { points: '400,200 300,300 200,200 300,100', label: [300, 195], number: [225, 200] }, // 10
  { points: '400,0 400,200 300,100', label: [364, 100], number: [320, 100] }, // 11
  { points: '200,0 400,0 300,100', label: [300, 38], number: [300, 80] }, // 12
];

/** South Indian chart: signs are fixed in a 4×4 border (Pisces top-left, clockwise), 100-unit cells. */
export const SOUTH_CELLS: [number, number][] = [
  [1, 0], // Aries
  [2, 0], // Taurus
  [3, 0], // Gemini
  [3, 1], // Cancer
  [3, 2], // Leo
  [3, 3], // Virgo
  [2, 3], // Libra
  [1, 3], // Scorpio
  [0, 3], // Sagittarius
  [0, 2], // Capricorn
  [0, 1], // Aquarius
  [0, 0], // Pisces
];

/**
 * East Indian (Bengali) chart on the same square, in a 3×3 grid whose centre is empty: signs are fixed, Aries in
 * the top middle, then anticlockwise; each corner cell is split by the diagonal from the square's corner into two
 * signs. Indexed by sign (0 = Aries); `label` is where its bodies go, `sign` where its name is written.
 */
const A = 400 / 3;
const B = 800 / 3;
const r = (n: number) => Math.round(n * 100) / 100;
const poly = (...pts: [number, number][]) => pts.map(([x, y]) => `${r(x)},${r(y)}`).join(' ');
export const EAST_CELLS: { points: string; label: [number, number]; sign: [number, number] }[] = [
  { points: poly([A, 0], [B, 0], [B, A], [A, A]), label: [200, 72], sign: [200, 14] }, // Aries
  { points: poly([0, 0], [A, 0], [A, A]), label: [r(A * 0.7), r(A * 0.3)], sign: [r(A - 14), 14] }, // Taurus
  { points: poly([0, 0], [A, A], [0, A]), label: [r(A * 0.3), r(A * 0.72)], sign: [16, r(A - 8)] }, // Gemini
  { points: poly([0, A], [A, A], [A, B], [0, B]), label: [r(A / 2), 206], sign: [r(A / 2), r(A + 14)] }, // Cancer
  { points: poly([0, B], [A, B], [0, 400]), label: [r(A * 0.3), r(B + A * 0.28)], sign: [16, r(B + 12)] }, // Leo
  { points: poly([A, B], [A, 400], [0, 400]), label: [r(A * 0.7), r(B + A * 0.7)], sign: [r(A - 14), 392] }, // Virgo
  { points: poly([A, B], [B, B], [B, 400], [A, 400]), label: [200, r(B + A / 2 + 6)], sign: [200, r(B + 14)] }, // Libra
  { points: poly([B, B], [B, 400], [400, 400]), label: [r(B + A * 0.3), r(B + A * 0.7)], sign: [r(B + 14), 392] }, // Scorpio
  { points: poly([B, B], [400, 400], [400, B]), label: [r(B + A * 0.7), r(B + A * 0.28)], sign: [384, r(B + 12)] }, // Sagittarius
  { points: poly([B, A], [400, A], [400, B], [B, B]), label: [r(B + A / 2), 206], sign: [r(B + A / 2), r(A + 14)] }, // Capricorn
  { points: poly([B, A], [400, 0], [400, A]), label: [r(B + A * 0.7), r(A * 0.72)], sign: [384, r(A - 8)] }, // Aquarius
  { points: poly([B, 0], [400, 0], [B, A]), label: [r(B + A * 0.3), r(A * 0.3)], sign: [r(B + 14), 14] }, // Pisces
];

/** The chart styles a kundli can be drawn in; North Indian unless the reader chose another. */
export const CHART_STYLES = ['north', 'south', 'east'] as const;
export type ChartStyle = (typeof CHART_STYLES)[number];
export const DEFAULT_CHART_STYLE: ChartStyle = 'north';
export const CHART_STYLE_NAMES: Record<ChartStyle, string> = { north: 'North Indian', south: 'South Indian', east: 'East Indian' };
export const CHART_STYLE_NAMES_HI: Record<ChartStyle, string> = { north: 'उत्तर भारतीय', south: 'दक्षिण भारतीय', east: 'पूर्व भारतीय' };

/** The cookie that remembers the reader's chart style for the kundli page and its PDF (not secret, not personal). */
export const CHART_STYLE_COOKIE = 'chart-style';

/** A chart style from untrusted text (a cookie or a query): the default for anything else. */
export function chartStyleOf(value: string | null | undefined): ChartStyle {
  return (CHART_STYLES as readonly string[]).includes(value ?? '') ? (value as ChartStyle) : DEFAULT_CHART_STYLE;
}

/** Bodies grouped by sign index. */
export function bodiesBySign(bodies: ChartBody[]): ChartBody[][] {
  const groups: ChartBody[][] = Array.from({ length: 12 }, () => []);
  for (const b of bodies) groups[((b.signIndex % 12) + 12) % 12]!.push(b);
  return groups;
}
