import { expect, test, type APIRequestContext } from '@playwright/test';
import { indiaToday } from '../../lib/consultations/booking-dates';
import { asAdmin } from '../support/admin';
import { signIn } from '../support/api-client';
import { bookVastuCheck, payInTestMode } from '../support/payments';

// Issue 24, the console's dashboard: today's and this month's paid revenue and refunds, in India
// time. Other tests pay and refund on the same database at the same time, so the figures are
// compared as "moved by at least" what this test did, never as exact totals.

const FIGURES = ['revenue-today', 'refunds-today', 'revenue-month', 'refunds-month'] as const;
type Figures = Record<(typeof FIGURES)[number], number>;

/** The dashboard's money figures, in paise, read from the page as the admin sees it ("₹1,23,456.50"). */
async function dashboardFigures(admin: APIRequestContext): Promise<Figures> {
  const res = await admin.get('/admin');
  expect(res.status()).toBe(200);
  const html = (await res.text()).replace(/<!-- -->/g, '');
  const figures = {} as Figures;
  for (const id of FIGURES) {
    const shown = html.match(new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`))?.[1];
    expect(shown, `${id} on the dashboard`).toMatch(/^₹(\d{1,3}|\d{1,2}(,\d\d)*,\d{3})(\.\d\d)?$/);
    const [rupees, paise = '0'] = shown!.slice(1).replace(/,/g, '').split('.');
    figures[id] = Number(rupees) * 100 + Number(paise.padEnd(2, '0'));
  }
  return figures;
}

test('paying two bookings and refunding one moves today’s and this month’s revenue and refunds', async ({ playwright, baseURL }) => {
  const { request: admin, headers: adminHeaders } = await asAdmin(playwright, baseURL!);
  const customer = await playwright.request.newContext({ baseURL });
  const { headers } = await signIn(customer, baseURL!);
  const dayBefore = indiaToday();
  const before = await dashboardFigures(admin);

  const first = await bookVastuCheck(customer, headers);
  const second = await bookVastuCheck(customer, headers);
  await payInTestMode(customer, headers, first.id);
  await payInTestMode(customer, headers, second.id);
  const refunded = await admin.patch(`/api/admin/bookings/${second.id}`, { headers: adminHeaders, data: { status: 'refunded', note: 'Customer cannot make it' } });
  expect(refunded.status(), await refunded.text()).toBe(200);

  const after = await dashboardFigures(admin);
  const paid = first.amountPaise + second.amountPaise;
  // A run across midnight (or the month's end) in India starts a new day's (month's) figures.
  const sameDay = indiaToday() === dayBefore;
  const sameMonth = indiaToday().slice(0, 7) === dayBefore.slice(0, 7);
  if (sameDay) {
    expect(after['revenue-today'] - before['revenue-today']).toBeGreaterThanOrEqual(paid);
    expect(after['refunds-today'] - before['refunds-today']).toBeGreaterThanOrEqual(second.amountPaise);
  }
  if (sameMonth) {
    expect(after['revenue-month'] - before['revenue-month']).toBeGreaterThanOrEqual(paid);
    expect(after['refunds-month'] - before['refunds-month']).toBeGreaterThanOrEqual(second.amountPaise);
  }
  // Today is part of this month.
  expect(after['revenue-month']).toBeGreaterThanOrEqual(after['revenue-today']);
  expect(after['refunds-month']).toBeGreaterThanOrEqual(after['refunds-today']);
  await customer.dispose();
  await admin.dispose();
});
