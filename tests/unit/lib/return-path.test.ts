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
