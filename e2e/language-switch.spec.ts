import { expect, test, type Page } from '@playwright/test';

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
