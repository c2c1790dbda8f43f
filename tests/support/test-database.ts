import path from 'node:path';
import * as schema from '@/lib/server/db/schema';

// A migrated database for unit tests of services that need a real one: the PostgreSQL of
// DATABASE_URL (a throw-away one) when set, else the server's own embedded PGlite, in a thread of
// its own, in memory.

export type TestDb = ReturnType<typeof import('drizzle-orm/pglite').drizzle<typeof schema>>;

const MIGRATIONS = { migrationsFolder: path.join(process.cwd(), 'db', 'migrations') };

export async function openTestDatabase(): Promise<{ db: TestDb; close: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
    const pgDb = drizzle(pool, { schema });
    await migrate(pgDb, MIGRATIONS);
    return { db: pgDb as unknown as TestDb, close: () => pool.end() };
  }
  const { RemotePglite } = await import('@/lib/server/db/pglite-remote');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new RemotePglite(undefined);
  await client.waitReady;
  const db = drizzle({ client: client as never, schema });
  await migrate(db, MIGRATIONS);
  return { db, close: () => client.close() };
}

/**
 * Opens the test database before the file's tests and closes it after them. Its `db` is set once
 * open: hand it to the mocked `getDb` (`jest.mock('@/lib/server/db/client', () => ({ getDb: async () => mockDatabase.db }))`).
 */
export function testDatabaseForFile(): { db: TestDb } {
  const handle = {} as { db: TestDb };
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    ({ db: handle.db, close } = await openTestDatabase());
  }, 60_000);
  afterAll(() => close());
  return handle;
}
