import { safeReturnPath, signInPath } from '@/lib/return-path';

describe('the path to return to after signing in', () => {
  it('keeps paths on this site', () => {
    expect(safeReturnPath('/book/professional-vastu-check')).toBe('/book/professional-vastu-check');
    expect(safeReturnPath('/bookings/0c9d2f3e-1a2b-4c5d-8e9f-001122334455')).toBe('/bookings/0c9d2f3e-1a2b-4c5d-8e9f-001122334455');
    expect(signInPath('/book/home-vastu')).toBe('/login?next=%2Fbook%2Fhome-vastu');
    // A fee estimate's booking keeps its choices.
    const estimate = '/book/vastu-consultation-by-area?category=residential&type=house&level=basic&area=1000&unit=sqft';
    expect(safeReturnPath(estimate)).toBe(estimate);
    expect(safeReturnPath('/book?x=%2F%2Fevil')).toBeNull();
    expect(safeReturnPath('/book?')).toBeNull();
  });

  it('drops anything that could lead to another site or loop', () => {
    for (const bad of ['https://evil.example/', '//evil.example', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)', '/%2F%2Fevil.example', '/book/../../x', 'book', '', '/login', '/otp', '/a?next=//x', '/a b', null, undefined, 42, ['/book']]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
    expect(signInPath('//evil.example')).toBe('/login');
  });
});

describe('the way back after signing in on a Hindi page', () => {
  it('signs in under /hi and returns under /hi', () => {
    expect(signInPath('/bookings', 'hi')).toBe('/hi/login?next=%2Fhi%2Fbookings');
    // A path read from the address bar already names its language.
    expect(signInPath('/hi/kundli/abc', 'hi')).toBe('/hi/login?next=%2Fhi%2Fkundli%2Fabc');
    expect(signInPath('//evil.example', 'hi')).toBe('/hi/login');
    expect(safeReturnPath('/hi/bookings')).toBe('/hi/bookings');
  });

  it('never returns to a sign-in page in either language', () => {
    for (const loop of ['/hi/login', '/hi/otp', '/hi/login?next=%2F', '/hi/otp/x']) expect(safeReturnPath(loop)).toBeNull();
  });

  it('leaves English exactly as before', () => {
    expect(signInPath('/bookings', 'en')).toBe('/login?next=%2Fbookings');
  });
});
