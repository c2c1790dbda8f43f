import 'server-only';
import { getDbState } from './db/client';
import { warnIfDemoDelivery } from './delivery';
import { deleteExpiredKundlis } from './services/kundli';

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
    scheduleKundliCleanup();
  } catch (err) {
    const message = (err as Error).message;
    console.error(`[db] could not open the database: ${message}`);
    if (/in use by process/.test(message)) process.exit(1);
  }
}

const HOUR_MS = 60 * 60 * 1000;

/** Anonymous kundlis hold birth details: delete them when their 30 days are over. */
function scheduleKundliCleanup() {
  const run = () =>
    deleteExpiredKundlis()
      .then((n) => n && console.log(`[kundli] deleted ${n} expired anonymous kundli(s)`))
      .catch((err) => console.error('[kundli] clean-up failed:', (err as Error).message));
  void run();
  setInterval(run, HOUR_MS).unref();
}
