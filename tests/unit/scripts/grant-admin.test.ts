/** @jest-environment node */
import { ADMIN_ROLE } from '@/lib/roles';
import { ADMIN_ROLE as COMMAND_ADMIN_ROLE, parseMobile } from '@/scripts/grant-admin.mjs';

describe('npm run admin:create', () => {
  it('grants the same role word the console checks', () => {
    expect(COMMAND_ADMIN_ROLE).toBe(ADMIN_ROLE);
  });

  it('takes ten digits, ignoring spaces and dashes, and nothing else', () => {
    expect(parseMobile('98765 43210')).toBe('9876543210');
    expect(parseMobile('98765-43210')).toBe('9876543210');
    expect(parseMobile('+919876543210')).toBeNull();
    expect(parseMobile('987654321')).toBeNull();
    expect(parseMobile(undefined)).toBeNull();
  });
});
