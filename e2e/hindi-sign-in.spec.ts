import { expect, test } from '@playwright/test';
import { randomIp, randomMobile, smsInbox } from '../tests/support/otp-inbox';

// Issue 26 in Hindi: sign-in and OTP read in Hindi, the API's messages come back in Hindi (the
// client sends the page's language), and every move after a submit stays under /hi: back to the
// Hindi page that asked for a sign-in, and from the kundli form to its Hindi result.

const DEVANAGARI = /[\u0900-\u097F]/;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
});

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a private Hindi page sends to the Hindi sign-in, and the code brings the visitor back to it', async ({ page }) => {
      const mobile = randomMobile();
      await page.goto('/hi/bookings');
      await expect(page).toHaveURL(/\/hi\/login\?next=%2Fhi%2Fbookings$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('लॉग इन');
      await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveCount(1);

      const send = page.getByRole('button', { name: 'OTP भेजें' });
      await expect(send).toBeDisabled();
      await page.getByLabel('मोबाइल नंबर').fill(mobile);
      const code = smsInbox(mobile);
      await send.click();
      await expect(page).toHaveURL(/\/hi\/otp$/, { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('OTP सत्यापित करें');
      await expect(page.getByText(`+91 ${mobile}`)).toBeVisible();
      await expect(page.getByRole('link', { name: 'नंबर बदलें' })).toHaveAttribute('href', '/hi/login');

      // A wrong code: the server's refusal, in Hindi.
      const right = await code();
      const wrong = right === '000000' ? '111111' : '000000';
      await page.getByLabel('6 में से अंक 1').click();
      await page.keyboard.type(wrong);
      await page.getByRole('button', { name: 'OTP सत्यापित करें' }).click();
      await expect(page.locator('main').getByRole('alert')).toHaveText('OTP गलत है। कृपया कोड जाँचकर फिर से कोशिश करें।');

      // Each box selects its digit on focus, so the right code types over the wrong one.
      await page.getByLabel('6 में से अंक 1').click();
      await page.keyboard.type(right);
      await page.getByRole('button', { name: 'OTP सत्यापित करें' }).click();
      await expect(page).toHaveURL(/\/hi\/bookings$/, { timeout: 20_000 });
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    });

    test('the English sign-in page is unchanged', async ({ page }) => {
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login');
      await expect(page.getByRole('button', { name: 'Send OTP' })).toBeDisabled();
      await expect(page.getByLabel('Mobile number')).toHaveAttribute('placeholder', '10-digit mobile number');
    });

    test('the kundli form on /hi/kundli opens its result under /hi', async ({ page }) => {
      await page.goto('/hi/kundli');
      await page.locator('#kundli-name').fill('Aarav Sharma');
      await page.locator('#kundli-gender').selectOption('male');
      await page.locator('#kundli-date').fill('1966-06-04');
      await page.locator('#kundli-time').fill('06:55:16');
      await page.locator('#kundli-birthPlace').fill('Moscow');
      const place = page.getByRole('option', { name: /^Moscow/ }).first();
      await expect(place).toBeVisible();
      await place.click();
      await page.locator('form button[type="submit"]').click();
      await expect(page).toHaveURL(/\/hi\/kundli\/[0-9a-f-]{36}$/, { timeout: 30_000 });
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    });
  });
}

test('the sign-in page in Hindi has all its words in Hindi', async ({ page }) => {
  await page.goto('/hi/login');
  const text = (await page.locator('main').innerText()).replace(/OTP|SMS|\+91|AstroVastu Kendra/g, '');
  const letters = text.match(/\p{L}/gu) ?? [];
  const devanagari = letters.filter((l) => DEVANAGARI.test(l));
  expect(devanagari.length / letters.length).toBeGreaterThan(0.9);
  await expect(page).toHaveTitle(/^लॉग इन \| /);
});
