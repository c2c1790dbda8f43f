// The area calculator: shapes, their dimensions and formulas. Pure: no React, Next or database
// (used by the /measurement-converter page and its client component).
import { parseDecimal, roundHalfUp } from './number';

/** Units of length. The chosen unit only names the result: nothing is converted. */
export const LENGTH_UNITS = [
  { id: 'mm', label: 'Millimetres (mm)' },
  { id: 'cm', label: 'Centimetres (cm)' },
  { id: 'dm', label: 'Decimetres (dm)' },
  { id: 'm', label: 'Metres (m)' },
  { id: 'km', label: 'Kilometres (km)' },
  { id: 'in', label: 'Inches (in)' },
  { id: 'ft', label: 'Feet (ft)' },
  { id: 'yd', label: 'Yards (yd)' },
  { id: 'mi', label: 'Miles (mi)' },
] as const satisfies readonly { id: string; label: string }[];

export type LengthUnit = (typeof LENGTH_UNITS)[number]['id'];

export type DimensionKey = 'side' | 'length' | 'width' | 'base' | 'height' | 'radius' | 'angle' | 'base1' | 'base2' | 'a' | 'b';

export interface DimensionField {
  readonly key: DimensionKey;
  /** The visible label of the input. */
  readonly label: string;
  /** The letter that marks the dimension in the illustration and the formula. */
  readonly symbol: string;
  /** Lengths are in the chosen unit; an angle is in degrees, from 0 to 360. */
  readonly kind: 'length' | 'angle';
}

type Dimensions = Readonly<Record<DimensionKey, number>>;

export interface ShapeDef {
  readonly id: string;
  readonly label: string;
  readonly fields: readonly DimensionField[];
  /** The formula as text, with the symbols of the fields. */
  readonly formula: string;
  /** What the illustration shows, in words (its text alternative). */
  readonly description: string;
  readonly area: (d: Dimensions) => number;
}

const side: DimensionField = { key: 'side', label: 'Side (s)', symbol: 's', kind: 'length' };
const base: DimensionField = { key: 'base', label: 'Base (b)', symbol: 'b', kind: 'length' };
const height: DimensionField = { key: 'height', label: 'Height (h)', symbol: 'h', kind: 'length' };
const radius: DimensionField = { key: 'radius', label: 'Radius (r)', symbol: 'r', kind: 'length' };

export const SHAPES = [
  {
    id: 'square',
    label: 'Square',
    fields: [side],
    formula: 'A = s²',
    description: 'A square with its side s marked.',
    area: (d) => d.side ** 2,
  },
  {
    id: 'rectangle',
    label: 'Rectangle',
    fields: [
      { key: 'length', label: 'Length (l)', symbol: 'l', kind: 'length' },
      { key: 'width', label: 'Width (w)', symbol: 'w', kind: 'length' },
    ],
    formula: 'A = l × w',
    description: 'A rectangle with its length l along the bottom and its width w along the right side.',
    area: (d) => d.length * d.width,
  },
  {
    id: 'triangle',
    label: 'Triangle',
    fields: [base, height],
    formula: 'A = ½ × b × h',
    description: 'A triangle with its base b along the bottom and its height h drawn from the top corner straight down to the base.',
    area: (d) => 0.5 * d.base * d.height,
  },
  {
    id: 'circle',
    label: 'Circle',
    fields: [radius],
    formula: 'A = π × r²',
    description: 'A circle with its radius r drawn from the centre to the edge.',
    area: (d) => Math.PI * d.radius ** 2,
  },
  {
    id: 'parallelogram',
    label: 'Parallelogram',
    fields: [base, height],
    formula: 'A = b × h',
    description: 'A parallelogram with its base b along the bottom and its height h drawn straight up from the base to the top side.',
    area: (d) => d.base * d.height,
  },
  {
    id: 'trapezoid',
    label: 'Trapezoid',
    fields: [
      { key: 'base1', label: 'Base 1 (b₁)', symbol: 'b₁', kind: 'length' },
      { key: 'base2', label: 'Base 2 (b₂)', symbol: 'b₂', kind: 'length' },
      height,
    ],
    formula: 'A = ½ × (b₁ + b₂) × h',
    description: 'A trapezoid with its parallel sides b₁ at the bottom and b₂ at the top, and the height h between them.',
    area: (d) => 0.5 * (d.base1 + d.base2) * d.height,
  },
  {
    id: 'ellipse',
    label: 'Ellipse',
    fields: [
      { key: 'a', label: 'Radius a', symbol: 'a', kind: 'length' },
      { key: 'b', label: 'Radius b', symbol: 'b', kind: 'length' },
    ],
    formula: 'A = π × a × b',
    description: 'An ellipse with its radius a (half its width) and its radius b (half its height) drawn from the centre.',
    area: (d) => Math.PI * d.a * d.b,
  },
  {
    id: 'sector',
    label: 'Sector',
    fields: [radius, { key: 'angle', label: 'Angle (θ, degrees)', symbol: 'θ', kind: 'angle' }],
    formula: 'A = π × r² × θ ÷ 360',
    description: 'A sector, a slice of a circle, with its radius r and the angle θ between its two straight sides.',
    area: (d) => (Math.PI * d.radius ** 2 * d.angle) / 360,
  },
  {
    id: 'octagon',
    label: 'Octagon',
    fields: [side],
    formula: 'A = 2 × (1 + √2) × s²',
    description: 'A regular octagon, eight equal sides, with one side s marked.',
    area: (d) => 2 * (1 + Math.SQRT2) * d.side ** 2,
  },
] as const satisfies readonly ShapeDef[];

export type ShapeId = (typeof SHAPES)[number]['id'];

export const DEFAULT_SHAPE: ShapeId = 'square';
export const DEFAULT_LENGTH_UNIT: LengthUnit = 'm';

/** The dimensions as typed (or as numbers); missing keys count as 0. */
export type DimensionValues = Partial<Record<DimensionKey, string | number | null | undefined>>;

export function getShape(id: ShapeId): ShapeDef {
  const shape = SHAPES.find((s) => s.id === id);
  if (!shape) throw new RangeError(`Unknown shape: ${String(id)}`);
  return shape;
}

export function isShapeId(id: string): id is ShapeId {
  return SHAPES.some((s) => s.id === id);
}

export function isLengthUnit(id: string): id is LengthUnit {
  return LENGTH_UNITS.some((u) => u.id === id);
}

/**
 * A dimension as a number: empty, non-numeric or negative entries count as 0 (a length cannot
 * be negative), and an angle counts as at most 360 degrees (a full circle).
 */
export function parseDimension(input: string | number | null | undefined, kind: DimensionField['kind'] = 'length'): number {
  const value = parseDecimal(input);
  if (!(value > 0)) return 0;
  return kind === 'angle' ? Math.min(value, 360) : value;
}

/** The area of the shape, in the square of the unit its dimensions are given in. */
export function computeArea(shape: ShapeId, values: DimensionValues): number {
  const def = getShape(shape);
  const d = { side: 0, length: 0, width: 0, base: 0, height: 0, radius: 0, angle: 0, base1: 0, base2: 0, a: 0, b: 0 };
  for (const field of def.fields) d[field.key] = parseDimension(values[field.key], field.kind);
  return def.area(d);
}

/** "12.57 m²": the area with two decimals (rounded half up) and the unit squared. */
export function formatArea(value: number, unit: LengthUnit): string {
  if (!Number.isFinite(value)) return 'too large to show';
  return `${roundHalfUp(value, 2).toFixed(2)} ${unit}²`;
}
