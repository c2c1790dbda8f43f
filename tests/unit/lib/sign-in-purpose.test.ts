import { signInPurpose } from '@/lib/sign-in-purpose';

// Issue 24: the sign-in page of a booking link says what is being booked, from the catalog only.

describe('signInPurpose', () => {
  it('names the service of a booking link, with the area of a fee estimate', () => {
    expect(signInPurpose('/book/home-vastu')).toBe('Sign in to book: Home Vastu Consultation');
    expect(signInPurpose('/book/astrology-consultation')).toBe('Sign in to book: Astrology Consultation');
    expect(signInPurpose('/book/vastu-consultation-by-area?category=residential&type=house&level=basic&area=100&unit=gaj')).toBe('Sign in to book: Vastu Consultation Priced by Area (100 gaj)');
    expect(signInPurpose('/book/vastu-consultation-by-area?area=-5&unit=sqft')).toBe('Sign in to book: Vastu Consultation Priced by Area');
  });

  it('says a booking is being paid for, without reading the booking', () => {
    expect(signInPurpose('/bookings/83ef4535-df97-469f-972b-95c9256c84d6/pay')).toBe('Sign in to pay for your booking.');
  });

  it('says nothing for any other page or an unknown service', () => {
    for (const path of [null, '/', '/profile', '/bookings', '/book/not-a-service', '/book/home-vastu/extra']) expect(signInPurpose(path)).toBeNull();
  });
});
