/** @jest-environment node */
import {
  AREA_UNITS,
  ESTIMATE_NOTE,
  INVALID_AREA_MESSAGE,
  PROPERTY_CATEGORIES,
  PROPERTY_TYPES,
  RATES,
  SERVICE_LEVELS,
  defaultTypeFor,
  estimateVastuFee,
  formatIndianNumber,
  formatInr,
  isTypeOf,
  toSquareFeet,
  typesFor,
  validateArea,
  type AreaUnit,
  type PropertyCategory,
  type ServiceLevel,
} from '@/lib/vastu/fee-estimator';

describe('tables', () => {
  it('offers the three categories, the three service levels and the three units, in order', () => {
    expect(PROPERTY_CATEGORIES.map((c) => c.id)).toEqual(['residential', 'commercial', 'industrial']);
    expect(SERVICE_LEVELS.map((l) => [l.id, l.label])).toEqual([
      ['basic', 'Basic Vastu check'],
      ['detailed', 'Detailed Vastu report'],
      ['onsite', 'On-site visit'],
    ]);
    expect(AREA_UNITS.map((u) => [u.id, u.label, u.sqFt])).toEqual([
      ['sqft', 'sq ft', 1],
      ['sqm', 'sq m', 10.7639],
      ['gaj', 'gaj', 9],
    ]);
  });

  it.each([
    ['residential', ['house', 'apartment', 'bungalow', 'farmhouse', 'plot']],
    ['commercial', ['shop', 'office', 'hotel', 'clinic', 'mall']],
    ['industrial', ['factory', 'warehouse', 'shed', 'food', 'plant']],
  ] as const)('%s offers its five types, the first being the default', (category, types) => {
    expect(typesFor(category).map((t) => t.id)).toEqual(types);
    expect(PROPERTY_TYPES[category].map((t) => t.id)).toEqual(types);
    expect(defaultTypeFor(category)).toBe(types[0]);
    for (const t of types) expect(isTypeOf(category, t)).toBe(true);
  });

  it('knows which types belong to which category', () => {
    expect(isTypeOf('residential', 'office')).toBe(false);
    expect(isTypeOf('industrial', 'house')).toBe(false);
    expect(isTypeOf('commercial', 'mall')).toBe(true);
  });

  it('has the rates of the price list', () => {
    expect(RATES).toEqual({
      residential: { basic: { perSqFt: 4, serviceCharge: 500 }, detailed: { perSqFt: 7, serviceCharge: 1000 }, onsite: { perSqFt: 10, serviceCharge: 2000 } },
      commercial: { basic: { perSqFt: 6, serviceCharge: 1000 }, detailed: { perSqFt: 11, serviceCharge: 2000 }, onsite: { perSqFt: 16, serviceCharge: 3000 } },
      industrial: { basic: { perSqFt: 5, serviceCharge: 1500 }, detailed: { perSqFt: 9, serviceCharge: 3000 }, onsite: { perSqFt: 14, serviceCharge: 5500 } },
    });
  });
});

describe('toSquareFeet', () => {
  it('converts square metres and gaj to square feet', () => {
    expect(toSquareFeet(1000, 'sqft')).toBe(1000);
    expect(toSquareFeet(100, 'sqm')).toBeCloseTo(1076.39, 10);
    expect(toSquareFeet(1, 'sqm')).toBe(10.7639);
    expect(toSquareFeet(100, 'gaj')).toBe(900);
  });

  it('refuses an unknown unit', () => {
    expect(() => toSquareFeet(1, 'acre' as AreaUnit)).toThrow(RangeError);
  });
});

// Every category × level × unit: 1000 sq ft, 100 sq m (= 1076.39 sq ft) and 100 gaj (= 900 sq ft).
// [category, level, rate, service charge, [area cost, total] for sq ft, sq m, gaj]
const PRICE_LIST: [PropertyCategory, ServiceLevel, number, number, Record<AreaUnit, [number, number]>][] = [
  ['residential', 'basic', 4, 500, { sqft: [4000, 4500], sqm: [4306, 4806], gaj: [3600, 4100] }],
  ['residential', 'detailed', 7, 1000, { sqft: [7000, 8000], sqm: [7535, 8535], gaj: [6300, 7300] }],
  ['residential', 'onsite', 10, 2000, { sqft: [10000, 12000], sqm: [10764, 12764], gaj: [9000, 11000] }],
  ['commercial', 'basic', 6, 1000, { sqft: [6000, 7000], sqm: [6458, 7458], gaj: [5400, 6400] }],
  ['commercial', 'detailed', 11, 2000, { sqft: [11000, 13000], sqm: [11840, 13840], gaj: [9900, 11900] }],
  ['commercial', 'onsite', 16, 3000, { sqft: [16000, 19000], sqm: [17222, 20222], gaj: [14400, 17400] }],
  ['industrial', 'basic', 5, 1500, { sqft: [5000, 6500], sqm: [5382, 6882], gaj: [4500, 6000] }],
  ['industrial', 'detailed', 9, 3000, { sqft: [9000, 12000], sqm: [9688, 12688], gaj: [8100, 11100] }],
  ['industrial', 'onsite', 14, 5500, { sqft: [14000, 19500], sqm: [15069, 20569], gaj: [12600, 18100] }],
];
const AREA_IN_UNIT: Record<AreaUnit, [number, number]> = { sqft: [1000, 1000], sqm: [100, 1076.39], gaj: [100, 900] };

const CASES = PRICE_LIST.flatMap(([category, level, rate, charge, byUnit]) =>
  (['sqft', 'sqm', 'gaj'] as const).map((unit) => {
    const [area, areaSqFt] = AREA_IN_UNIT[unit];
    const [areaCost, total] = byUnit[unit];
    return { category, level, unit, area, areaSqFt, rate, charge, areaCost, total };
  }),
);

describe('estimateVastuFee, every category × level × unit', () => {
  it('covers all 27 combinations', () => {
    expect(CASES).toHaveLength(PROPERTY_CATEGORIES.length * SERVICE_LEVELS.length * AREA_UNITS.length);
  });

  it.each(CASES)('$category / $level: $area $unit = $areaSqFt sq ft → ₹$total', ({ category, level, unit, area, areaSqFt, rate, charge, areaCost, total }) => {
    const estimate = estimateVastuFee({ category, level, area, unit });
    expect(estimate.areaSqFt).toBeCloseTo(areaSqFt, 9);
    expect(estimate.baseRate).toBe(rate);
    expect(estimate.serviceCharge).toBe(charge);
    expect(estimate.areaCost).toBe(areaCost);
    expect(estimate.total).toBe(total);
    expect(estimate.total).toBe(Math.max(0, Math.round(rate * areaSqFt + charge)));
    expect(estimate.areaCost + estimate.serviceCharge).toBe(estimate.total);
    for (const money of [estimate.areaCost, estimate.serviceCharge, estimate.total]) expect(Number.isInteger(money)).toBe(true);
  });

  it('gives the examples of the brief', () => {
    expect(estimateVastuFee({ category: 'residential', level: 'basic', area: 1000, unit: 'sqft' }).total).toBe(4500);
    expect(formatInr(estimateVastuFee({ category: 'residential', level: 'basic', area: 1000, unit: 'sqft' }).total)).toBe('₹4,500');
    expect(formatInr(estimateVastuFee({ category: 'commercial', level: 'detailed', area: 2000, unit: 'sqft' }).total)).toBe('₹24,000');
  });
});

describe('rounding and the floor at 0', () => {
  it('rounds the area cost half up to a whole rupee', () => {
    // 4 × 0.125 = 0.5 → 1; 4 × 0.12 = 0.48 → 0; 4 × 0.13 = 0.52 → 1
    expect(estimateVastuFee({ category: 'residential', level: 'basic', area: 0.125, unit: 'sqft' })).toMatchObject({ areaCost: 1, total: 501 });
    expect(estimateVastuFee({ category: 'residential', level: 'basic', area: 0.12, unit: 'sqft' })).toMatchObject({ areaCost: 0, total: 500 });
    expect(estimateVastuFee({ category: 'residential', level: 'basic', area: 0.13, unit: 'sqft' })).toMatchObject({ areaCost: 1, total: 501 });
    // 100 sq m residential basic: 4305.56 → 4306
    expect(estimateVastuFee({ category: 'residential', level: 'basic', area: 100, unit: 'sqm' }).areaCost).toBe(4306);
  });

  it('rounds a true half up even where binary arithmetic lands just below it', () => {
    // 0.3 gaj = 2.7 sq ft; 5 × 2.7 = 13.5, which floating point computes as 13.499999999999998.
    expect(5 * (0.3 * 9)).toBeLessThan(13.5);
    expect(estimateVastuFee({ category: 'industrial', level: 'basic', area: 0.3, unit: 'gaj' })).toMatchObject({ areaCost: 14, total: 1514 });
    // 11.1 gaj = 99.9 sq ft; 5 × 99.9 = 499.5 → 500.
    expect(estimateVastuFee({ category: 'industrial', level: 'basic', area: 11.1, unit: 'gaj' })).toMatchObject({ areaCost: 500, total: 2000 });
  });

  it('never gives a negative total', () => {
    // 4 × -1000 + 500 = -3500 → 0
    expect(estimateVastuFee({ category: 'residential', level: 'basic', area: -1000, unit: 'sqft' })).toMatchObject({ areaCost: -4000, total: 0 });
    // 4 × -100 + 500 = 100
    expect(estimateVastuFee({ category: 'residential', level: 'basic', area: -100, unit: 'sqft' }).total).toBe(100);
    expect(estimateVastuFee({ category: 'industrial', level: 'onsite', area: 0, unit: 'gaj' }).total).toBe(5500);
    expect(Object.is(estimateVastuFee({ category: 'residential', level: 'basic', area: -0.1, unit: 'sqft' }).areaCost, -0)).toBe(false);
  });

  it('refuses an area that is not a finite number, or an unknown category or level', () => {
    expect(() => estimateVastuFee({ category: 'residential', level: 'basic', area: Number.NaN, unit: 'sqft' })).toThrow(RangeError);
    expect(() => estimateVastuFee({ category: 'residential', level: 'basic', area: Infinity, unit: 'sqft' })).toThrow(RangeError);
    expect(() => estimateVastuFee({ category: 'agricultural' as PropertyCategory, level: 'basic', area: 1, unit: 'sqft' })).toThrow(RangeError);
    expect(() => estimateVastuFee({ category: 'residential', level: 'premium' as ServiceLevel, area: 1, unit: 'sqft' })).toThrow(RangeError);
  });
});

describe('validateArea', () => {
  it('uses the exact alert text', () => {
    expect(INVALID_AREA_MESSAGE).toBe('Please enter a valid positive area value.');
  });

  it.each([
    ['2000', 2000],
    [' 1200.5 ', 1200.5],
    ['2,000', 2000],
    ['12,34,567', 1234567],
    ['1,234,567.25', 1234567.25],
    ['0.5', 0.5],
    ['.5', 0.5],
    ['7.', 7],
    [5, 5],
  ])('accepts %p as %p', (input, area) => {
    expect(validateArea(input)).toEqual({ ok: true, area });
  });

  it.each(['', '   ', 'abc', '0', '0.00', '-5', '+5', '1e3', '0x10', 'Infinity', 'NaN', '1,5', '12a', '1.2.3', '.', 0, -1, Number.NaN, Infinity, null, undefined])(
    'refuses %p',
    (input) => {
      expect(validateArea(input)).toEqual({ ok: false, error: 'Please enter a valid positive area value.' });
    },
  );
});

describe('Indian number format', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [123456, '1,23,456'],
    [1234567, '12,34,567'],
    [10000000, '1,00,00,000'],
  ])('groups %p as %p', (n, text) => {
    expect(formatIndianNumber(n)).toBe(text);
    expect(formatInr(n)).toBe(`₹${text}`);
  });

  it('shows rupees without decimals, rounded half up', () => {
    expect(formatInr(4500.5)).toBe('₹4,501');
    expect(formatInr(4500.49)).toBe('₹4,500');
    expect(formatInr(-0)).toBe('₹0');
    expect(formatInr(-1500)).toBe('-₹1,500');
  });

  it('shows up to the asked decimals', () => {
    expect(formatIndianNumber(1076.3899999999999, 2)).toBe('1,076.39');
    expect(formatIndianNumber(900, 2)).toBe('900');
    expect(formatIndianNumber(1.005, 2)).toBe('1.01');
  });
});

it('the note says it is an estimate', () => {
  expect(ESTIMATE_NOTE).toMatch(/estimate/i);
  expect(ESTIMATE_NOTE).toMatch(/final price may vary/i);
  expect(ESTIMATE_NOTE).toMatch(/site layout/i);
  expect(ESTIMATE_NOTE).toMatch(/scope/i);
});
