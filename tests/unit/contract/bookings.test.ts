import { addDays, indiaToday } from '@/lib/consultations/booking-dates';
import { createBookingRequestSchema, timeWindowOf } from '@/lib/contract/bookings';

const property = { address: '14 Gulmohar Enclave', city: 'Faridabad', propertyType: 'Flat' };
const birth = { name: 'Asha', dob: '1990-08-15', birthTime: '14:30', birthPlace: 'Faridabad', latitude: '28.41', longitude: 77.31 };
const request = (overrides: Record<string, unknown> = {}) => ({ serviceSlug: 'professional-vastu-check', preferredDate: addDays(indiaToday(), 1), timeWindow: 'morning', details: property, ...overrides });

describe('the booking request', () => {
  it('keeps no price or state a client sends', () => {
    const parsed = createBookingRequestSchema.parse(request({ amountPaise: 1, status: 'paid' }));
    expect(parsed).not.toHaveProperty('amountPaise');
    expect(parsed).not.toHaveProperty('status');
    expect(parsed.details).toEqual({ ...property, propertyType: 'flat' });
    expect(parsed.note).toBe('');
  });

  it('checks the details the chosen service needs, reported under details.<field>', () => {
    const wrongKind = createBookingRequestSchema.safeParse(request({ details: birth }));
    expect(wrongKind.success).toBe(false);
    expect(wrongKind.error!.issues[0]!.path).toEqual(['details', 'address']);

    const astrology = createBookingRequestSchema.parse(request({ serviceSlug: 'astrology-consultation', details: birth }));
    expect(astrology.details).toEqual({ ...birth, latitude: 28.41 });
    const badTime = createBookingRequestSchema.safeParse(request({ serviceSlug: 'astrology-consultation', details: { ...birth, birthTime: '2:30 pm' } }));
    expect(badTime.error!.issues.map((i) => i.path.join('.'))).toEqual(['details.birthTime']);
  });

  it('refuses an unknown service, a bad window and a date out of range', () => {
    const messages = (r: Record<string, unknown>) => createBookingRequestSchema.safeParse(request(r)).error?.issues.map((i) => i.message);
    expect(messages({ serviceSlug: 'gold-plan' })).toEqual(['Choose one of the services we offer.']);
    expect(messages({ timeWindow: 'night' })).toEqual(['Choose a time window: morning, afternoon or evening.']);
    expect(messages({ preferredDate: addDays(indiaToday(), 91) })).toEqual(['The preferred date must be within 90 days from today.']);
  });
});

describe('a booking on a time slot', () => {
  const slotRequest = (slotStart: unknown) => ({ serviceSlug: 'astrology-consultation', details: birth, slotStart });

  it('takes its date and window from the slot, in India time', () => {
    expect(createBookingRequestSchema.parse(slotRequest('2026-12-01T09:30:00+05:30'))).toMatchObject({ preferredDate: '2026-12-01', timeWindow: 'morning', slotStart: '2026-12-01T09:30:00+05:30' });
    // 19:00 UTC is 00:30 the next day in India.
    expect(createBookingRequestSchema.parse(slotRequest('2026-12-01T19:00:00Z'))).toMatchObject({ preferredDate: '2026-12-02', timeWindow: 'morning' });
    expect(timeWindowOf(new Date('2026-12-01T14:00:00+05:30'))).toBe('afternoon');
    expect(timeWindowOf(new Date('2026-12-01T17:00:00+05:30'))).toBe('evening');
  });

  it('refuses a slot time that is not an ISO time with its offset', () => {
    for (const bad of ['tomorrow', '2026-12-01 09:30', '2026-12-01T09:30:00', '2026-13-01T09:30:00+05:30', 930]) {
      expect(createBookingRequestSchema.safeParse(slotRequest(bad)).success).toBe(false);
    }
  });

  it('reports a missing window together with a bad date, as the form shows them at once', () => {
    const issues = createBookingRequestSchema.safeParse({ serviceSlug: 'astrology-consultation', details: birth, preferredDate: '' }).error!.issues.map((i) => i.path.join('.'));
    expect(issues).toEqual(expect.arrayContaining(['preferredDate', 'timeWindow']));
    for (const notAnObject of [null, 'x', 42, []]) expect(createBookingRequestSchema.safeParse(notAnObject).success).toBe(false);
  });

  it('still asks for a date and a window without a slot', () => {
    const issues = createBookingRequestSchema.safeParse({ serviceSlug: 'astrology-consultation', details: birth }).error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['preferredDate', 'Preferred date is required.'],
      ['timeWindow', 'Choose a time window: morning, afternoon or evening.'],
    ]);
  });
});
