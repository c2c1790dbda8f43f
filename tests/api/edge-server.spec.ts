import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { registerExpert, signIn, STRONG_PASSWORD } from '../support/api-client';
import { randomIp, randomMobile, readInboxOf } from '../support/otp-inbox';

// The `edge` server (playwright.config.ts): no proxy in front (TRUST_PROXY_HOPS=0), codes sent
// through MSG91 and SMTP to local peers, LOG_LEVEL=debug. Serial: the log test must run before
// the address test spends this machine's per-address budget of codes.
test.describe.configure({ mode: 'serial' });
test.beforeAll(() => readInboxOf('edge'));

const serverOutput = () => fs.readFileSync(JSON.parse(process.env.E2E_INBOXES!).edge.E2E_SERVER_LOG, 'utf8');

/** Birth details no log line may ever hold. */
const birth = { name: 'Zephyrine Quillfeather', gender: 'Female', day: 14, month: 3, year: 1987, hours: 5, minutes: 47, seconds: 13, birthPlace: 'Xqorvel Testpur', latitude: 26.9124, longitude: 75.7873, timezone: '+05:30' };

test('the server output holds no code, token, password, hash or birth detail, and every request line has a request id', async ({ request, baseURL }) => {
  const secrets: Record<string, string> = {};

  const signedIn = await signIn(request, baseURL!, randomMobile());
  secrets['sign-in code'] = signedIn.otp;
  const { cookies } = await request.storageState();
  for (const c of cookies) if (['session', '__Host-session', 'XSRF-TOKEN'].includes(c.name)) secrets[`cookie ${c.name}`] = c.value;
  expect(Object.keys(secrets)).toEqual(expect.arrayContaining(['cookie session', 'cookie XSRF-TOKEN']));

  const expert = await registerExpert(request, baseURL!);
  secrets['mobile code'] = expert.codes[0]!;
  secrets['e-mail code'] = expert.codes[1]!;
  secrets['password'] = STRONG_PASSWORD;
  secrets['expert e-mail'] = expert.email;
  secrets['expert mobile'] = expert.mobile;

  // Signed in, as a browser would send it: same origin, XSRF token echoed.
  const kundli = await request.post('/api/kundli', { data: birth, headers: expert.headers });
  expect(kundli.status()).toBe(201);
  const stored = (await kundli.json()).data;
  Object.assign(secrets, {
    'birth name': birth.name,
    'birth place': birth.birthPlace,
    'birth date': '1987-03-14',
    'birth date (Indian)': '14/03/1987',
    'birth time': '05:47:13',
    'birth instant': new Date(stored.birthDateTime).toISOString().slice(0, 16),
    'kundli link': stored._id,
  });

  // A query that fails in the database (today: the NUL byte reaches PostgreSQL). Whatever it
  // answers, the failure must not put the query's values into the log.
  const failing = await request.post('/api/kundli', { data: { ...birth, name: 'Zephyrine\u0000Quillfeather', birthPlace: 'Xqorvel Testpur\u0000' }, headers: expert.headers });
  expect(failing.status()).toBeLessThan(600);

  await new Promise((r) => setTimeout(r, 500)); // let the last lines reach the log file
  const output = serverOutput();
  expect(output.length).toBeGreaterThan(0);
  for (const [what, value] of Object.entries(secrets)) {
    expect(value.length, what).toBeGreaterThan(3);
    expect(output.includes(value), `${what} appears in the server output`).toBe(false);
  }
  expect(output, 'a password hash').not.toMatch(/scrypt\$/);
  expect(output, 'a SHA-256 or HMAC digest (session or code hash)').not.toMatch(/[0-9a-f]{64}/i);
  expect(output, "a query's parameters").not.toMatch(/params:\s*\S/);
  expect(output, 'a printed code').not.toMatch(/\[otp\]/);

  // One JSON line per event, each request line with its request id.
  const lines = output.split('\n').filter((l) => l.startsWith('{'));
  const requests = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request');
  expect(requests.length).toBeGreaterThan(5);
  for (const line of requests) expect(line.reqId).toMatch(/^[0-9a-f-]{36}$/);
  expect(requests.some((l) => l.path === '/kundli/:id' || l.path === '/api/kundli')).toBe(true);
});

test('a client cannot choose its own address: the per-address limit holds whatever X-Forwarded-For says', async ({ request }) => {
  const statuses: number[] = [];
  for (let i = 0; i < 22 && !statuses.includes(429); i++) {
    const res = await request.post('/api/users/login/mobile', {
      data: { mobile: randomMobile(), country_code: '+91' },
      headers: { 'X-Forwarded-For': randomIp(), 'X-Real-IP': randomIp(), 'X-Client-Address': randomIp(), Forwarded: `for="[${randomIp()}]"` },
    });
    statuses.push(res.status());
  }
  expect(statuses).toContain(429);
});

test('the same-origin check ignores a client-chosen X-Forwarded-Host', async ({ request }) => {
  const res = await request.post('/api/users/login/mobile', {
    data: { mobile: randomMobile(), country_code: '+91' },
    headers: { Origin: 'http://evil.example', 'X-Forwarded-Host': 'evil.example', Host: 'evil.example' },
  });
  expect(res.status()).toBe(403);
});

test('no HSTS when a client without a trusted proxy claims https', async ({ request }) => {
  const res = await request.get('/robots.txt', { headers: { 'X-Forwarded-Proto': 'https' } });
  expect(res.headers()['strict-transport-security']).toBeUndefined();
});

test('every response has a fresh request id, whatever the client sent', async ({ request }) => {
  const a = await request.get('/api/health', { headers: { 'X-Request-Id': 'chosen-by-client' } });
  const b = await request.get('/api/health');
  expect(a.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(b.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(a.headers()['x-request-id']).not.toBe(b.headers()['x-request-id']);
});

for (const method of ['TRACE', 'TRACK', 'PROPFIND']) {
  test(`${method} answers 405 with Allow on pages and API routes`, async ({ request }) => {
    for (const path of ['/', '/kundli', '/api/blogs', '/api/users/send-otp']) {
      const res = await request.fetch(path, { method });
      expect(res.status(), `${method} ${path}`).toBe(405);
      expect(res.headers()['allow']).toContain('GET');
      expect(res.headers()['allow']).not.toContain(method);
    }
  });
}

test('CONNECT answers 405: this server is no tunnel', async ({ baseURL }) => {
  const { hostname, port } = new URL(baseURL!);
  const reply = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(`CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n`));
    let data = '';
    socket.on('data', (c) => (data += c));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
  expect(reply).toMatch(/^HTTP\/1\.1 405 /);
  expect(reply).toMatch(/\r\nAllow: GET/);
});

test('a path with bad percent-encoding answers 400: JSON on the API, a short page elsewhere', async ({ request }) => {
  const api = await request.get('/api/blogs/%zz');
  expect(api.status()).toBe(400);
  expect(api.headers()['content-type']).toMatch(/application\/json/);
  expect((await api.json()).message).toMatch(/not valid/);
  for (const path of ['/blogs/%C3%28', '/kundli/%zz', '/%E0%A4']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(400);
    expect(res.headers()['content-type']).toMatch(/text\/html/);
    expect(await res.text()).toMatch(/not valid/);
  }
  // Well-formed escapes still reach the app.
  expect((await request.get('/blogs/%E0%A4%B5%E0%A4%BE')).status()).toBe(404);
});

test('a production server refuses to start when it would print codes, unless allowed', async ({ baseURL }) => {
  test.setTimeout(60_000);
  const port = Number(new URL(baseURL!).port) + 6;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'astro-refuse-'));
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(port), HOSTNAME: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO_CONTENT: 'false' };
  const child = spawn(process.execPath, ['scripts/server.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve(null);
    }, 45_000);
    child.on('exit', (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  fs.rmSync(dataDir, { recursive: true, force: true });
  expect(code, output).toBe(1);
  expect(output).toMatch(/Refusing to start: SMS and e-mail codes would be printed/);
  expect(output).toMatch(/ALLOW_CONSOLE_DELIVERY=true/);
});
