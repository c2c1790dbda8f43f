import { expect, test, type Page } from '@playwright/test';
import { signInBrowserAsAdmin } from '../tests/support/admin';
import { randomIp, randomMobile } from '../tests/support/otp-inbox';
import { sendContactMessage } from './support/contact';

// The Content-Security-Policy must protect without breaking the site: pages load, hydrate and
// work in Chromium with no violation reported and no page error.

/** Collects CSP violations (the DOM event and the console's report) and uncaught errors. */
async function watchForViolations(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolations: string[] }).__cspViolations ??= [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(msg.text())) problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  return problems;
}

async function violationsIn(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
});

test('the home page loads and hydrates with no CSP violation', async ({ page }) => {
  const problems = await watchForViolations(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Hydrated: a client-side menu answers.
  await page.waitForLoadState('networkidle');
  expect([...problems, ...(await violationsIn(page))]).toEqual([]);
});

test('the kundli form works and its result page (with a nonce) renders, with no CSP violation', async ({ page }) => {
  test.slow(); // a form, a chart and two full page loads waiting for the network to settle
  const problems = await watchForViolations(page);
  await page.goto('/kundli');
  await page.getByLabel('Name').fill('Ira Menon');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Date of birth').fill('1992-11-09');
  await page.getByLabel('Time of birth').fill('08:05:00');
  const combo = page.getByRole('combobox', { name: 'Birth place' });
  await combo.fill('Jaipur');
  await page.getByRole('option', { name: /^Jaipur/ }).first().click();
  expect([...problems, ...(await violationsIn(page))]).toEqual([]);
  await page.getByRole('button', { name: 'Generate Kundli' }).click();
  await expect(page).toHaveURL(/\/kundli\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kundli of Ira Menon');
  await page.waitForLoadState('networkidle');
  expect([...problems, ...(await violationsIn(page))]).toEqual([]);
  // Loaded directly, the result page is rendered with a nonce; it must hydrate as well.
  await page.reload();
  await expect(page.getByRole('img', { name: /North Indian chart/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...problems, ...(await violationsIn(page))]).toEqual([]);
});

test('the login page sends a code with no CSP violation', async ({ page }) => {
  const problems = await watchForViolations(page);
  await page.goto('/login');
  await page.getByLabel('Mobile number').fill(randomMobile());
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByLabel('Digit 1 of 6')).toBeVisible();
  expect([...problems, ...(await violationsIn(page))]).toEqual([]);
});

test('the console, bookings and profile pages (with a nonce) run their scripts, with no CSP violation', async ({ page, context, playwright, baseURL }) => {
  test.slow(); // a contact message, then four pages rendered per request
  const email = await sendContactMessage(page.request, { emailPrefix: 'csp', fullName: 'Nonce Visitor', countryCode: '+91', phone: '9822001122', message: '<script>alert(1)</script> Is a north-east kitchen bad?' });
  await signInBrowserAsAdmin(playwright, context, baseURL!);
  const problems = await watchForViolations(page);

  const messages = await page.goto('/admin/messages?status=new');
  expect(messages?.headers()['content-security-policy']).toMatch(/'nonce-[^']+'/);
  const row = page.getByTestId('message-row').filter({ hasText: email });
  await row.getByRole('button', { name: 'Mark handled' }).click();
  // The button's handler ran (React hydrated under the nonce): the handled message leaves the list.
  await expect(row).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect([...problems, ...(await violationsIn(page))]).toEqual([]);

  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/\/admin\/messages/);

  // The profile is a client screen whose script sends a browser that has no signed-in user
  // stored (this one only has the console's cookie) to the login page: that move is its script running.
  const profile = await page.goto('/profile');
  expect(profile?.headers()['content-security-policy']).toMatch(/'nonce-[^']+'/);
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);

  const bookings = await page.goto('/bookings');
  expect(bookings?.headers()['content-security-policy']).toMatch(/'nonce-[^']+'/);
  await expect(page.getByRole('heading', { name: 'My Bookings', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...problems, ...(await violationsIn(page))]).toEqual([]);
});
