import { expect, test } from '@playwright/test';

// Runs against a server whose PostgreSQL cannot be reached (see playwright.config.ts).

test('health reports the database as down with a 503', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(503);
  expect(await res.json()).toEqual({ status: 'degraded', db: 'down' });
});

test('content calls answer 503 with a readable message, never a 500 or a crash', async ({ request }) => {
  for (const path of ['/api/blogs', '/api/blogs/vastu-for-main-entrance', '/api/vastutip/all', '/api/horoscope']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(503);
    expect((await res.json()).message, path).toMatch(/temporarily unavailable/);
  }
  const version = await request.post('/api/app-details/version', { data: { appName: 'astrologer' } });
  expect(version.status()).toBe(503);
});

test('pages still render while the database is down', async ({ request }) => {
  for (const path of ['/', '/blogs', '/faqs', '/contact']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
  }
  // Input validation still answers before the database is needed.
  expect((await request.get('/api/blogs?page=abc')).status()).toBe(400);
});

test('a page rendered without its database content is not kept in the page cache', async ({ request }) => {
  for (const path of ['/', '/blogs', '/horoscope', '/vastu-tips']) {
    await request.get(path);
    const again = await request.get(path);
    expect(again.status(), path).toBe(200);
    expect(again.headers()['x-nextjs-cache'], path).not.toBe('HIT');
  }
});
