// Reading numbers typed by people, and rounding them. Pure: shared by the Vastu tools.

// Digits with optional thousands separators, in the Indian (12,34,567) or the international
// (1,234,567) grouping, or none, then an optional decimal part. A comma anywhere else
// ("1,5") is not a separator, so the text is not a number.
const DECIMAL = /^(?:\d+|\d{1,3}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)?(?:\.\d*)?$/;

/**
 * The value of a plain decimal number as a person types it ("2000", "2,000", "12,34,567.5",
 * ".5", " 42 "), or NaN for anything else: empty text, letters, signs, exponents ("1e3"),
 * hexadecimal, "Infinity", or a value too large to hold.
 */
export function parseDecimal(input: string | number | null | undefined): number {
  if (typeof input === 'number') return Number.isFinite(input) ? input : Number.NaN;
  if (input == null) return Number.NaN;
  const text = input.trim();
  if (!/\d/.test(text) || !DECIMAL.test(text)) return Number.NaN;
  const value = Number(text.replace(/,/g, ''));
  return Number.isFinite(value) ? value : Number.NaN;
}

/**
 * Rounds half up (a true half goes towards +∞, as `Math.round` does) to `decimals` places. The
 * value is first read to 15 significant digits, so binary noise does not move a true half the
 * wrong way: 1.005 rounds to 1.01 although its binary value is just below 1.005. Never -0.
 */
export function roundHalfUp(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  const scaled = Number((value * factor).toPrecision(15));
  return Math.round(scaled) / factor + 0;
}
