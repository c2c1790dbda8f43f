import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';

// The festival calendar (issue 27) as a family planning its year would use it, on a phone and a
// laptop: the year's list for a city, a festival's page with its 20 cities, the .ics feed added to a
// calendar, and the same in Hindi. Diwali 2026 in New Delhi: Sunday 8 November (the Central
// Government's 2026 holiday list for its Delhi offices).
const DIWALI_2026 = '2026-11-08';

async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).exclude('iframe').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The page's Article structured data, parsed. */
async function articleData(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b)).find((d) => d['@type'] === 'Article');
}

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the year page lists the festivals by month for a chosen city, filters a kind and links to a festival', async ({ page }) => {
      await page.goto('/festivals/2026');
      await expect(page.getByRole('heading', { level: 1, name: 'Festivals and vrats of 2026' })).toBeVisible();
      await expect(page.getByText('Dates and muhurtas for New Delhi.')).toBeVisible();
      const diwali = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Diwali (Lakshmi Puja)', exact: true }) });
      await expect(diwali.locator(`time[datetime="${DIWALI_2026}"]`)).toHaveText('Sun, 8 Nov');
      await expectNoSidewaysScroll(page, width);
      await expectAccessible(page);

      await page.getByLabel('City').selectOption('mumbai');
      await page.getByRole('button', { name: 'Show' }).click();
      await expect(page).toHaveURL(/\/festivals\/2026\?city=mumbai$/);
      await expect(page.getByText('Dates and muhurtas for Mumbai.')).toBeVisible();

      await page.getByRole('link', { name: 'Ekadashi', exact: true }).click();
      await expect(page).toHaveURL(/\/festivals\/2026\?city=mumbai&kind=ekadashi$/);
      await expect(page.getByRole('link', { name: 'Ekadashi', exact: true })).toHaveAttribute('aria-current', 'page');
      const names = await page.getByTestId('festival-month').locator('tbody th').allTextContents();
      expect(names.length).toBeGreaterThanOrEqual(24);
      for (const name of names) expect(name).toMatch(/Ekadashi/);

      await page.getByRole('link', { name: 'All', exact: true }).click();
      await page.getByRole('link', { name: 'Diwali (Lakshmi Puja)', exact: true }).click();
      await expect(page).toHaveURL(/\/festivals\/2026\/diwali$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Diwali (Lakshmi Puja) 2026' })).toBeVisible();
    });

    test('a festival page gives its rule, its source, its day in 20 cities and Article data', async ({ page }) => {
      await page.goto('/festivals/2026/diwali');
      await expect(page.getByTestId('festival-date')).toContainText('In New Delhi: Sunday, 8 November 2026');
      await expect(page.getByRole('heading', { level: 2, name: 'The rule' })).toBeVisible();
      await expect(page.getByText(/^Source: /)).toBeVisible();
      const rows = page.getByTestId('festival-cities').locator('tbody tr');
      await expect(rows).toHaveCount(20);
      await expect(rows.first().locator('th')).toHaveText('New Delhi');
      await expect(rows.filter({ hasText: 'Kolkata' })).toContainText('Sun, 8 Nov');
      const data = await articleData(page);
      expect(data).toMatchObject({ '@type': 'Article', headline: 'Diwali (Lakshmi Puja) 2026', inLanguage: 'en-IN', about: { name: 'Diwali (Lakshmi Puja)', startDate: DIWALI_2026 } });
      expect(Date.parse(data.datePublished)).not.toBeNaN();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/festivals\/2026\/diwali$/);
      await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute('href', /\/hi\/festivals\/2026\/diwali$/);
      await expectNoSidewaysScroll(page, width);
      await expectAccessible(page);
    });

    test('the year\'s feed adds to a phone\'s calendar: the link downloads an .ics with Diwali on its day', async ({ page }) => {
      await page.goto('/festivals/2026?city=kolkata');
      const link = page.getByRole('link', { name: "Add to your phone's calendar" });
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe('festivals-2026-kolkata.ics');
      const stream = await download.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const events = new ICAL.Component(ICAL.parse(Buffer.concat(chunks).toString('utf8'))).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
      const diwali = events.find((e) => e.summary === 'Diwali (Lakshmi Puja)');
      expect(diwali?.startDate.toString()).toBe(DIWALI_2026);
      expect(diwali?.startDate.isDate).toBe(true);
      expect(events.length).toBeGreaterThan(50);
    });

    test('in Hindi', async ({ page }) => {
      await page.goto('/hi/festivals/2026');
      await expect(page.getByRole('heading', { level: 1, name: '2026 के त्योहार और व्रत' })).toBeVisible();
      await expect(page.getByText('नई दिल्ली की तिथियाँ और मुहूर्त।')).toBeVisible();
      const feed = page.getByRole('link', { name: 'अपने फ़ोन के कैलेंडर में जोड़ें' });
      await expect(feed).toHaveAttribute('href', /lang=hi/);
      await expectNoSidewaysScroll(page, width);
      await expectAccessible(page);

      await page.goto('/hi/festivals/2026/diwali');
      await expect(page.getByTestId('festival-date')).toContainText('नई दिल्ली में: रविवार, 8 नवंबर 2026');
      await expect(page.getByRole('heading', { level: 2, name: 'नियम' })).toBeVisible();
      await expect(page.getByTestId('festival-cities').locator('tbody tr').first().locator('th')).toHaveText('नई दिल्ली');
      const data = await articleData(page);
      expect(data.inLanguage).toBe('hi-IN');
      await expectNoSidewaysScroll(page, width);
      await expectAccessible(page);
    });
  });
}

test('an unknown festival or a year outside 1800-2299 is a 404', async ({ page }) => {
  for (const path of ['/festivals/2026/no-such-festival', '/festivals/1799', '/festivals/2300/diwali', '/festivals/2026?city=atlantis']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
  }
});

test('the menus lead to this year\'s festivals', async ({ page }) => {
  const res = await page.goto('/festivals');
  expect(res?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/festivals/${new Date().getUTCFullYear()}$|/festivals/\\d{4}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Festivals and vrats of');
});
