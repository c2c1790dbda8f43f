import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { randomIp, randomMobile } from '../tests/support/otp-inbox';
import { signInOnLoginPage } from './support/sign-in';
import { chooseFirstFreeTime, fillAboutYou, waitForBookingForm } from './support/booking-form';

// Issue 12: a sign's own horoscope page, the area unit converter, and the fee estimate's
// "Book this consultation", at a phone's and a laptop's width.

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
];

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
});

async function expectFits(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).exclude('iframe').analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const { name, width, height } of WIDTHS) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport: { width, height } });

    test("a sign's page, from the daily board: today, tomorrow, the week and the month", async ({ page }) => {
      await page.goto('/horoscope');
      await page.getByRole('button', { name: /Scorpio/ }).click();
      await expect(page.getByRole('button', { name: /Scorpio/ })).toContainText('Vrishchik');
      await page.getByRole('link', { name: 'Scorpio: tomorrow, this week and this month' }).click();

      await expect(page).toHaveURL(/\/horoscope\/scorpio$/);
      await expect(page).toHaveTitle(/Scorpio \(Vrishchik\) Horoscope Today/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scorpio Horoscope (Vrishchik Rashifal)');
      const api = await (await page.request.get('/api/horoscope')).json();
      const today = api.data.find((e: { sign: string }) => e.sign === 'Scorpio');
      const todaySection = page.getByRole('region', { name: 'Today' });
      await expect(todaySection).toContainText(today.content);
      await expect(todaySection).toContainText(today.luckyColor);
      await expect(page.getByRole('region', { name: 'Tomorrow' })).toContainText('Lucky number');
      const week = page.getByRole('region', { name: 'This week' });
      await expect(week).toContainText('This week the Sun is in your');
      await expect(week.getByRole('heading', { name: 'Favourable days' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'This month' })).toContainText('of the');
      // The other eleven signs, each a link to its page.
      await expect(page.getByRole('navigation', { name: 'Other signs' }).getByRole('link')).toHaveCount(11);
      await expectFits(page, width);
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('navigation', { name: 'Other signs' }).getByRole('link', { name: /Pisces/ }).click();
      await expect(page).toHaveURL(/\/horoscope\/pisces$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Meen');
    });

    test('the area unit converter: acres to every unit, by state', async ({ page }) => {
      await page.goto('/measurement-converter');
      await page.getByRole('link', { name: 'area unit converter' }).click();
      await expect(page).toHaveURL(/\/area-converter$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Area Unit Converter');

      await page.getByLabel('Area', { exact: true }).fill('2');
      await page.getByLabel('In', { exact: true }).selectOption('acre');
      await page.getByLabel('State', { exact: true }).selectOption('punjab');
      const result = page.getByRole('region', { name: 'Converted area' });
      const value = (unit: string) => result.locator(`td[data-unit="${unit}"]`);
      await expect(value('sqft')).toHaveText('87,120');
      await expect(value('sqyd')).toHaveText('9,680');
      await expect(value('hectare')).toHaveText('0.8094');
      await expect(value('kanal')).toHaveText('16');
      await expect(value('bigha')).toHaveText('4');
      await page.getByLabel('State', { exact: true }).selectOption('uttar-pradesh');
      await expect(value('kanal')).toHaveText('Not used in Uttar Pradesh');
      await expect(value('biswa')).toHaveText('64.5333');

      await page.getByLabel('Area', { exact: true }).fill('abc');
      await expect(page.getByText('Enter the area as a number greater than 0, for example 1200 or 2.5.').first()).toBeVisible();
      await expectFits(page, width);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the fee estimate books this consultation with its category, type, level and area, at the estimated price', async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto('/cost-calculator');
      await page.getByRole('radio', { name: 'Commercial', exact: true }).check();
      await page.getByRole('radio', { name: 'Office', exact: true }).check();
      await page.getByRole('radio', { name: 'Detailed Vastu report', exact: true }).check();
      await page.getByLabel('Area', { exact: true }).fill('2000');
      await page.getByRole('button', { name: 'Calculate' }).click();
      await expect(page.getByRole('main').getByRole('status')).toContainText('Estimated cost: ₹24,000');
      await page.getByRole('link', { name: 'Book this consultation' }).click();

      // Signed out: sign in, and come back to the booking with the estimate.
      await expect(page).toHaveURL(/\/login\?next=/);
      // The sign-in page says what is being booked.
      await expect(page.getByText('Sign in to book: Vastu Consultation Priced by Area (2,000 sq ft)')).toBeVisible();
      await signInOnLoginPage(page, randomMobile());
      await expect(page).toHaveURL(/\/book\/vastu-consultation-by-area\?category=commercial&type=office&level=detailed&area=2000&unit=sqft$/);
      const summary = page.getByRole('region', { name: 'What you are booking' });
      await expect(summary).toContainText('Commercial, Office');
      await expect(summary).toContainText('Detailed Vastu report');
      await expect(summary).toContainText('2,000 sq ft');
      await expect(summary.getByText('₹24,000', { exact: true })).toBeVisible();
      await expect(page.getByLabel('Property type')).toHaveValue('office');
      await expectFits(page, width);

      await waitForBookingForm(page);
      await chooseFirstFreeTime(page);
      await page.getByLabel('Property address').fill('Plot 9, Sector 37');
      await page.getByLabel('City').fill('Faridabad');
      await fillAboutYou(page);
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}\/pay$/);
      const id = /\/bookings\/([0-9a-f-]{36})\/pay$/.exec(page.url())![1]!;
      const booking = (await (await page.request.get(`/api/bookings/${id}`)).json()).data;
      expect(booking).toMatchObject({ serviceSlug: 'vastu-consultation-by-area', amountPaise: 2_400_000, estimate: { category: 'commercial', type: 'office', level: 'detailed', area: 2000, unit: 'sqft' } });
    });
  });
}

test('the prices on the service pages, the FAQ, the estimator and the booking are the price table’s', async ({ page }) => {
  const services = (await (await page.request.get('/api/services')).json()).data as { slug: string; title: string; amountPaise: number }[];
  const rupees = (slug: string) => `₹${(services.find((s) => s.slug === slug)!.amountPaise / 100).toLocaleString('en-IN')}`;

  await page.goto('/services/home-vastu');
  const prices = page.getByRole('list', { name: 'Prices' });
  await expect(prices).toContainText(`Professional Vastu Check: ${rupees('professional-vastu-check')}`);
  await expect(prices).toContainText(`Home Vastu Consultation: ${rupees('home-vastu')}`);
  await expect(page.getByText('Priced by area instead: from ₹4 per sq ft plus ₹500')).toBeVisible();

  await page.goto('/vastu-faqs');
  await page.getByText('How much does a Professional Vastu Check cost?').click();
  await expect(page.getByText(`A Professional Vastu Check costs ${rupees('professional-vastu-check')}.`)).toBeVisible();

  await page.goto('/cost-calculator');
  const ladder = page.getByRole('region', { name: 'Vastu help, from free to a visit' });
  for (const slug of ['professional-vastu-check', 'home-vastu', 'business-vastu']) await expect(ladder).toContainText(rupees(slug));
  // The residential basic rate the FAQ and the service page quote is the estimator's.
  await expect(page.getByRole('table', { name: 'Rate per sq ft and service charge' })).toContainText('₹4 per sq ft + ₹500');
});
