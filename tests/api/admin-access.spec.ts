import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { browserWriteHeaders, clientHeaders, signIn } from '../support/api-client';

// Issue 11, "Access": every admin call checks the role on the server. The routes are read from
// app/api/admin, so a route added later is covered without touching this test.

const ROOT = path.join(process.cwd(), 'app', 'api', 'admin');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

function adminRoutes(dir = ROOT): { path: string; method: (typeof METHODS)[number] }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return adminRoutes(full);
    if (entry.name !== 'route.ts') return [];
    const source = fs.readFileSync(full, 'utf8');
    const url = `/api/admin/${path.relative(ROOT, dir).split(path.sep).filter(Boolean).map((seg) => (seg.startsWith('[') ? SAMPLE_ID : seg)).join('/')}`.replace(/\/$/, '');
    return METHODS.filter((m) => new RegExp(`export\\s+(const|async\\s+function|function)\\s+${m}\\b`).test(source)).map((method) => ({ path: url, method }));
  });
}

const routes = adminRoutes();

test('the admin API has routes to check', () => {
  expect(routes.map((r) => `${r.method} ${r.path}`)).toContain('GET /api/admin/audit');
});

test('an anonymous caller gets 401 on every admin route and method', async ({ request, baseURL }) => {
  const headers = { ...clientHeaders(), ...(await browserWriteHeaders(request, baseURL!)) };
  for (const { path: url, method } of routes) {
    const res = await request.fetch(url, { method, headers, ...(method === 'GET' ? {} : { data: {} }) });
    expect(res.status(), `${method} ${url}`).toBe(401);
    expect((await res.json()).message, `${method} ${url}`).toBe('Please sign in to continue.');
  }
});

test('a signed-in customer gets 403 on every admin route and method', async ({ request, baseURL }) => {
  const { headers } = await signIn(request, baseURL!);
  for (const { path: url, method } of routes) {
    const res = await request.fetch(url, { method, headers, ...(method === 'GET' ? {} : { data: {} }) });
    expect(res.status(), `${method} ${url}`).toBe(403);
    expect((await res.json()).message, `${method} ${url}`).toMatch(/does not have access/);
  }
});

test('the console pages answer 401 to an anonymous visitor and 403 to a customer, privately', async ({ request, playwright, baseURL }) => {
  const anonymous = await request.get('/admin');
  expect(anonymous.status()).toBe(401);
  expect(anonymous.headers()['cache-control']).toMatch(/no-store/);
  const customer = await playwright.request.newContext({ baseURL });
  await signIn(customer, baseURL!);
  const forbidden = await customer.get('/admin');
  expect(forbidden.status()).toBe(403);
  expect(forbidden.headers()['cache-control']).toMatch(/no-store/);
  await customer.dispose();
});
