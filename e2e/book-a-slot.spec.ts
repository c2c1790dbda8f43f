import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { bookingPathFor } from '../lib/contract/experts-directory';
import { signIn } from '../tests/support/api-client';
import { randomIp, randomMobile } from '../tests/support/otp-inbox';
import { payInTestMode } from '../tests/support/payments';
import { pdfText } from '../tests/support/pdf-text';
import { astrologyOnSlot } from '../tests/support/slots';
import { fillAboutYou, fillBirthDetails, timesOfDay, waitForBookingForm } from './support/booking-form';
import { signInOnLoginPage } from './support/sign-in';

// Issue 24, the customer's booking flow: from an expert's card on /ourexpert to a chosen slot, the
// TEST MODE payment, the confirmation and the GST invoice; and a slot taken meanwhile.

const EXPERT = { slug: 'pandit-dinesh-shastri', name: 'Pandit Dinesh Shastri' };
const BOOK_PATH = bookingPathFor(EXPERT.slug, 'astrologer');

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
});

async function expectFits(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Chooses the day at this index of the slot picker's strip, once the free times have loaded. */
async function chooseDay(page: Page, index: number) {
  const days = page.getByRole('radiogroup', { name: 'Day' }).getByRole('radio');
  await expect(days.first()).toBeVisible({ timeout: 20_000 });
  await days.nth(index).check();
}

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('from /ourexpert to a chosen slot, a TEST MODE payment, the confirmation and the invoice PDF', async ({ page }) => {
      // The expert's card on /ourexpert: its Book button leads to the booking, through sign-in.
      await page.goto('/ourexpert');
      const card = page.getByTestId('team-member').filter({ has: page.getByRole('heading', { name: EXPERT.name }) });
      await card.getByRole('link', { name: `Book Astrology Consultation with ${EXPERT.name}` }).click();
      await expect(page).toHaveURL(/\/login\?next=/);
      await signInOnLoginPage(page, randomMobile());
      await expect(page).toHaveURL(new RegExp(`/book/astrology-consultation\\?expert=${EXPERT.slug}$`));
      await expect(page.getByText(`With ${EXPERT.name}`, { exact: true })).toBeVisible();
      await waitForBookingForm(page);

      // How: a phone call by default; a video call chosen. No visit for an astrology consultation.
      const how = page.getByRole('radiogroup', { name: 'How' });
      await expect(how.getByRole('radio', { name: 'Phone call' })).toBeChecked();
      await expect(how.getByRole('radio', { name: 'Visit to the property' })).toHaveCount(0);
      await how.getByRole('radio', { name: 'Video call' }).check();

      // A day of the strip (each width its own: the tests run at once), then its first time.
      await chooseDay(page, width === 390 ? 1 : 2);
      const time = timesOfDay(page).getByRole('radio').first();
      await time.check();
      const slotStart = (await time.getAttribute('value'))!;
      await expectFits(page);

      await fillAboutYou(page, { name: 'Asha Verma', state: 'Haryana' });
      await fillBirthDetails(page);
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}\/pay$/);
      const id = /\/bookings\/([0-9a-f-]{36})\/pay$/.exec(page.url())![1]!;

      await page.getByRole('button', { name: /^Pay ₹/ }).click();
      await page.getByRole('region', { name: 'Test checkout' }).getByRole('button', { name: 'Pay successfully' }).click();

      await expect(page).toHaveURL(new RegExp(`/bookings/${id}/confirmed$`));
      await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
      const booked = page.getByRole('region', { name: 'What you booked' });
      const number = (await booked.getByTestId('booking-number').textContent())!;
      expect(number).toMatch(/^AVK-\d{4}-\d{4,}$/);
      await expect(booked).toContainText('Astrology Consultation');
      await expect(booked).toContainText(EXPERT.name);
      await expect(booked).toContainText('Video call');
      const weekday = new Date(slotStart).toLocaleDateString('en-IN', { weekday: 'long', timeZone: 'Asia/Kolkata' });
      await expect(booked).toContainText(new RegExp(`${weekday}, .* \\(India time\\)`));
      await expect(page.getByRole('region', { name: 'What happens next' })).toContainText('your expert adds the video call link');
      await expect(page.getByText(id)).toHaveCount(0);
      await expectFits(page);

      const link = page.getByRole('link', { name: /^Tax invoice INV\/\d{2}-\d{2}\/\d{5} \(PDF\)$/ });
      const invoiceNumber = (await link.textContent())!.replace(/^Tax invoice | \(PDF\)$/g, '');
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      const text = pdfText(fs.readFileSync((await download.path())!));
      expect(text).toContain('Tax Invoice');
      expect(text).toContain(`Invoice no.: ${invoiceNumber}`);
      expect(text).toContain(`Booking: ${number}`);
      expect(text).toContain('Asha Verma');
      expect(text).toContain('Place of supply: Haryana (06)');
      // The business is in Haryana too: CGST and SGST, not IGST.
      expect(text).toMatch(/CGST/);
      expect(text).toMatch(/SGST/);
      expect(text).not.toMatch(/IGST/);
      expect(text).toContain('Amount in words: Rupees Two Thousand One Hundred Only');

      await page.getByRole('link', { name: 'My Bookings' }).last().click();
      const item = page.getByRole('list', { name: 'Your bookings' }).getByRole('listitem').filter({ hasText: number });
      await expect(item).toContainText('Video call');
    });

    test('a slot taken meanwhile: the form says so, offers the free times again and keeps what was typed', async ({ page, playwright, baseURL }) => {
      await signIn(page.request, baseURL!);
      await page.goto(BOOK_PATH);
      await waitForBookingForm(page);
      await chooseDay(page, width === 390 ? 3 : 4);
      const first = timesOfDay(page).getByRole('radio').first();
      const taken = (await first.getAttribute('value'))!;

      // Another customer books and pays for that very time first.
      const other = await playwright.request.newContext({ baseURL });
      const { headers } = await signIn(other, baseURL!);
      const made = await other.post('/api/bookings', { headers, data: astrologyOnSlot(taken, EXPERT.slug) });
      expect(made.status(), await made.text()).toBe(201);
      await payInTestMode(other, headers, (await made.json()).data._id);

      await first.check();
      await fillAboutYou(page);
      await fillBirthDetails(page);
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Your booking was not made.' });
      await expect(alert).toContainText('Sorry, this time was just booked by someone else. Please choose another of the free times.');
      // The picker reads the free times again: the taken one is gone, nothing is chosen.
      await expect(page.locator(`input[value="${taken}"]`)).toHaveCount(0);
      await expect(timesOfDay(page).getByRole('radio').first()).toBeVisible();
      await expect(timesOfDay(page).getByRole('radio', { checked: true })).toHaveCount(0);
      await expect(page.getByLabel('Birth time')).toHaveValue('14:30');
      await expect(page.getByLabel('Your name')).toHaveValue('Asha Verma');
      await expect(page).toHaveURL(new RegExp(`/book/astrology-consultation\\?expert=${EXPERT.slug}$`));

      await chooseDay(page, width === 390 ? 5 : 6);
      await timesOfDay(page).getByRole('radio').last().check();
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}\/pay$/);
    });
  });
}
