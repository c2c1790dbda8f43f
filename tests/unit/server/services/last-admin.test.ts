/** @jest-environment node */
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import * as schema from '@/lib/server/db/schema';

// Issue 23, finding 5: the console always keeps an admin. Removing the last admin's role, or
// deleting the last admin's account, is refused (409) whoever asks; two admins removing each
// other at once leave one. Against a real database: PGlite in memory, or the PostgreSQL of
// DATABASE_URL (a throw-away one: the tests add accounts and remove every admin role but theirs).

type Db = ReturnType<typeof import('drizzle-orm/pglite').drizzle<typeof schema>>;
let db: Db;
let close: () => Promise<void> = async () => {};

jest.mock('@/lib/server/db/client', () => ({ getDb: async () => db }));

import { eraseAccount } from '@/lib/server/services/account-data';
import { setUserRoles } from '@/lib/server/services/admin-users';

const MIGRATIONS = { migrationsFolder: path.join(process.cwd(), 'db', 'migrations') };

beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
    const pgDb = drizzle(pool, { schema });
    await migrate(pgDb, MIGRATIONS);
    db = pgDb as unknown as Db;
    close = () => pool.end();
  } else {
    // The server's own embedded database: PGlite in a thread of its own.
    const { RemotePglite } = await import('@/lib/server/db/pglite-remote');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = new RemotePglite(undefined);
    await client.waitReady;
    db = drizzle({ client: client as never, schema });
    await migrate(db, MIGRATIONS);
    close = () => client.close();
  }
}, 60_000);

afterAll(() => close());

let seq = 0;
async function account(roles: string[]) {
  const mobile = `7${String(Date.now() % 1e6).padStart(6, '0')}${String(seq++).padStart(3, '0')}`;
  const [row] = await db.insert(schema.users).values({ mobile, roles }).returning();
  return row!;
}

/** Leaves `keep` as the only admins of the database. */
async function onlyAdmins(...keep: { id: string }[]) {
  const admins = await db.select().from(schema.users);
  for (const u of admins) {
    if (u.roles.includes('admin') && !keep.some((k) => k.id === u.id)) {
      await db.update(schema.users).set({ roles: u.roles.filter((r) => r !== 'admin') }).where(inArray(schema.users.id, [u.id]));
    }
  }
}

async function rolesOf(...ids: string[]) {
  const rows = await db.select({ id: schema.users.id, roles: schema.users.roles }).from(schema.users).where(inArray(schema.users.id, ids));
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
