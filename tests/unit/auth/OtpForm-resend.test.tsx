import { act, render, screen } from '@testing-library/react';
import OtpForm from '@/components/auth/OtpForm';
import { setNavState } from '@/lib/client/nav-state';

// The resend wait is the server's OTP_RESEND_SECONDS, which the OTP page passes in: the countdown
// starts from it and shows minutes and seconds.

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }));
jest.mock('@/lib/client/api', () => ({ sendLoginOtp: jest.fn(), verifyLoginOtp: jest.fn() }));

/** The countdown ticks once a second, each tick scheduled after the last render. */
function waitSeconds(n: number) {
  for (let i = 0; i < n; i++) {
    act(() => {
      jest.advanceTimersByTime(1_000);
    });
  }
}

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
  setNavState('otpMobile', '9876543210');
});

afterEach(() => {
  jest.useRealTimers();
});

it('counts down from the configured wait, in minutes and seconds', () => {
  render(<OtpForm resendSeconds={90} />);
  expect(screen.getByText('Resend available in 1:30')).toBeInTheDocument();
  waitSeconds(31);
  expect(screen.getByText('Resend available in 0:59')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled();
});

it('offers Resend once a short configured wait is over', () => {
  render(<OtpForm resendSeconds={2} />);
  expect(screen.getByText('Resend available in 0:02')).toBeInTheDocument();
  waitSeconds(2);
  expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
});
