/** @jest-environment node */
import { HttpError } from '@/lib/server/errors';

// Finding 1: the password strength check (zxcvbn) and scrypt are the expensive parts of
// registration; an unauthenticated caller must not reach them once a rate limit refuses.

const refusal = new HttpError(429, 'Too many OTP requests. Please try again in 20 minutes.', { retryAfter: 1200 }, { 'Retry-After': '1200' });

jest.mock('@/lib/server/auth/rate-limit', () => ({
  consumeLimits: jest.fn(async () => {
    throw refusal;
  }),
}));
jest.mock('@/lib/server/auth/password', () => {
  const actual = jest.requireActual('@/lib/server/auth/password');
  return { ...actual, passwordProblem: jest.fn(actual.passwordProblem), hashPassword: jest.fn(async () => 'scrypt$hash') };
});
jest.mock('@/lib/server/db/client', () => ({ getDb: jest.fn(async () => ({})) }));
jest.mock('@/lib/server/delivery', () => ({ deliverSmsCode: jest.fn(), deliverEmailCode: jest.fn(), deliverSmsNotice: jest.fn(), deliverEmailNotice: jest.fn() }));

import { hashPassword, passwordProblem } from '@/lib/server/auth/password';
import { startRegistration } from '@/lib/server/services/accounts';

describe('registration under a rate limit', () => {
  it('refuses with the 429 before the password is scored or hashed', async () => {
    const request = { name: 'Kavya Iyer', email: 'kavya@example.in', mobile: '9876543210', password: 'aA1!'.repeat(32), country_code: '91' as const, expertType: 'astrologer' as const };
    await expect(startRegistration(request, '203.0.113.7')).rejects.toBe(refusal);
    expect(passwordProblem).not.toHaveBeenCalled();
    expect(hashPassword).not.toHaveBeenCalled();
  });
});
