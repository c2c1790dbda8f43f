import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { asAdmin, signInBrowserAsAdmin } from '../tests/support/admin';
import { signIn } from '../tests/support/api-client';
import { randomIp, smsNoticeInbox } from '../tests/support/otp-inbox';
import { AUTOMATIC_REFUND_NOTE, bookableDate, bookVastuCheck, createOrder, payInTestMode, testCheckoutSuccess, verifyPayment } from '../tests/support/payments';

// Issue 11, bookings in the console, in a browser at phone width: the admin finds a customer's
// paid booking by their number, schedules it with a date, a time and a note, and the customer
// sees the agreed time in My Bookings. Other tests share the server: rows are found by id.

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
});

async function axeViolations(page: Page) {
  // After a form's refresh the page's metadata is streamed in: check once the title is back.
  await expect(page).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('the admin moves a paid booking to scheduled, and the customer sees it in My Bookings', async ({ page, context, browser, playwright, baseURL }) => {
  test.slow(); // two people, six page loads and two accessibility scans
  // The customer books and pays in their own browser.
  const customerContext = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });
  const customer = await customerContext.newPage();
  const { headers, mobile } = await signIn(customer.request, baseURL!);
  const { id } = await bookVastuCheck(customer.request, headers);
  await payInTestMode(customer.request, headers, id);

  await signInBrowserAsAdmin(playwright, context, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Bookings to call' })).toBeVisible();
  expect(Number(await page.getByTestId('bookings-to-call').textContent())).toBeGreaterThanOrEqual(1);

  await page.goto('/admin/bookings');
  await page.getByLabel('Mobile or booking id').fill(mobile);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${mobile}`));
  const row = page.locator(`[data-booking-id="${id}"]`);
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await expect(row.getByText(`+91 ${mobile}`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await row.getByRole('link', { name: 'Professional Vastu Check' }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/bookings/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Professional Vastu Check' })).toBeVisible();
  await expect(page.getByTestId('booking-facts').getByText('₹5,100')).toBeVisible();
  await expect(page.getByText('14 Lodhi Road, New Delhi (flat)')).toBeVisible();

  // Scheduling without a time is refused in the form, with the contract's words.
  await page.getByLabel('New state').selectOption('scheduled');
  await page.getByRole('button', { name: 'Schedule the consultation' }).click();
  await expect(page.getByText('Please give the agreed date and time of the consultation.')).toBeVisible();

  const day = bookableDate();
  await page.getByLabel('Date of the consultation').fill(day);
  await page.getByLabel('Time (India, IST)').fill('10:30');
  await page.getByLabel('Note').fill('Called the customer; agreed by phone');
  const notice = smsNoticeInbox(mobile);
  await page.getByRole('button', { name: 'Schedule the consultation' }).click();
  await expect(page.getByText('Booking moved to scheduled. The customer has been told.')).toBeVisible();
  const moved = page.getByTestId('history-row').filter({ hasText: 'Paid to Scheduled' });
  await expect(moved).toContainText('Called the customer; agreed by phone');
  await expect(moved).toContainText(`(${process.env.E2E_ADMIN_MOBILES!.split(',')[0]})`);
  await expect(page.getByTestId('booking-facts').getByText(/10:30 am/)).toBeVisible();
  expect(await notice()).toMatch(/Professional Vastu Check is now Scheduled/);
  expect(await axeViolations(page)).toEqual([]);
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

  await customer.goto('/bookings');
  const mine = customer.getByRole('listitem').filter({ has: customer.getByRole('link', { name: 'Professional Vastu Check' }) });
  await expect(mine.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(mine.getByText(/10:30 am/)).toBeVisible();
  await customerContext.close();
});

test('a payment made after the booking was cancelled shows in the console as refunded automatically', async ({ page, context, browser, playwright, baseURL }) => {
  // Issue 23: the customer pays an order the console had already cancelled; the money goes back on its own.
  const customerContext = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });
  const customer = customerContext.request;
  const { headers } = await signIn(customer, baseURL!);
  const { id } = await bookVastuCheck(customer, headers);
  const order = await createOrder(customer, headers, id);
  const admin = await asAdmin(playwright, baseURL!);
  expect((await admin.request.patch(`/api/admin/bookings/${id}`, { headers: admin.headers, data: { status: 'cancelled' } })).status()).toBe(200);
  const paid = await testCheckoutSuccess(customer, headers, id, order.orderId);
  expect((await verifyPayment(customer, headers, id, paid)).status()).toBe(409);
  await customerContext.close();

  await signInBrowserAsAdmin(playwright, context, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/bookings/${id}`);
  const payment = page.getByTestId('payment-row');
  await expect(payment.getByText(/after the booking stopped waiting for a payment: refunded automatically/)).toBeVisible();
  await expect(payment.getByText(/^rfnd_test_/)).toBeVisible();
  const note = page.getByTestId('history-row').last();
  await expect(note.getByText('No change (Cancelled)')).toBeVisible();
  await expect(note.getByText(AUTOMATIC_REFUND_NOTE)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

  // Nothing left to retry for it on the dashboard; the audit log names the site as the one who refunded.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Refunds to retry' })).toBeVisible();
  await expect(page.getByTestId('refund-to-retry').filter({ hasText: paid.paymentId })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/admin/audit');
  await expect(page.getByRole('row').filter({ hasText: 'payment.refunded' }).filter({ hasText: id }).getByText('The site, automatically')).toBeVisible();
});
