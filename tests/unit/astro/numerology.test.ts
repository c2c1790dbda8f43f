/** @jest-environment node */
import { digitalRoot, numerologyFor } from '@/lib/astro';

describe('numerology', () => {
  it('digital roots', () => {
    expect([0, 1, 9, 10, 18, 19, 27, 99, 2024].map(digitalRoot)).toEqual([0, 1, 9, 1, 9, 1, 9, 9, 8]);
  });

  it('Aarav Sharma, 4 June 1966', () => {
    expect(numerologyFor('Aarav Sharma', 4, 6, 1966)).toEqual({
      psychicNumber: 4,
      destinyNumber: 5, // 0+4+0+6+1+9+6+6 = 32 → 5
      chaldeanNameCompound: 27,
      chaldeanNameNumber: 9,
      pythagoreanNameNumber: 4,
    });
  });

  it('ignores case, spaces, apostrophes and accents', () => {
    const a = numerologyFor("Liam O'Brien", 1, 1, 2000);
    const b = numerologyFor('LIAM OBRIEN', 1, 1, 2000);
    expect(a).toEqual(b);
    expect(numerologyFor('José', 1, 1, 2000).chaldeanNameCompound).toBe(numerologyFor('Jose', 1, 1, 2000).chaldeanNameCompound);
  });

  it('a name without letters gives 0', () => {
    expect(numerologyFor('1234 !', 31, 12, 1999)).toMatchObject({ chaldeanNameCompound: 0, chaldeanNameNumber: 0, pythagoreanNameNumber: 0, psychicNumber: 4 });
  });
});
