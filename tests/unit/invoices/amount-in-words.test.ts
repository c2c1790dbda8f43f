import { formatRupees } from '@/lib/consultations/services';
import { amountInWords, integerInIndianWords } from '@/lib/invoices/amount-in-words';

describe('amount in words (Indian numbering)', () => {
  it('writes rupees with thousand, lakh and crore', () => {
    expect(amountInWords(510_000)).toBe('Rupees Five Thousand One Hundred Only');
    expect(amountInWords(2_100_00)).toBe('Rupees Two Thousand One Hundred Only');
    expect(amountInWords(1_50_000_00)).toBe('Rupees One Lakh Fifty Thousand Only');
    expect(amountInWords(1_23_45_678_00)).toBe('Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight Only');
  });

  it('writes the paise after the rupees', () => {
    expect(amountInWords(432_203)).toBe('Rupees Four Thousand Three Hundred Twenty-Two and Three Paise Only');
    expect(amountInWords(77_797)).toBe('Rupees Seven Hundred Seventy-Seven and Ninety-Seven Paise Only');
    expect(amountInWords(50)).toBe('Fifty Paise Only');
  });

  it('handles zero, the teens, round tens and crores of crores', () => {
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(integerInIndianWords(11)).toBe('Eleven');
    expect(integerInIndianWords(90)).toBe('Ninety');
    expect(integerInIndianWords(100_000)).toBe('One Lakh');
    expect(integerInIndianWords(10_00_00_000)).toBe('Ten Crore');
    expect(integerInIndianWords(1_00_000_00_00_000)).toBe('One Lakh Crore');
  });

  it('refuses what is not whole paise', () => {
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(-1)).toThrow(RangeError);
  });

  it('writes figures with Indian digit grouping, with paise always on an invoice', () => {
    expect(formatRupees(1_23_45_678_50)).toBe('₹1,23,45,678.50');
    expect(formatRupees(510_000)).toBe('₹5,100');
    expect(formatRupees(510_000, { alwaysPaise: true })).toBe('₹5,100.00');
    expect(formatRupees(5, { alwaysPaise: true })).toBe('₹0.05');
  });
});
