import { clearNavState, readNavState, setNavState } from '@/lib/client/nav-state';

describe('navigation state between screens', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('hands a value to the next screen in this tab only, outside the URL', () => {
    setNavState('otpMobile', '9876543210');
    expect(readNavState('otpMobile')).toBe('9876543210');
    expect(window.location.href).not.toContain('9876543210');
    expect(window.localStorage.length).toBe(0);
  });

  it('reads null when nothing was handed over, and forgets a value once cleared', () => {
    expect(readNavState('vastuAstrologerId')).toBeNull();
    setNavState('vastuAstrologerId', 'va-1');
    clearNavState('vastuAstrologerId');
    expect(readNavState('vastuAstrologerId')).toBeNull();
  });

  it('keeps keys apart', () => {
    setNavState('otpMobile', '1');
    expect(readNavState('vastuAstrologerId')).toBeNull();
  });
});
