import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { longDateText } from '../components/panchang/time-format';
import { pdfText } from '../tests/support/pdf-text';
import { KUNDLI_VIEWPORTS } from './support/kundli';

// Issue 27, the muhurta finder's pages: the form at /muhurta, its private result with the windows, their reasons and
// the days left out, the PDF linked from the result, the Hindi page, and the contract's message for a range too long.

/** Magha and Phalguna 2027, two months in which a griha pravesh is allowed: the result has windows. */
const FROM = '2027-02-01';
const TO = '2027-03-31';

async function noAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).exclude('iframe').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Fills the form for a griha pravesh in New Delhi (the default place) over FROM..TO and submits it. */
async function searchGrihaPravesh(page: Page, { from = FROM, to = TO }: { from?: string; to?: string } = {}) {
  await page.getByRole('radio', { name: /Griha pravesh/ }).check();
  await page.getByLabel('From', { exact: true }).fill(from);
  await page.getByLabel('To', { exact: true }).fill(to);
  await expect(page.getByRole('combobox', { name: 'Place', exact: true })).toHaveValue('New Delhi');
  await page.getByRole('button', { name: 'Find muhurtas' }).click();
}

for (const viewport of KUNDLI_VIEWPORTS) {
  test.describe(`the muhurta finder at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a griha pravesh search shows its windows with reasons, the days left out, and a PDF with the first window', async ({ page }) => {
      test.slow(); // a two-month search and a PDF on a busy machine
      await page.goto('/muhurta');
      await expect(page.getByRole('heading', { level: 1, name: 'Muhurta finder' })).toBeVisible();
      await noSidewaysScroll(page, viewport.width);
      await noAxeViolations(page);

      await searchGrihaPravesh(page);
      await page.waitForURL(/\/muhurta\/[0-9a-f-]{36}$/);
      const id = page.url().split('/').pop()!;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Muhurtas for Griha pravesh (house-warming)');

      // The page shows what the API stored: every window by its date, each with its reasons.
      const { data } = await (await page.request.get(`/api/muhurta/${id}`)).json();
      expect(data.windows.length).toBeGreaterThan(0);
      // One row a window, under its day; the reasons the day's windows share are said once below them.
      const windows = page.locator('table tbody tr:has(th[scope="row"])');
      await expect(windows).toHaveCount(data.windows.length);
      const first = data.windows[0];
      const firstDay = page.locator('table tbody').first();
      await expect(firstDay.locator('tr').first()).toHaveText(longDateText(first.date, 'en'));
      for (const r of [first.reasons[0], first.reasons.at(-1)]) await expect(firstDay).toContainText(r.en);

      // The summary names the place and no birth star; the days left out say why.
      await expect(page.getByText('New Delhi', { exact: false }).first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Why nearby days are left out' })).toBeVisible();
      const excluded = page.locator('section[aria-labelledby="muhurta-excluded"]');
      await excluded.getByText(/Show all \d+ days left out/).click();
      await expect(excluded.getByText(longDateText(data.excluded[0].date, 'en'), { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Book a Vastu consultation' })).toHaveAttribute('href', '/book/home-vastu');
      await noSidewaysScroll(page, viewport.width);
      await noAxeViolations(page);

      // The PDF link gives the search as a PDF with the first window's date in its text.
      const href = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
      expect(href).toBe(`/api/muhurta/${id}/pdf`);
      const pdf = await page.request.get(href!);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect(pdfText(await pdf.body())).toContain(longDateText(first.date, 'en'));

      // The Hindi page: Hindi headings, dates and the engine's Hindi reasons; its PDF link asks for Hindi.
      await page.goto(`/hi/muhurta/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('गृह प्रवेश के मुहूर्त');
      await expect(firstDay.locator('tr').first()).toHaveText(longDateText(first.date, 'hi'));
      await expect(firstDay).toContainText(first.reasons[0].hi);
      await expect(page.getByRole('link', { name: 'PDF डाउनलोड करें' })).toHaveAttribute('href', `/api/muhurta/${id}/pdf?lang=hi`);
      await noSidewaysScroll(page, viewport.width);
      await noAxeViolations(page);
    });

    test('a range longer than 12 months is refused at the "To" field with the contract\'s message', async ({ page }) => {
      await page.goto('/muhurta');
      await searchGrihaPravesh(page, { from: '2027-01-01', to: '2028-01-15' });
      const to = page.getByLabel('To', { exact: true });
      await expect(to).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#muhurta-to-error')).toHaveText('The range is at most 12 months: from 2027-01-01 it ends by 2027-12-31.');
      await expect(to).toBeFocused();
      expect(page.url()).toMatch(/\/muhurta$/);
    });
  });
}

test('the Hindi form explains each occasion in Hindi and has no accessibility problems', async ({ page }) => {
  await page.goto('/hi/muhurta');
  await expect(page.getByRole('heading', { level: 1, name: 'मुहूर्त खोजें' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /गृह प्रवेश/ })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'स्थान', exact: true })).toHaveValue('नई दिल्ली');
  await noAxeViolations(page);
});
