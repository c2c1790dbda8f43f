import { expect, test } from '@playwright/test';
import { publishedExpert } from '../support/admin-content';

// Issue 24, "One list of experts": every expert of the one list has their page under
// /astrologers; the directory's filters are addresses of their own, each served from the page
// cache; a public profile never shows the per-minute fees of the app.

const noRedirects = { maxRedirects: 0 };

test('a team member’s page is under /astrologers, as the list says, with their services and prices', async ({ request }) => {
  const { data } = await (await request.get('/api/experts')).json();
  const sunita = data.find((e: { slug: string }) => e.slug === 'sunita-bhardwaj');
  expect(sunita.path).toBe('/astrologers/sunita-bhardwaj');
  const page = await request.get(sunita.path);
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain('Sunita Bhardwaj');
  expect(html).toContain('₹2,100 · 30 min');
  expect(html).toContain('/book/astrology-consultation?expert=sunita-bhardwaj');
});

test('an approved astrologer’s public page shows the price charged, never their per-minute fees', async ({ playwright, baseURL, request }) => {
  const expert = await publishedExpert(playwright, baseURL!);
  const html = await (await request.get(`/astrologers/${expert.slug}`)).text();
  expect(html).toContain('₹2,100 · 30 min');
  // The application's fees (₹20, ₹25, ₹35 a minute) belong to the app.
  expect(html).not.toMatch(/₹\s?(20|25|35)\s?\/\s?min/);
  expect(html).not.toMatch(/Chat ₹|Call ₹|Video ₹/);
});

test.describe('the directory’s addresses', () => {
  test('another spelling of a choice goes to its one address; the render path is never an address', async ({ request }) => {
    for (const [asked, own] of [
      ['/astrologers?kind=&language=Hindi&expertise=&sort=next', '/astrologers?language=hindi'],
      ['/astrologers?sort=rating&kind=astrologer', '/astrologers?kind=astrologer&sort=rating'],
      ['/astrologers?utm_source=mail', '/astrologers'],
      ['/directory/astrologer/hindi/any/next', '/astrologers?kind=astrologer&language=hindi'],
    ]) {
      const res = await request.get(asked!, noRedirects);
      expect(res.status(), asked).toBe(308);
      expect(res.headers().location).toBe(own);
    }
  });

  test('a filtered, sorted list is served from the page cache and shows only what matches', async ({ request }) => {
    const address = '/astrologers?kind=vastu-astrologer&language=punjabi&sort=rating';
    const first = await request.get(address, noRedirects);
    expect(first.status()).toBe(200);
    const html = await first.text();
    expect(html).toContain('Meenakshi Agarwal');
    expect(html).not.toContain('Vikram Malhotra');
    expect(html).not.toContain('Pandit Harish Mishra');
    await expect(async () => {
      const again = await request.get(address, noRedirects);
      expect(again.headers()['x-nextjs-cache']).toBe('HIT');
    }).toPass();
  });
});
