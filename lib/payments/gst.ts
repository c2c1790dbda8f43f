// Prices are quoted including GST (as Indian consumers expect); a receipt shows how the total
// splits into the taxable value and the tax. Pure: integer paise in, integer paise out.

export interface GstSplit {
  /** What was paid, GST included. */
  totalPaise: number;
  /** The taxable value: total / (1 + rate), rounded to the nearest paisa. */
  taxablePaise: number;
  /** The rest of the total, so the two parts always add up to it exactly. */
  gstPaise: number;
  gstPercent: number;
}

/**
 * Splits a GST-inclusive total. The rate is computed in basis points so a rate such as 0.25 or
 * 12.5 stays exact; the taxable value is rounded half up and the tax takes the remainder, so no
 * paisa is lost or invented.
 */
export function splitInclusiveGst(totalPaise: number, gstPercent: number): GstSplit {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0) throw new RangeError('totalPaise must be a non-negative integer');
  if (!(gstPercent >= 0 && gstPercent <= 100)) throw new RangeError('gstPercent must be between 0 and 100');
  const basisPoints = Math.round(gstPercent * 100);
  const taxablePaise = Math.floor((totalPaise * 10_000 * 2 + (10_000 + basisPoints)) / (2 * (10_000 + basisPoints)));
  return { totalPaise, taxablePaise, gstPaise: totalPaise - taxablePaise, gstPercent };
}
