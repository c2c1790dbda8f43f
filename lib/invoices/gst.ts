// Prices are quoted including GST (as Indian consumers expect); a receipt and a tax invoice show
// how the total splits into the taxable value and the tax, and the tax into CGST + SGST (supply
// within the business's state) or IGST (to another state). Pure: integer paise in, integer paise
// out; every part is rounded to the paisa and the parts always add up to the total.

/** Within the business's state (CGST + SGST) or to another state (IGST). */
export type SupplyKind = 'intra-state' | 'inter-state';

export interface GstSplit {
  /** What was paid, GST included. */
  totalPaise: number;
  /** The taxable value: total / (1 + rate), rounded to the nearest paisa. */
  taxablePaise: number;
  /** The rest of the total, so the two parts always add up to it exactly. */
  gstPaise: number;
  gstPercent: number;
  supply: SupplyKind;
  /** Intra-state: half the tax each (CGST takes the odd paisa); 0 for an inter-state supply. */
  cgstPaise: number;
  sgstPaise: number;
  /** Inter-state: the whole tax; 0 for an intra-state supply. */
  igstPaise: number;
}

/**
 * Splits a GST-inclusive total. The rate is computed in basis points so a rate such as 0.25 or
 * 12.5 stays exact; the taxable value is rounded half up and the tax takes the remainder, so no
 * paisa is lost or invented. The tax is then CGST + SGST or IGST by `supply`.
 */
export function splitInclusiveGst(totalPaise: number, gstPercent: number, supply: SupplyKind = 'intra-state'): GstSplit {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0) throw new RangeError('totalPaise must be a non-negative integer');
  if (!(gstPercent >= 0 && gstPercent <= 100)) throw new RangeError('gstPercent must be between 0 and 100');
  const basisPoints = Math.round(gstPercent * 100);
  const taxablePaise = Math.floor((totalPaise * 10_000 * 2 + (10_000 + basisPoints)) / (2 * (10_000 + basisPoints)));
  const gstPaise = totalPaise - taxablePaise;
  const cgstPaise = supply === 'intra-state' ? Math.ceil(gstPaise / 2) : 0;
  const sgstPaise = supply === 'intra-state' ? gstPaise - cgstPaise : 0;
  return { totalPaise, taxablePaise, gstPaise, gstPercent, supply, cgstPaise, sgstPaise, igstPaise: supply === 'inter-state' ? gstPaise : 0 };
}

/**
 * The place of supply decides the tax: the customer's state when known (services to an
 * unregistered person: their address on record), else the business's own (IGST Act s. 12(2)(b)).
 */
export function supplyKind(businessStateCode: string, customerStateCode: string | null | undefined): SupplyKind {
  return !customerStateCode || customerStateCode === businessStateCode ? 'intra-state' : 'inter-state';
}
