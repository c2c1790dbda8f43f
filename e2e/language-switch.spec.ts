import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../tests/support/api-client';

// The header's language switch leads to the same page in the other language (issue 26), on a
// phone (inside the menu) and on a desktop.

/** Follows the header's switch, opening the phone menu first where the header folds into it. */
async function switchLanguage(page: Page, to: 'English' | 'हिन्दी') {
  const link = page.locator('header').getByRole('link', { name: to, exact: true });
  if (!(await link.isVisible())) await page.locator('header').getByRole('button', { name: /Menu|मेन्यू/ }).click();
  await expect(link).toBeVisible();
  await link.click();
}

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the home page switches to Hindi and back', async ({ page }) => {
      await page.goto('/');
      await switchLanguage(page, 'हिन्दी');
      await expect(page).toHaveURL(/\/hi$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('घर में सुख-शांति, जीवन में स्पष्ट राह');
      await switchLanguage(page, 'English');
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harmony for your home, clarity for your life');
    });

    test('a tool page switches to the same tool in Hindi, whose links stay in Hindi', async ({ page }) => {
      await page.goto('/kundli');
      await switchLanguage(page, 'हिन्दी');
      await expect(page).toHaveURL(/\/hi\/kundli$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.locator('header').getByRole('link', { name: 'English', exact: true })).toHaveAttribute('href', '/kundli');
      await expect(page.locator('footer').getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute('href', '/hi/privacy-policy');
    });
  });
}

test('the chosen language is remembered for per-visitor pages, never for public ones', async ({ page, context, baseURL }) => {
  await signIn(page.request, baseURL!);
  await page.goto('/');
  await switchLanguage(page, 'हिन्दी');
  await expect(page).toHaveURL(/\/hi$/);
  // My Bookings from a bookmark opens in Hindi…
  await page.goto('/bookings');
  await expect(page).toHaveURL(/\/hi\/bookings$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // …while a public page answers by its address alone, the same for everyone (and cacheable).
  const home = await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  expect(home!.headers()['cache-control']).toMatch(/^public/);
  expect(home!.headers()['set-cookie']).toBeUndefined();
  // Switching back to English is remembered too.
  await page.goto('/hi/bookings');
  await switchLanguage(page, 'English');
  await expect(page).toHaveURL(/\/bookings$/);
  await page.goto('/hi/bookings');
  await expect(page).toHaveURL(/\/bookings$/);
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
});

test('the console, English only, offers no language switch', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('header').getByRole('link', { name: 'हिन्दी', exact: true })).toHaveCount(0);
});
