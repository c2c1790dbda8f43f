import { bookingNumber, bookingNumberMonth, financialYearOf, normaliseBookingNumber, taxDocumentNumber } from '@/lib/invoices/numbering';
import { findStateByCodeOrName, INDIAN_STATES } from '@/lib/invoices/states';

describe('invoice and booking numbers', () => {
  it('puts an instant in the Indian financial year of India time (April to March)', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27'); // 31 March, 23:59:59 IST
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28'); // 1 April, 00:00 IST
    expect(financialYearOf(new Date('2026-11-26T12:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });

  it('numbers invoices and credit notes per financial year, within GST’s 16 characters', () => {
    expect(taxDocumentNumber('invoice', '2026-27', 42)).toBe('INV/26-27/00042');
    expect(taxDocumentNumber('credit-note', '2026-27', 3)).toBe('CN/26-27/00003');
    expect(taxDocumentNumber('invoice', '2026-27', 99_999).length).toBeLessThanOrEqual(16);
  });

  it('gives a booking the month it was made in India and its sequence', () => {
    expect(bookingNumberMonth(new Date('2026-11-30T18:30:00Z'))).toBe('2612'); // 1 December IST
    expect(bookingNumber('2612', 42)).toBe('AVK-2612-0042');
    expect(bookingNumber('2612', 12_345)).toBe('AVK-2612-12345');
    expect(normaliseBookingNumber(' avk26120042 ')).toBe('AVK-2612-0042');
    expect(normaliseBookingNumber('AVK-2612-42')).toBeNull();
  });

  it('lists every state and union territory once, by GST state code', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES.map((s) => s.code)).size).toBe(36);
    expect(findStateByCodeOrName('haryana')?.code).toBe('06');
    expect(findStateByCodeOrName('7')?.name).toBe('Delhi');
  });
});
