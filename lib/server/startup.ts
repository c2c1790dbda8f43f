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
  try {
    const { kind } = await getDbState();
    log.info({ database: kind }, `${kind === 'pglite' ? 'embedded PGlite database' : 'PostgreSQL'} ready`);
    scheduleKundliCleanup();
  } catch (err) {
    const message = (err as Error).message;
    logError('could not open the database', err);
    if (/in use by process/.test(message)) process.exit(1);
  }
}

const HOUR_MS = 60 * 60 * 1000;

/** Anonymous kundlis hold birth details: delete them when their 30 days are over. */
function scheduleKundliCleanup() {
  const run = () =>
    deleteExpiredKundlis()
      .then((n) => n && log.info({ deleted: n }, 'deleted expired anonymous kundlis'))
      .catch((err) => logError('expired kundli clean-up failed', err));
  void run();
  setInterval(run, HOUR_MS).unref();
}
