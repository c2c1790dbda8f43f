/** @jest-environment node */
import { inArray } from 'drizzle-orm';
import * as schema from '@/lib/server/db/schema';
import { testDatabaseForFile } from '../../../support/test-database';

// Issue 23, finding 5: the console always keeps an admin. Removing the last admin's role, or
// deleting the last admin's account, is refused (409) whoever asks; two admins removing each
// other at once leave one. Against a real database: PGlite in memory, or the PostgreSQL of
// DATABASE_URL (a throw-away one: the tests add accounts and remove every admin role but theirs).

const mockDatabase = testDatabaseForFile();
jest.mock('@/lib/server/db/client', () => ({ getDb: async () => mockDatabase.db }));

import { eraseAccount } from '@/lib/server/services/account-data';
import { setUserRoles } from '@/lib/server/services/admin-users';

let seq = 0;
async function account(roles: string[]) {
  const mobile = `7${String(Date.now() % 1e6).padStart(6, '0')}${String(seq++).padStart(3, '0')}`;
  const [row] = await mockDatabase.db.insert(schema.users).values({ mobile, roles }).returning();
  return row!;
}

/** Leaves `keep` as the only admins of the database. */
async function onlyAdmins(...keep: { id: string }[]) {
  const admins = await mockDatabase.db.select().from(schema.users);
  for (const u of admins) {
    if (u.roles.includes('admin') && !keep.some((k) => k.id === u.id)) {
      await mockDatabase.db.update(schema.users).set({ roles: u.roles.filter((r) => r !== 'admin') }).where(inArray(schema.users.id, [u.id]));
    }
  }
}

async function rolesOf(...ids: string[]) {
  const rows = await mockDatabase.db.select({ id: schema.users.id, roles: schema.users.roles }).from(schema.users).where(inArray(schema.users.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id)?.roles);
}

const LAST_ADMIN = /only admin/;

describe('the last admin', () => {
  it('keeps the admin role whoever asks, even someone who is no admin any more', async () => {
    const admin = await account(['customer', 'admin']);
    const former = await account(['customer']);
    await onlyAdmins(admin);
    await expect(setUserRoles(former, admin.id, ['customer'])).rejects.toMatchObject({ status: 409, message: expect.stringMatching(LAST_ADMIN) });
    await expect(setUserRoles(admin, admin.id, ['customer'])).rejects.toMatchObject({ status: 409 });
    expect(await rolesOf(admin.id)).toEqual([['customer', 'admin']]);
    // Other changes to the last admin's roles are fine while the admin role stays.
    expect((await setUserRoles(admin, admin.id, ['customer', 'editor', 'admin'])).roles).toEqual(['customer', 'editor', 'admin']);
  });

  it('of two admins removing each other at once, one stays', async () => {
    const a = await account(['customer', 'admin']);
    const b = await account(['customer', 'admin']);
    await onlyAdmins(a, b);
    const results = await Promise.allSettled([setUserRoles(a, b.id, ['customer']), setUserRoles(b, a.id, ['customer'])]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({ status: 409 });
    expect((await rolesOf(a.id, b.id)).filter((roles) => roles?.includes('admin'))).toHaveLength(1);
  });

  it('cannot delete their own account; with another admin they can', async () => {
    const a = await account(['customer', 'admin']);
    await onlyAdmins(a);
    await expect(eraseAccount(a.id)).rejects.toMatchObject({ status: 409, message: expect.stringMatching(LAST_ADMIN) });
    expect(await rolesOf(a.id)).toEqual([['customer', 'admin']]);

    const b = await account(['customer', 'admin']);
    await eraseAccount(a.id);
    expect(await rolesOf(a.id, b.id)).toEqual([undefined, ['customer', 'admin']]);
  });
});
