import { expect, test } from '@playwright/test';

test('an unknown API path answers 404, not a page or a 500', async ({ request }) => {
  const res = await request.get('/api/does-not-exist');
  expect(res.status()).toBe(404);
});

test('legacy spellings redirect permanently to the canonical routes', async ({ request }) => {
  for (const [from, to] of [
    ['/matchmaking', '/matchMaking'],
    ['/join/create-vastuastrologer', '/join/vastuastrologer'],
  ] as const) {
    const res = await request.get(from, { maxRedirects: 0 });
    expect(res.status(), from).toBe(308);
    expect(new URL(res.headers()['location']!, 'http://x').pathname).toBe(to);
  }
  const canonical = await request.get('/matchMaking', { maxRedirects: 0 });
  expect(canonical.status()).toBe(200);
});

test('sitemap.xml lists the public pages and every published blog', async ({ request }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  const xml = await res.text();
  for (const path of ['/blogs', '/services/home-vastu', '/vastu-tips', '/kundli', '/muhurta', '/hi/muhurta', '/term-condition']) expect(xml).toContain(`${path}</loc>`);
  const blogs = await (await request.get('/api/blogs?limit=50')).json();
  for (const b of blogs.data.blogs) expect(xml).toContain(`/blogs/${b.slug}</loc>`);
  expect(xml).not.toContain('/profile</loc>');
});

test('robots.txt allows the site, hides private pages and names the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/Allow: \//);
  expect(text).toMatch(/Disallow: \/api\//);
  expect(text).toMatch(/Sitemap: .*\/sitemap\.xml/);
});

test('pages carry security headers and no cookie (the API client gets its XSRF cookie from the API)', async ({ request }) => {
  const res = await request.get('/');
  const headers = res.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-powered-by']).toBeUndefined();
  expect(headers['set-cookie']).toBeUndefined();
});
