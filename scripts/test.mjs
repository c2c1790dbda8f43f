// npm test: install what is missing (dependencies, Debian's Chromium and poppler-utils), then typecheck, lint,
// unit and component tests (jest), a production build, and the API and browser tests
// (Playwright) against that build on a fresh embedded database.
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuild, ensureDependencies, log, root, run, runOrExit } from './lib.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
let aptUpdated = false;

/** Installs a Debian package when `present` is missing (as root with apt), else says how and stops. */
function ensureDebianPackage({ present, pkg, why, otherwise }) {
  if (fs.existsSync(present)) return;
  if (isRoot && fs.existsSync('/usr/bin/apt-get')) {
    log(`Installing ${pkg} from Debian ${why} (apt-get install ${pkg}) ...`);
    if (!aptUpdated) runOrExit('apt-get', ['update', '-qq']);
    aptUpdated = true;
    runOrExit('apt-get', ['install', '-y', '-qq', pkg], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
    return;
  }
  console.error(`\n${otherwise}\n`);
  process.exit(1);
}

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  ensureDebianPackage({
    present: chromium,
    pkg: 'chromium',
    why: 'for the browser tests',
    otherwise:
      `The browser tests need Chromium at ${chromium}.\n` +
      'Install it with your package manager (Debian/Ubuntu: sudo apt-get install chromium),\n' +
      'or point CHROMIUM_PATH at an installed Chromium or Chrome.',
  });
}

// The PDF tests read reports back as a reader's tool does: pdftotext and pdfinfo.
function ensurePdfTools() {
  ensureDebianPackage({
    present: '/usr/bin/pdftotext',
    pkg: 'poppler-utils',
    why: 'to read the PDF reports back in the tests',
    otherwise: 'The PDF tests need pdftotext and pdfinfo. Install them with your package manager (Debian/Ubuntu: sudo apt-get install poppler-utils).',
  });
}

ensureDependencies();
ensureChromium();
ensurePdfTools();

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
