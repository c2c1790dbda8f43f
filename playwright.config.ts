import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Playwright runs two projects against one production server (`next start`, built beforehand
// by `npm test`): `api` (the REST contract) and `e2e` (the screens, in Debian's Chromium).
// Without DATABASE_URL the server uses a fresh embedded database for this run; with it, that
// PostgreSQL (see scripts/test-postgres.sh).

const port = Number(process.env.E2E_PORT || 3210);
const baseURL = `http://127.0.0.1:${port}`;
// A second server whose PostgreSQL cannot be reached (nothing listens on port 9), for the
// "database down" contract. Skipped in the PostgreSQL run, which only repeats the API tests.
const downPort = port + 1;
const withDbDown = !process.env.DATABASE_URL;
// Set once in the main process; workers inherit it, so all of them see the same folder.
process.env.E2E_DATA_DIR ||= path.join(os.tmpdir(), `astro-e2e-${Date.now()}`);

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

export default defineConfig({
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'api', testDir: './tests/api', testIgnore: /db-down/ },
    ...(withDbDown ? [{ name: 'db-down', testDir: './tests/api', testMatch: /db-down\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${downPort}` } }] : []),
    {
      name: 'e2e',
      testDir: './e2e',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: chromiumArgs },
      },
    },
  ],
  webServer: [{
    command: `node node_modules/next/dist/bin/next start -p ${port} -H 127.0.0.1`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      NEXT_PUBLIC_SITE_URL: baseURL,
    },
  },
  ...(withDbDown
    ? [{
        command: `node node_modules/next/dist/bin/next start -p ${downPort} -H 127.0.0.1`,
        url: `http://127.0.0.1:${downPort}/robots.txt`,
        reuseExistingServer: false,
        timeout: 120_000,
        gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
        stdout: 'ignore' as const,
        stderr: 'ignore' as const,
        env: { NEXT_TELEMETRY_DISABLED: '1', DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none' },
      }]
    : [])],
});
