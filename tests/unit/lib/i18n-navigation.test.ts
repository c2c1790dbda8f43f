import { renderHook } from '@testing-library/react';
import { useLocaleRouter, usePageLocale } from '@/lib/i18n/navigation';

// Forms send their visitor on with English site paths; on a Hindi page the router keeps /hi.

const push = jest.fn();
const replace = jest.fn();
let pathname = '/';
jest.mock('next/navigation', () => ({
  usePathname: () => pathname,
  useRouter: () => ({ push, replace, prefetch: jest.fn(), back: jest.fn(), forward: jest.fn(), refresh: jest.fn() }),
}));

beforeEach(() => {
  push.mockClear();
  replace.mockClear();
});

test('on a Hindi page, push and replace go to the Hindi page', () => {
  pathname = '/hi/kundli';
  window.history.pushState(null, '', pathname);
  const { result } = renderHook(() => useLocaleRouter());
  result.current.push('/kundli/123');
  result.current.replace('/login?next=%2Fhi%2Fbookings');
  result.current.push('/hi/bookings');
  expect(push.mock.calls.map((c) => c[0])).toEqual(['/hi/kundli/123', '/hi/bookings']);
  expect(replace).toHaveBeenCalledWith('/hi/login?next=%2Fhi%2Fbookings');
  expect(renderHook(() => usePageLocale()).result.current).toBe('hi');
});

test('on an English page, paths go as written', () => {
  pathname = '/kundli';
  window.history.pushState(null, '', pathname);
  const { result } = renderHook(() => useLocaleRouter());
  result.current.push('/kundli/123');
  result.current.replace('/');
  expect(push).toHaveBeenCalledWith('/kundli/123');
  expect(replace).toHaveBeenCalledWith('/');
});
