import { offersOf } from '@/lib/experts/offers';
import { findBookableService } from '@/lib/consultations/services';

describe('offersOf', () => {
  it('offers an astrologer the services for a birth chart, at the catalogue price', () => {
    const offers = offersOf('astrologer');
    expect(offers.map((o) => o.slug)).toEqual(['astrology-consultation', 'personality-report']);
    expect(offers[0]).toEqual({ slug: 'astrology-consultation', title: 'Astrology Consultation', amountPaise: findBookableService('astrology-consultation')!.amountPaise, minutes: 30 });
  });

  it("charges the expert's own price where one is set, except for the price by area", () => {
    const offers = offersOf('vastu-astrologer', { 'home-vastu': 900_000, 'vastu-consultation-by-area': 1 });
    expect(offers.find((o) => o.slug === 'home-vastu')!.amountPaise).toBe(900_000);
    expect(offers.find((o) => o.slug === 'vastu-consultation-by-area')!.amountPaise).toBe(findBookableService('vastu-consultation-by-area')!.amountPaise);
    expect(offers.every((o) => o.slug !== 'astrology-consultation')).toBe(true);
  });
});
