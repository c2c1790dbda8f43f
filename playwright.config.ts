import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Playwright runs against production servers (`next start`, built beforehand by `npm test`):
// - `api` and `e2e`: the REST contract and the screens (Debian's Chromium) on the main server;
// - `otp-timing`: code expiry, send limits, kundli retention and how long a payment order stays
//   open, how long an unpaid booking holds its slot, on a server with short timings;
// - `db-down`: a server whose PostgreSQL cannot be reached (skipped in the PostgreSQL run);
// - `edge`: the edge of a server with no proxy in front (TRUST_PROXY_HOPS=0: client addresses
//   from the socket), real delivery (MSG91 and SMTP peers) and debug logs, whose whole output
//   is searched for secrets (tests/api/edge-*.spec.ts).
// The other servers run with TRUST_PROXY_HOPS=1: the tests act as the proxy in front and give
// each simulated client its own address in X-Forwarded-For (tests/support/api-client.ts).
// Without DATABASE_URL the servers use fresh embedded databases for this run; with it, that
// PostgreSQL (see scripts/test-postgres.sh).

const port = Number(process.env.E2E_PORT || 3210);
const origin = (p: number) => `http://127.0.0.1:${p}`;
const usePostgres = Boolean(process.env.DATABASE_URL);

// Set once in the main process; workers inherit it, so all of them see the same folders.
process.env.E2E_DATA_DIR ||= path.join(os.tmpdir(), `astro-e2e-${Date.now()}`);
const dataDir = process.env.E2E_DATA_DIR;

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--autoplay-policy=no-user-gesture-required',
];

/** A server started by scripts/serve-for-tests.mjs, with its own SMTP peer, log and mailbox. */
function server(name: string, serverPort: number, env: Record<string, string> = {}) {
  const dir = path.join(dataDir, name);
  return {
    command: 'node scripts/serve-for-tests.mjs',
    url: `${origin(serverPort)}/robots.txt`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(serverPort),
      NEXT_PUBLIC_SITE_URL: origin(serverPort),
      TRUST_PROXY_HOPS: '1',
      DATA_DIR: path.join(dir, 'db'),
      E2E_SERVER_LOG: path.join(dir, 'server.log'),
      E2E_MAILBOX: path.join(dir, 'mailbox'),
      ...(usePostgres ? { DATABASE_URL: process.env.DATABASE_URL! } : {}),
      ...env,
    },
  };
}

// Made admins by `npm run admin:create` before the main server starts (tests/support/admin.ts):
// the first is the shared admin session of the tests, the second signs in through the browser,
// the third signs in on the timing server (tests/api/review-timing.spec.ts).
process.env.E2E_ADMIN_MOBILES ||= '8000000001,8000000002,8000000003';

// Every test (and the fuzz test's thousands of requests) comes from one address: the main
// server's per-address tool limits are raised out of the way; the timing server's are tiny.
// Payments run in TEST MODE (no Razorpay keys); the webhook secret is tests/support/payments.ts's.
const main = server('main', port, {
  TOOL_RATE_LIMIT_PER_MINUTE: '1000000',
  CONTACT_RATE_LIMIT_PER_HOUR: '1000000',
  RAZORPAY_WEBHOOK_SECRET: 'e2e-razorpay-webhook-secret',
  // The tax invoices' GSTIN (tests/api/invoices.spec.ts); the business's state is the default, Haryana.
  GSTIN: '06ABCDE1234F1Z5',
  E2E_CREATE_ADMINS: process.env.E2E_ADMIN_MOBILES,
});
const timing = server('timing', port + 1, {
  OTP_TTL_SECONDS: '5',
  OTP_RESEND_SECONDS: '1',
  OTP_DAILY_SENDS: '6',
  OTP_DAILY_FAILED_TRIES: '3',
  ANONYMOUS_KUNDLI_TTL_SECONDS: '2',
  TOOL_RATE_LIMIT_PER_MINUTE: '3',
  CONTACT_RATE_LIMIT_PER_HOUR: '2',
  PAYMENT_ORDER_OPEN_SECONDS: '3',
  SLOT_HOLD_SECONDS: '3',
  // A review stays editable for 3 seconds here (7 days by default): tests/api/review-timing.spec.ts.
  REVIEW_EDIT_SECONDS: '3',
  // That test marks a consultation completed, which takes an admin. On PostgreSQL the servers share
  // one database, whose admins the main server made; PGlite gives this server a database of its own.
  ...(usePostgres ? {} : { E2E_CREATE_ADMINS: process.env.E2E_ADMIN_MOBILES }),
});
const down = server('down', port + 2, { DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none' });
const edge = server('edge', port + 3, { TRUST_PROXY_HOPS: '0', LOG_LEVEL: 'debug', E2E_MSG91_PEER: 'true' });

/** Where tests of a project find the codes their server delivered (tests/support/otp-inbox.ts). */
const inbox = (s: ReturnType<typeof server>) => ({ E2E_SERVER_LOG: s.env.E2E_SERVER_LOG, E2E_MAILBOX: s.env.E2E_MAILBOX });
process.env.E2E_INBOXES = JSON.stringify({ main: inbox(main), timing: inbox(timing), edge: inbox(edge) });

export default defineConfig({
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL: origin(port),
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'api', testDir: './tests/api', testIgnore: /(db-down|otp-timing|order-timing|slot-timing|review-timing|tool-limits|edge-.*)\.spec\.ts/ },
    { name: 'edge', testDir: './tests/api', testMatch: /edge-.*\.spec\.ts/, use: { baseURL: origin(port + 3) } },
    { name: 'otp-timing', testDir: './tests/api', testMatch: /(otp|order|slot|review)-timing\.spec\.ts/, use: { baseURL: origin(port + 1) } },
    // After otp-timing, whose kundli would otherwise count against these limits.
    { name: 'tool-limits', testDir: './tests/api', testMatch: /tool-limits\.spec\.ts/, use: { baseURL: origin(port + 1) }, dependencies: ['otp-timing'] },
    ...(usePostgres ? [] : [{ name: 'db-down', testDir: './tests/api', testMatch: /db-down\.spec\.ts/, use: { baseURL: origin(port + 2) } }]),
    {
      name: 'e2e',
      testDir: './e2e',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: chromiumArgs },
      },
    },
  ],
  webServer: [main, timing, edge, ...(usePostgres ? [] : [down])],
});
