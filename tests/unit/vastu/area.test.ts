/** @jest-environment node */
import {
  DEFAULT_LENGTH_UNIT,
  DEFAULT_SHAPE,
  LENGTH_UNITS,
  SHAPES,
  computeArea,
  formatArea,
  getShape,
  isLengthUnit,
  isShapeId,
  parseDimension,
  type DimensionKey,
  type DimensionValues,
  type ShapeId,
} from '@/lib/vastu/area';

describe('tables', () => {
  it('offers the nine shapes with their inputs', () => {
    expect(SHAPES.map((s) => [s.id, s.fields.map((f) => f.key)])).toEqual([
      ['square', ['side']],
      ['rectangle', ['length', 'width']],
      ['triangle', ['base', 'height']],
      ['circle', ['radius']],
      ['parallelogram', ['base', 'height']],
      ['trapezoid', ['base1', 'base2', 'height']],
      ['ellipse', ['a', 'b']],
      ['sector', ['radius', 'angle']],
      ['octagon', ['side']],
    ]);
    expect(DEFAULT_SHAPE).toBe('square');
  });

  it('offers the nine units, metres first chosen', () => {
    expect(LENGTH_UNITS.map((u) => u.id)).toEqual(['mm', 'cm', 'dm', 'm', 'km', 'in', 'ft', 'yd', 'mi']);
    expect(DEFAULT_LENGTH_UNIT).toBe('m');
  });

  it('describes every shape in words, with its formula', () => {
    for (const s of SHAPES) {
      expect(s.description.length).toBeGreaterThan(20);
      expect(s.formula).toMatch(/^A = /);
      for (const f of s.fields) expect(s.formula).toContain(f.symbol);
    }
  });

  it('recognises shape and unit ids', () => {
    expect(isShapeId('sector')).toBe(true);
    expect(isShapeId('hexagon')).toBe(false);
    expect(isLengthUnit('yd')).toBe(true);
    expect(isLengthUnit('furlong')).toBe(false);
    expect(() => getShape('hexagon' as ShapeId)).toThrow(RangeError);
  });
});

// [shape, dimensions, exact area, as shown in metres]
const KNOWN: [ShapeId, DimensionValues, number, string][] = [
  ['square', { side: '3' }, 9, '9.00 m²'],
  ['square', { side: 2.5 }, 6.25, '6.25 m²'],
  ['rectangle', { length: '4', width: '2.5' }, 10, '10.00 m²'],
  ['triangle', { base: '10', height: '5' }, 25, '25.00 m²'],
  ['triangle', { base: '3', height: '3' }, 4.5, '4.50 m²'],
  ['circle', { radius: '2' }, 4 * Math.PI, '12.57 m²'],
  ['circle', { radius: '1' }, Math.PI, '3.14 m²'],
  ['parallelogram', { base: '6', height: '3' }, 18, '18.00 m²'],
  ['trapezoid', { base1: '3', base2: '5', height: '4' }, 16, '16.00 m²'],
  ['trapezoid', { base1: '3', base2: '', height: '4' }, 6, '6.00 m²'],
  ['ellipse', { a: '3', b: '2' }, 6 * Math.PI, '18.85 m²'],
  ['sector', { radius: '2', angle: '90' }, Math.PI, '3.14 m²'],
  ['sector', { radius: '2', angle: '360' }, 4 * Math.PI, '12.57 m²'],
  ['sector', { radius: '6', angle: '45' }, 4.5 * Math.PI, '14.14 m²'],
  ['octagon', { side: '1' }, 2 * (1 + Math.SQRT2), '4.83 m²'],
  ['octagon', { side: '2' }, 8 * (1 + Math.SQRT2), '19.31 m²'],
  ['rectangle', { length: '1,000', width: '2' }, 2000, '2000.00 m²'],
];

describe('computeArea', () => {
  it('covers every shape', () => {
    expect(new Set(KNOWN.map(([shape]) => shape))).toEqual(new Set(SHAPES.map((s) => s.id)));
  });

  it.each(KNOWN)('%s %j = %p', (shape, values, area, shown) => {
    expect(computeArea(shape, values)).toBeCloseTo(area, 10);
    expect(formatArea(computeArea(shape, values), 'm')).toBe(shown);
  });

  const keysOf = (shape: ShapeId) => getShape(shape).fields.map((f) => f.key);
  const all = (shape: ShapeId, value: string | number | null | undefined): DimensionValues =>
    Object.fromEntries(keysOf(shape).map((k) => [k, value])) as Partial<Record<DimensionKey, typeof value>>;

  describe.each(SHAPES.map((s) => s.id))('%s', (shape) => {
    it.each([
      ['empty', ''],
      ['blank', '   '],
      ['zero', '0'],
      ['the number 0', 0],
      ['non-numeric', 'abc'],
      ['half numeric', '12abc'],
      ['missing', undefined],
      ['null', null],
      ['negative', '-4'],
    ])('gives 0 when every input is %s', (_what, value) => {
      const area = computeArea(shape, all(shape, value));
      expect(area).toBe(0);
      expect(formatArea(area, 'm')).toBe('0.00 m²');
    });

    it('gives 0 with no values at all', () => {
      expect(computeArea(shape, {})).toBe(0);
    });

    it('gives 0 when one length is empty or non-numeric (a trapezoid needs its height or both bases)', () => {
      for (const key of keysOf(shape)) {
        if (shape === 'trapezoid' && key !== 'height') continue;
        for (const bad of ['', 'x']) expect(computeArea(shape, { ...all(shape, '5'), [key]: bad })).toBe(0);
      }
    });

    it('ignores inputs of other shapes', () => {
      const plain = computeArea(shape, all(shape, '2'));
      expect(computeArea(shape, { side: '9', length: '9', width: '9', base: '9', height: '9', radius: '9', angle: '9', base1: '9', base2: '9', a: '9', b: '9', ...all(shape, '2') })).toBe(plain);
      expect(plain).toBeGreaterThan(0);
    });
  });

  it('counts an angle as at most 360 degrees', () => {
    expect(computeArea('sector', { radius: '2', angle: '720' })).toBeCloseTo(4 * Math.PI, 10);
  });

  it('refuses an unknown shape', () => {
    expect(() => computeArea('hexagon' as ShapeId, { side: '1' })).toThrow(RangeError);
  });
});

describe('parseDimension', () => {
  it('reads lengths and angles', () => {
    expect(parseDimension('2.5')).toBe(2.5);
    expect(parseDimension(' 7 ')).toBe(7);
    expect(parseDimension('')).toBe(0);
    expect(parseDimension('abc')).toBe(0);
    expect(parseDimension('-3')).toBe(0);
    expect(parseDimension('400', 'angle')).toBe(360);
    expect(parseDimension('400', 'length')).toBe(400);
  });
});

describe('formatArea', () => {
  it('shows two decimals, rounded half up, and the unit squared', () => {
    expect(formatArea(4 * Math.PI, 'm')).toBe('12.57 m²');
    expect(formatArea(0, 'ft')).toBe('0.00 ft²');
    expect(formatArea(1.005, 'cm')).toBe('1.01 cm²');
    expect(formatArea(2.004, 'cm')).toBe('2.00 cm²');
    expect(formatArea(1234567.891, 'km')).toBe('1234567.89 km²');
    expect(formatArea(-0, 'm')).toBe('0.00 m²');
  });

  it.each(LENGTH_UNITS.map((u) => u.id))('squares %s', (unit) => {
    expect(formatArea(1, unit)).toBe(`1.00 ${unit}²`);
  });

  it('says when a number is too large to show', () => {
    expect(formatArea(Infinity, 'm')).toBe('too large to show');
  });
});
