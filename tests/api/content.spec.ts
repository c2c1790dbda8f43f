import { expect, test } from '@playwright/test';

const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];

test('GET /api/vastutip/all lists every tip with image and audio that are served', async ({ request }) => {
  const res = await request.get('/api/vastutip/all');
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body.status).toBe('success');
  expect(body.data.length).toBeGreaterThanOrEqual(12);
  // The demo tips' media are files of the site; tips added in the console serve theirs from uploads.
  for (const tip of body.data) {
    expect(tip).toEqual({
      _id: expect.any(String),
      title: expect.any(String),
      description: expect.any(String),
      fileUrl: expect.stringMatching(/^\/(images\/|api\/uploads\/)/),
      audioUrl: expect.stringMatching(/(\.mp3|^\/api\/uploads\/[0-9a-f-]{36})$/),
    });
  }
  const tip = body.data.find((t: { audioUrl: string }) => t.audioUrl.endsWith('.mp3'));
  const audio = await request.get(tip.audioUrl);
  expect(audio.status()).toBe(200);
  expect(audio.headers()['content-type']).toBe('audio/mpeg');
  expect((await audio.body()).length).toBeGreaterThan(10_000);
  const image = await request.get(tip.fileUrl);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/webp');
});

test('GET /api/horoscope returns the twelve signs for today in India', async ({ request }) => {
  const res = await request.get('/api/horoscope');
  expect(res.status()).toBe(200);
  const body = await res.json();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  expect(body.data.map((e: { sign: string }) => e.sign)).toEqual(SIGNS);
  for (const entry of body.data) {
    expect(entry.date).toBe(today);
    expect(entry.content.length).toBeGreaterThan(80);
    expect(entry.mood).toEqual(expect.any(String));
    expect(entry.luckyNumber).toBeGreaterThanOrEqual(1);
    expect(entry.luckyNumber).toBeLessThanOrEqual(9);
    expect(entry.luckyColor).toEqual(expect.any(String));
  }
  // Stored, so a second read is the same.
  expect((await (await request.get('/api/horoscope')).json()).data).toEqual(body.data);
});

test.describe('POST /api/app-details/version', () => {
  test('returns the astrologer app URL from configuration', async ({ request }) => {
    const res = await request.post('/api/app-details/version', { data: { appName: 'astrologer' } });
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body.success).toBe(true);
    expect(body.appUrl).toMatch(/^https:\/\//);
  });

  test('answers 404 for an unknown app', async ({ request }) => {
    const res = await request.post('/api/app-details/version', { data: { appName: 'no-such-app' } });
    expect(res.status()).toBe(404);
    expect(await res.json()).toEqual(expect.objectContaining({ success: false, appUrl: null }));
  });

  test('rejects a missing appName and a body that is not JSON', async ({ request }) => {
    const missing = await request.post('/api/app-details/version', { data: {} });
    expect(missing.status()).toBe(400);
    expect((await missing.json()).message).toBe('appName is required.');
    const garbage = await request.post('/api/app-details/version', { headers: { 'content-type': 'application/json' }, data: Buffer.from('{not json') });
    expect(garbage.status()).toBe(400);
    expect((await garbage.json()).message).toMatch(/valid JSON/);
    const notObject = await request.post('/api/app-details/version', { data: ['astrologer'] });
    expect(notObject.status()).toBe(400);
    expect((await notObject.json()).message).toBe('The request body must be a JSON object.');
  });
});
