// Shared by `npm start` and `npm test`: install what is missing, build when stale.
// Uses only Node built-ins, because it runs before dependencies are installed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { addCompileHints } from './compile-hints.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function log(message) {
  console.log(`\x1b[36m[setup]\x1b[0m ${message}`);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function runOrExit(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${status}).`);
    process.exit(status);
  }
}

function fileHash(file) {
  return fs.existsSync(file) ? createHash('sha256').update(fs.readFileSync(file)).digest('hex') : 'none';
}

/** npm install when node_modules is missing or was installed from another lockfile. npm ci is not used: the registry here lacks some platform packages the lockfile would have to list. */
export function ensureDependencies() {
  const stampFile = path.join(root, 'node_modules', '.install-stamp');
  const wanted = fileHash(path.join(root, 'package-lock.json')) + fileHash(path.join(root, 'package.json'));
  const have = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '';
  if (have === wanted && fs.existsSync(path.join(root, 'node_modules', 'next'))) return;
  log('Installing dependencies (npm install) ...');
  runOrExit('npm', ['install', '--no-audit', '--no-fund'], { env: { NEXT_TELEMETRY_DISABLED: '1' } });
  fs.writeFileSync(stampFile, wanted);
}

const BUILD_INPUTS = ['app', 'components', 'lib', 'content', 'styles', 'public', 'db', 'proxy.ts', 'instrumentation.ts', 'next.config.mjs', 'tsconfig.json', 'package-lock.json'];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** next build when there is no build, or any source is newer than it (the same steps as `npm run build`). */
export function ensureBuild() {
  const buildId = path.join(root, '.next', 'BUILD_ID');
  const builtAt = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
  const sourcesAt = Math.max(...BUILD_INPUTS.map((p) => newestMtime(path.join(root, p))));
  if (builtAt > sourcesAt) return;
  log(builtAt ? 'Sources changed since the last build: building ...' : 'Building the site (first run) ...');
  runOrExit(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
    env: { NEXT_TELEMETRY_DISABLED: '1' },
  });
  addCompileHints(path.join(root, '.next'));
}

/**
 * How the scripts start a production server: node running scripts/server.mjs directly (not
 * npx), so the process they hold is the server and a signal reaches it. Returns the command,
 * its arguments and the environment entries that choose the port and address.
 */
export function productionServerCommand(port, host = '127.0.0.1') {
  return [process.execPath, [path.join(root, 'scripts', 'server.mjs')], { PORT: String(port), HOSTNAME: host }];
}

/**
 * The command line of a measuring script (scripts/measure-js.mjs, scripts/lighthouse.mjs), run
 * only when that file is the program: `[baseUrl] [--json] [--other flags]`. Prints a table (or
 * JSON) and exits 1 when a row is not ok, 2 when the measurement itself failed.
 */
export function runReportWhenMain(moduleUrl, measure, formatTable) {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  const args = process.argv.slice(2);
  const base = args.find((a) => !a.startsWith('--')) ?? 'http://127.0.0.1:3000';
  measure(base, args).then(
    (rows) => {
      console.log(args.includes('--json') ? JSON.stringify(rows, null, 2) : formatTable(rows));
      process.exit(rows.every((r) => r.ok) ? 0 : 1);
    },
    (err) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(2);
    },
  );
}

/**
 * The newest published article's address, in English (`/blogs/<slug>`) or in Hindi
 * (`/hi/blogs/<slug>`, an article with a Hindi text): the measured scripts read a real one.
 */
export async function articlePath(base, locale = 'en') {
  const list = await fetch(new URL(`/api/blogs?limit=1${locale === 'hi' ? '&lang=hi' : ''}`, base)).then((r) => r.json());
  const slug = list?.data?.blogs?.[0]?.slug;
  if (!slug) throw new Error('No published article to measure');
  return `${locale === 'hi' ? '/hi' : ''}/blogs/${slug}`;
}

/** A page list's entry: `article` and `/hi/article` stand for a real article in that language. */
export const resolvePagePath = (base, spec) => (spec === 'article' ? articlePath(base) : spec === '/hi/article' ? articlePath(base, 'hi') : Promise.resolve(spec));
