import { expect, test } from '@playwright/test';
import { signInBrowserAsAdmin } from '../tests/support/admin';
import { signIn } from '../tests/support/api-client';
import { randomIp, smsNoticeInbox } from '../tests/support/otp-inbox';
import { bookVastuCheck, payInTestMode } from '../tests/support/payments';
import { astrologyOnSlot, slotsOf } from '../tests/support/slots';

// Issue 24, the console's booking tools in a browser, at phone and laptop width: the dashboard's
// money and next appointments after a paid booking, giving that consultation to another expert
// at one of their free times, and undoing a wrong "Completed". Other tests share the server:
// figures are compared as "at least", rows are found by booking number or id.

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
});

const sidewaysScroll = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const width of [390, 1366]) {
  test(`at ${width} px: a paid consultation shows on the dashboard, and the admin gives it to another expert`, async ({ page, context, playwright, baseURL }) => {
    test.slow();
    const customer = await playwright.request.newContext({ baseURL });
    const { headers, mobile } = await signIn(customer, baseURL!);
    const slots = await slotsOf(customer, 'pandit-dinesh-shastri', { days: '7' });
    const slot = slots[Math.floor(Math.random() * slots.length)]!;
    const created = await customer.post('/api/bookings', { headers, data: astrologyOnSlot(slot.start, 'pandit-dinesh-shastri') });
    expect(created.status(), await created.text()).toBe(201);
    const booking = (await created.json()).data as { _id: string; number: string; amountPaise: number };
    await payInTestMode(customer, headers, booking._id);

    await signInBrowserAsAdmin(playwright, context, baseURL!);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin');
    const paidToday = (await page.getByTestId('revenue-today').textContent())!.replace(/[₹,]/g, '');
    expect(Math.round(Number(paidToday) * 100)).toBeGreaterThanOrEqual(booking.amountPaise);
    const appointments = page.getByTestId('appointments-pandit-dinesh-shastri');
    await expect(appointments.getByRole('heading', { name: /Pandit Dinesh Shastri/ })).toBeVisible();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await appointments.getByRole('link', { name: booking.number }).click();

    await expect(page).toHaveURL(new RegExp(`/admin/bookings/${booking._id}$`));
    await expect(page.getByTestId('booking-facts').getByText(booking.number)).toBeVisible();
    await expect(page.getByTestId('status-badge').first()).toContainText('Paid');
    // Not yet: the consultation has not begun.
    await page.getByLabel('New state').selectOption('completed');
    await expect(page.getByText(/has not started yet/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark completed' })).toBeDisabled();

    const form = page.getByTestId('appointment-move');
    await form.getByLabel('Expert').selectOption('pandit-harish-mishra');
    const times = form.getByLabel('Free slot (India time)');
    await expect(times).toBeVisible();
    // A time from the later half of the list: other tests book the first free times.
    const values = await times.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    await times.selectOption(values[Math.floor(values.length / 2 + (Math.random() * values.length) / 2)]!);
    const notice = smsNoticeInbox(mobile);
    await form.getByRole('button', { name: 'Give this consultation to the expert at this time' }).click();
    await expect(form.getByText(/The consultation is now with Pandit Harish Mishra on .*The customer has been told\./)).toBeVisible();
    await expect(page.getByTestId('history-row').filter({ hasText: 'Now with Pandit Harish Mishra' })).toBeVisible();
    expect(await notice()).toMatch(new RegExp(`Your consultation ${booking.number} is now with Pandit Harish Mishra on `));
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await customer.dispose();
  });

  test(`at ${width} px: the admin undoes a wrong "Completed" with a reason`, async ({ page, context, playwright, baseURL }) => {
    test.slow(); // a customer and an admin, three page loads
    const customer = await playwright.request.newContext({ baseURL });
    const { headers } = await signIn(customer, baseURL!);
    const { id } = await bookVastuCheck(customer, headers);
    await payInTestMode(customer, headers, id);

    await signInBrowserAsAdmin(playwright, context, baseURL!);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin/bookings/${id}`);
    await page.getByLabel('New state').selectOption('completed');
    await page.getByRole('button', { name: 'Mark completed' }).click();
    // The page reloads on success, and the moving form gives way to the undo form.
    await expect(page.getByTestId('history-row').filter({ hasText: 'Paid to Completed' })).toBeVisible();

    await page.getByRole('button', { name: 'Reopen the booking' }).click();
    await expect(page.getByText('Please write why this booking is reopened.')).toBeVisible();
    await page.getByLabel('Reason').fill('Marked completed by mistake');
    await page.getByRole('button', { name: 'Reopen the booking' }).click();
    const undone = page.getByTestId('history-row').filter({ hasText: 'Completed to Paid' });
    await expect(undone).toContainText('Reopened: Marked completed by mistake');
    await expect(page.getByTestId('status-badge').first()).toContainText('Paid');
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await customer.dispose();
  });
}
