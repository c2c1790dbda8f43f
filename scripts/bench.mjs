// npm run bench: one run, one table. A fresh production server on a throw-away embedded
// database; nginx (Debian's, installed when missing as root) in front of it with
// deploy/nginx.conf, and serving the same article from a file; autocannon at 50 connections with
// gzip. Then Lighthouse and compressed JavaScript per page, when their scripts exist, and
// Lighthouse on a bare Next.js page (bench/reference-next) as the reference for the framework.
//
// Settings: BENCH_SECONDS (per measurement, default 10), BENCH_CONNECTIONS (default 50),
// BENCH_PORT (first of four ports to use; default: free ports).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { addCompileHints } from './compile-hints.mjs';
import { articlePath, ensureBuild, ensureDependencies, log, productionServerCommand, root, runOrExit } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const WARMUP_SECONDS = SECONDS;
const GZIP = { 'accept-encoding': 'gzip' };

/**
 * Environment of the benchmarked server. Every request comes from 127.0.0.1, so per-address
 * limits of the anonymous tools would turn most of the load into 429s.
 */
const BENCH_SERVER_ENV = {
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  ALLOW_CONSOLE_DELIVERY: 'true',
  ALLOW_TEST_PAYMENTS: 'true',
  // autocannon is one address: per-address tool limits out of the way.
  TOOL_RATE_LIMIT_PER_MINUTE: '1000000',
};

/** Targets of the issue that asked for this benchmark, checked in the same run. */
const TARGETS = {
  /** The article from the app alone before pages were cached: about 100 requests/s. */
  appBeforeRps: 100,
  appTimesBefore: 3,
  proxyRatioToFile: 0.5,
  proxyP99Ms: 50,
  kundliP99Ms: 500,
  /** The blog list API since its items carry a summary and the finished list is kept (issue 23). */
  blogListRps: 2000,
};

const KUNDLI = { name: 'Bench', gender: 'female', day: 14, month: 8, year: 1990, hours: 6, minutes: 45, birthPlace: 'Jaipur', latitude: 26.91, longitude: 75.79, timezone: '+05:30' };

ensureDependencies();
ensureBuild();
const { default: autocannon } = await import('autocannon');

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'astro-bench-'));
const children = [];
process.on('exit', () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
  fs.rmSync(work, { recursive: true, force: true });
});
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => process.exit(130));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

let nextFixedPort = Number(process.env.BENCH_PORT || 0);
function port() {
  if (nextFixedPort) return Promise.resolve(nextFixedPort++);
  return new Promise((resolve, reject) => {
    const s = net.createServer().once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const p = s.address().port;
      s.close(() => resolve(p));
    });
  });
}

async function waitUntil(url, what, child) {
  for (let i = 0; i < 240; i++) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode}); see its output above`);
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return;
    await sleep(500);
  }
  throw new Error(`${what} did not answer at ${url}`);
}

// ------------------------------------------------------------------ nginx

function nginxBinary() {
  for (const p of ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']) if (fs.existsSync(p)) return p;
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  if (process.getuid?.() !== 0 || spawnSync('sh', ['-c', 'command -v apt-get']).status !== 0) {
    throw new Error('nginx is needed for the benchmark (Debian: apt-get install nginx).');
  }
  log('Installing nginx from Debian (its service is not started) ...');
  // Keep the package's own service from starting on port 80 during the install.
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !fs.existsSync(policy);
  if (ownPolicy) fs.writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'nginx']]) {
      if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
    }
  } finally {
    if (ownPolicy) fs.rmSync(policy, { force: true });
  }
  return '/usr/sbin/nginx';
}

/**
 * deploy/nginx.conf is an http-level include; a copy points it at this run's app, port and cache
 * folder. A second server serves the saved article from a file, for the ratio.
 */
function writeNginxConfig({ appPort, proxyPort, filePort, htmlDir }) {
  const source = fs.readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8');
  const replace = (text, literal, value) => {
    if (!text.includes(literal)) throw new Error(`deploy/nginx.conf no longer contains \`${literal}\`: update scripts/bench.mjs`);
    return text.split(literal).join(value);
  };
  let site = replace(source, 'server 127.0.0.1:3000;', `server 127.0.0.1:${appPort};`);
  site = replace(site, 'listen 8080;', `listen 127.0.0.1:${proxyPort};`);
  site = replace(site, '/var/cache/nginx/astro', path.join(work, 'nginx-cache'));
  fs.writeFileSync(path.join(work, 'site.conf'), site);
  const mime = ['/etc/nginx/mime.types'].find((p) => fs.existsSync(p));
  const temp = (name) => path.join(work, `nginx-${name}`);
  const main = `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes auto;
daemon off;
pid ${path.join(work, 'nginx.pid')};
error_log ${path.join(work, 'nginx-error.log')} warn;
events { worker_connections 4096; }
http {
  ${mime ? `include ${mime};` : ''}
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  keepalive_requests 100000;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  include ${path.join(work, 'site.conf')};
  server {
    listen 127.0.0.1:${filePort};
    root ${htmlDir};
    gzip on;
    location / { try_files /article.html =404; default_type text/html; }
  }
}
`;
  const file = path.join(work, 'nginx-main.conf');
  fs.writeFileSync(file, main);
  return file;
}

// ------------------------------------------------------------------ measurements

/**
 * One row: the same load for WARMUP_SECONDS first, not counted, then SECONDS measured. A route's
 * first requests load its code and the engine's tables and run before V8 has optimised them (a
 * fresh server answered its first 50 kundlis in up to 3 s, and only reached its steady rate after
 * about 10 s of load); the rows measure the steady state.
 */
async function measure(label, opts) {
  const load = { connections: CONNECTIONS, ...opts, headers: { ...GZIP, ...opts.headers } };
  await autocannon({ ...load, duration: WARMUP_SECONDS });
  const result = await autocannon({ ...load, duration: SECONDS });
  return {
    label,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Runs a companion script (another part of the repo) if present; returns its JSON output or text. */
function companion(script, baseUrl, extraArgs = []) {
  const file = path.join(root, 'scripts', script);
  if (!fs.existsSync(file)) return null;
  log(`Running scripts/${script} ...`);
  const r = spawnSync(process.execPath, [file, '--json', '--base-url', baseUrl, ...extraArgs], { cwd: root, encoding: 'utf8', env: { ...process.env, BASE_URL: baseUrl }, maxBuffer: 64 * 1024 * 1024 });
  const out = (r.stdout || '').trim();
  try {
    return { json: JSON.parse(out.slice(out.search(/[[{]/))) };
  } catch {
    return { text: out || (r.stderr || '').trim() || `exit ${r.status}` };
  }
}

/**
 * Lighthouse on a bare Next.js page built from this repo's Next.js and React: under the mobile
 * preset most of a page's blocking time is the framework's own start-up, and this shows how
 * much of it on the machine and in the run that measured the site.
 */
async function referenceLighthouse() {
  const dir = path.join(work, 'reference-next');
  fs.cpSync(path.join(root, 'bench', 'reference-next'), dir, { recursive: true, filter: (p) => !p.includes(`${path.sep}.next`) });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const env = { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', REFERENCE_TURBOPACK_ROOT: commonAncestor(dir, root) };
  const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  log('Building the reference page (bench/reference-next) ...');
  runOrExit(process.execPath, [next, 'build'], { cwd: dir, env });
  addCompileHints(path.join(dir, '.next')); // built the same way as the site
  const refPort = await port();
  const server = spawn(process.execPath, [next, 'start', '-p', String(refPort), '-H', '127.0.0.1'], { cwd: dir, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(server);
  const refBase = `http://127.0.0.1:${refPort}`;
  await waitUntil(`${refBase}/`, 'the reference page', server);
  const result = companion('lighthouse.mjs', refBase, ['--pages=/']);
  server.kill('SIGTERM');
  return result;
}

function commonAncestor(a, b) {
  const [pa, pb] = [a, b].map((p) => path.resolve(p).split(path.sep));
  let i = 0;
  while (i < pa.length && pa[i] === pb[i]) i++;
  return pa.slice(0, i).join(path.sep) || path.sep;
}

// ------------------------------------------------------------------ run

const [appPort, proxyPort, filePort] = [await port(), await port(), await port()];
const base = `http://127.0.0.1:${appPort}`;

log(`Starting a production server on a throw-away embedded database (port ${appPort}) ...`);
const [cmd, args, listen] = productionServerCommand(appPort);
const app = spawn(cmd, args, {
  cwd: root,
  env: { ...process.env, ...BENCH_SERVER_ENV, ...listen, DATA_DIR: path.join(work, 'db'), DATABASE_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
children.push(app);
await waitUntil(`${base}/api/health`, 'the app', app);

const article = await articlePath(base);
// The same article in Hindi (every seeded article is written in both): both languages are measured.
const hindiArticle = await articlePath(base, 'hi');
const htmlDir = path.join(work, 'html');
fs.mkdirSync(htmlDir);
fs.writeFileSync(path.join(htmlDir, 'article.html'), await (await fetch(base + article)).text());

const nginx = spawn(nginxBinary(), ['-c', writeNginxConfig({ appPort, proxyPort, filePort, htmlDir }), '-p', work], { stdio: ['ignore', 'inherit', 'inherit'] });
children.push(nginx);
await waitUntil(`http://127.0.0.1:${filePort}/`, 'nginx', nginx);

const urls = {
  app: base + article,
  proxy: `http://127.0.0.1:${proxyPort}${article}`,
  file: `http://127.0.0.1:${filePort}/`,
};

log(`Measuring (${CONNECTIONS} connections, ${SECONDS} s each, Accept-Encoding: gzip) ...`);
const file = await measure('article, nginx from a file (gzip)', { url: urls.file });
const rows = [
  await measure('article, app alone', { url: urls.app }),
  await measure('article, nginx (deploy/nginx.conf) + app', { url: urls.proxy }),
  file,
  await measure('GET /api/blogs', { url: `${base}/api/blogs` }),
  ...(await Promise.all([
    measure('POST /api/kundli', { url: `${base}/api/kundli`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(KUNDLI) }),
    // Does a health check wait behind the writes? One connection, while the kundli load runs.
    measure('GET /api/health during the kundli load (1 connection)', { url: `${base}/api/health`, connections: 1 }),
  ])),
  await measure('GET /api/places?q=Jai', { url: `${base}/api/places?q=Jai` }),
  await measure('Hindi article, app alone', { url: base + hindiArticle }),
  await measure('Hindi article, nginx (deploy/nginx.conf) + app', { url: `http://127.0.0.1:${proxyPort}${hindiArticle}` }),
];
const ratio = (r) => (r === rows[0] || r === rows[1] ? (r.rps / file.rps).toFixed(2) : '');

const lighthouse = companion('lighthouse.mjs', base);
const js = companion('measure-js.mjs', base);
const reference = lighthouse ? await referenceLighthouse() : null;

// ------------------------------------------------------------------ the table

const cpu = os.cpus();
console.log(`\n## npm run bench, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`);
console.log(`${cpu.length} × ${cpu[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}; article ${article}, in Hindi ${hindiArticle}`);
console.log('The servers and the load generator share these CPUs.\n');
console.log('| measurement | requests/s | p99 ms | errors | non-2xx | ratio to nginx from file |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows) console.log(`| ${r.label} | ${r.rps.toFixed(0)} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${ratio(r)} |`);
for (const [name, result] of [['Lighthouse', lighthouse], ['Lighthouse, reference (a bare Next.js page)', reference], ['compressed JavaScript', js]]) {
  if (!result) {
    console.log(`| ${name} | (script not present) | | | | |`);
    continue;
  }
  const rowsOf = Array.isArray(result.json) ? result.json : result.json ? Object.entries(result.json).map(([page, v]) => ({ page, ...(typeof v === 'object' ? v : { value: v }) })) : null;
  if (!rowsOf) {
    console.log(`| ${name} | see below | | | | |`);
    console.log(`\n${result.text}\n`);
    continue;
  }
  for (const r of rowsOf) {
    // Lighthouse rows name their page `path`, the JavaScript rows `page`.
    const { page, url, path: pagePath, ...rest } = r;
    console.log(`| ${name}: ${page ?? pagePath ?? url ?? ''} | ${Object.entries(rest).map(([k, v]) => `${k} ${v}`).join(', ')} | | | | |`);
  }
}

const [appRow, proxyRow, , blogListRow, kundliRow] = rows;
const hindiProxyRow = rows.at(-1);
const checks = [
  [`article from the app alone at least ${TARGETS.appTimesBefore} × ${TARGETS.appBeforeRps} requests/s`, appRow.rps >= TARGETS.appTimesBefore * TARGETS.appBeforeRps],
  [`article through nginx at least ${TARGETS.proxyRatioToFile} of nginx from a file`, proxyRow.rps / file.rps >= TARGETS.proxyRatioToFile],
  [`article through nginx p99 under ${TARGETS.proxyP99Ms} ms`, proxyRow.p99 < TARGETS.proxyP99Ms],
  [`Hindi article through nginx p99 under ${TARGETS.proxyP99Ms} ms`, hindiProxyRow.p99 < TARGETS.proxyP99Ms],
  [`GET /api/blogs at least ${TARGETS.blogListRps} requests/s`, blogListRow.rps >= TARGETS.blogListRps],
  [`POST /api/kundli on the embedded database p99 under ${TARGETS.kundliP99Ms} ms`, kundliRow.p99 < TARGETS.kundliP99Ms],
  ['no errors and no non-2xx answers', rows.every((r) => r.errors === 0 && r.non2xx === 0)],
  ...(Array.isArray(lighthouse?.json) ? [[`Lighthouse: every page at its targets (performance at least 95 where asked)${Array.isArray(reference?.json) ? `; the bare Next.js page scored ${reference.json[0].performance} with ${reference.json[0].tbtMs} ms of blocking time` : ''}`, lighthouse.json.every((r) => r.ok)]] : []),
];
console.log('\nTargets:');
for (const [what, met] of checks) console.log(`- ${met ? 'met' : 'NOT met'}: ${what}`);
process.exit(0);
