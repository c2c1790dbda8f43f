import { expect, test } from '@playwright/test';

test('GET /api/health reports the service and its database as up', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toContain('no-store');
  expect(await res.json()).toEqual({ status: 'ok', db: 'ok' });
});
