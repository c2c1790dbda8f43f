import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { formatSlotWhen } from '../lib/consultations/booking-dates';
import { randomIp, randomMobile } from '../tests/support/otp-inbox';
import { signInOnLoginPage } from './support/sign-in';
import { waitForBookingForm } from './support/booking-form';
import { devanagariShare } from './support/devanagari';

// Issue 26 in Hindi: a signed-in customer books a consultation on /hi/book/<service>, is told
// what is missing in Hindi, pays through the TEST MODE checkout, lands on the Hindi confirmation
// and finds the booking in My Bookings with its Hindi status and date. Every step stays under /hi.

// Sign-in, booking and payment: more than the default 30 seconds on a busy machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
});

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const width of [390, 1366]) {
  test(`at ${width} px a customer books in Hindi, pays in TEST MODE and finds the booking in My Bookings in Hindi`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });

    // The booking page asks for a sign-in in Hindi and comes back to itself under /hi.
    await page.goto('/hi/book/professional-vastu-check');
    await expect(page).toHaveURL(/\/hi\/login\?next=/);
    await signInOnLoginPage(page, randomMobile(), 'hi');
    await expect(page).toHaveURL(/\/hi\/book\/professional-vastu-check$/, { timeout: 20_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('बुक करें: प्रोफ़ेशनल वास्तु चेक');
    await expect(page.getByText('भुगतान अगले चरण में होगा।', { exact: false })).toBeVisible();
    await waitForBookingForm(page);
    await expect(page.getByRole('group', { name: 'आप परामर्श किस तरह चाहते हैं?' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'फ़ोन कॉल' })).toBeChecked();

    // Nothing filled: the problems are said in Hindi.
    await page.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' }).click();
    await expect(page.getByText('खाली समयों में से कोई एक चुनें।')).toBeVisible();
    // The contract's own problem, shown through the form kit's Hindi table.
    await expect(page.getByText('संपत्ति का पता दर्ज करें।')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`hi-book-problems-${width}.png`), fullPage: true });
    await expect(page).toHaveURL(/\/hi\/book\/professional-vastu-check$/);

    // The free times read in Hindi (the day's weekday and month, सुबह/दोपहर/शाम).
    // The two widths run side by side on one server: each takes a time of its own day.
    const days = page.getByRole('radiogroup', { name: 'दिन' }).getByRole('radio');
    await expect(days.first()).toBeVisible({ timeout: 20_000 });
    await days.nth(width === 390 ? 0 : 1).check();
    const times = page.getByRole('radiogroup', { name: /के समय \(भारतीय समय\)$/ });
    const first = times.getByRole('radio').first();
    await expect(first).toBeVisible({ timeout: 20_000 });
    await first.check();
    const slotStart = (await first.getAttribute('value'))!;
    await expect(page.getByText('खाली समयों में से कोई एक चुनें।')).toBeHidden();
    await page.getByLabel('संपत्ति का पता').fill('14 Gulmohar Enclave, Sector 21');
    await page.getByLabel('शहर').fill('Faridabad');
    await page.getByLabel('संपत्ति का प्रकार').selectOption('flat');
    await page.getByLabel('आपका नाम').fill('Asha Verma');
    await page.getByLabel('आपका राज्य').selectOption({ label: 'Haryana' });
    await page.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' }).click();

    // The pay page and the TEST MODE checkout, in Hindi.
    await expect(page).toHaveURL(/\/hi\/bookings\/[0-9a-f-]{36}\/pay$/, { timeout: 20_000 });
    const bookingId = /\/bookings\/([0-9a-f-]{36})\/pay$/.exec(page.url())![1]!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('अपनी बुकिंग का भुगतान करें');
    await expect(page.getByText('जीएसटी (18%)')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: '₹5,100 का भुगतान करें' }).click();
    const checkout = page.getByRole('region', { name: 'परीक्षण भुगतान' });
    await expect(checkout.getByText('टेस्ट मोड', { exact: true })).toBeVisible();
    await expect(checkout.getByRole('heading', { name: 'परीक्षण भुगतान' })).toBeFocused();
    await page.screenshot({ path: test.info().outputPath(`hi-test-checkout-${width}.png`), fullPage: true });
    await checkout.getByRole('button', { name: 'भुगतान सफल करें' }).click();

    // The confirmation, in Hindi, with the slot said in Hindi.
    await expect(page).toHaveURL(new RegExp(`/hi/bookings/${bookingId}/confirmed$`), { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('आपकी बुकिंग पक्की हो गई है');
    const booking = (await (await page.request.get(`/api/bookings/${bookingId}`)).json()).data as { number: string; slot: { start: string; end: string } };
    expect(new Date(booking.slot.start).getTime()).toBe(new Date(slotStart).getTime());
    const when = formatSlotWhen(booking.slot, 'hi');
    await expect(page.getByRole('region', { name: 'आपने क्या बुक किया' }).getByText(when)).toBeVisible();
    expect(await devanagariShare(page)).toBeGreaterThanOrEqual(0.8);

    // My Bookings: the booking, its Hindi status and its Hindi date.
    await page.getByRole('link', { name: 'मेरी बुकिंग' }).click();
    await expect(page).toHaveURL(/\/hi\/bookings$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('मेरी बुकिंग');
    await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveCount(1);
    const item = page.getByRole('list', { name: 'आपकी बुकिंग' }).getByRole('listitem').filter({ has: page.locator(`a[href="/hi/bookings/${bookingId}"]`) }).first();
    await expect(item.getByRole('heading', { level: 2 })).toHaveText('प्रोफ़ेशनल वास्तु चेक');
    await expect(item.getByTestId('status-badge')).toHaveText('✓ भुगतान हो गया');
    await expect(item.getByTestId('booking-number')).toHaveText(booking.number);
    await expect(item.getByText(when)).toBeVisible();
    await expect(item.getByText('फ़ोन कॉल', { exact: true })).toBeVisible();
    expect(await devanagariShare(page)).toBeGreaterThanOrEqual(0.8);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`hi-bookings-${width}.png`), fullPage: true });

    // The booking's page and its receipt stay in Hindi.
    await item.getByRole('link', { name: /^बुकिंग देखें/ }).click();
    await expect(page).toHaveURL(new RegExp(`/hi/bookings/${bookingId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('आपकी बुकिंग');
    await page.screenshot({ path: test.info().outputPath(`hi-booking-${width}.png`), fullPage: true });
    await page.getByRole('link', { name: 'रसीद' }).click();
    await expect(page).toHaveURL(new RegExp(`/hi/bookings/${bookingId}/receipt$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('भुगतान की रसीद');
    await expect(page.getByRole('button', { name: 'रसीद प्रिंट करें' })).toBeVisible();

    // The same booking in English is as before.
    await page.goto('/bookings');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Bookings');
    const english = page.getByRole('listitem').filter({ has: page.locator(`a[href="/bookings/${bookingId}"]`) }).first();
    await expect(english.getByTestId('status-badge')).toHaveText('✓ Paid');
    await expect(english.getByText(formatSlotWhen(booking.slot))).toBeVisible();
  });
}
