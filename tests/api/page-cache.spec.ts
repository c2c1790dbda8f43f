import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { expectFromPageCache } from '../support/page-cache';

// Public pages are served from Next's page cache with headers that let a CDN or nginx keep
// them (finding 13): public s-maxage, stale-while-revalidate, no Set-Cookie, no no-store.

const PUBLIC_PAGES = [
  '/',
  '/blogs',
  '/blogs?page=2',
  '/horoscope',
  '/horoscope/leo',
  '/vastu-tips',
  '/vastu-faqs',
  '/faqs',
  '/services',
  '/services/home-vastu',
  '/ourexpert',
  '/astrologers',
  '/about-us',
  '/contact',
  '/privacy-policy',
  '/kundli',
  '/matchMaking',
  '/cost-calculator',
  '/area-converter',
  '/muhurta',
  '/hi/muhurta',
];

async function anArticle(request: APIRequestContext): Promise<string> {
  const body = await (await request.get('/api/blogs?limit=1')).json();
  return `/blogs/${body.data.blogs[0].slug}`;
}

function expectPubliclyCacheable(res: APIResponse) {
  const headers = res.headers();
  expect(headers['cache-control']).toMatch(/^public\b/);
  expect(headers['cache-control']).toMatch(/\bs-maxage=[1-9]\d*/);
  expect(headers['cache-control']).toMatch(/\bstale-while-revalidate=[1-9]\d*/);
  expect(headers['cache-control']).not.toMatch(/no-store|private/);
  expect(headers['set-cookie']).toBeUndefined();
}

for (const path of PUBLIC_PAGES) {
  test(`${path} is cacheable by shared caches and served from the page cache`, async ({ request }) => {
    const first = await request.get(path, { maxRedirects: 0 });
    expect(first.status()).toBe(200);
    expectPubliclyCacheable(first);
    const second = await request.get(path, { maxRedirects: 0 });
    expectPubliclyCacheable(second);
    expectFromPageCache(second);
  });
}

test('an article is cacheable and served from the page cache', async ({ request }) => {
  const path = await anArticle(request);
  await request.get(path);
  const res = await request.get(path);
  expect(res.status()).toBe(200);
  expectPubliclyCacheable(res);
  expectFromPageCache(res);
});

test('the server sends a cached article again from memory, byte for byte, without Next', async ({ request }) => {
  const path = await anArticle(request);
  await request.get(path); // renders it, or finds it in the page cache
  const fromPageCache = await request.get(path);
  expect(fromPageCache.headers()['x-nextjs-cache']).toBe('HIT');
  const fromMemory = await request.get(path);
  expect(fromMemory.headers()['x-response-cache']).toBe('HIT');
  expectPubliclyCacheable(fromMemory);
  expect(await fromMemory.text()).toBe(await fromPageCache.text());
  // Each answer is still its own exchange.
  expect(fromMemory.headers()['x-request-id']).not.toBe(fromPageCache.headers()['x-request-id']);
  // Next's client router asks for the page's RSC payload, which memory does not answer.
  const rsc = await request.get(path, { headers: { rsc: '1' } });
  expect(rsc.headers()['x-response-cache']).toBeUndefined();
});

test('cached pages hold the database content, not the placeholder the build made', async ({ request }) => {
  const home = await (await request.get('/')).text();
  expect(home).not.toContain('New articles are on their way.');
  expect(home).toMatch(/href="\/blogs\/[a-z0-9-]+"/);
  const list = await (await request.get('/blogs')).text();
  expect(list).not.toContain('No articles to show yet.');
  const horoscope = await (await request.get('/horoscope')).text();
  expect(horoscope).toContain('luckyNumber');
});

test('an unknown article is a 404 that is not kept in the page cache', async ({ request }) => {
  const path = `/blogs/no-such-article-${Date.now()}`;
  for (let i = 0; i < 2; i++) {
    const res = await request.get(path);
    expect(res.status()).toBe(404);
    expect(res.headers()['x-nextjs-cache']).not.toBe('HIT');
  }
});

test('list pages past the end lead to the one last page, so they add no cache entries', async ({ request }) => {
  const { data } = await (await request.get('/api/blogs?limit=9')).json();
  for (const page of [data.totalPages + 1, 57, 999, 4242]) {
    const res = await request.get(`/blogs?page=${page}`, { maxRedirects: 0 });
    expect(res.status()).toBe(307);
    // Next repeats the Location header on the render that fills the cache; all copies agree.
    const locations = new Set(res.headers()['location']!.split(/,\s*/));
    expect([...locations]).toEqual([data.totalPages > 1 ? `/blogs?page=${data.totalPages}` : '/blogs']);
  }
});

test('query strings a cached page does not read lead to the page itself, so they add no renders or cache entries', async ({ request }) => {
  const { data } = await (await request.get('/api/blogs?limit=9')).json();
  const lastList = data.totalPages > 1 ? `/blogs?page=${data.totalPages}` : '/blogs';
  const cases: [string, string][] = [
    ['/?x=1', '/'],
    [`/?x=${Date.now()}`, '/'],
    ['/faqs?utm_source=mail', '/faqs'],
    ['/horoscope/leo?a=b', '/horoscope/leo'],
    ['/blogs?x=1', '/blogs'],
    ['/blogs?page=1', '/blogs'],
    ['/blogs?page=abc', '/blogs'],
    [`${lastList}${lastList.includes('?') ? '&' : '?'}x=1`, lastList],
  ];
  for (const [path, canonical] of cases) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(308);
    expect(res.headers()['location'], path).toBe(canonical);
    // Answered before Next looked for the page: nothing rendered, nothing kept.
    expect(res.headers()['x-nextjs-cache'], path).toBeUndefined();
  }
});

test('a list page past the end leads to the last page before anything renders', async ({ request }) => {
  const { data } = await (await request.get('/api/blogs?limit=9')).json();
  for (const page of [data.totalPages + 1, 998, 5000 + (Date.now() % 4999)]) {
    const res = await request.get(`/blogs?page=${page}`, { maxRedirects: 0 });
    expect(res.status()).toBe(307);
    expect(res.headers()['location']).toBe(data.totalPages > 1 ? `/blogs?page=${data.totalPages}` : '/blogs');
    expect(res.headers()['x-nextjs-cache']).toBeUndefined();
  }
});

test('the API clamps page and limit before it caches: far pages are the last page', async ({ request }) => {
  const last = await (await request.get('/api/blogs?limit=50')).json();
  const lastSlugs = (await (await request.get(`/api/blogs?page=${last.data.totalPages}&limit=50`)).json()).data.blogs.map((b: { slug: string }) => b.slug);
  for (let i = 0; i < 40; i++) {
    const { data } = await (await request.get(`/api/blogs?page=${1000 + i * 7919}&limit=50`)).json();
    expect(data.currentPage).toBe(last.data.totalPages);
    expect(data.blogs.map((b: { slug: string }) => b.slug)).toEqual(lastSlugs);
  }
});

test('pages that depend on the visitor are never cacheable', async ({ request }) => {
  for (const path of ['/login', '/otp']) {
    const res = await request.get(path);
    expect(res.headers()['cache-control']).toMatch(/private|no-store/);
  }
});

test('a muhurta result is private: never in a shared cache, never indexed', async ({ request }) => {
  const made = await request.post('/api/muhurta', { data: { activity: 'vehicle-purchase', from: '2027-02-01', to: '2027-02-07', latitude: 28.6139, longitude: 77.209 } });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()).data;
  for (const path of [`/muhurta/${id}`, `/hi/muhurta/${id}`]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    expect(res.headers()['cache-control'], path).toMatch(/private|no-store/);
    expect(res.headers()['content-security-policy'], path).toMatch(/'nonce-/);
    expect(await res.text(), path).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  }
});

test('only GET /api/xsrf-token sets the XSRF cookie, and it is not cacheable', async ({ request }) => {
  const page = await request.get('/');
  expect(page.headers()['set-cookie']).toBeUndefined();
  const res = await request.get('/api/xsrf-token');
  expect(res.status()).toBe(200);
  expect(res.headers()['set-cookie']).toMatch(/XSRF-TOKEN=[\w-]{40,};/);
  expect(res.headers()['set-cookie']).not.toMatch(/HttpOnly/i);
  expect(res.headers()['cache-control']).toMatch(/no-store/);
  // A client that has the cookie keeps it.
  expect((await request.get('/api/xsrf-token')).headers()['set-cookie']).toBeUndefined();
});
