import { addDays, indiaToday } from '@/lib/consultations/booking-dates';
import { AREA_PRICED_SERVICE_SLUG } from '@/lib/consultations/services';
import { estimateBookingPath } from '@/lib/contract/estimate-booking';
import { BOOKING_PROPERTY_TYPE_OF, createBookingRequestSchema, feeEstimateSelectionSchema, PROPERTY_TYPES } from '@/lib/contract/bookings';
import { areaPricePaise, estimateVastuFee, PROPERTY_TYPES as ESTIMATOR_TYPES } from '@/lib/vastu/fee-estimator';

const estimate = { category: 'residential', type: 'house', level: 'basic', area: '1,000', unit: 'sqft' };
const request = (overrides: Record<string, unknown> = {}) => ({
  serviceSlug: AREA_PRICED_SERVICE_SLUG,
  preferredDate: addDays(indiaToday(), 2),
  timeWindow: 'morning',
  details: { address: '14 Gulmohar Enclave', city: 'Faridabad', propertyType: 'flat' },
  estimate,
  ...overrides,
});
const messages = (r: Record<string, unknown>) => createBookingRequestSchema.safeParse(request(r)).error?.issues.map((i) => i.message);

describe('the fee estimate a booking carries', () => {
  it('reads the estimator’s choices as the address carries them, the area as a number', () => {
    expect(feeEstimateSelectionSchema.parse(estimate)).toEqual({ category: 'residential', type: 'house', level: 'basic', area: 1000, unit: 'sqft' });
    expect(feeEstimateSelectionSchema.parse({ ...estimate, area: 12.5, unit: 'gaj' }).area).toBe(12.5);
  });

  it('refuses a type of another category, a bad area, level or unit, with plain messages', () => {
    const problems = (e: Record<string, unknown>) => feeEstimateSelectionSchema.safeParse({ ...estimate, ...e }).error?.issues.map((i) => i.message);
    expect(problems({ type: 'factory' })).toEqual(['Choose a property type of the chosen category.']);
    expect(problems({ area: '0' })).toEqual(['Please enter a valid positive area value.']);
    expect(problems({ area: '2,00,00,000' })).toEqual(['For a property larger than 10,00,000 sq ft, please contact us for a quote.']);
    expect(problems({ level: 'gold' })).toEqual(['Choose the service level: basic, detailed or on-site.']);
    expect(problems({ unit: 'bigha' })).toEqual(['Choose the area unit: sq ft, sq m or gaj.']);
    expect(problems({ category: undefined })?.[0]).toMatch(/property category/);
  });

  it('is required by the consultation priced by area, and dropped from any other booking', () => {
    expect(messages({ estimate: undefined })).toEqual(['This consultation is priced from a fee estimate: start from the cost estimator.']);
    expect(createBookingRequestSchema.parse(request()).estimate).toMatchObject({ area: 1000 });
    expect(createBookingRequestSchema.parse(request({ serviceSlug: 'professional-vastu-check' })).estimate).toBeUndefined();
  });

  it('is priced at the estimate’s total, in paise, the largest one within an integer column', () => {
    const selection = feeEstimateSelectionSchema.parse(estimate);
    expect(areaPricePaise(selection)).toBe(estimateVastuFee(selection).total * 100);
    expect(areaPricePaise(selection)).toBe(450_000);
    const largest = feeEstimateSelectionSchema.parse({ category: 'commercial', type: 'mall', level: 'onsite', area: 1_000_000, unit: 'sqft' });
    expect(areaPricePaise(largest)).toBeLessThan(2 ** 31);
  });

  it('makes the booking address from the choices, and maps every estimator type to a booking property type', () => {
    const path = estimateBookingPath(feeEstimateSelectionSchema.parse(estimate));
    expect(path).toBe('/book/vastu-consultation-by-area?category=residential&type=house&level=basic&area=1000&unit=sqft');
    for (const types of Object.values(ESTIMATOR_TYPES)) for (const t of types) expect(PROPERTY_TYPES).toContain(BOOKING_PROPERTY_TYPE_OF[t.id]);
  });
});
