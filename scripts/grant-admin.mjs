// The work of `npm run admin:create` (scripts/admin-create.mjs): open the database the site
// would open (PostgreSQL from DATABASE_URL, else the embedded one in DATA_DIR), migrate it, then
// give the admin role to one mobile number's account, creating the account if there is none.
// Plain JavaScript, so it runs with the site stopped and nothing built.
import fs from 'node:fs';
import path from 'node:path';
import { acquireDataDirLock, DataDirBusyError, MIGRATION_LOCK_KEY, releaseDataDirLock } from '../lib/server/db/data-dir-lock.mjs';

/** Same word as ADMIN_ROLE in lib/roles.ts (a unit test keeps them equal). */
export const ADMIN_ROLE = 'admin';
/** Indian numbers only, as sign-in (lib/contract/auth.ts). */
export const COUNTRY_CODE = '91';
/** The audit log's action for a change of an account's roles (the console writes the same). */
export const ROLES_ACTION = 'user.roles';

/** Ten digits (spaces and dashes ignored), or null. */
export function parseMobile(value) {
  const digits = String(value ?? '').replace(/[\s-]/g, '');
  return /^\d{10}$/.test(digits) ? digits : null;
}

/** A plain-language error: the command prints its message and exits 1, with no stack trace. */
export class CommandError extends Error {}

/**
 * Grants the admin role; returns what happened: 'created' (new account), 'granted' (existing
 * account, role added) or 'unchanged' (already an admin). Recorded in the audit log with no actor.
 */
export async function grantAdmin({ mobile, databaseUrl, dataDir, migrationsFolder }) {
  const db = databaseUrl ? await openPostgres(databaseUrl, migrationsFolder) : await openPglite(dataDir, migrationsFolder);
  try {
    return await db.transaction((query) => grantIn(query, mobile));
  } finally {
    await db.close();
  }
}

async function grantIn(query, mobile) {
  const inserted = await query(
    'INSERT INTO users (country_code, mobile) VALUES ($1, $2) ON CONFLICT (country_code, mobile) DO NOTHING RETURNING id',
    [COUNTRY_CODE, mobile],
  );
  const [user] = await query('SELECT id, roles FROM users WHERE country_code = $1 AND mobile = $2 FOR UPDATE', [COUNTRY_CODE, mobile]);
  if (user.roles.includes(ADMIN_ROLE)) return 'unchanged';
  const roles = [...user.roles, ADMIN_ROLE];
  await query('UPDATE users SET roles = $1::text[], updated_at = now() WHERE id = $2', [roles, user.id]);
  await query(
    'INSERT INTO admin_audit_log (actor_user_id, action, target_type, target_id, before, after) VALUES (NULL, $1, $2, $3, $4, $5)',
    [ROLES_ACTION, 'user', user.id, JSON.stringify({ roles: user.roles }), JSON.stringify({ roles })],
  );
  return inserted.length > 0 ? 'created' : 'granted';
}

async function openPostgres(url, migrationsFolder) {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (err) {
    throw new CommandError(`Could not connect to the PostgreSQL database in DATABASE_URL (${err.code ?? err.message}).`);
  }
  // The site may be running and migrating too: the same advisory lock as the site's (lib/server/db/client.ts).
  await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
  try {
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
  }
  return {
    async transaction(work) {
      await client.query('BEGIN');
      try {
        const result = await work(async (text, params) => (await client.query(text, params)).rows);
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK');
        throw err;
      }
    },
    close: () => client.end(),
  };
}

async function openPglite(dataDir, migrationsFolder) {
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    acquireDataDirLock(dataDir);
  } catch (err) {
    if (!(err instanceof DataDirBusyError)) throw err;
    throw new CommandError(
      `The site (process ${err.owner}) is using the embedded database in ${dataDir}, and only one program may open it at a time. ` +
        'Stop the site, run this command again, then start the site.',
    );
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite(path.join(dataDir, 'pglite'));
  await client.waitReady;
  await migrate(drizzle(client), { migrationsFolder });
  return {
    transaction: (work) => client.transaction((tx) => work(async (text, params) => (await tx.query(text, params)).rows)),
    async close() {
      await client.close();
      releaseDataDirLock(dataDir);
    },
  };
}
