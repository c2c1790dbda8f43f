import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { serverEnv } from '../env';
import { acquireDataDirLock, MIGRATION_LOCK_KEY, releaseDataDirLock } from './data-dir-lock.mjs';
import { logError } from '../log';
import * as schema from './schema';

/**
 * The one database handle of this process. PGlite (embedded, file-backed) when no
 * DATABASE_URL is set, PostgreSQL through `pg` otherwise. Both speak the same dialect; the
 * PGlite handle is typed as the node-postgres one because Drizzle exposes the same query API.
 */
export type AppDb = NodePgDatabase<typeof schema>;

interface DbState {
  db: AppDb;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

const MIGRATIONS_FOLDER = path.join(process.cwd(), 'db', 'migrations');

// Next may load this module in more than one bundle; the handle must be one per process.
const globalRef = globalThis as unknown as { __appDb?: Promise<DbState> };

export function getDbState(): Promise<DbState> {
  // The build prerenders pages in worker processes: opening the data folder there would race the
  // server's own handle. Pages render placeholders at build time and real data at run time.
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    return Promise.reject(new Error('The database is not opened during the build.'));
  }
  if (!globalRef.__appDb) {
    globalRef.__appDb = openDatabase().catch((err) => {
      globalRef.__appDb = undefined; // let a later request try again (e.g. PostgreSQL came back)
      throw err;
    });
  }
  return globalRef.__appDb;
}

export async function getDb(): Promise<AppDb> {
  return (await getDbState()).db;
}

/** Opens and migrates, nothing more: loading content is start-up's work (../startup.ts). */
async function openDatabase(): Promise<DbState> {
  const env = serverEnv();
  return env.databaseUrl ? openPostgres(env.databaseUrl) : openPglite(env.dataDir);
}

async function openPostgres(url: string): Promise<DbState> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // Without a listener a dropped idle connection would crash the process.
  pool.on('error', (err) => logError('idle PostgreSQL connection error', err));

  // Several instances may start at once: one migrates while the others wait on the lock.
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
  return { db: drizzle(pool, { schema }), kind: 'postgres', close: () => pool.end() };
}

async function openPglite(dataDir: string): Promise<DbState> {
  const { RemotePglite } = await import('./pglite-remote');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = dataDir === 'memory://';
  if (!inMemory) {
    fs.mkdirSync(dataDir, { recursive: true });
    acquireDataDirLock(dataDir);
  }
  // In a thread of its own: PGlite runs synchronously in the thread that calls it.
  const client = new RemotePglite(inMemory ? undefined : path.join(dataDir, 'pglite'));
  const db = drizzle({ client: client as never, schema });
  try {
    await client.waitReady;
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (err) {
    // A later request tries again: the folder must not stay locked by this failed attempt.
    await client.close().catch(() => {});
    if (!inMemory) releaseDataDirLock(dataDir);
    throw err;
  }
  return {
    db: db as unknown as AppDb,
    kind: 'pglite',
    close: async () => {
      await client.close();
      if (!inMemory) releaseDataDirLock(dataDir);
    },
  };
}

/** Round-trip to the database, bounded in time so a hung server cannot hang the caller. */
export async function pingDatabase(timeoutMs = 3000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const ping = (async () => {
      const db = await getDb();
      await db.execute(sql`select 1`);
      return true;
    })();
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    return await Promise.race([ping, timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
