import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { kundliRequest } from '../tests/support/results';

const PAGES = ['/', '/login', '/join/register-astrologer?type=vastu', '/blogs', '/blogs/understanding-your-kundli', '/ourexpert', '/about-us', '/contact', '/services', '/services/home-vastu', '/faqs', '/vastu-faqs', '/vastu-tips', '/horoscope', '/term-condition', '/join-as-astrologer', '/kundli', '/matchMaking', '/luckyNumber', '/cost-calculator', '/measurement-converter', '/no-such-page'];

// The Hindi pages too (issue 26): Devanagari text, the Hindi font, `lang` on every run of English.
const HINDI_PAGES = ['/hi', '/hi/login', '/hi/blogs', '/hi/blogs/understanding-your-kundli', '/hi/vastu-faqs', '/hi/horoscope', '/hi/panchang', '/hi/kundli', '/hi/matchMaking', '/hi/cost-calculator', '/hi/vastu-check', '/hi/no-such-page'];

for (const path of [...PAGES, ...HINDI_PAGES]) {
  test(`${path} has no WCAG 2.1 A/AA violations`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      // The third-party map is an iframe whose content axe cannot reach offline.
      .exclude('iframe')
      .analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(summary).toEqual([]);
  });
}

test('open menus and accordions stay accessible', async ({ page }) => {
  await page.goto('/faqs');
  // The accordion first: the open tools panel lies over the top of the page, as it should.
  await page.locator('main details > summary').first().click();
  await page.locator('header summary').filter({ hasText: 'Free Tools' }).click();
  await expect(page.locator('main details').first()).toHaveAttribute('open');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).exclude('iframe').analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test('a kundli result, with its sections, tables and chart choices, has no WCAG 2.1 A/AA violations', async ({ page }) => {
  test.slow(); // axe reads the whole deep result
  const res = await page.request.post('/api/kundli', { data: kundliRequest('Axe Reader') });
  expect(res.status()).toBe(201);
  await page.goto(`/kundli/${(await res.json()).data._id}`);
  // The running dasha is open: its nested lists are checked too.
  await expect(page.getByRole('heading', { level: 2, name: 'Reading' })).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).exclude('iframe').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
