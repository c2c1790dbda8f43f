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

test('the tools that need no database keep working, their per-address limits held in memory', async ({ request }) => {
  expect((await request.get('/api/places?q=del')).status()).toBe(200);
  expect((await request.post('/api/luckyNumberColor', { data: { name: 'Asha', dob: '1990-01-01' } })).status()).toBe(200);
  const match = await request.post('/api/match', {
    data: {
      boy: { name: 'Ravi', gender: 'male', dob: '1990-06-15', birthTime: '10:00:00', birthPlace: 'Delhi' },
      girl: { name: 'Uma', gender: 'female', dob: '1991-03-01', birthTime: '08:15:00', birthPlace: 'Delhi' },
    },
  });
  expect(match.status()).toBe(200);
});
