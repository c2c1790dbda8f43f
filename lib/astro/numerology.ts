// Numerology: psychic (birth day) and destiny (whole date) numbers, Chaldean and Pythagorean name numbers.
// Letters are taken after removing diacritics (é → E); every other character is ignored.

export interface Numerology {
  /** Digital root of the day of birth. */
  psychicNumber: number;
  /** Digital root of all digits of DDMMYYYY. */
  destinyNumber: number;
  /** Sum of the Chaldean letter values of the name. */
  chaldeanNameCompound: number;
  /** Digital root of the Chaldean compound. */
  chaldeanNameNumber: number;
  /** Digital root of the Pythagorean letter values (A..I = 1..9, repeating). */
  pythagoreanNameNumber: number;
}

/** Chaldean values for A..Z: A I J Q Y=1, B K R=2, C G L S=3, D M T=4, E H N X=5, U V W=6, O Z=7, F P=8. */
const CHALDEAN: readonly number[] = [1, 2, 3, 4, 5, 8, 3, 5, 1, 1, 2, 3, 4, 5, 7, 8, 1, 2, 3, 4, 6, 6, 6, 5, 1, 7];

/** Repeated digit sum down to 1..9 (0 stays 0). */
export function digitalRoot(n: number): number {
  const v = Math.abs(Math.trunc(n));
  return v === 0 ? 0 : 1 + ((v - 1) % 9);
}

function letterIndices(name: string): number[] {
  const out: number[] = [];
  for (const ch of name.normalize('NFD').toUpperCase()) {
    const code = ch.charCodeAt(0);
    if (code >= 65 && code <= 90) out.push(code - 65);
  }
  return out;
}

export function chaldeanCompound(name: string): number {
  return letterIndices(name).reduce((sum, i) => sum + CHALDEAN[i]!, 0);
}

export function pythagoreanSum(name: string): number {
  return letterIndices(name).reduce((sum, i) => sum + (i % 9) + 1, 0);
}

export function numerologyFor(name: string, day: number, month: number, year: number): Numerology {
  const digits = `${String(day).padStart(2, '0')}${String(month).padStart(2, '0')}${String(year).padStart(4, '0')}`;
  const digitSum = [...digits].reduce((s, d) => s + Number(d), 0);
  const compound = chaldeanCompound(name);
  return {
    psychicNumber: digitalRoot(day),
    destinyNumber: digitalRoot(digitSum),
    chaldeanNameCompound: compound,
    chaldeanNameNumber: digitalRoot(compound),
    pythagoreanNameNumber: digitalRoot(pythagoreanSum(name)),
  };
}
