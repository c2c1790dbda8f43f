import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { browserAdminMobile, signInBrowserAsAdmin } from '../tests/support/admin';
import { randomIp, smsInbox } from '../tests/support/otp-inbox';

// Issue 11, the admin console in a browser: the admin the command created signs in with the
// same OTP flow as a customer; the console's pages pass axe and fit a 390 px phone.

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
});

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('an admin created with npm run admin:create signs in and sees the dashboard', async ({ page }) => {
  const mobile = browserAdminMobile();
  await page.goto('/login');
  await page.getByLabel('Mobile number').fill(mobile);
  const next = smsInbox(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page).toHaveURL(/\/otp$/);
  const code = await next();
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Admin console' });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Messages' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Unread messages' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pending expert applications' })).toBeVisible();
  await expect(page.getByText(/once online bookings are switched on/)).toBeVisible();
});

for (const path of ['/admin', '/admin/audit']) {
  test(`${path} passes axe and fits a 390 px phone`, async ({ page, context, playwright, baseURL }) => {
    await signInBrowserAsAdmin(playwright, context, baseURL!);
    await page.setViewportSize({ width: 390, height: 844 });
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
