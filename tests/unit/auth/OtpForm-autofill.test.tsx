import { fireEvent, render, screen } from '@testing-library/react';
import OtpForm from '@/components/auth/OtpForm';
import { setNavState } from '@/lib/client/nav-state';

// SMS autofill on Android and iOS delivers the whole code in one input event on the first box.

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }));
jest.mock('@/lib/client/api', () => ({ sendLoginOtp: jest.fn(), verifyLoginOtp: jest.fn() }));

const boxes = () => Array.from({ length: 6 }, (_, i) => screen.getByLabelText(`Digit ${i + 1} of 6`) as HTMLInputElement);

beforeEach(() => {
  window.sessionStorage.clear();
  setNavState('otpMobile', '9876543210');
});

it('fills all six boxes from one input event carrying the whole code', () => {
  render(<OtpForm resendSeconds={30} />);
  fireEvent.change(boxes()[0]!, { target: { value: '123456' } });
  expect(boxes().map((b) => b.value)).toEqual(['1', '2', '3', '4', '5', '6']);
  expect(boxes()[5]).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeEnabled();
});

it('a whole code arriving in a later box still fills all six', () => {
  render(<OtpForm resendSeconds={30} />);
  fireEvent.change(boxes()[3]!, { target: { value: '654321' } });
  expect(boxes().map((b) => b.value)).toEqual(['6', '5', '4', '3', '2', '1']);
});

it('a part of a code fills on from the box it arrived in; typing stays one digit a box', () => {
  render(<OtpForm resendSeconds={30} />);
  fireEvent.change(boxes()[0]!, { target: { value: '7' } });
  fireEvent.change(boxes()[1]!, { target: { value: '89' } });
  expect(boxes().map((b) => b.value)).toEqual(['7', '8', '9', '', '', '']);
  expect(boxes()[3]).toHaveFocus();
  expect(boxes()[0]).not.toHaveAttribute('maxlength');
});
