/** @jest-environment node */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { hashPassword, passwordProblem, verifyPassword } from '@/lib/server/auth/password';

describe('passwords', () => {
  it('hashes with scrypt and a random salt, and verifies only the right password', async () => {
    const a = await hashPassword('Gulmohar-Evening-2026');
    const b = await hashPassword('Gulmohar-Evening-2026');
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Gulmohar-Evening-2026', a)).toBe(true);
    expect(await verifyPassword('gulmohar-evening-2026', a)).toBe(false);
    expect(await verifyPassword('anything', 'bcrypt$whatever')).toBe(false);
    // Four scrypt runs at 128 MiB each: seconds on a busy two-core machine.
  }, 30_000);

  it.each([
    ['short', 'Password must be at least 8 characters.'],
    ['password', 'This password is too common or easy to guess. Please choose a stronger one.'],
    ['12345678', 'This password is too common or easy to guess. Please choose a stronger one.'],
    ['iloveyou1', 'This password is too common or easy to guess. Please choose a stronger one.'],
  ])('refuses %j', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it('refuses a password made of the user’s own name or e-mail', () => {
    expect(passwordProblem('kavyaiyer1', ['Kavya Iyer'])).not.toBeNull();
    expect(passwordProblem('ravikumar2', ['ravi.kumar@example.in'])).not.toBeNull();
  });

  it('accepts a long, uncommon passphrase', () => {
    expect(passwordProblem('Gulmohar-Evening-2026', ['Kavya Iyer'])).toBeNull();
    expect(passwordProblem('x'.repeat(129))).toMatch(/at most 128/);
  });

  // Finding 1: zxcvbn's cost grows faster than the length; a 128-character "aA1!" x 32 took
  // over a second of CPU. Only a bounded prefix is ever scored.
  it('scores at most the first 64 characters of a long password', () => {
    const check = jest.spyOn(ZxcvbnFactory.prototype, 'check');
    try {
      passwordProblem('aA1!'.repeat(32), ['Kavya Iyer']);
      expect(check).toHaveBeenCalled();
      for (const [password] of check.mock.calls) expect(password.length).toBeLessThanOrEqual(64);
    } finally {
      check.mockRestore();
    }
  });
});
