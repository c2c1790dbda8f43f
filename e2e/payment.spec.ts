import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { browserWriteHeaders } from '../tests/support/api-client';
import { randomIp, randomMobile } from '../tests/support/otp-inbox';
import { bookVastuCheck } from '../tests/support/payments';
import { fillAboutYou, fillVastuBooking } from './support/booking-form';
import { signInOnLoginPage } from './support/sign-in';

// Issue 10, "Must show": a customer pays for the Professional Vastu Check in TEST MODE and sees
// it paid in My Bookings with a receipt; a failed payment and a successful retry; keyboard use
// and axe on the pay and receipt pages.

// Sign-in, booking, payment and several axe runs: more than the default 30 seconds on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
});

async function signInThroughTheForm(page: Page) {
  const mobile = randomMobile();
  await page.goto('/login');
  await signInOnLoginPage(page, mobile);
  await expect(page).toHaveURL(/\/$/);
}

/** A Professional Vastu Check booked by the signed-in browser (its cookies, its XSRF token). */
async function bookingOfThisBrowser(page: Page, baseURL: string) {
  const headers = { ...(await browserWriteHeaders(page.request, baseURL)), 'X-Forwarded-For': randomIp() };
  return bookVastuCheck(page.request, headers);
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).exclude('iframe').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a customer books the Professional Vastu Check, pays in TEST MODE, and sees it paid in My Bookings with a receipt', async ({ page }) => {
  await signInThroughTheForm(page);
  await page.goto('/book/professional-vastu-check');
  await fillVastuBooking(page);
  await fillAboutYou(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}\/pay$/);
  const bookingId = /\/bookings\/([0-9a-f-]{36})\/pay$/.exec(page.url())![1]!;
  // Customers see and quote the booking's short number, never its internal id.
  const bookingNumber = (await (await page.request.get(`/api/bookings/${bookingId}`)).json()).data.number as string;

  await expect(page.getByRole('heading', { name: 'Pay for your booking' })).toBeVisible();
  await expect(page.getByText('Professional Vastu Check')).toBeVisible();
  await expect(page.getByText('₹5,100', { exact: true })).toBeVisible();
  await expect(page.getByText('GST (18%)')).toBeVisible();
  await expect(page.getByText('₹777.97')).toBeVisible(); // 18% GST included in 5,100 rupees
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Pay ₹5,100' }).click();
  const checkout = page.getByRole('region', { name: 'Test checkout' });
  await expect(checkout.getByText('TEST MODE')).toBeVisible();
  // Focus moves into the test checkout, for keyboard and screen-reader users.
  await expect(checkout.getByRole('heading', { name: 'Test checkout' })).toBeFocused();
  await expectNoAxeViolations(page);
  await checkout.getByRole('button', { name: 'Pay successfully' }).click();

  await expect(page).toHaveURL(new RegExp(`/bookings/${bookingId}/confirmed$`));
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
  await page.goto(`/bookings/${bookingId}/receipt`);
  await expect(page.getByRole('heading', { name: 'Payment receipt' })).toBeVisible();
  await expect(page.getByText(bookingNumber)).toBeVisible();
  await expect(page.getByText(/^pay_test_/)).toBeVisible();
  await expect(page.getByText('₹5,100', { exact: true })).toBeVisible();
  await expect(page.getByText('₹777.97')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeVisible();
  await expectNoAxeViolations(page);
  // On paper: the receipt, without the site's header, footer or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('body > header')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeHidden();
  await expect(page.getByText(bookingNumber)).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await page.goto('/bookings');
  const item = page.getByRole('list', { name: 'Your bookings' }).getByRole('listitem').filter({ hasText: 'Professional Vastu Check' }).first();
  await expect(item.getByText('Paid', { exact: true }).first()).toBeVisible();
  await item.getByRole('link', { name: 'View booking' }).click();
  await page.getByRole('link', { name: 'Receipt' }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${bookingId}/receipt$`));
  await expect(page.getByText(/^pay_test_/)).toBeVisible();
});

test('a failed payment leaves the booking unpaid with a clear message, and a retry pays it, by keyboard', async ({ page, baseURL }) => {
  await signInThroughTheForm(page);
  const booking = await bookingOfThisBrowser(page, baseURL!);
  await page.goto(`/bookings/${booking.id}/pay`);

  const pay = page.getByRole('button', { name: 'Pay ₹5,100' });
  await pay.focus();
  await page.keyboard.press('Enter');
  const checkout = page.getByRole('region', { name: 'Test checkout' });
  await expect(checkout.getByRole('heading', { name: 'Test checkout' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(checkout.getByRole('button', { name: 'Fail the payment' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('alert').filter({ hasText: 'The payment did not go through' })).toBeVisible();
  const retry = page.getByRole('button', { name: 'Try again: pay ₹5,100' });
  await expect(retry).toBeFocused();
  await expectNoAxeViolations(page);

  // Still waiting for payment.
  const stored = await page.request.get(`/api/bookings/${booking.id}`);
  expect((await stored.json()).data.status).toBe('pending_payment');

  // The retry button is focused: Enter opens a new test checkout, which pays.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Pay successfully' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/bookings/${booking.id}/confirmed$`));
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
});

test('the pay and receipt pages of another customer’s booking are not found', async ({ page, baseURL, browser }) => {
  await signInThroughTheForm(page);
  const booking = await bookingOfThisBrowser(page, baseURL!);
  const other = await browser.newPage({ baseURL });
  try {
    await other.setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
    await signInThroughTheForm(other);
    expect((await other.goto(`/bookings/${booking.id}/pay`))?.status()).toBe(404);
    expect((await other.goto(`/bookings/${booking.id}/receipt`))?.status()).toBe(404);
  } finally {
    await other.close();
  }
});
