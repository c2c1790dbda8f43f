import { BOOKABLE_SERVICES, bookingPath, type BookableService, findBookableService, formatRupees, servicesForPage } from '@/lib/consultations/services';
import { servicePages } from '@/content/services';

describe('the catalog of bookable services', () => {
  it('prices the Professional Vastu Check at 5,100 rupees, in integer paise', () => {
    expect(findBookableService('professional-vastu-check')).toMatchObject({ amountPaise: 510_000, details: 'property' });
    for (const service of BOOKABLE_SERVICES) {
      expect(Number.isInteger(service.amountPaise)).toBe(true);
      expect(service.amountPaise).toBeGreaterThan(0);
    }
  });

  it('offers every service the issue names, once each, with the details it needs', () => {
    const slugs = BOOKABLE_SERVICES.map((s) => s.slug);
    expect(slugs).toEqual(expect.arrayContaining(['professional-vastu-check', 'home-vastu', 'business-vastu', 'astrology-consultation', 'personality-report']));
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(findBookableService('astrology-consultation')?.details).toBe('birth');
    expect(findBookableService('personality-report')?.promise).toMatch(/24 hours/);
    expect(findBookableService('nothing')).toBeUndefined();
  });

  it('points each service at a page that exists', () => {
    const pages = new Set(servicePages.map((p) => p.slug));
    for (const service of BOOKABLE_SERVICES as readonly BookableService[]) if (service.servicePage) expect(pages).toContain(service.servicePage);
    expect(servicesForPage('home-vastu').map((s) => s.slug)).toEqual(['professional-vastu-check', 'home-vastu']);
  });

  it('writes rupees with Indian grouping, paise only when there are some', () => {
    expect(formatRupees(510_000)).toBe('₹5,100');
    expect(formatRupees(1_000_000_00)).toBe('₹10,00,000');
    expect(formatRupees(510_050)).toBe('₹5,100.50');
    expect(bookingPath('home-vastu')).toBe('/book/home-vastu');
  });
});
