import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { asAdmin, browserAdminMobile, signInBrowserAsAdmin } from '../tests/support/admin';
import { signIn } from '../tests/support/api-client';
import { randomIp } from '../tests/support/otp-inbox';
import { bookVastuCheck, payInTestMode } from '../tests/support/payments';
import { sendContactMessage } from './support/contact';
import { signInOnLoginPage } from './support/sign-in';

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
  test.slow(); // signs in through the pages, then opens the dashboard: near 30 s on a loaded machine
  const mobile = browserAdminMobile();
  await page.goto('/login');
  await signInOnLoginPage(page, mobile);
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Admin console' });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Messages' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Unread messages' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pending expert applications' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Bookings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bookings to call' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Waiting more than 24 hours' })).toBeVisible();
});

for (const path of ['/admin', '/admin/bookings', '/admin/messages', '/admin/users', '/admin/audit']) {
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

test('the admin marks a contact message handled', async ({ page, context, playwright, baseURL }) => {
  const email = await sendContactMessage(page.request, { fullName: 'Lata Kulkarni', countryCode: '+91', phone: '9822001122', message: 'Is a south-west bedroom good for my parents?' });
  await signInBrowserAsAdmin(playwright, context, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/messages');
  await page.getByLabel('Show').selectOption('new');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/status=new/);
  const row = page.getByTestId('message-row').filter({ hasText: email });
  await expect(row.getByText('New', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Mark handled' }).click();
  // The list of new messages is refreshed from the server: the handled one leaves it.
  await expect(row).toHaveCount(0);

  await page.goto('/admin/messages?status=handled');
  const handled = page.getByTestId('message-row').filter({ hasText: email });
  await expect(handled.getByText('Handled', { exact: true })).toBeVisible();
  await expect(handled.getByRole('button', { name: 'Mark handled' })).toHaveCount(0);
});

test('an editor opens the console and the articles but gets 403 on the bookings, messages and users pages and API', async ({ page, playwright, baseURL }) => {
  // page.request shares the browser's cookies: this signs the browser in as a new customer.
  const { mobile } = await signIn(page.request, baseURL!);
  const { request: admin, headers } = await asAdmin(playwright, baseURL!);
  const [user] = (await (await admin.get(`/api/admin/users?q=${mobile}`)).json()).users;
  expect((await admin.patch(`/api/admin/users/${user.id}`, { headers, data: { roles: ['customer', 'editor'] } })).status()).toBe(200);
  await admin.dispose();

  await page.setViewportSize({ width: 390, height: 844 });
  expect((await page.goto('/admin'))?.status()).toBe(200);
  const menu = page.getByRole('navigation', { name: 'Admin console' });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Bookings' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Messages' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Users' })).toHaveCount(0);
  expect((await page.goto('/admin/blogs'))?.status()).toBe(200);
  for (const path of ['/admin/bookings', '/admin/bookings/00000000-0000-4000-8000-000000000000', '/admin/messages', '/admin/users', '/admin/audit']) {
    expect((await page.goto(path))?.status(), path).toBe(403);
    await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  }
  expect(await axeViolations(page)).toEqual([]);
  for (const path of ['/api/admin/bookings', '/api/admin/messages', '/api/admin/users']) expect((await page.request.get(path)).status(), path).toBe(403);
});

test('an account page shows roles and sign-ins, passes axe and fits a 390 px phone', async ({ page, context, playwright, baseURL }) => {
  await signInBrowserAsAdmin(playwright, context, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/users');
  await page.getByLabel('Mobile number or e-mail').fill(browserAdminMobile());
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: `+91 ${browserAdminMobile()}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `+91 ${browserAdminMobile()}` })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Roles' }).getByLabel('Admin (everything)')).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Recent sign-ins' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

// Issue 23, finding 12: the users page with no search lists the accounts, newest first.
test('the users page with no search lists the accounts, and each opens its page', async ({ page, context, playwright, baseURL }) => {
  await signInBrowserAsAdmin(playwright, context, baseURL!);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  // No search problem shown (Next's route announcer, an empty alert outside the page, aside).
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('No account matches.')).toHaveCount(0);
  const rows = page.getByRole('table').getByRole('row').filter({ has: page.getByRole('link') });
  expect(await rows.count()).toBeGreaterThanOrEqual(2); // the two admins, at least
  const first = rows.first().getByRole('link');
  const label = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
});

for (const width of [1366, 390]) {
  test(`at ${width} px a replied message stays in the list of new ones, shown as replied, with its phone number on one line`, async ({ page, context, playwright, baseURL }) => {
    const email = await sendContactMessage(page.request, { fullName: 'Farhan Siddiqui', countryCode: '+971', phone: '501234567', message: 'Can you check the Vastu of my flat in Dubai Marina?' });
    await signInBrowserAsAdmin(playwright, context, baseURL!);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/messages?status=new');
    const row = page.getByTestId('message-row').filter({ hasText: email });
    // The number is one unbroken line, and the state fits its cell.
    const phone = row.getByRole('link', { name: '+971 501234567' });
    await expect(phone).toBeVisible();
    expect(await phone.evaluate((a) => new Set([...a.getClientRects()].map((r) => Math.round(r.top))).size)).toBe(1);
    const status = row.getByTestId('message-status');
    expect(await status.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);

    await row.getByText('Reply by e-mail to Farhan Siddiqui').click();
    await row.getByLabel('Your reply').fill('Namaste Farhan, yes: we consult online for flats abroad.');
    await row.getByRole('button', { name: 'Send reply' }).click();
    await expect(row.getByRole('status').getByText('Reply sent.')).toBeVisible();
    // Still in the list the admin is reading, now handled and replied, with the reply shown.
    await expect(status).toHaveText(/Handled/);
    await expect(status).toHaveText(/Replied/);
    await expect(row.getByText('Namaste Farhan, yes: we consult online for flats abroad.')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Mark handled' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`messages-${width}.png`), fullPage: true });

    // A reload reads the list afresh: a handled message is no longer new.
    await page.reload();
    await expect(page.getByTestId('message-row').filter({ hasText: email })).toHaveCount(0);
  });
}

for (const width of [390, 1366]) {
  test(`at ${width} px the dashboard shows today’s and this month’s paid revenue and refunds in rupees`, async ({ page, context, playwright, baseURL }) => {
    // A paid booking today, so today's figure is at least its price.
    const customer = await playwright.request.newContext({ baseURL });
    const { headers } = await signIn(customer, baseURL!);
    const booking = await bookVastuCheck(customer, headers);
    await payInTestMode(customer, headers, booking.id);
    await customer.dispose();

    await signInBrowserAsAdmin(playwright, context, baseURL!);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin');
    const money = page.getByRole('region', { name: 'Payments' });
    await expect(money.getByRole('columnheader', { name: 'Today' })).toBeVisible();
    await expect(money.getByRole('columnheader', { name: 'This month' })).toBeVisible();
    const rupees = /^₹(\d{1,3}|\d{1,2}(,\d\d)*,\d{3})(\.\d\d)?$/;
    for (const id of ['revenue-today', 'revenue-month', 'refunds-today', 'refunds-month']) await expect(page.getByTestId(id)).toHaveText(rupees);
    const paise = async (id: string) => Number((await page.getByTestId(id).innerText()).replace(/[₹,]/g, '')) * 100;
    expect(await paise('revenue-today')).toBeGreaterThanOrEqual(booking.amountPaise);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
