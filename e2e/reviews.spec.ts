import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { publishedExpert } from '../tests/support/admin-content';
import { signInBrowserAsAdmin } from '../tests/support/admin';
import { browserWriteHeaders, signIn } from '../tests/support/api-client';
import { randomIp } from '../tests/support/otp-inbox';
import { payInTestMode } from '../tests/support/payments';
import { bookWithExpert, markCompleted } from '../tests/support/reviews';

// Issue 24, verified reviews on screen: the customer rates a completed consultation in My
// Bookings (stars as radio buttons), the review appears on the expert's page as a verified
// consultation, and an admin hides it with a reason in the console, after which it is gone.

test.describe.configure({ timeout: 120_000 });

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const width of [390, 1366]) {
  test(`at ${width} px a customer's review appears on the expert's page, and the admin can hide it`, async ({ page, browser, playwright, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
    const { slug, name, admin } = await publishedExpert(playwright, baseURL!);
    await signIn(page.request, baseURL!);
    const headers = { ...(await browserWriteHeaders(page.request, baseURL!)), 'X-Forwarded-For': randomIp() };
    const bookingId = await bookWithExpert(page.request, headers, slug, 'Priya Sharma');
    await payInTestMode(page.request, headers, bookingId);
    await markCompleted(admin, bookingId);
    const words = `Calm and precise reading ${width}`;

    await page.goto('/bookings');
    const form = page.getByRole('form', { name: 'Rate this consultation' });
    await form.getByRole('button', { name: 'Send review' }).click();
    await expect(form.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
    await expectNoAxeViolations(page);
    await form.getByRole('radio', { name: /4 stars/ }).check();
    await form.getByLabel('Your review (optional)').fill(words);
    await form.getByRole('button', { name: 'Send review' }).click();
    await expect(page.getByRole('heading', { name: 'Your review' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Edit your review of ${name}` })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await page.goto(`/astrologers/${slug}`);
    const reviews = page.getByRole('region', { name: 'Verified consultations' });
    await expect(reviews.getByText(words)).toBeVisible();
    await expect(reviews.getByText('Priya S.')).toBeVisible();
    await expect(reviews.getByText('Verified consultation', { exact: true })).toBeVisible();
    await expect(reviews.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(reviews).not.toContainText('Sharma');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`expert-reviews-${width}.png`), fullPage: true });

    const console = await browser.newContext({ viewport: { width, height: 900 }, extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });
    await signInBrowserAsAdmin(playwright, console, baseURL!);
    const adminPage = await console.newPage();
    await adminPage.goto('/admin/reviews');
    const row = adminPage.getByRole('row').filter({ hasText: words });
    await row.getByRole('button', { name: 'Hide review' }).click();
    await expect(row.getByText('Say why the review is hidden.')).toBeVisible();
    await row.getByLabel('Reason for hiding').fill('Names a third party');
    await row.getByRole('button', { name: 'Hide review' }).click();
    // The status cell says it is hidden, when and why ("Review hidden." is the form's own message).
    const status = row.locator('td[data-label="Status"]');
    await expect(status).toContainText('Hidden');
    await expect(status).toContainText('Names a third party');
    await expect(row.getByRole('button', { name: 'Show again' })).toBeVisible();
    await expect(row.getByText('Review hidden.')).toBeVisible();
    await adminPage.screenshot({ path: test.info().outputPath(`admin-reviews-${width}.png`), fullPage: true });
    await console.close();

    await page.goto(`/astrologers/${slug}`);
    await expect(page.getByRole('region', { name: 'Verified consultations' })).toBeVisible();
    await expect(page.getByText(words)).toHaveCount(0);
  });
}
