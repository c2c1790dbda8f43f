// npm test: install what is missing (dependencies, Debian's Chromium), then typecheck, lint,
// unit and component tests (jest), a production build, and the API and browser tests
// (Playwright) against that build on a fresh embedded database.
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuild, ensureDependencies, log, root, run, runOrExit } from './lib.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (fs.existsSync(chromium)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && fs.existsSync('/usr/bin/apt-get')) {
    log('Installing Chromium from Debian for the browser tests (apt-get install chromium) ...');
    runOrExit('apt-get', ['update', '-qq']);
    runOrExit('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
    return;
  }
  console.error(
    `\nThe browser tests need Chromium at ${chromium}.\n` +
      'Install it with your package manager (Debian/Ubuntu: sudo apt-get install chromium),\n' +
      'or point CHROMIUM_PATH at an installed Chromium or Chrome.\n',
  );
  process.exit(1);
}

ensureDependencies();
ensureChromium();

const env = { NEXT_TELEMETRY_DISABLED: '1' };
const steps = [
  ['Typecheck', bin('tsc'), ['--noEmit']],
  ['Lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['Unit and component tests', bin('jest'), ['--ci']],
];
for (const [title, command, args] of steps) {
  log(title);
  runOrExit(command, args, { env });
}

log('Production build');
ensureBuild();

log('API and end-to-end tests (Playwright, embedded database)');
const status = run(bin('playwright'), ['test', ...process.argv.slice(2)], { env: { ...env, DATABASE_URL: '' } });
process.exit(status);
