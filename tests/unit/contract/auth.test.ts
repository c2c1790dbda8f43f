/** @jest-environment node */
import { MOBILE_MESSAGE, OTP_MESSAGE, registrationRequestSchema, verifyRequestSchema } from '@/lib/contract/auth';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('verify-otp request: one parse, two shapes', () => {
  it('reads a body with `identifier` as a registration step', () => {
    expect(verifyRequestSchema.parse({ identifier: ' Kavya@Example.in ', otp: '123456' })).toEqual({ kind: 'registration', identifier: 'Kavya@Example.in', otp: '123456', country_code: '91' });
  });

  it('reads any other object as a sign-in', () => {
    expect(verifyRequestSchema.parse({ mobile: '98765 43210', otp: '123456', country_code: '+91' })).toEqual({ kind: 'login', mobile: '9876543210', otp: '123456', country_code: '91' });
  });

  it("answers with the messages of the shape the body was meant to be", () => {
    expect(firstMessage(verifyRequestSchema.safeParse({ identifier: 'kavya@example.in', otp: '12' }))).toBe(OTP_MESSAGE);
    expect(firstMessage(verifyRequestSchema.safeParse({ otp: '123456' }))).toBe(MOBILE_MESSAGE);
    expect(firstMessage(verifyRequestSchema.safeParse({ identifier: 'x'.repeat(300), otp: '123456' }))).toBe('identifier must be at most 254 characters.');
  });

  it('a client cannot choose the shape by sending `kind` itself', () => {
    expect(verifyRequestSchema.parse({ kind: 'registration', mobile: '9876543210', otp: '123456' }).kind).toBe('login');
  });
});

describe('registration request', () => {
  const valid = { name: 'Kavya Iyer', email: 'kavya@example.in', mobile: '9876543210', password: 'Gulmohar-Evening-2026' };

  it('refuses a password over 128 characters before anything else looks at it', () => {
    expect(firstMessage(registrationRequestSchema.safeParse({ ...valid, password: `${'aA1!'.repeat(32)}x` }))).toBe('Password must be at most 128 characters.');
    expect(registrationRequestSchema.safeParse({ ...valid, password: 'aA1!'.repeat(32) }).success).toBe(true);
  });

  it('refuses a short or missing password with its own message', () => {
    expect(firstMessage(registrationRequestSchema.safeParse({ ...valid, password: 'short1' }))).toBe('Password must be at least 8 characters.');
    expect(firstMessage(registrationRequestSchema.safeParse({ ...valid, password: '' }))).toBe('Please enter a password.');
  });
});
