import 'server-only';
import { getDbState } from './db/client';
import { consoleDeliveryProblem, warnIfDemoDelivery } from './delivery';
import { serverEnv } from './env';
import { log, logError } from './log';
import { paymentProvider, testPaymentsProblem } from './payments/provider';
import { installProxyHooks } from './proxy-hooks';
import { seedDemoContent } from './seed';
import { deleteStaleContactMessages } from './services/contact';
import { deleteExpiredKundlis } from './services/kundli';
import { deleteExpiredMuhurtaSearches } from './services/muhurta';
import { deleteExpiredMatches } from './services/match';
import { deleteExpiredVastuChecks } from './services/vastu-check';

/** How long a failed load of the demo content waits before the next try. */
const SEED_RETRY_MS = 30_000;

/**
 * Opens the database, migrates and loads the demo content before the first request, so a broken configuration
 * shows at start-up rather than on a visitor. A data folder held by another process is fatal:
 * two PGlite openers would silently lose rows.
 */
export async function openDatabaseAtStartup(): Promise<void> {
  installProxyHooks();
  const deliveryProblem = consoleDeliveryProblem(serverEnv(), process.env.NODE_ENV);
  if (deliveryProblem) {
    log.fatal(deliveryProblem);
    process.exit(1);
  }
  warnIfDemoDelivery();
  const paymentsProblem = testPaymentsProblem(serverEnv(), process.env.NODE_ENV);
  if (paymentsProblem) {
    log.fatal(paymentsProblem);
    process.exit(1);
  }
  if (paymentProvider().name === 'test') log.warn('Payments run in TEST MODE: no money is taken. Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET to take payments.');
  // Scheduled whatever happens below: a database that is down now may be back in a minute,
  // and expired birth details must still be deleted then.
  scheduleKundliCleanup();
  let opened = false;
  try {
    const { kind } = await getDbState();
    log.info({ database: kind }, `${kind === 'pglite' ? 'embedded PGlite database' : 'PostgreSQL'} ready`);
    opened = true;
  } catch (err) {
    const message = (err as Error).message;
    logError('could not open the database', err);
    if (/in use by process/.test(message)) process.exit(1);
  }
  if (!serverEnv().seedDemoContent) return;
  // Before the first request when the database is up (instrumentation awaits this); else as
  // soon as it comes back, without holding up the start.
  if (opened) await loadDemoContent();
  else retryDemoContent();
}

/**
 * The demo articles, tips and app details (SEED_DEMO_CONTENT). Idempotent; a failed load is
 * retried every SEED_RETRY_MS until one succeeds.
 */
async function loadDemoContent(): Promise<void> {
  try {
    await seedDemoContent((await getDbState()).db);
  } catch (err) {
    logError('could not load the demo content', err);
    retryDemoContent();
  }
}

function retryDemoContent() {
  setTimeout(() => void loadDemoContent(), SEED_RETRY_MS).unref();
}

// Route bundles may load this module more than once: one timer per process.
const globalRef = globalThis as unknown as { __kundliCleanup?: NodeJS.Timeout };

/**
 * Unsaved kundlis and matches hold birth details (self-checks expire alike): delete them once expired; contact messages go
 * 12 months after they arrived or were last answered (Privacy Policy). Every run opens the database
 * if needed (a failed run is retried at the next interval, KUNDLI_CLEANUP_INTERVAL_SECONDS).
 */
function scheduleKundliCleanup() {
  if (globalRef.__kundliCleanup) return;
  const run = () =>
    Promise.all([deleteExpiredKundlis(), deleteExpiredMatches(), deleteStaleContactMessages(), deleteExpiredVastuChecks(), deleteExpiredMuhurtaSearches()])
      .then(
        ([kundlis, matches, messages, vastuChecks, muhurtaSearches]) =>
          (kundlis || matches || messages || vastuChecks || muhurtaSearches) &&
          log.info({ deleted: kundlis, matches, contactMessages: messages, vastuChecks, muhurtaSearches }, 'deleted expired results and old contact messages'),
      )
      .catch((err) => logError('expired kundli clean-up failed', err));
  globalRef.__kundliCleanup = setInterval(run, serverEnv().kundliCleanupIntervalMs);
  globalRef.__kundliCleanup.unref();
  void getDbState().then(run, () => undefined); // at once when the database opens at start
}
