import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addDays, indiaToday } from '../lib/consultations/booking-dates';
import { signIn } from '../tests/support/api-client';
import { randomIp, randomMobile } from '../tests/support/otp-inbox';
import { signInOnLoginPage } from './support/sign-in';
import { chooseFirstFreeTime, fillAboutYou, fillBirthDetails, fillVastuBooking, timesOfDay, waitForBookingForm } from './support/booking-form';

// Issue 10: booking a service, from its page through sign-in to payment, and My Bookings.

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
});

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).exclude('iframe').analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A booking made through the API for a browser already signed in; returns its id. */
async function bookThroughApi(page: Page, baseURL: string) {
  const { headers } = await signIn(page.request, baseURL);
  const res = await page.request.post('/api/bookings', {
    headers,
    data: { serviceSlug: 'professional-vastu-check', preferredDate: addDays(indiaToday(), 3), timeWindow: 'morning', details: { address: '7 Lake View Road', city: 'Pune', propertyType: 'villa' }, customerName: 'Asha Verma', customerState: '27' },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).data._id as string;
}

// Sign-in, the free times and axe take a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('a visitor books the Professional Vastu Check: signs in, comes back to the booking, and lands on payment', async ({ page }) => {
  await page.goto('/services/home-vastu');
  await expect(page.getByText('Professional Vastu Check from ₹5,100')).toBeVisible();
  await page.getByRole('link', { name: 'Book a Consultation for Professional Vastu Check' }).click();

  // Not signed in: the sign-in page, which knows where to come back to.
  await expect(page).toHaveURL(/\/login\?next=%2Fbook%2Fprofessional-vastu-check$/);
  const mobile = randomMobile();
  await signInOnLoginPage(page, mobile);

  await expect(page).toHaveURL(/\/book\/professional-vastu-check$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book: Professional Vastu Check');
  await expect(page.getByText('₹5,100', { exact: true })).toBeVisible();
  await fillVastuBooking(page);
  await fillAboutYou(page);
  await page.getByLabel('Note (optional)').fill('Please call after 10 am.');
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}\/pay$/);
  const id = /\/bookings\/([0-9a-f-]{36})\/pay$/.exec(page.url())![1]!;
  // No personal detail in the URL.
  expect(page.url()).not.toMatch(/Gulmohar|Faridabad/);

  await page.goto('/bookings');
  const booking = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Professional Vastu Check' }) });
  await expect(booking).toHaveCount(1);
  await expect(booking.getByText('Waiting for payment', { exact: true })).toBeVisible();
  await expect(booking.getByText('₹5,100')).toBeVisible();
  await expect(booking.getByRole('link', { name: 'Pay now for Professional Vastu Check' })).toHaveAttribute('href', `/bookings/${id}/pay`);
  await booking.getByRole('link', { name: 'Professional Vastu Check', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${id}$`));
  await expect(page.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', `/bookings/${id}/pay`);
  await expect(page.getByRole('link', { name: 'Receipt' })).toHaveCount(0);
});

test('the form marks what is missing or wrong and keeps what was typed', async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!);
  await page.goto('/book/professional-vastu-check');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  // The first booking asks the name first (kept on the account after it).
  await expect(page.getByLabel('Your name')).toBeFocused();
  await expect(page.getByText('Choose one of the free times.')).toBeVisible();
  await expect(page.getByLabel('Property address')).toHaveAttribute('aria-invalid', 'true');

  await waitForBookingForm(page);
  await page.getByLabel('City').fill('Faridabad');
  await chooseFirstFreeTime(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('Choose one of the free times.')).toHaveCount(0);
  await expect(page.getByLabel('City')).toHaveValue('Faridabad');
  await expect(page).toHaveURL(/\/book\/professional-vastu-check$/);
});

test('an astrology booking takes birth details with the kundli form’s place picker', async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!);
  await page.goto('/book/astrology-consultation');
  await waitForBookingForm(page);
  await chooseFirstFreeTime(page);
  await fillAboutYou(page);
  await fillBirthDetails(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}\/pay$/);
  expect(page.url()).not.toMatch(/Asha|1990|Faridabad/);
});

test('a pending booking can be cancelled from its page, and its history shows it', async ({ page, baseURL }) => {
  const id = await bookThroughApi(page, baseURL!);
  await page.goto(`/bookings/${id}`);
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await page.getByRole('button', { name: 'Keep it' }).click();
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await page.getByRole('button', { name: 'Yes, cancel the booking' }).click();
  await expect(page.getByText('Your booking is cancelled.')).toBeVisible();
  const facts = page.getByRole('region', { name: 'Professional Vastu Check' });
  await expect(facts.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
});

test('booking pages need a session and are never cached', async ({ page, baseURL }) => {
  const res = await page.goto('/bookings');
  await expect(page).toHaveURL(/\/login\?next=%2Fbookings$/);
  expect(res).not.toBeNull();
  await signIn(page.request, baseURL!);
  const list = await page.goto('/bookings');
  expect(list!.headers()['cache-control']).toMatch(/no-store/);
  const book = await page.goto('/book/home-vastu');
  expect(book!.headers()['cache-control']).toMatch(/no-store/);
  expect((await page.goto('/book/no-such-service'))!.status()).toBe(404);
  expect((await page.goto('/bookings/00000000-0000-4000-8000-000000000000'))!.status()).toBe(404);
});

test('the booking form works from the keyboard and the booking pages pass axe', async ({ page, baseURL }) => {
  const id = await bookThroughApi(page, baseURL!);
  await page.goto('/book/professional-vastu-check');
  await waitForBookingForm(page);
  // The free times are radio buttons: arrow keys move the choice within the day.
  const times = timesOfDay(page).getByRole('radio');
  await expect(times.first()).toBeVisible({ timeout: 20_000 });
  await times.first().focus();
  await page.keyboard.press('Space');
  await expect(times.first()).toBeChecked();
  if ((await times.count()) > 1) {
    await page.keyboard.press('ArrowRight');
    await expect(times.nth(1)).toBeChecked();
  }
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Property address')).toBeFocused();
  await page.keyboard.type('22 Residency Road');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('City')).toBeFocused();
  await page.keyboard.type('Bengaluru');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Property type')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Note (optional)')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}\/pay$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book: Professional Vastu Check');
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/bookings');
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(`/bookings/${id}`);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/bookings/${id}`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
