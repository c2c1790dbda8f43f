import { expect, test } from '@playwright/test';

// Issue 26: the About, legal, business and experts pages are written in Hindi under /hi: each is
// publicly cacheable like its English page, names its Hindi version, and is in the sitemap.

const HINDI_PAGES = ['/about-us', '/privacy-policy', '/term-condition', '/advertise-with-us', '/collaboration-franchise', '/partner-with-us', '/join-as-astrologer', '/ourexpert', '/astrologers'];

test('each page opens in Hindi under /hi, without the notice of missing Hindi, publicly cacheable', async ({ request }) => {
  for (const path of HINDI_PAGES) {
    const res = await request.get(`/hi${path}`, { maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    const headers = res.headers();
    expect(headers['cache-control'], path).toMatch(/^public\b.*\bs-maxage=[1-9]/);
    expect(headers['set-cookie'], path).toBeUndefined();
    const html = await res.text();
    expect(/<html[^>]*\slang="([^"]+)"/.exec(html)?.[1], path).toBe('hi');
    // Its content is not the English text marked as such under the notice of missing Hindi.
    expect(html, path).toMatch(/<main id="main"[^>]*>/);
    expect(html, path).not.toMatch(/<main[^>]*\slang="en"/);
    expect(html, path).not.toContain('untranslated-notice');
    expect(html, path).toMatch(new RegExp(`<link rel="alternate" hrefLang="hi-IN" href="[^"]*/hi${path}"`));
  }
});

test('the sitemap lists the Hindi pages, each with its English alternate', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/about-us', '/term-condition', '/ourexpert', '/partner-with-us']) {
    expect(xml, path).toMatch(new RegExp(`<loc>[^<]*/hi${path}</loc>`));
    expect(xml, path).toMatch(new RegExp(`hreflang="hi-IN"\\s+href="[^"]*/hi${path}"`));
  }
});
