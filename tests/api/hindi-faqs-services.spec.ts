import { expect, test } from '@playwright/test';

// Issue 26: the FAQs, the services and the contact page in Hindi are public pages like their
// English twins: one cacheable answer per URL, in Hindi, listed in the sitemap with both languages.

const PATHS = ['/faqs', '/vastu-faqs', '/services', '/services/home-vastu', '/services/business-vastu', '/services/astrology-consultation', '/services/personality-reports', '/contact'];

test('each Hindi page answers in Hindi and is publicly cacheable, without cookies', async ({ request }) => {
  for (const path of PATHS) {
    const res = await request.get(`/hi${path}`, { maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    const headers = res.headers();
    expect(headers['cache-control'], path).toMatch(/^public\b.*\bs-maxage=[1-9]\d*/);
    expect(headers['set-cookie'], path).toBeUndefined();
    expect(headers['vary'] ?? '', path).not.toMatch(/cookie|accept-language/i);
    const html = await res.text();
    expect(/<html[^>]*\slang="([^"]+)"/.exec(html)?.[1], path).toBe('hi');
    // Written in Hindi: the main content is not marked as English under a "not in Hindi yet" notice.
    expect(/<main[^>]*>/.exec(html)?.[0], path).not.toMatch(/\slang="en"/);
    expect(html.includes('class="container untranslated-notice"'), path).toBe(false);
    expect(/<h1[^>]*>([^<]*)</.exec(html)?.[1], path).toMatch(/[\u0900-\u097F]/);
  }
});

test('the sitemap lists each page in both languages, each naming the other', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const path of PATHS) {
    const escaped = path.replace(/[/]/g, '\\/');
    expect(xml, path).toMatch(new RegExp(`<loc>[^<]*\\/hi${escaped}</loc>`));
    expect(xml, path).toMatch(new RegExp(`hreflang="hi-IN"\\s+href="[^"]*\\/hi${escaped}"`));
    expect(xml, path).toMatch(new RegExp(`hreflang="en-IN"\\s+href="[^"]*[^i]${escaped}"`));
  }
});
