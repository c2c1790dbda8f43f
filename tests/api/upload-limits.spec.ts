import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { registerExpert } from '../support/api-client';

// Finding 8 of issue 8: images are bounded in pixels, uploads per user are limited, and an
// image replaced by a new submission is deleted.

const week = JSON.stringify(Object.fromEntries(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => [d, { available: true, slots: [{ start: '09:00', end: '12:00' }] }])));

const form = (buffer: Buffer) => ({
  name: 'Kavya Iyer', email: 'kavya@example.in', mobile: '9876543210', bio: 'Vedic astrology',
  expertise: JSON.stringify(['Vedic']), languages: JSON.stringify(['Hindi']),
  experienceYears: '8', feePerMinChat: '20', feePerMinVideo: '35', schedule: week,
  image: { name: 'me.png', mimeType: 'image/png', buffer },
});

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#8a2331' } }).png().toBuffer();

async function submit(request: APIRequestContext, headers: Record<string, string>, buffer: Buffer) {
  return request.post('/api/talktoastrologer', { headers, multipart: form(buffer) });
}

test('an image over 16 megapixels is refused before it is decoded (413)', async ({ request, baseURL }) => {
  const { headers } = await registerExpert(request, baseURL!);
  const big = await png(4100, 4100); // 16.8 MP, a few kB as a flat PNG
  expect(big.length).toBeLessThan(5 * 1024 * 1024);
  const res = await submit(request, headers, big);
  expect(res.status()).toBe(413);
  expect((await res.json()).message).toMatch(/16 megapixels/);
  expect((await submit(request, headers, await png(4000, 4000))).status()).toBe(201);
});

test('a replaced profile image is deleted', async ({ request, baseURL }) => {
  const { headers } = await registerExpert(request, baseURL!);
  const first = await submit(request, headers, await png(40, 40));
  expect(first.status()).toBe(201);
  const firstUrl = (await first.json()).file as string;
  expect((await request.get(firstUrl)).status()).toBe(200);
  const second = await submit(request, headers, await png(50, 50));
  expect(second.status()).toBe(201);
  const secondUrl = (await second.json()).file as string;
  expect(secondUrl).not.toBe(firstUrl);
  expect((await request.get(firstUrl)).status()).toBe(404);
  expect((await request.get(secondUrl)).status()).toBe(200);
});

test('uploads per user are limited, with a clear 429 and Retry-After', async ({ request, baseURL }) => {
  const { headers } = await registerExpert(request, baseURL!);
  const image = await png(16, 16);
  let accepted = 0;
  let refused = null;
  for (let i = 0; i < 30 && !refused; i++) {
    const res = await submit(request, headers, image);
    if (res.status() === 201) accepted++;
    else refused = res;
  }
  expect(accepted).toBeGreaterThanOrEqual(5);
  expect(refused?.status()).toBe(429);
  expect(Number(refused!.headers()['retry-after'])).toBeGreaterThan(0);
  expect((await refused!.json()).message).toMatch(/^Too many image uploads\. Please try again in \d+ (seconds?|minutes)\.$/);
});
