import { expect, test, type APIRequestContext } from '@playwright/test';
import { addDays, indiaToday } from '../../lib/consultations/booking-dates';
import { signIn } from '../support/api-client';

// Issue 12: a page per sign, the area unit converter, and the fee estimate booked at the price
// the server works out from it.

const SIGN_SLUGS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'];

test.describe('the horoscope page of a sign', () => {
  test("is public and cacheable, names the sign in Hindi, and shows today's entry as the daily board has it", async ({ request }) => {
    const res = await request.get('/horoscope/leo');
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toMatch(/^public/);
    expect(res.headers()['set-cookie']).toBeUndefined();
    const html = await res.text();
    expect(html).toContain('<title>Leo (Simha) Horoscope Today, Tomorrow, This Week and Month');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/horoscope\/leo"/);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const article = jsonLd.find((d) => d['@type'] === 'Article');
    expect(article).toMatchObject({ headline: expect.stringContaining('Leo (Simha)'), mainEntityOfPage: expect.stringMatching(/\/horoscope\/leo$/) });
    const today = (await (await request.get('/api/horoscope')).json()).data.find((e: { sign: string }) => e.sign === 'Leo');
    expect(html.replace(/<!-- -->/g, '')).toContain(today.content.replace(/'/g, '&#x27;'));
    for (const heading of ['Today', 'Tomorrow', 'This week', 'This month']) expect(html).toContain(`>${heading}</h2>`);
  });

  test('exists for the twelve signs only; a capitalised name moves to the lower-case address', async ({ request }) => {
    for (const slug of SIGN_SLUGS) expect((await request.get(`/horoscope/${slug}`, { maxRedirects: 0 })).status(), slug).toBe(200);
    expect((await request.get('/horoscope/dragon')).status()).toBe(404);
    const moved = await request.get('/horoscope/Aries', { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(moved.headers().location).toMatch(/\/horoscope\/aries$/);
  });

  test('every sign page is in the sitemap, and so is the converter', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const slug of SIGN_SLUGS) expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/horoscope/${slug}</loc>`));
    expect(sitemap).toMatch(/<loc>[^<]*\/area-converter<\/loc>/);
  });
});

test('the area unit converter is a public, cacheable page with the state table and a link to the area calculator', async ({ request }) => {
  const res = await request.get('/area-converter');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toMatch(/^public/);
  const html = (await res.text()).replace(/<!-- -->/g, '');
  expect(html).toContain('27,225 sq ft'); // a Rajasthan bigha, readable without JavaScript
  expect(html).toContain('href="/measurement-converter"');
  expect(await (await request.get('/measurement-converter')).text()).toContain('href="/area-converter"');
});

test.describe('a booking priced by area', () => {
  const estimate = { category: 'residential', type: 'house', level: 'basic', area: '1,000', unit: 'sqft' };
  const booking = (overrides: Record<string, unknown> = {}) => ({
    serviceSlug: 'vastu-consultation-by-area',
    preferredDate: addDays(indiaToday(), 6),
    timeWindow: 'evening',
    details: { address: '14 Gulmohar Enclave, Sector 21', city: 'Faridabad', propertyType: 'independent house' },
    estimate,
    ...overrides,
  });

  async function customer(request: APIRequestContext, baseURL: string) {
    return (await signIn(request, baseURL)).headers;
  }

  test("costs the estimate the estimator shows, worked out by the server; a price sent by the client is ignored", async ({ request, baseURL }) => {
    const headers = await customer(request, baseURL!);
    const res = await request.post('/api/bookings', { headers, data: { ...booking(), amountPaise: 100 } });
    expect(res.status()).toBe(201);
    const { data } = await res.json();
    // 1,000 sq ft × ₹4 + ₹500 (SPEC 9), in paise.
    expect(data).toMatchObject({ serviceSlug: 'vastu-consultation-by-area', amountPaise: 450_000, estimate: { category: 'residential', type: 'house', level: 'basic', area: 1000, unit: 'sqft' } });
    expect(data.details).not.toHaveProperty('estimate');
    const onsite = await request.post('/api/bookings', { headers, data: booking({ estimate: { category: 'industrial', type: 'factory', level: 'onsite', area: 100, unit: 'gaj' } }) });
    // 100 gaj = 900 sq ft: 900 × ₹14 + ₹5,500.
    expect((await onsite.json()).data.amountPaise).toBe((900 * 14 + 5500) * 100);
  });

  test('needs a valid estimate, with plain messages; a fixed-price service ignores one', async ({ request, baseURL }) => {
    const headers = await customer(request, baseURL!);
    const refusals: [Record<string, unknown> | undefined, RegExp][] = [
      [undefined, /priced from a fee estimate/],
      [{ ...estimate, type: 'factory' }, /property type of the chosen category/],
      [{ ...estimate, area: '0' }, /valid positive area/],
      [{ ...estimate, area: 2_000_000 }, /contact us for a quote/],
      [{ ...estimate, level: 'gold' }, /service level/],
      [{ ...estimate, unit: 'bigha' }, /area unit/],
    ];
    for (const [value, message] of refusals) {
      const res = await request.post('/api/bookings', { headers, data: booking({ estimate: value }) });
      expect(res.status(), JSON.stringify(value)).toBe(400);
      expect((await res.json()).message).toMatch(message);
    }
    const fixed = await request.post('/api/bookings', { headers, data: booking({ serviceSlug: 'professional-vastu-check' }) });
    expect(fixed.status()).toBe(201);
    const { data } = await fixed.json();
    expect(data.amountPaise).toBe(510_000);
    expect(data).not.toHaveProperty('estimate');
  });
});
