import { expect, test, type Page } from '@playwright/test';
import { randomIp, randomMobile } from '../tests/support/otp-inbox';
import { signInOnLoginPage } from './support/sign-in';
import { devanagariShare } from './support/devanagari';

// Issue 26: My Profile in Hindi (/hi/profile), and the account's language: a sign-up on a Hindi
// page makes a Hindi account, and My Profile changes the language of its SMS and e-mail.

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
});

/** Signs a new number up from the Hindi sign-in page, coming back to /hi/profile. */
async function signUpInHindi(page: Page): Promise<string> {
  const mobile = randomMobile();
  await page.goto('/hi/login?next=%2Fhi%2Fprofile');
  await signInOnLoginPage(page, mobile, 'hi');
  await expect(page).toHaveURL(/\/hi\/profile$/, { timeout: 20_000 });
  return mobile;
}

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('My Profile reads in Hindi, and the language of messages is Hindi after a Hindi sign-up and can be changed', async ({ page }) => {
      test.setTimeout(90_000);
      const mobile = await signUpInHindi(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('मेरी प्रोफ़ाइल');
      await expect(page).toHaveTitle(/मेरी प्रोफ़ाइल/);
      await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 2, name: 'अपना विवरण बदलें' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'सहेजी गई रिपोर्ट' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'आपका डेटा' })).toBeVisible();
      await expect(page.getByText(`+91 ${mobile}`)).toBeVisible();
      await expect(page.getByText('अभी कोई रिपोर्ट सहेजी नहीं गई है।')).toBeVisible();
      await expect(page.getByRole('link', { name: 'कुंडली', exact: true })).toHaveAttribute('href', '/hi/kundli');
      // No notice that the page is English: it is translated.
      await expect(page.locator('main')).not.toHaveAttribute('lang', 'en');
      expect(await devanagariShare(page)).toBeGreaterThanOrEqual(0.8);

      const languages = page.getByRole('group', { name: 'आपके SMS और ईमेल की भाषा' });
      await expect(languages.getByRole('radio', { name: 'हिन्दी' })).toBeChecked();
      await languages.getByRole('radio', { name: 'English' }).check();
      await page.getByRole('button', { name: 'भाषा सहेजें' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'आपकी भाषा सहेज ली गई।' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('group', { name: 'आपके SMS और ईमेल की भाषा' }).getByRole('radio', { name: 'English' })).toBeChecked();

      // A bad name: the contract's problem, in Hindi.
      await page.getByLabel('नाम', { exact: true }).fill(' ');
      await page.getByRole('button', { name: 'नाम सहेजें' }).click();
      await expect(page.locator('main').getByRole('alert')).toHaveText('कृपया अपना नाम दर्ज करें।');

      // The confirm dialog before deleting the account, in Hindi; cancelled.
      await page.getByRole('button', { name: 'मेरा खाता हटाएँ' }).click();
      const dialog = page.getByRole('dialog', { name: 'अपना खाता हटाएँ?' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'रद्द करें' })).toBeFocused();
      await dialog.getByRole('button', { name: 'रद्द करें' }).click();
      await expect(dialog).toBeHidden();

      // The same account's English page is as it always was.
      await page.goto('/profile');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Profile');
      await expect(page.getByRole('heading', { level: 2, name: 'Edit your details' })).toBeVisible();
      await expect(page.getByRole('group', { name: 'Language of your SMS and e-mail' }).getByRole('radio', { name: 'English' })).toBeChecked();
    });
  });
}
