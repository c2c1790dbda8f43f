// Geometry of the two traditional chart diagrams. Pure data, shared by the SVG components.

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

/** Bodies grouped by sign index. */
export function bodiesBySign(bodies: ChartBody[]): ChartBody[][] {
  const groups: ChartBody[][] = Array.from({ length: 12 }, () => []);
  for (const b of bodies) groups[((b.signIndex % 12) + 12) % 12]!.push(b);
  return groups;
}
