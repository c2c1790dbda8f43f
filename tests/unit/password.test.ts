/** @jest-environment node */
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
  });

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
});
