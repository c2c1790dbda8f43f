import fc from 'fast-check';
import { splitInclusiveGst, supplyKind } from '@/lib/invoices/gst';

describe('GST-inclusive split', () => {
  it('splits the Professional Vastu Check (5,100 rupees at 18%) into taxable value and tax', () => {
    // 510000 / 1.18 = 432203.389... -> 432203 paise taxable, the remaining 77797 paise GST.
    expect(splitInclusiveGst(510_000, 18)).toMatchObject({ totalPaise: 510_000, taxablePaise: 432_203, gstPaise: 77_797, gstPercent: 18 });
  });

  it('rounds the taxable value half up and gives the tax the remainder', () => {
    // 59 / 1.18 = 50 exactly; 177 / 1.18 = 150 exactly; 1 / 1.18 = 0.847 -> 1.
    expect(splitInclusiveGst(59, 18)).toMatchObject({ taxablePaise: 50, gstPaise: 9 });
    expect(splitInclusiveGst(177, 18)).toMatchObject({ taxablePaise: 150, gstPaise: 27 });
    expect(splitInclusiveGst(1, 18)).toMatchObject({ taxablePaise: 1, gstPaise: 0 });
    // 105 / 1.05 = 100; 0.5 paise cases: 201 / 1.01 = 199.0099 -> 199.
    expect(splitInclusiveGst(105, 5)).toMatchObject({ taxablePaise: 100, gstPaise: 5 });
    expect(splitInclusiveGst(201, 1)).toMatchObject({ taxablePaise: 199, gstPaise: 2 });
  });

  it('always adds up to the total, in whole paise, for any amount and common rate', () => {
    for (const rate of [0, 0.25, 3, 5, 12, 12.5, 18, 28]) {
      for (let total = 0; total < 3000; total += 11) {
        const s = splitInclusiveGst(total, rate);
        expect(Number.isInteger(s.taxablePaise) && Number.isInteger(s.gstPaise)).toBe(true);
        expect(s.taxablePaise + s.gstPaise).toBe(total);
        expect(Math.abs(s.taxablePaise * (1 + rate / 100) - total)).toBeLessThanOrEqual(0.5 * (1 + rate / 100) + 1e-9);
      }
    }
  });

  it('has no tax at a 0% rate', () => {
    expect(splitInclusiveGst(510_000, 0)).toMatchObject({ taxablePaise: 510_000, gstPaise: 0 });
  });

  it('refuses fractional paise and impossible rates', () => {
    expect(() => splitInclusiveGst(10.5, 18)).toThrow(RangeError);
    expect(() => splitInclusiveGst(-1, 18)).toThrow(RangeError);
    expect(() => splitInclusiveGst(100, -1)).toThrow(RangeError);
    expect(() => splitInclusiveGst(100, Number.NaN)).toThrow(RangeError);
  });

  it('splits the tax of a supply within the business\'s state into CGST and SGST, half each', () => {
    // 5,100 rupees at 18%: tax 777.97 rupees; CGST takes the odd paisa.
    expect(splitInclusiveGst(510_000, 18, 'intra-state')).toMatchObject({ taxablePaise: 432_203, cgstPaise: 38_899, sgstPaise: 38_898, igstPaise: 0 });
    expect(splitInclusiveGst(118_000, 18, 'intra-state')).toMatchObject({ taxablePaise: 100_000, cgstPaise: 9_000, sgstPaise: 9_000, igstPaise: 0 });
  });

  it('charges the whole tax as IGST on a supply to another state', () => {
    expect(splitInclusiveGst(510_000, 18, 'inter-state')).toMatchObject({ taxablePaise: 432_203, cgstPaise: 0, sgstPaise: 0, igstPaise: 77_797 });
  });

  it('always rounds every part to the paisa and adds up to the total (any amount, rate and supply)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.constantFrom(0, 0.25, 3, 5, 12, 18, 28), fc.constantFrom('intra-state' as const, 'inter-state' as const), (total, rate, supply) => {
        const s = splitInclusiveGst(total, rate, supply);
        for (const part of [s.taxablePaise, s.cgstPaise, s.sgstPaise, s.igstPaise]) expect(Number.isSafeInteger(part) && part >= 0).toBe(true);
        expect(s.taxablePaise + s.cgstPaise + s.sgstPaise + s.igstPaise).toBe(total);
        expect(Math.abs(s.cgstPaise - s.sgstPaise)).toBeLessThanOrEqual(1);
        expect(supply === 'intra-state' ? s.igstPaise : s.cgstPaise + s.sgstPaise).toBe(0);
      }),
    );
  });

  it('takes the place of supply from the customer\'s state, or the business\'s own when unknown', () => {
    expect(supplyKind('06', '06')).toBe('intra-state');
    expect(supplyKind('06', '07')).toBe('inter-state');
    expect(supplyKind('06', null)).toBe('intra-state');
  });
});
