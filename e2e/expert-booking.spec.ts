import { expect, test, type Page } from '@playwright/test';
import { publishedExpert } from '../tests/support/admin-content';
import { signIn } from '../tests/support/api-client';
import { randomIp } from '../tests/support/otp-inbox';
import { chooseFirstFreeTime, fillAboutYou, fillBirthDetails, waitForBookingForm } from './support/booking-form';

// Issue 11: "a button to book a consultation with that expert through the booking flow; the
// booking records the chosen expert".

// Each test publishes an expert through the console first: slower than one page.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
});

async function fillAstrologyBooking(page: Page) {
  await waitForBookingForm(page);
  await chooseFirstFreeTime(page);
  await fillAboutYou(page);
  await fillBirthDetails(page);
}

test('from an expert’s page to a booking that names them, in My Bookings and the booking’s page', async ({ page, playwright, baseURL }) => {
  const expert = await publishedExpert(playwright, baseURL!);
  await signIn(page.request, baseURL!);
  await page.goto(`/astrologers/${expert.slug}`);
  await page.getByRole('link', { name: `Book a consultation with ${expert.name}` }).click();

  await expect(page).toHaveURL(new RegExp(`/book/astrology-consultation\\?expert=${expert.slug}$`));
  await expect(page.getByText(`With ${expert.name}`, { exact: true })).toBeVisible();
  await fillAstrologyBooking(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}\/pay$/);
  const id = /\/bookings\/([0-9a-f-]{36})\/pay$/.exec(page.url())![1]!;

  await page.goto('/bookings');
  const booking = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Astrology Consultation', exact: true }) });
  await expect(booking.getByText(expert.name, { exact: true })).toBeVisible();
  await page.goto(`/bookings/${id}`);
  await expect(page.getByRole('region', { name: 'Astrology Consultation' }).getByText(expert.name, { exact: true })).toBeVisible();
});

test('the visitor may remove the chosen expert and book with any of ours', async ({ page, playwright, baseURL }) => {
  const expert = await publishedExpert(playwright, baseURL!);
  await signIn(page.request, baseURL!);
  await page.goto(`/book/astrology-consultation?expert=${expert.slug}`);
  await page.getByRole('button', { name: `Remove ${expert.name} from this booking` }).click();
  await expect(page.getByText(`With ${expert.name}`, { exact: true })).toHaveCount(0);
  await expect(page.getByText('Any of our experts can take this consultation.')).toBeVisible();
  await fillAstrologyBooking(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}\/pay$/);
  const id = /\/bookings\/([0-9a-f-]{36})\/pay$/.exec(page.url())![1]!;
  await page.goto(`/bookings/${id}`);
  await expect(page.getByRole('region', { name: 'Astrology Consultation' })).toBeVisible();
  await expect(page.getByText(expert.name)).toHaveCount(0);
});

test('an expert who is not published is not offered: the page says so and books with any expert', async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!);
  await page.goto('/book/astrology-consultation?expert=nobody-like-this-zz9');
  await expect(page.getByText('The expert you chose is not available for this service.')).toBeVisible();
  await expect(page.getByText(/^With /)).toHaveCount(0);
});
