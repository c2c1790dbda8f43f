import { expect, test, type APIResponse } from '@playwright/test';
import { asAdmin } from '../support/admin';
import { bookVastuCheck } from '../support/payments';
import { makeKundli, makeMatch } from '../support/results';
import { idealVastuAnswers } from '../support/vastu-answers';

// Headers a browser relies on for every response (finding 10). The main test server runs with
// TRUST_PROXY_HOPS=1: the test client plays the proxy, so its X-Forwarded-Proto is trusted.

/** The directives of a Content-Security-Policy header, by name. */
function directives(csp: string | undefined): Map<string, string[]> {
  expect(csp, 'a Content-Security-Policy header').toBeTruthy();
  return new Map(csp!.split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [name!, values]));
}

test('pages have a CSP that restricts scripts, forbids framing and plugins', async ({ request }) => {
  for (const path of ['/', '/blogs', '/kundli', '/login', '/vastu-faqs']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const headers = res.headers();
    const csp = directives(headers['content-security-policy']);
    expect(csp.get('default-src'), path).toEqual(["'self'"]);
    expect(csp.get('script-src'), path).toBeDefined();
    expect(csp.get('script-src'), path).not.toContain('*');
    expect(csp.get('script-src'), path).not.toContain("'unsafe-eval'");
    expect(csp.get('object-src'), path).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
    expect(csp.get('base-uri'), path).toEqual(["'self'"]);
    expect(csp.get('form-action'), path).toEqual(["'self'"]);
    // The OpenStreetMap embed in the footer, Google Maps when configured.
    expect(csp.get('frame-src')?.join(' '), path).toMatch(/openstreetmap\.org/);
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
  }
});

test('API answers carry a CSP that allows nothing and COOP', async ({ request }) => {
  const res = await request.get('/api/blogs');
  const csp = directives(res.headers()['content-security-policy']);
  expect(csp.get('default-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(res.headers()['cross-origin-opener-policy']).toBe('same-origin');
});

test('a dynamic page gets a fresh nonce that its scripts carry', async ({ request }) => {
  const created = await request.post('/api/kundli', {
    data: { name: 'Nonce Check', gender: 'Male', day: 1, month: 1, year: 2000, hours: 6, minutes: 0, seconds: 0, birthPlace: 'Delhi, India', latitude: 28.61, longitude: 77.21, timezone: '+05:30' },
  });
  expect(created.status()).toBe(201);
  const path = `/kundli/${(await created.json()).data._id}`;
  const nonces: string[] = [];
  for (let i = 0; i < 2; i++) {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const scriptSrc = directives(res.headers()['content-security-policy']).get('script-src')!;
    const nonce = scriptSrc.find((v) => v.startsWith("'nonce-"))?.slice(7, -1);
    expect(nonce, 'a nonce in script-src').toMatch(/^[A-Za-z0-9+/=_-]{16,}$/);
    expect(scriptSrc).toContain("'strict-dynamic'");
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    nonces.push(nonce!);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
});

/** The nonce of a page's script-src; its scripts all carry it, and no inline script runs without it. */
async function expectNonceCsp(res: APIResponse, path: string) {
  const scriptSrc = directives(res.headers()['content-security-policy']).get('script-src')!;
  const nonce = scriptSrc.find((v) => v.startsWith("'nonce-"))?.slice(7, -1);
  expect(nonce, `${path}: a nonce in script-src`).toMatch(/^[A-Za-z0-9+/=_-]{16,}$/);
  expect(scriptSrc, path).toContain("'strict-dynamic'");
  expect(scriptSrc, path).not.toContain("'unsafe-inline'");
  const html = await res.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
  expect(scripts.length, path).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
}

test('private pages that show what visitors typed (console, bookings, profile, results) get the nonce CSP', async ({ playwright, baseURL }) => {
  test.slow(); // fifteen pages rendered on demand
  const { request: admin, headers } = await asAdmin(playwright, baseURL!);
  const booking = await bookVastuCheck(admin, headers);
  const vastuCheck = await admin.post('/api/vastu-check', { data: idealVastuAnswers, headers });
  expect(vastuCheck.status()).toBe(201);
  const paths = [
    '/admin',
    '/admin/messages',
    '/admin/applications',
    '/admin/users',
    '/admin/bookings',
    `/admin/bookings/${booking.id}`,
    '/admin/audit',
    '/admin/blogs',
    '/bookings',
    `/bookings/${booking.id}`,
    `/bookings/${booking.id}/pay`,
    '/profile',
    `/kundli/${await makeKundli(admin, 'Nonce Page', headers)}`,
    `/matchMaking/${await makeMatch(admin, headers)}`,
    `/vastu-check/${(await vastuCheck.json()).data._id}`,
  ];
  for (const path of paths) {
    const res = await admin.get(path);
    expect(res.status(), path).toBe(200);
    await expectNonceCsp(res, path);
  }
});

test('HSTS only when the site is served over https', async ({ request }) => {
  const plain = await request.get('/');
  expect(plain.headers()['strict-transport-security']).toBeUndefined();
  const secure = await request.get('/', { headers: { 'X-Forwarded-Proto': 'https' } });
  expect(secure.headers()['strict-transport-security']).toMatch(/max-age=\d{8,}/);
  const api = await request.get('/api/health', { headers: { 'X-Forwarded-Proto': 'https' } });
  expect(api.headers()['strict-transport-security']).toMatch(/max-age=\d{8,}/);
});
