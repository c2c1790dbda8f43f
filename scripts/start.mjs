// npm start: install what is missing, build if needed, then serve. The server process itself
// applies migrations and seeds the demo content (see lib/server/startup.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuild, ensureDependencies, log, root } from './lib.mjs';

ensureDependencies();
ensureBuild();

const port = Number(process.env.PORT || 3000);
const host = process.env.HOSTNAME || '0.0.0.0';
log(process.env.DATABASE_URL ? 'Using PostgreSQL from DATABASE_URL.' : `Using the embedded database in ${path.resolve(process.env.DATA_DIR || '.data')}.`);

// A laptop has no SMS or e-mail provider: codes are printed, which a production server refuses
// unless told (lib/server/delivery); nor has it Razorpay keys: payments run in TEST MODE, which a
// production server also refuses unless told (lib/server/payments). `npm run serve` sets neither.
const server = spawn(process.execPath, [path.join(root, 'scripts', 'server.mjs')], {
  cwd: root,
  stdio: ['inherit', process.stdout.isTTY ? 'pipe' : 'inherit', 'inherit'],
  env: { ALLOW_CONSOLE_DELIVERY: 'true', ALLOW_TEST_PAYMENTS: 'true', ...process.env, PORT: String(port), HOSTNAME: host, NEXT_TELEMETRY_DISABLED: '1' },
});
// The server logs JSON lines; in a terminal they are shown readable. Piped or in CI they stay JSON.
if (server.stdout) {
  const { default: pretty } = await import('pino-pretty');
  server.stdout.pipe(pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true }));
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// Tell the user where to go once the site answers (health also proves the database is open).
const url = `http://localhost:${port}`;
const started = Date.now();
(async function waitUntilReady() {
  while (Date.now() - started < 120_000) {
    if (server.exitCode !== null || server.signalCode !== null) return; // it failed; its own message says why
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok && server.exitCode === null) {
        log(`Site ready at ${url}`);
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  log(`The site did not report healthy within 2 minutes; see the messages above. URL: ${url}`);
})();
