import { safeReturnPath, signInHref } from '@/lib/return-path';

describe('safeReturnPath', () => {
  it('keeps a path on this site', () => {
    expect(safeReturnPath('/kundli/3f2b8c1e-1c2d-4e5f-8a9b-0c1d2e3f4a5b')).toBe('/kundli/3f2b8c1e-1c2d-4e5f-8a9b-0c1d2e3f4a5b');
    expect(safeReturnPath('/book/professional-vastu-check?x=1')).toBe('/book/professional-vastu-check?x=1');
  });

  it.each([null, undefined, '', 'kundli', 'https://evil.example/', '//evil.example', '/\\evil.example', '/a\\b', '/a\nb', 'javascript:alert(1)', '/login', '/otp?x', `/${'a'.repeat(600)}`])(
    'refuses %p',
    (value) => {
      expect(safeReturnPath(value)).toBeNull();
    },
  );

  it('builds the sign-in link that comes back', () => {
    expect(signInHref('/matchMaking/abc')).toBe('/login?next=%2FmatchMaking%2Fabc');
  });
});
