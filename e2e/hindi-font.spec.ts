import { expect, test, type Page } from '@playwright/test';

// Hindi pages are set in a self-hosted Noto Sans Devanagari, cut to the Devanagari block, which
// only Hindi pages load (issue 26): English pages never download it, not even for the header's
// "हिन्दी". The font comes from this site, is cacheable, and shapes conjuncts in the browser.

const FONT = '/fonts/noto-sans-devanagari-400.woff2';
const BOLD = '/fonts/noto-sans-devanagari-700.woff2';

/** The font files a page fetched while it loaded. */
async function fontsFetched(page: Page, path: string): Promise<string[]> {
  const fetched: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/fonts/')) fetched.push(new URL(req.url()).pathname);
  });
  await page.goto(path, { waitUntil: 'load' });
  return fetched;
}

test('a Hindi page preloads the Devanagari font and sets its text in it', async ({ page }) => {
  expect((await fontsFetched(page, '/hi')).sort()).toEqual([FONT, BOLD]);
  await expect(page.locator(`link[rel="preload"][as="font"][href="${FONT}"]`)).toHaveCount(1);
  await expect(page.locator(`link[rel="preload"][as="font"][href="${BOLD}"]`)).toHaveCount(1);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Site Devanagari"?,/);
  // The face is the committed subset, and the browser can use it for the page's own words.
  await page.evaluate(() => document.fonts.load('16px "Site Devanagari"', 'क्षत्रिय'));
  expect(await page.evaluate(() => document.fonts.check('16px "Site Devanagari"', 'क्षत्रिय'))).toBe(true);
});

test('an English page never downloads the Devanagari font', async ({ page }) => {
  expect(await fontsFetched(page, '/')).toEqual([]);
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toContain('Site Devanagari');
});

test('the font is a cacheable WOFF2 file of its own, well under 50 kB', async ({ request }) => {
  for (const weight of [400, 700]) {
    const res = await request.get(`/fonts/noto-sans-devanagari-${weight}.woff2`);
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toMatch(/public, max-age=\d+/);
    const body = await res.body();
    expect(body.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(body.length).toBeLessThan(50_000);
  }
});
