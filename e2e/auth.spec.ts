import { expect, test, type Page } from '@playwright/test';
import { emailInbox, randomIp, randomMobile, smsInbox } from '../tests/support/otp-inbox';

// Each test is its own client address, so the per-address limits never couple tests.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
});

/** Asks for a code on the sign-in page (opened here unless `open` is false: already on it). */
async function requestCode(page: Page, mobile: string, open = true) {
  if (open) await page.goto('/login');
  await page.getByLabel('Mobile number').fill(mobile);
  const next = smsInbox(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page).toHaveURL(/\/otp$/);
  return next();
}

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}

test.describe('customer sign-in', () => {
  test('mobile number, code from the server console, profile, logout', async ({ page }) => {
    const mobile = randomMobile();
    await page.goto('/login');
    await expect(page.getByTestId('demo-notice')).toBeVisible();
    const send = page.getByRole('button', { name: 'Send OTP' });
    await expect(send).toBeDisabled();
    await page.getByLabel('Mobile number').fill('98765');
    await expect(send).toBeDisabled();
    const code = await requestCode(page, mobile);
    // The number is not in the URL.
    expect(page.url()).not.toContain(mobile);
    await expect(page.getByText(`+91 ${mobile}`)).toBeVisible();

    const verify = page.getByRole('button', { name: 'Verify OTP' });
    await expect(verify).toBeDisabled();
    await typeCode(page, code);
    await expect(verify).toBeEnabled();
    await verify.click();
    await expect(page).toHaveURL(/\/$/);

    const profileButton = page.locator('header summary').filter({ hasText: 'Profile' });
    await expect(profileButton).toBeVisible();
    await profileButton.click();
    await page.getByRole('link', { name: 'My Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText(`+91 ${mobile}`)).toBeVisible();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();

    await page.goto('/bookings');
    await expect(page.getByRole('heading', { name: 'No bookings yet' })).toBeVisible();

    // Signed in: the login screen sends you home.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);

    await profileButton.click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    // The server session is gone too: the profile call is refused.
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'session')).toBeUndefined();
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
  });

  test('SMS autofill: the whole code arriving in the first box at once fills all six', async ({ page }) => {
    const code = await requestCode(page, randomMobile());
    const box = (n: number) => page.getByLabel(`Digit ${n} of 6`);
    await box(1).focus();
    // One input event carrying six digits, as Android's and iOS's one-time-code autofill deliver it.
    await page.keyboard.insertText(code);
    for (const [i, d] of [...code].entries()) await expect(box(i + 1)).toHaveValue(d);
    const verify = page.getByRole('button', { name: 'Verify OTP' });
    await expect(verify).toBeEnabled();
    await verify.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('after sign-in the visitor is back on the page that sent them (/bookings), never on another site', async ({ page }) => {
    test.slow(); // two sign-ins
    await page.goto('/bookings');
    await expect(page).toHaveURL(/\/login\?next=%2Fbookings$/);
    const code = await requestCode(page, randomMobile(), false);
    await page.getByLabel('Digit 1 of 6').focus();
    await page.keyboard.insertText(code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL(/\/bookings$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Bookings');

    // The header's Login link carries the page too; a path to another site is ignored.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/kundli');
    await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?next=%2Fkundli');
    await page.goto('/login?next=%2F%2Fevil.example%2Fbookings');
    const elsewhere = await requestCode(page, randomMobile(), false);
    await page.getByLabel('Digit 1 of 6').focus();
    await page.keyboard.insertText(elsewhere);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  test('the six boxes: focus moves on, Backspace goes back, a pasted code fills them all', async ({ page }) => {
    await requestCode(page, randomMobile());
    const box = (n: number) => page.getByLabel(`Digit ${n} of 6`);
    await expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    await box(1).click();
    await page.keyboard.type('12');
    await expect(box(3)).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(box(2)).toBeFocused();
    await expect(box(2)).toHaveValue('');
    await page.keyboard.type('x');
    await expect(box(2)).toHaveValue('');

    await box(1).focus();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text', '654 321');
      document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    for (const [i, d] of [...'654321'].entries()) await expect(box(i + 1)).toHaveValue(d);
    await expect(page.getByRole('button', { name: 'Verify OTP' })).toBeEnabled();
  });

  test('a wrong code is refused with a clear message, and Resend waits for its countdown', async ({ page }) => {
    const code = await requestCode(page, randomMobile());
    await typeCode(page, code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.locator('main').getByRole('alert')).toHaveText('Invalid OTP. Please check the code and try again.');
    await expect(page).toHaveURL(/\/otp$/);
    await expect(page.getByText(/Resend available in 0:[0-3]\d/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend' })).toBeDisabled();
  });

  test('the OTP screen without a number from the login screen goes back to login', async ({ page }) => {
    await page.goto('/otp');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('asking again too soon shows the wait time', async ({ page }) => {
    const mobile = randomMobile();
    await requestCode(page, mobile);
    await page.goto('/login');
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.locator('main').getByRole('alert')).toHaveText(/Too many OTP requests\. Please try again in \d+ seconds?\./);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('stale user data without a session is cleared on the first refusal', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('userData', JSON.stringify({ _id: '3f0b7a8e-5a0c-4c55-9c1e-2b9d1e0c1a11', name: 'Old Session' })));
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
    expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });
});

test.describe('expert registration', () => {
  for (const [type, title, next] of [
    ['astrologer', 'Register Astrologer', /\/join\/astrologer$/],
    ['vastu', 'Register Vastu Astrologer', /\/join\/vastuastrologer$/],
  ] as const) {
    test(`${title}: details, SMS code from the console, e-mail code over SMTP, then the profile form`, async ({ page }) => {
      const mobile = randomMobile();
      const email = `e2e.${Date.now()}${Math.floor(Math.random() * 1e4)}@example.in`;
      await page.goto(`/join/register-astrologer?type=${type}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByTestId('demo-notice')).toBeVisible();
      await page.getByLabel('Name').fill('Meera Pillai');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Mobile number').fill(mobile);
      await page.getByLabel('Password').fill('Champa-Monsoon-Lane-7');
      const sms = smsInbox(mobile);
      const mail = emailInbox(email);
      await page.getByRole('button', { name: 'Send OTPs' }).click();
      await expect(page.getByRole('status').filter({ hasText: '✅ OTPs sent to your mobile and email!' })).toBeVisible({ timeout: 15_000 }); // scrypt and two deliveries: slow on a busy machine

      await page.getByLabel('Mobile OTP').fill(await sms());
      await page.getByRole('button', { name: 'Verify Mobile OTP' }).click();
      await expect(page.getByText('✅ Mobile OTP verified! Now verify your email OTP.')).toBeVisible();

      await page.getByLabel('Email OTP').fill(await mail());
      await page.getByRole('button', { name: 'Verify Email OTP' }).click();
      await expect(page).toHaveURL(next);
      await expect(page.locator('header summary').filter({ hasText: 'Meera Pillai' })).toBeVisible();
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? 'null'));
      expect(stored).toEqual(expect.objectContaining({ name: 'Meera Pillai', email, mobile }));
    });
  }

  test('codes typed in another browser than the one that asked for them are refused, and the details can be sent again', async ({ page }) => {
    const mobile = randomMobile();
    const email = `moved.${Date.now()}${Math.floor(Math.random() * 1e4)}@example.in`;
    await page.goto('/join/register-astrologer?type=astrologer');
    await page.getByLabel('Name').fill('Meera Pillai');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByLabel('Password').fill('Champa-Monsoon-Lane-7');
    const sms = smsInbox(mobile);
    await page.getByRole('button', { name: 'Send OTPs' }).click();
    await expect(page.getByRole('status').filter({ hasText: '✅ OTPs sent to your mobile and email!' })).toBeVisible({ timeout: 15_000 });
    const code = await sms();

    // As if the code were typed elsewhere: the registration belongs to the browser that started it.
    expect((await page.context().cookies()).map((c) => c.name)).toContain('registration');
    await page.context().clearCookies({ name: 'registration' });
    await page.getByLabel('Mobile OTP').fill(code);
    await page.getByRole('button', { name: 'Verify Mobile OTP' }).click();
    await expect(page.locator('main').getByRole('alert')).toHaveText(
      'This registration has expired or was started in another browser. Please fill in your details again.',
    );
    await page.getByRole('button', { name: 'Edit details' }).click();
    await expect(page.getByLabel('Email')).toHaveValue(email);
  });

  test('a common password and a wrong code are refused with clear messages', async ({ page }) => {
    const mobile = randomMobile();
    await page.goto('/join/register-astrologer?type=astrologer');
    await page.getByLabel('Name').fill('Meera Pillai');
    await page.getByLabel('Email').fill(`weak.${Date.now()}@example.in`);
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByLabel('Password').fill('password123');
    await page.getByRole('button', { name: 'Send OTPs' }).click();
    await expect(page.locator('main').getByRole('alert')).toHaveText('This password is too common or easy to guess. Please choose a stronger one.');

    await page.getByLabel('Password').fill('Champa-Monsoon-Lane-7');
    const sms = smsInbox(mobile);
    await page.getByRole('button', { name: 'Send OTPs' }).click();
    const code = await sms();
    await page.getByLabel('Mobile OTP').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify Mobile OTP' }).click();
    await expect(page.locator('main').getByRole('alert')).toHaveText('Invalid OTP. Please check the code and try again.');
  });
});
