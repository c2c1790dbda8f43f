import 'server-only';
import { getDbState } from './db/client';
import { warnIfDemoDelivery } from './delivery';

/**
 * Opens the database, migrates and seeds before the first request, so a broken configuration
 * shows at start-up rather than on a visitor. A data folder held by another process is fatal:
 * two PGlite openers would silently lose rows.
 */
export async function openDatabaseAtStartup(): Promise<void> {
  warnIfDemoDelivery();
  try {
    const { kind } = await getDbState();
    console.log(`[db] ${kind === 'pglite' ? 'embedded PGlite database' : 'PostgreSQL'} ready`);
  } catch (err) {
    const message = (err as Error).message;
    console.error(`[db] could not open the database: ${message}`);
    if (/in use by process/.test(message)) process.exit(1);
  }
}
