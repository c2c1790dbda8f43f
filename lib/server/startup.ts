import 'server-only';
import { getDbState } from './db/client';
import { consoleDeliveryProblem, warnIfDemoDelivery } from './delivery';
import { serverEnv } from './env';
import { log, logError } from './log';
import { deleteExpiredKundlis } from './services/kundli';

/**
 * Opens the database, migrates and seeds before the first request, so a broken configuration
 * shows at start-up rather than on a visitor. A data folder held by another process is fatal:
 * two PGlite openers would silently lose rows.
 */
export async function openDatabaseAtStartup(): Promise<void> {
  const deliveryProblem = consoleDeliveryProblem(serverEnv(), process.env.NODE_ENV);
  if (deliveryProblem) {
    log.fatal(deliveryProblem);
    process.exit(1);
  }
  warnIfDemoDelivery();
  // Scheduled whatever happens below: a database that is down now may be back in a minute,
  // and expired birth details must still be deleted then.
  scheduleKundliCleanup();
  try {
    const { kind } = await getDbState();
    log.info({ database: kind }, `${kind === 'pglite' ? 'embedded PGlite database' : 'PostgreSQL'} ready`);
  } catch (err) {
    const message = (err as Error).message;
    logError('could not open the database', err);
    if (/in use by process/.test(message)) process.exit(1);
  }
}

// Route bundles may load this module more than once: one timer per process.
const globalRef = globalThis as unknown as { __kundliCleanup?: NodeJS.Timeout };

/**
 * Anonymous kundlis hold birth details: delete them once expired. Every run opens the database
 * if needed (a failed run is retried at the next interval, KUNDLI_CLEANUP_INTERVAL_SECONDS).
 */
function scheduleKundliCleanup() {
  if (globalRef.__kundliCleanup) return;
  const run = () =>
    deleteExpiredKundlis()
      .then((n) => n && log.info({ deleted: n }, 'deleted expired anonymous kundlis'))
      .catch((err) => logError('expired kundli clean-up failed', err));
  globalRef.__kundliCleanup = setInterval(run, serverEnv().kundliCleanupIntervalMs);
  globalRef.__kundliCleanup.unref();
  void getDbState().then(run, () => undefined); // at once when the database opens at start
}
