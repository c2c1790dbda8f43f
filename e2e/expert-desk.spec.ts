import { expect, test } from '@playwright/test';
import { publishedExpert } from '../tests/support/admin-content';
import { randomIp } from '../tests/support/otp-inbox';
import { bookableDate, payInTestMode } from '../tests/support/payments';
import { customer } from '../tests/support/results';
import { astrologyOnSlot, birth, slotsOf } from '../tests/support/slots';
import { signInAs } from './support/experts';

// Issue 24, the expert's desk at 390 and 1366 px: an approved expert signs in, finds their paid
// consultations at /expert with the customer's name, adds the video call's link, marks a begun
// one done with a summary; the customer then reads the link and the summary on their bookings.

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
});

for (const width of [390, 1366]) {
  test(`at ${width} px the expert adds a meeting link and marks a consultation done; the customer sees both`, async ({ browser, playwright, baseURL }) => {
    const expert = await publishedExpert(playwright, baseURL!);
    const buyer = await customer(playwright, baseURL!);
    const [slot] = await slotsOf(buyer.request, expert.slug);
    const call = await buyer.request.post('/api/bookings', { headers: buyer.headers, data: { ...astrologyOnSlot(slot!.start, expert.slug), mode: 'video', customerName: 'Meena Sharma' } });
    expect(call.status(), await call.text()).toBe(201);
    const callId = (await call.json()).data._id as string;
    await payInTestMode(buyer.request, buyer.headers, callId);
    // A report has no appointment: its expert may mark it done at once.
    const report = await buyer.request.post('/api/bookings', {
      headers: buyer.headers,
      data: { serviceSlug: 'personality-report', preferredDate: bookableDate(), timeWindow: 'morning', details: birth, expertSlug: expert.slug },
    });
    expect(report.status(), await report.text()).toBe(201);
    const reportId = (await report.json()).data._id as string;
    await payInTestMode(buyer.request, buyer.headers, reportId);

    const expertContext = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    await signInAs(expertContext, expert.applicant.request);
    const page = await expertContext.newPage();
    // It shows what customers typed (names, notes): rendered per request with a nonce, no inline script runs without it.
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    const opened = await page.goto('/expert');
    expect(opened?.headers()['content-security-policy']).toMatch(/'nonce-[^']+'/);
    expect(opened?.headers()['cache-control']).toMatch(/no-store|private/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your expert desk' })).toBeVisible();
    const upcoming = page.getByRole('region', { name: 'Upcoming consultations' });
    const callCard = upcoming.getByTestId('desk-booking').filter({ hasText: 'Astrology Consultation' });
    await expect(callCard).toContainText('Meena Sharma');
    await expect(callCard).toContainText(`${birth.name}, born`);
    await expect(callCard.getByRole('button', { name: 'Mark done' })).toBeDisabled();
    await expect(callCard).toContainText('You can mark it done once its time has begun.');

    await callCard.getByRole('textbox', { name: 'Meeting link' }).fill('http://meet.example.com/room');
    await callCard.getByRole('button', { name: 'Add link' }).click();
    await expect(callCard.getByText('The meeting link must be a full https:// address')).toBeVisible();
    await callCard.getByRole('textbox', { name: 'Meeting link' }).fill('https://meet.google.com/abc-defg-hij');
    await callCard.getByRole('button', { name: 'Add link' }).click();
    await expect(callCard.getByRole('link', { name: 'https://meet.google.com/abc-defg-hij' })).toBeVisible();

    const reportCard = upcoming.getByTestId('desk-booking').filter({ hasText: 'Personality Report' });
    await reportCard.getByRole('textbox', { name: 'Summary for the customer (optional)' }).fill('Your Sun in Leo: lead with warmth.');
    await reportCard.getByRole('button', { name: 'Mark done' }).click();
    await expect(page.getByRole('region', { name: 'Recently done' }).getByTestId('desk-booking').filter({ hasText: 'Personality Report' })).toContainText('Your Sun in Leo: lead with warmth.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(violations).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `docs/screenshots/expert-desk-${width}.png`, fullPage: false });
    await expertContext.close();

    const customerContext = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    await signInAs(customerContext, buyer.request);
    const mine = await customerContext.newPage();
    await mine.goto(`/bookings/${callId}`);
    await expect(mine.getByTestId('meeting-link')).toHaveAttribute('href', 'https://meet.google.com/abc-defg-hij');
    await mine.goto(`/bookings/${reportId}`);
    await expect(mine.getByTestId('expert-summary')).toHaveText('Your Sun in Leo: lead with warmth.');
    await mine.goto('/bookings');
    await expect(mine.getByTestId('expert-summary')).toHaveText('Your Sun in Leo: lead with warmth.');
    await customerContext.close();
  });
}

test('the desk is for approved experts only: a customer gets 403', async ({ browser, playwright, baseURL }) => {
  const someone = await customer(playwright, baseURL!);
  const context = await browser.newContext({ baseURL });
  await signInAs(context, someone.request);
  const page = await context.newPage();
  const res = await page.goto('/expert');
  expect(res?.status()).toBe(403);
  await context.close();
});
