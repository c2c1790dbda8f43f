import { userRolesRequestSchema, userSearchQuerySchema } from '@/lib/contract/admin-users';

describe('admin user search and roles', () => {
  const q = (value?: string) => userSearchQuerySchema.safeParse({ q: value });

  it('finds by mobile digits (spaces, dashes and +91 ignored) or by e-mail in any case', () => {
    expect(q('98765 43210').data?.q).toBe('9876543210');
    expect(q('+91 98765-43210').data?.q).toBe('9876543210');
    expect(q('987').data?.q).toBe('987');
    expect(q(' Asha.Rao@Example.IN ').data?.q).toBe('asha.rao@example.in');
    expect(q(undefined).data?.q).toBe('');
    // A query string without `q` at all (GET /api/admin/users): every account.
    expect(userSearchQuerySchema.safeParse({}).data).toEqual({ page: 1, q: '' });
  });

  it('refuses what is neither, in plain words', () => {
    for (const bad of ['98', 'asha', '98765432101', 'a@b']) {
      expect(q(bad).error?.issues[0]?.message).toBe('Search by a mobile number (digits) or a full e-mail address.');
    }
  });

  it('takes a set of known roles, in the canonical order, and nothing else', () => {
    expect(userRolesRequestSchema.parse({ roles: ['admin', 'customer', 'admin'] }).roles).toEqual(['customer', 'admin']);
    expect(userRolesRequestSchema.parse({ roles: [] }).roles).toEqual([]);
    expect(userRolesRequestSchema.safeParse({ roles: ['superuser'] }).success).toBe(false);
    expect(userRolesRequestSchema.safeParse({ roles: 'admin' }).success).toBe(false);
  });
});
