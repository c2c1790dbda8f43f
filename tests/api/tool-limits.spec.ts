import { expect, test, type APIResponse } from '@playwright/test';
import { clientHeaders } from '../support/api-client';

// Finding 7 of issue 8: the anonymous tools are limited per client address. This project runs
// against the short-timing server, started with TOOL_RATE_LIMIT_PER_MINUTE=3 (places: 4 times
// that), after the otp-timing project so its one kundli is not counted against ours.
const PER_MINUTE = 3;

const kundli = {
  name: 'Test Person', gender: 'female', day: 15, month: 8, year: 1990, hours: 14, minutes: 30,
  birthPlace: 'Faridabad, Haryana, India', latitude: 28.4089, longitude: 77.3178,
};
const person = (name: string, gender: string) => ({ name, gender, dob: '1990-06-15', birthTime: '10:00:00', birthPlace: 'Delhi' });

const vastuAnswers = {
  propertyKind: 'home', plotShape: 'square', entrance: 'NE', kitchen: 'SE', masterBedroom: 'SW', toilets: [], pujaRoom: 'none',
  staircase: 'none', overheadTank: 'none', undergroundTank: 'none', slope: 'flat', cut: 'none', extension: 'none',
};

async function expectTooMany(res: APIResponse) {
  expect(res.status()).toBe(429);
  const retryAfter = Number(res.headers()['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect((await res.json()).message).toMatch(/^Too many .+\. Please try again in \d+ seconds?\.$/);
}

for (const [name, allowed, send] of [
  ['POST /api/kundli', PER_MINUTE, (r, h) => r.post('/api/kundli', { data: kundli, headers: h })],
  ['POST /api/match', PER_MINUTE, (r, h) => r.post('/api/match', { data: { boy: person('Ravi', 'male'), girl: person('Uma', 'female') }, headers: h })],
  ['POST /api/luckyNumberColor', PER_MINUTE, (r, h) => r.post('/api/luckyNumberColor', { data: { name: 'Asha', dob: '1990-01-01' }, headers: h })],
  ['POST /api/vastu-check', PER_MINUTE, (r, h) => r.post('/api/vastu-check', { data: vastuAnswers, headers: h })],
  ['GET /api/places', PER_MINUTE * 4, (r, h) => r.get('/api/places?q=del', { headers: h })],
  ['GET /api/panchang', PER_MINUTE, (r, h) => r.get('/api/panchang?date=2024-01-15&latitude=28.6&longitude=77.2', { headers: h })],
  ['POST /api/muhurta', PER_MINUTE, (r, h) => r.post('/api/muhurta', { data: { activity: 'vehicle-purchase', from: '2025-05-01', to: '2025-05-03', latitude: 28.6, longitude: 77.2 }, headers: h })],
] as const satisfies readonly [string, number, (r: import('@playwright/test').APIRequestContext, h: Record<string, string>) => Promise<APIResponse>][]) {
  test(`${name} answers 429 with Retry-After once an address has used its ${allowed} a minute`, async ({ request }) => {
    const headers = clientHeaders();
    for (let i = 0; i < allowed; i++) expect((await send(request, headers)).status(), `request ${i + 1}`).toBeLessThan(300);
    await expectTooMany(await send(request, headers));
  });
}

// The panchang page computes a month per request (tens of milliseconds of CPU): it spends the
// same per-address points as GET /api/panchang, and over the limit answers a page a person can read.
test('the panchang page answers 429 with Retry-After and a readable page once an address has used the panchang\'s 3 a minute', async ({ request }) => {
  const headers = clientHeaders();
  for (const month of ['2031-01', '2031-02']) expect((await request.get(`/panchang?month=${month}&place=new-delhi`, { headers })).status(), month).toBe(200);
  expect((await request.get('/api/panchang?date=2031-03-15&latitude=28.6&longitude=77.2', { headers })).status()).toBe(200);
  const refused = await request.get('/panchang?month=2031-04&lat=19.07&lon=72.88', { headers });
  expect(refused.status()).toBe(429);
  const retryAfter = Number(refused.headers()['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(refused.headers()['content-type']).toMatch(/^text\/html/);
  expect(refused.headers()['cache-control']).toMatch(/no-store/);
  const page = await refused.text();
  expect(page).toMatch(/<h1>[^<]*panchang[^<]*<\/h1>/i);
  expect(page).toMatch(/Please try again in \d+ seconds?\./);
  expect(page).toContain('href="/"');
  // The API counts the same points.
  await expectTooMany(await request.get('/api/panchang?date=2031-03-16&latitude=28.6&longitude=77.2', { headers }));
  // Another address is not affected.
  expect((await request.get('/panchang?month=2031-04&place=new-delhi', { headers: clientHeaders() })).status()).toBe(200);
});

// Contact messages: CONTACT_RATE_LIMIT_PER_HOUR=2 on this server (5 by default).
test('POST /api/contact answers 429 with Retry-After once an address has sent its messages for the hour', async ({ request }) => {
  const headers = clientHeaders();
  const message = { fullName: 'Asha Rao', countryCode: '+91', phone: '9876543210', email: 'asha.limits@example.in', message: 'Please call me about a Vastu check.' };
  for (let i = 0; i < 2; i++) expect((await request.post('/api/contact', { data: message, headers })).status(), `message ${i + 1}`).toBe(201);
  const refused = await request.post('/api/contact', { data: message, headers });
  expect(refused.status()).toBe(429);
  const retryAfter = Number(refused.headers()['retry-after']);
  expect(retryAfter).toBeGreaterThan(60);
  expect(retryAfter).toBeLessThanOrEqual(60 * 60);
  expect((await refused.json()).message).toMatch(/^Too many messages from this address\. Please try again in \d+ minutes\.$/);
  // Another address is not affected.
  expect((await request.post('/api/contact', { data: message, headers: clientHeaders() })).status()).toBe(201);
});

// PDF reports are drawn afresh on each download: the same per-address limit as the tools.
test('GET /api/kundli/{id}/pdf answers 429 with Retry-After once an address has used its 3 a minute', async ({ request }) => {
  const headers = clientHeaders();
  const path = '/api/kundli/00000000-0000-4000-8000-000000000000/pdf';
  for (let i = 0; i < PER_MINUTE; i++) expect((await request.get(path, { headers })).status(), `request ${i + 1}`).toBe(404);
  await expectTooMany(await request.get(path, { headers }));
});
