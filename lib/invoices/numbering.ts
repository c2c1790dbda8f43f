// The numbers customers and the books see. Pure: the counters themselves live in the database
// (document_counters), incremented in the transaction that issues the number.

/** India is UTC+5:30 all year; a financial year and a booking's month are India's. */
const INDIA_OFFSET_MS = 330 * 60 * 1000;

const indiaParts = (at: Date) => {
  const d = new Date(at.getTime() + INDIA_OFFSET_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
};

/**
 * The Indian financial year (1 April to 31 March, India time) an instant falls in, e.g.
 * 2027-03-31T23:59 IST → "2026-27", 2027-04-01T00:00 IST → "2027-28".
 */
export function financialYearOf(at: Date): string {
  const { year, month } = indiaParts(at);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export type TaxDocumentKind = 'invoice' | 'credit-note';

const DOCUMENT_PREFIX: Record<TaxDocumentKind, string> = { invoice: 'INV', 'credit-note': 'CN' };

/**
 * A tax invoice's or credit note's number: its series, the financial year and a gap-free
 * sequence of that year, e.g. "INV/26-27/00042", "CN/26-27/00003". At most 16 characters up to
 * sequence 99999 of a year (GST rule 46(b): unique per financial year, at most 16 characters of
 * letters, digits, "-" and "/").
 */
export function taxDocumentNumber(kind: TaxDocumentKind, financialYear: string, sequence: number): string {
  return `${DOCUMENT_PREFIX[kind]}/${financialYear.slice(2)}/${String(sequence).padStart(5, '0')}`;
}

/** The counter a document's number is drawn from: one per kind and financial year. */
export const taxDocumentSeries = (kind: TaxDocumentKind, financialYear: string) => `${kind}:${financialYear}`;

/** The month (India time) a booking's short number counts in, "YYMM": December 2026 → "2612". */
export function bookingNumberMonth(at: Date): string {
  const { year, month } = indiaParts(at);
  return `${String(year % 100).padStart(2, '0')}${String(month).padStart(2, '0')}`;
}

export const bookingNumberSeries = (month: string) => `booking:${month}`;

/**
 * A booking's short number, the one customers quote: "AVK-" + the month it was made (YYMM,
 * India time) + its sequence in that month, at least 4 digits: "AVK-2612-0042". Unique, not
 * gap-free (a booking whose transaction rolls back gives its number back).
 */
export function bookingNumber(month: string, sequence: number): string {
  return `AVK-${month}-${String(sequence).padStart(4, '0')}`;
}

/** A booking number as a person may type it: any case, the dashes optional ("avk26120042"). */
export const BOOKING_NUMBER_PATTERN = /^AVK-?(\d{4})-?(\d{4,})$/i;

/** The canonical form of a booking number a person typed, or null. */
export function normaliseBookingNumber(text: string): string | null {
  const m = BOOKING_NUMBER_PATTERN.exec(text.trim());
  return m ? bookingNumber(m[1]!, Number(m[2])) : null;
}
