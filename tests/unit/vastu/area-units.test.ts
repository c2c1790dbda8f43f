/** @jest-environment node */
import {
  AREA_STATES,
  AREA_VALUE_MESSAGE,
  CONVERTER_UNITS,
  convertArea,
  convertToAll,
  formatArea,
  squareFeetPer,
  type AreaState,
} from '@/lib/vastu/area-units';

const close = (a: number | undefined, b: number, digits = 9) => expect(a).toBeCloseTo(b, digits);

describe('standard area units', () => {
  it('follow their definitions: 1 ft = 0.3048 m, 1 acre = 43,560 sq ft, 1 hectare = 10,000 sq m', () => {
    close(convertArea(1, 'sqm', 'sqft', 'haryana'), 10.763910416709722);
    close(convertArea(1, 'sqyd', 'sqft', 'haryana'), 9);
    close(convertArea(1, 'acre', 'sqyd', 'haryana'), 4840);
    close(convertArea(1, 'hectare', 'sqm', 'haryana'), 10_000, 6);
    close(convertArea(1, 'hectare', 'acre', 'haryana'), 2.471053814671653);
    close(convertArea(1000, 'sqft', 'sqm', 'punjab'), 92.90304);
  });
});

describe('bigha, biswa and kanal by state', () => {
  const expected: Record<AreaState, { bigha?: number; biswa?: number; kanal?: number }> = {
    assam: { bigha: 14_400 },
    bihar: { bigha: 26_909.776 },
    delhi: { bigha: 9_075, biswa: 453.75 },
    gujarat: { bigha: 17_424 },
    haryana: { bigha: 9_075, biswa: 453.75, kanal: 5_445 },
    'himachal-pradesh': { bigha: 8_712, biswa: 435.6, kanal: 5_445 },
    'jammu-kashmir': { kanal: 5_445 },
    'madhya-pradesh': { bigha: 12_000 },
    punjab: { bigha: 21_780, biswa: 1_089, kanal: 5_445 },
    rajasthan: { bigha: 27_225, biswa: 1_361.25 },
    'uttar-pradesh': { bigha: 27_000, biswa: 1_350 },
    uttarakhand: { bigha: 6_804, biswa: 340.2 },
    'west-bengal': { bigha: 14_400 },
  };

  it.each(AREA_STATES.map((s) => [s.id] as const))('%s has the factors of its source', (state) => {
    for (const unit of ['bigha', 'biswa', 'kanal'] as const) {
      const want = expected[state][unit];
      if (want === undefined) expect(squareFeetPer(unit, state)).toBeUndefined();
      else close(squareFeetPer(unit, state), want, 2);
    }
  });

  it('keeps the traditional relations: 20 biswa to a bigha, 8 kanal to an acre, 4.8 Haryana bigha to an acre', () => {
    for (const s of AREA_STATES) {
      const { bigha, biswa, kanal } = s.sqFt as { bigha?: number; biswa?: number; kanal?: number };
      if (bigha !== undefined && biswa !== undefined) close(bigha / biswa, 20);
      if (kanal !== undefined) close(convertArea(8, 'kanal', 'acre', s.id), 1);
      expect(s.source.length).toBeGreaterThan(10);
    }
    close(convertArea(4.8, 'bigha', 'acre', 'haryana'), 1);
    close(convertArea(4, 'kanal', 'bigha', 'punjab'), 1);
  });

  it('converts there and back to the value it started from, for every pair of units a state uses', () => {
    for (const s of AREA_STATES) {
      const units = CONVERTER_UNITS.filter((u) => squareFeetPer(u.id, s.id) !== undefined);
      for (const a of units) {
        for (const b of units) {
          for (const v of [0.37, 1, 1234.5, 9_876_543]) {
            const there = convertArea(v, a.id, b.id, s.id)!;
            expect(convertArea(there, b.id, a.id, s.id)! / v).toBeCloseTo(1, 12);
          }
        }
      }
    }
  });

  it('refuses a unit the state does not use', () => {
    expect(convertArea(1, 'kanal', 'sqft', 'uttar-pradesh')).toBeUndefined();
    expect(convertToAll('2', 'kanal', 'uttar-pradesh')).toEqual({ ok: false, error: 'Kanal is not used in Uttar Pradesh. Choose another unit or state.' });
  });
});

describe('the converter', () => {
  it('gives the typed area in every unit, with no value for units the state does not use', () => {
    const result = convertToAll('1', 'bigha', 'rajasthan');
    if (!result.ok) throw new Error(result.error);
    const byUnit = Object.fromEntries(result.rows.map((r) => [r.unit, r.value]));
    expect(byUnit.sqft).toBe(27_225);
    expect(byUnit.sqyd).toBe(3_025);
    expect(byUnit.biswa).toBe(20);
    expect(byUnit.kanal).toBeUndefined();
    expect(result.rows).toHaveLength(CONVERTER_UNITS.length);
  });

  it.each(['', 'abc', '0', '-5', '1e3'])('asks for a positive number for %p', (typed) => {
    expect(convertToAll(typed, 'sqft', 'haryana')).toEqual({ ok: false, error: AREA_VALUE_MESSAGE });
  });

  it('formats results the Indian way and keeps small values visible', () => {
    expect(formatArea(1234567.891234)).toBe('12,34,567.8912');
    expect(formatArea(0.000123456)).toBe('0.000123');
    expect(formatArea(20)).toBe('20');
  });
});
