import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addDays, indiaToday } from '../lib/consultations/booking-dates';
import { browserWriteHeaders, signIn } from '../tests/support/api-client';
import { randomIp } from '../tests/support/otp-inbox';
import { bookVastuCheck, cancelBooking, createOrder, payInTestMode } from '../tests/support/payments';

// Issue 24, My Bookings: each state has its own badge (words and a symbol, not colour alone),
// a failed payment is in the history, and a booking priced by area shows the area and the rate
// behind its price.

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
});

/** A customer signed in in this browser with a paid, an unpaid (one failed try), a cancelled and an area-priced booking. */
async function customerWithBookings(page: Page, baseURL: string) {
  await signIn(page.request, baseURL);
  const headers = { ...(await browserWriteHeaders(page.request, baseURL)), 'X-Forwarded-For': randomIp() };
  const paid = await bookVastuCheck(page.request, headers);
  await payInTestMode(page.request, headers, paid.id);
  const cancelled = await bookVastuCheck(page.request, headers);
  expect((await cancelBooking(page.request, headers, cancelled.id)).status()).toBe(200);
  const failed = await bookVastuCheck(page.request, headers);
  const { orderId } = await createOrder(page.request, headers, failed.id);
  const failure = await page.request.post('/api/payments/test-checkout', { headers, data: { bookingId: failed.id, orderId, outcome: 'failure' } });
  expect(failure.status()).toBe(200);
  const byArea = await page.request.post('/api/bookings', {
    headers,
    data: {
      serviceSlug: 'vastu-consultation-by-area',
      preferredDate: addDays(indiaToday(), 6),
      timeWindow: 'morning',
      details: { address: '14 Gulmohar Enclave, Sector 21', city: 'Faridabad', propertyType: 'independent house' },
      estimate: { category: 'residential', type: 'house', level: 'basic', area: 1000, unit: 'sqft' },
    },
  });
  expect(byArea.status()).toBe(201);
  return { paid: paid.id, cancelled: cancelled.id, failed: failed.id, byArea: (await byArea.json()).data._id as string };
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const width of [390, 1366]) {
  test(`at ${width} px each state has its own badge, a failed payment is in the history, and an area price shows its area and rate`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    const ids = await customerWithBookings(page, baseURL!);
    await page.goto('/bookings');
    const item = (id: string) => page.getByRole('listitem').filter({ has: page.locator(`a[href="/bookings/${id}"]`) }).first();
    const badge = (id: string) => item(id).getByTestId('status-badge');
    await expect(badge(ids.paid)).toHaveText('✓ Paid');
    await expect(badge(ids.cancelled)).toHaveText('✕ Cancelled');
    await expect(badge(ids.failed)).toHaveText('○ Waiting for payment');
    // Not colour alone, and not one colour for all: the badges differ from each other.
    const colours = await Promise.all([ids.paid, ids.cancelled, ids.failed].map((id) => badge(id).evaluate((el) => getComputedStyle(el).backgroundColor)));
    expect(new Set(colours).size).toBe(3);

    await item(ids.failed).getByText('History of changes').click();
    await expect(item(ids.failed).getByText(/Payment failed \(Failed in the TEST MODE checkout\)/)).toBeVisible();
    await expect(item(ids.byArea).getByText('1,000 sq ft × ₹4 per sq ft + ₹500 = ₹4,500')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`bookings-${width}.png`), fullPage: true });

    await page.goto(`/bookings/${ids.failed}`);
    await expect(page.getByTestId('status-badge')).toHaveText('○ Waiting for payment');
    await expect(page.getByRole('region', { name: 'History' }).getByText(/Payment failed \(Failed in the TEST MODE checkout\)/)).toBeVisible();
    await page.goto(`/bookings/${ids.byArea}`);
    await expect(page.getByText('1,000 sq ft × ₹4 per sq ft + ₹500 = ₹4,500')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`booking-by-area-${width}.png`), fullPage: true });
  });
}
