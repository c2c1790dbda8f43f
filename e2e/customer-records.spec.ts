import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { randomIp, randomMobile } from '../tests/support/otp-inbox';
import { pdfText } from '../tests/support/pdf-text';
import { fillAboutYou, fillVastuBooking } from './support/booking-form';
import { signInOnLoginPage } from './support/sign-in';

// Issue 24, the customer's records, on a phone (390 px): the first booking asks the name and
// state once, the pages show the booking number, and the paid booking's GST tax invoice downloads
// from its page.

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
});

const expectFits = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

test('the first booking asks the name and state once; the paid booking’s tax invoice downloads from its page', async ({ page }) => {
  await page.goto('/login');
  await signInOnLoginPage(page, randomMobile());
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/book/professional-vastu-check');
  const aboutYou = page.getByRole('group', { name: 'About you' });
  await expect(aboutYou).toBeVisible();
  await expect(aboutYou.getByText('We ask this once and keep it on your account')).toBeVisible();
  await expectFits(page);
  await fillVastuBooking(page);
  // Without the name and state the form says what is missing.
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByLabel('Your name')).toBeFocused();
  await expect(page.getByText('Enter your name as it should appear on your invoice.')).toBeVisible();
  await expect(page.getByText('Choose your state or union territory: it is the place of supply on your GST invoice.')).toBeVisible();
  await fillAboutYou(page, { name: 'Asha Verma', state: 'Delhi' });
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}\/pay$/);
  const id = /\/bookings\/([0-9a-f-]{36})\/pay$/.exec(page.url())![1]!;
  const number = page.getByText(/^AVK-\d{4}-\d{4,}$/);
  await expect(number).toBeVisible();
  const bookingNumber = (await number.textContent())!;
  await page.getByRole('button', { name: 'Pay ₹5,100' }).click();
  await page.getByRole('region', { name: 'Test checkout' }).getByRole('button', { name: 'Pay successfully' }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${id}/confirmed$`));
  await expect(page.getByText(bookingNumber).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Tax invoice INV\/\d{2}-\d{2}\/\d{5} \(PDF\)$/ })).toBeVisible();

  await page.goto(`/bookings/${id}`);
  await expect(page.getByTestId('booking-number')).toHaveText(bookingNumber);
  await expect(page.getByText(id)).toHaveCount(0);
  await expectFits(page);
  const link = page.getByRole('link', { name: /^Tax invoice INV\/\d{2}-\d{2}\/\d{5} \(PDF\)$/ });
  const invoiceNumber = (await link.textContent())!.replace(/^Tax invoice | \(PDF\)$/g, '');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^invoice-INV-\d{2}-\d{2}-\d{5}\.pdf$/);
  const text = pdfText(fs.readFileSync((await download.path())!));
  expect(text).toContain('Tax Invoice');
  expect(text).toContain(`Invoice no.: ${invoiceNumber}`);
  expect(text).toContain(`Booking: ${bookingNumber}`);
  expect(text).toContain('Asha Verma');
  expect(text).toContain('Place of supply: Delhi (07)');
  expect(text).toContain('Amount in words: Rupees Five Thousand One Hundred Only');

  // Asked once: the next booking does not ask again.
  await page.goto('/book/professional-vastu-check');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book: Professional Vastu Check');
  await expect(page.getByRole('group', { name: 'About you' })).toHaveCount(0);
  await expect(page.getByLabel('Your name')).toHaveCount(0);
  await fillVastuBooking(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}\/pay$/);
});
