import { expect, test, type APIResponse } from '@playwright/test';
import { expectFromPageCache } from '../support/page-cache';

// Hindi under /hi, English at the spec's paths unchanged (issue 26). The language is read from the
// path only, so every public page stays publicly cacheable in both languages.

function expectPubliclyCacheable(res: APIResponse) {
  const headers = res.headers();
  expect(headers['cache-control']).toMatch(/^public\b/);
  expect(headers['cache-control']).toMatch(/\bs-maxage=[1-9]\d*/);
  expect(headers['set-cookie']).toBeUndefined();
  expect(headers['vary'] ?? '').not.toMatch(/cookie|accept-language/i);
}

const htmlLang = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];

/** The page's <link rel="alternate" hreflang> links, as hreflang → path. */
function alternates(html: string): Record<string, string> {
  const links = [...html.matchAll(/<link[^>]*rel="alternate"[^>]*>/g)].map((m) => m[0]);
  return Object.fromEntries(
    links
      .map((l) => [/hrefLang="([^"]+)"|hreflang="([^"]+)"/i.exec(l), /href="([^"]+)"/.exec(l)] as const)
      .filter(([lang, href]) => lang && href)
      .map(([lang, href]) => [lang![1] ?? lang![2], new URL(href![1]!).pathname]),
  );
}

test('/hi is the home page in Hindi: lang="hi", Hindi header and text, publicly cacheable', async ({ request }) => {
  const first = await request.get('/hi', { maxRedirects: 0 });
  expect(first.status()).toBe(200);
  expectPubliclyCacheable(first);
  const html = await first.text();
  expect(htmlLang(html)).toBe('hi');
  expect(html).toContain('निःशुल्क टूल');
  expect(html).toContain('घर में सुख-शांति, जीवन में स्पष्ट राह');
  // Its links stay in Hindi.
  expect(html).toContain('href="/hi/kundli"');
  const second = await request.get('/hi', { maxRedirects: 0 });
  expectPubliclyCacheable(second);
  expectFromPageCache(second);
});

test('/ stays the English home page, with a link to its Hindi version', async ({ request }) => {
  const res = await request.get('/', { maxRedirects: 0 });
  expect(res.status()).toBe(200);
  expectPubliclyCacheable(res);
  const html = await res.text();
  expect(htmlLang(html)).toBe('en');
  expect(html).toContain('Harmony for your home, clarity for your life');
  expect(html).toContain('Free Tools');
  expect(html).toMatch(/<a[^>]*href="\/hi"[^>]*>हिन्दी<\/a>/);
});

test('the home page names its other language both ways (en-IN, hi-IN, x-default)', async ({ request }) => {
  for (const path of ['/', '/hi']) {
    const html = await (await request.get(path)).text();
    expect(alternates(html)).toEqual({ 'en-IN': '/', 'hi-IN': '/hi', 'x-default': '/' });
  }
});

test('every public page opens under /hi written in Hindi: no notice, and its hi-IN alternate', async ({ request }) => {
  // The last pages translated (the expert forms); an article without its Hindi text keeps the notice (blogs-hindi).
  for (const path of ['/join/astrologer', '/join/register-astrologer']) {
    const res = await request.get(`/hi${path}`, { maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(htmlLang(html), path).toBe('hi');
    expect(html, path).not.toContain('untranslated-notice');
    expect(alternates(html)['hi-IN'], path).toBe(`/hi${path}`);
  }
  expectPubliclyCacheable(await request.get('/hi/kundli'));
});

test('the kundli and match making are written in Hindi: no notice, alternates both ways, publicly cacheable', async ({ request }) => {
  for (const path of ['/kundli', '/matchMaking']) {
    const res = await request.get(`/hi${path}`, { maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(htmlLang(html), path).toBe('hi');
    // The notice's words travel in the page's data either way; the notice itself is not shown.
    expect(html, path).not.toContain('untranslated-notice');
    expect(alternates(html), path).toEqual({ 'en-IN': path, 'hi-IN': `/hi${path}`, 'x-default': path });
    expectPubliclyCacheable(res);
  }
});

test('the Vastu self-check is written in Hindi: no notice, alternates both ways, publicly cacheable', async ({ request }) => {
  const res = await request.get('/hi/vastu-check', { maxRedirects: 0 });
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(htmlLang(html)).toBe('hi');
  expect(html).not.toContain('untranslated-notice');
  expect(alternates(html)).toEqual({ 'en-IN': '/vastu-check', 'hi-IN': '/hi/vastu-check', 'x-default': '/vastu-check' });
  expectPubliclyCacheable(res);
});

test('a redirect of a page keeps its language', async ({ request }) => {
  const cases: [string, string][] = [
    ['/hi/faqs?utm_source=mail', '/hi/faqs'],
    ['/hi/matchmaking', '/hi/matchMaking'],
    ['/en/kundli', '/kundli'],
    ['/en', '/'],
  ];
  for (const [asked, location] of cases) {
    const res = await request.get(asked, { maxRedirects: 0 });
    expect(res.status(), asked).toBe(308);
    expect(new URL(res.headers()['location']!, 'http://x').pathname, asked).toBe(location);
  }
});

test('a private page under /hi gets the nonce policy, as in English', async ({ request }) => {
  const res = await request.get('/hi/profile');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-security-policy']).toMatch(/'nonce-[^']+'/);
  expect(res.headers()['cache-control'] ?? '').not.toMatch(/public/);
});

test('the console is English only: /hi/admin is no page, /admin is unchanged', async ({ request }) => {
  const hindi = await request.get('/hi/admin', { maxRedirects: 0 });
  expect(hindi.status()).toBe(404);
  const english = await request.get('/admin', { maxRedirects: 0 });
  expect([401, 403]).toContain(english.status());
});

test('the sitemap lists the Hindi home page with its alternates', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toMatch(/<loc>[^<]*\/hi<\/loc>/);
  expect(xml).toMatch(/hreflang="hi-IN"\s+href="[^"]*\/hi"/);
});
