import { expect, test, type Page } from '@playwright/test';
import { devanagariShare } from './support/devanagari';

// Every address of the sitemap, in both languages (issue 26): it answers 200 in its language
// (`<html lang>`), names its other language both ways (hreflang en-IN, hi-IN, x-default), and a
// Hindi page's main text is written in Devanagari: at least 80% of its letters. A page the sitemap
// lists in English only is one not written in Hindi yet: it must not claim a hi-IN alternate.

test.use({ javaScriptEnabled: false }); // what a crawler reads: the server's HTML
test.setTimeout(600_000);

/** The sitemap's pages as paths, each with the alternates it declares. */
async function sitemapEntries(page: Page): Promise<{ path: string; languages: Record<string, string> }[]> {
  const res = await page.request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  const xml = await res.text();
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
    path: new URL(/<loc>([^<]+)<\/loc>/.exec(entry!)![1]!).pathname,
    languages: Object.fromEntries([...entry!.matchAll(/hreflang="([^"]+)"\s+href="([^"]+)"/g)].map(([, lang, href]) => [lang, new URL(href!).pathname])),
  }));
}

const alternateOf = (page: Page, hreflang: string) =>
  page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`).evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));

for (const language of ['en', 'hi'] as const) {
  test(`every ${language === 'en' ? 'English' : 'Hindi'} page of the sitemap answers in its language with its alternates`, async ({ page }) => {
    const entries = await sitemapEntries(page);
    const hindiPaths = new Set(entries.filter((e) => e.path === '/hi' || e.path.startsWith('/hi/')).map((e) => e.path));
    const mine = entries.filter((e) => hindiPaths.has(e.path) === (language === 'hi'));
    expect(mine.length).toBeGreaterThan(language === 'en' ? 50 : 0);
    const problems: string[] = [];
    for (const { path, languages } of mine) {
      const res = await page.goto(path);
      if (res?.status() !== 200) {
        problems.push(`${path}: status ${res?.status()}`);
        continue;
      }
      const english = language === 'en' ? path : path.replace(/^\/hi(?=\/|$)/, '') || '/';
      const hindi = english === '/' ? '/hi' : `/hi${english}`;
      const written = hindiPaths.has(hindi);
      if ((await page.locator('html').getAttribute('lang')) !== language) problems.push(`${path}: lang is not ${language}`);
      const expected = { 'en-IN': [english], 'x-default': [english], 'hi-IN': written ? [hindi] : [] };
      for (const [hreflang, paths] of Object.entries(expected)) {
        const found = await alternateOf(page, hreflang);
        if (JSON.stringify(found) !== JSON.stringify(paths)) problems.push(`${path}: ${hreflang} alternate ${JSON.stringify(found)}, expected ${JSON.stringify(paths)}`);
        if (paths.length && languages[hreflang] !== paths[0]) problems.push(`${path}: the sitemap's ${hreflang} is ${languages[hreflang]}`);
      }
      if (language === 'hi') {
        const share = await devanagariShare(page);
        if (share < 0.8) problems.push(`${path}: ${Math.round(share * 100)}% of the main text's letters are Devanagari`);
      }
    }
    expect(problems).toEqual([]);
  });
}
