/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { vastuFaqs } from '@/content/faqs';
import { areaRateNoteFor, findBookableService, formatRupees, VASTU_AREA_RATES } from '@/lib/consultations/services';
import { withPrices } from '@/lib/server/legal';
import { RATES, SERVICE_LEVELS, PROPERTY_CATEGORIES } from '@/lib/vastu/fee-estimator';

// Issue 12: every price the site names comes from lib/consultations/services.ts.

const price = (slug: string) => formatRupees(findBookableService(slug)!.amountPaise);
const answers = vastuFaqs.flatMap((c) => c.items.map((i) => `${i.question} ${Array.isArray(i.answer) ? i.answer.join(' ') : i.answer}`)).join('\n');

describe('one price table', () => {
  it('gives the estimator its rates, in rupees, from the table’s paise', () => {
    for (const { id: category } of PROPERTY_CATEGORIES) {
      for (const { id: level } of SERVICE_LEVELS) {
        expect(RATES[category][level].perSqFt * 100).toBe(VASTU_AREA_RATES[category][level].perSqFtPaise);
        expect(RATES[category][level].serviceCharge * 100).toBe(VASTU_AREA_RATES[category][level].serviceChargePaise);
      }
    }
    // SPEC 9, the estimator's rates.
    expect(RATES.residential.basic).toEqual({ perSqFt: 4, serviceCharge: 500 });
    expect(RATES.industrial.onsite).toEqual({ perSqFt: 14, serviceCharge: 5500 });
  });

  it('puts the table’s prices in the FAQ, the service pages and the legal pages, and no price written by hand', () => {
    expect(answers).toContain(`A Professional Vastu Check costs ${price('professional-vastu-check')}.`);
    expect(answers).toContain('₹4 per sq ft plus ₹500');
    expect(areaRateNoteFor('home-vastu')).toBe('Priced by area instead: from ₹4 per sq ft plus ₹500');
    expect(areaRateNoteFor('business-vastu')).toBe('Priced by area instead: from ₹6 per sq ft plus ₹1,000');
    expect(areaRateNoteFor('astrology-consultation')).toBeNull();
    for (const doc of ['about', 'terms']) {
      const markdown = fs.readFileSync(path.join(process.cwd(), 'content', 'legal', `${doc}.md`), 'utf8');
      expect(markdown).not.toMatch(/₹\s?\d/);
      expect(withPrices(markdown)).toContain(`The Professional Vastu Check costs ${price('professional-vastu-check')}.`);
    }
    expect(() => withPrices('{{price:gold-plan}}')).toThrow();
  });
});
