/** @jest-environment node */
import { parseDecimal, roundHalfUp } from '@/lib/vastu/number';

describe('parseDecimal', () => {
  it.each([
    ['42', 42],
    [' 42 ', 42],
    ['3.5', 3.5],
    ['.25', 0.25],
    ['0', 0],
    ['2,000', 2000],
    ['12,34,567', 1234567],
    ['1,234,567', 1234567],
    [7.5, 7.5],
  ])('reads %p as %p', (input, value) => {
    expect(parseDecimal(input)).toBe(value);
  });

  it.each(['', ' ', '.', 'abc', '-1', '+1', '1e3', '0x1f', 'Infinity', '1,5', '1,2345', '12 34', '1.2.3', '9'.repeat(400), Infinity, Number.NaN, null, undefined])(
    'reads %p as NaN',
    (input) => {
      expect(parseDecimal(input)).toBeNaN();
    },
  );
});

describe('roundHalfUp', () => {
  it.each([
    [0.5, 0, 1],
    [1.5, 0, 2],
    [2.5, 0, 3],
    [2.49, 0, 2],
    [13.499999999999998, 0, 14],
    [1.005, 2, 1.01],
    [12.566370614359172, 2, 12.57],
    [-2.5, 0, -2],
  ])('rounds %p to %p places as %p', (value, places, rounded) => {
    expect(roundHalfUp(value, places)).toBe(rounded);
  });

  it('never gives -0 and leaves non-finite values alone', () => {
    expect(Object.is(roundHalfUp(-0.2), 0)).toBe(true);
    expect(roundHalfUp(Infinity)).toBe(Infinity);
    expect(roundHalfUp(Number.NaN)).toBeNaN();
  });
});
