// Harness of `npm run test:system`: production servers started as separate processes, a
// private throw-away PostgreSQL cluster, and small HTTP helpers. Uses only Node built-ins and
// `pg` so it runs with node's own test runner.
import { execFile, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { productionServerCommand, root } from '../../scripts/lib.mjs';

export { root };

/** How a production server is started (scripts/lib.mjs, shared with `npm run bench`). */
export const serverCommand = productionServerCommand;

/**
 * Environment every test server gets. Codes go to the console (the tests read them there);
 * production mode may require that to be allowed explicitly. Clients pick their address with
 * X-Forwarded-For through one trusted hop, so each simulated client has its own per-address
 * limits.
 */
export const baseServerEnv = {
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  ALLOW_CONSOLE_DELIVERY: 'true',
  ALLOW_TEST_PAYMENTS: 'true',
  SMS_PROVIDER: 'console',
  // The write loops come from a handful of addresses: per-address tool limits out of the way.
  TOOL_RATE_LIMIT_PER_MINUTE: '1000000',
  TRUST_PROXY_HOPS: '1',
};

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function waitFor(what, check, { timeoutMs = 60_000, everyMs = 250 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
    } catch (err) {
      last = err;
    }
    await sleep(everyMs);
  }
  throw new Error(`Timed out waiting for ${what}${last ? `: ${last.message}` : ''}`);
}

export function tempDir(name) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `astro-system-${name}-`));
}

// ------------------------------------------------------------------ app servers

/**
 * Starts one production server. Its output is kept in memory (`app.output()`), where the
 * tests read the codes it prints as `[otp] to=<destination> code=<code>`.
 */
export function startApp({ port, env = {}, name = `app-${port}` }) {
  const [command, args, listen] = serverCommand(port);
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...baseServerEnv, ...listen, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output += chunk.toString();
    if (process.env.SYSTEM_TEST_VERBOSE) process.stderr.write(`[${name}] ${chunk}`);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const url = `http://127.0.0.1:${port}`;
  return {
    name,
    port,
    url,
    child,
    exited,
    output: () => output,
    /** Resolves once the server answers HTTP at all (its database may still be down). */
    async listening(timeoutMs = 90_000) {
      await waitFor(`${name} to listen`, async () => {
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited early:\n${output.slice(-2000)}`);
        const res = await fetch(`${url}/robots.txt`).catch(() => null);
        return res !== null;
      }, { timeoutMs });
    },
    /** Resolves once /api/health says the instance and its database are up. */
    async healthy(timeoutMs = 90_000) {
      await waitFor(`${name} to be healthy`, async () => {
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited early:\n${output.slice(-2000)}`);
        const res = await fetch(`${url}/api/health`).catch(() => null);
        return res?.status === 200;
      }, { timeoutMs });
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}

/** The newest code a server printed for a destination after `since` characters of its output. */
export async function codeFor(app, destination, since) {
  const escaped = destination.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`^\\[otp\\] to=${escaped} code=(\\d{6})$`, 'gm');
  return waitFor(`a code for ${destination}`, () => {
    const found = [...app.output().slice(since).matchAll(re)];
    return found.length ? found[found.length - 1][1] : null;
  }, { timeoutMs: 10_000, everyMs: 100 });
}

// ------------------------------------------------------------------ HTTP clients

let addressCounter = 0;

/**
 * One simulated browser: its own address (X-Forwarded-For, from the documentation range), and
 * its own cookie jar shared across instances, as a browser behind a load balancer would have.
 */
export function client() {
  const n = ++addressCounter;
  const ip = `198.51.100.${(n % 250) + 1}`;
  const jar = new Map();
  async function request(base, pathname, { method = 'GET', json, form, headers = {} } = {}) {
    const h = { 'X-Forwarded-For': ip, ...headers };
    if (jar.size) h.Cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    let body;
    if (json !== undefined) {
      h['Content-Type'] = 'application/json';
      body = JSON.stringify(json);
    } else if (form) body = form;
    if (method !== 'GET' && method !== 'HEAD') {
      h.Origin = base;
      if (jar.has('XSRF-TOKEN')) h['X-XSRF-TOKEN'] = jar.get('XSRF-TOKEN');
    }
    const res = await fetch(base + pathname, { method, headers: h, body, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const [name, value] = [pair.slice(0, eq).trim(), pair.slice(eq + 1).trim()];
      const expired = attrs.some((a) => /max-age=0/i.test(a.trim())) || value === '';
      if (expired) jar.delete(name);
      else jar.set(name, value);
    }
    const text = await res.text();
    let parsed = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, headers: res.headers, text, body: parsed };
  }
  return {
    ip,
    jar,
    request,
    /** Asks for the XSRF cookie when it has none, as the browser client does before a write. */
    async xsrf(base) {
      if (!jar.has('XSRF-TOKEN')) await request(base, '/api/xsrf-token');
      if (!jar.has('XSRF-TOKEN')) throw new Error('The site issued no XSRF-TOKEN cookie');
    },
  };
}

export const kundliRequest = (n = 0) => ({
  name: `Load ${n}`,
  gender: 'female',
  day: 1 + (n % 28),
  month: 1 + (n % 12),
  year: 1960 + (n % 50),
  hours: n % 24,
  minutes: n % 60,
  birthPlace: 'New Delhi',
  latitude: 28.61,
  longitude: 77.21,
  timezone: '+05:30',
});

export function randomMobile() {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

// ------------------------------------------------------------------ PostgreSQL

function pgBinDir() {
  for (const dir of ['/usr/lib/postgresql/15/bin', ...globDirs('/usr/lib/postgresql')]) {
    if (fs.existsSync(path.join(dir, 'initdb'))) return dir;
  }
  return null;
}

function globDirs(parent) {
  if (!fs.existsSync(parent)) return [];
  return fs.readdirSync(parent).map((v) => path.join(parent, v, 'bin'));
}

/** Installs Debian's PostgreSQL 15 when no server binaries are present (as root only). */
export function ensurePostgresInstalled() {
  if (pgBinDir()) return;
  if (process.getuid?.() !== 0 || spawnSync('sh', ['-c', 'command -v apt-get']).status !== 0) {
    throw new Error("PostgreSQL's server binaries are needed (Debian: apt-get install postgresql-15).");
  }
  console.log('[pg] installing PostgreSQL 15 from Debian');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'postgresql-15']]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
}

/**
 * A private PostgreSQL cluster in a temp folder (under `parent` if given) on a free port, owned by the `postgres` user
 * when run as root (initdb refuses root). `stop()`/`start()` simulate an outage; `destroy()`
 * removes it.
 */
export async function startPostgres({ parent } = {}) {
  ensurePostgresInstalled();
  const bin = pgBinDir();
  const port = await freePort();
  const work = parent ? fs.mkdtempSync(path.join(parent, 'pg-')) : tempDir('pg');
  fs.chmodSync(work, 0o755);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    if (spawnSync('id', ['postgres']).status !== 0) spawnSync('useradd', ['--system', '--home-dir', work, 'postgres']);
    spawnSync('chown', ['postgres', work]);
  }
  // Asynchronous, so the load loops of a test keep running while PostgreSQL starts or stops.
  const run = (tool, args, { check = true } = {}) =>
    new Promise((resolve, reject) => {
      const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
      execFile(cmd, argv, { encoding: 'utf8' }, (err, stdout, stderr) => {
        if (err && check) reject(new Error(`${tool} failed: ${stderr || stdout || err.message}`));
        else resolve();
      });
    });
  const data = path.join(work, 'data');
  await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const pg = {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/astro_system`,
    start: () => run('pg_ctl', ['-D', data, '-o', `-p ${port} -k ${work} -c listen_addresses=127.0.0.1`, '-l', path.join(work, 'log'), '-w', 'start']),
    /** `immediate` is a crash (no shutdown checkpoint); `fast` a clean but abrupt stop. */
    stop: (mode = 'immediate') => run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop'], { check: false }),
    async destroy() {
      await pg.stop('immediate');
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
  await pg.start();
  await run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'astro_system']);
  return pg;
}

/** Runs one query on the test database with its own short-lived connection. */
export async function sql(url, text, params = []) {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, params)).rows;
  } finally {
    await c.end();
  }
}
