import { expect, test, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import pg from 'pg';
import { asAdmin } from '../support/admin';
import { signIn } from '../support/api-client';
import { smsNoticeInbox } from '../support/otp-inbox';
import { bookableDate, bookVastuCheck, payInTestMode } from '../support/payments';

// Issue 11, bookings in the console: an admin finds a customer's booking by number, state or id,
// schedules it (the customer sees it and is told), refunds through the payment provider, and
// every move is in the audit log. Customers and anonymous callers are refused by
// admin-access.spec.ts, which reads every route under app/api/admin.

async function paidBooking(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string) {
  const request = await playwright.request.newContext({ baseURL });
  const { headers, mobile } = await signIn(request, baseURL);
  const booking = await bookVastuCheck(request, headers);
  await payInTestMode(request, headers, booking.id);
  return { request, headers, mobile, id: booking.id };
}

/** An agreed time a week ahead, 10:30 in India, and the instant it names. */
const AGREED = `${bookableDate()}T10:30:00+05:30`;
const AGREED_INSTANT = new Date(AGREED).toISOString();

async function auditOf(admin: APIRequestContext, targetId: string): Promise<string[]> {
  const { entries } = await (await admin.get('/api/admin/audit')).json();
  return (entries as { action: string; targetId: string }[]).filter((e) => e.targetId === targetId).map((e) => e.action);
}

test('the admin finds a paid booking by the customer\'s number, its id and its state', async ({ playwright, baseURL }) => {
  const customer = await paidBooking(playwright, baseURL!);
  const { request: admin } = await asAdmin(playwright, baseURL!);

  const byMobile = await admin.get(`/api/admin/bookings?q=${customer.mobile}`);
  expect(byMobile.status()).toBe(200);
  expect(byMobile.headers()['cache-control']).toBe('private, no-store');
  const page = await byMobile.json();
  expect(page.items.map((b: { _id: string }) => b._id)).toEqual([customer.id]);
  expect(page.items[0]).toMatchObject({ status: 'paid', amountPaise: 510000, customer: { mobile: `+91 ${customer.mobile}` }, payments: [{ status: 'paid', amountPaise: 510000 }] });

  expect((await (await admin.get(`/api/admin/bookings?q=${customer.id}`)).json()).items).toHaveLength(1);
  const paid = await (await admin.get('/api/admin/bookings?status=paid')).json();
  expect(paid.items.every((b: { status: string }) => b.status === 'paid')).toBe(true);
  expect(paid.pageSize).toBe(25);

  for (const bad of ['status=lost', 'q=hello', 'from=2026-02-30', 'from=2026-12-01&to=2026-11-01', 'page=0']) {
    const res = await admin.get(`/api/admin/bookings?${bad}`);
    expect(res.status(), bad).toBe(400);
  }
  expect((await admin.get('/api/admin/bookings/00000000-0000-4000-8000-000000000000')).status()).toBe(404);
});

test('the admin schedules a paid booking; the customer sees it and is told; then refunds it', async ({ playwright, baseURL }) => {
  const customer = await paidBooking(playwright, baseURL!);
  const { request: admin, headers } = await asAdmin(playwright, baseURL!);

  const noTime = await admin.patch(`/api/admin/bookings/${customer.id}`, { headers, data: { status: 'scheduled' } });
  expect(noTime.status()).toBe(400);
  expect((await admin.patch(`/api/admin/bookings/${customer.id}`, { headers, data: { status: 'cancelled' } })).status()).toBe(409);
  const longPast = await admin.patch(`/api/admin/bookings/${customer.id}`, { headers, data: { status: 'scheduled', scheduledAt: '2001-01-01T10:30:00+05:30' } });
  expect(longPast.status()).toBe(400);
  expect((await longPast.json()).message).toMatch(/from today up to 365 days ahead/);

  const notice = smsNoticeInbox(customer.mobile);
  const scheduled = await admin.patch(`/api/admin/bookings/${customer.id}`, { headers, data: { status: 'scheduled', scheduledAt: AGREED, note: 'Called; agreed by phone' } });
  expect(scheduled.status(), await scheduled.text()).toBe(200);
  expect((await scheduled.json()).booking).toMatchObject({ status: 'scheduled', scheduledFor: AGREED_INSTANT });
  expect(await notice()).toMatch(/Professional Vastu Check is now Scheduled/);

  const mine = await (await customer.request.get(`/api/bookings/${customer.id}`, { headers: customer.headers })).json();
  expect(mine.data).toMatchObject({ status: 'scheduled', scheduledFor: AGREED_INSTANT });
  expect(mine.data.history.at(-1)).toMatchObject({ fromStatus: 'paid', toStatus: 'scheduled', actorKind: 'admin', note: 'Called; agreed by phone' });

  const refunded = await admin.patch(`/api/admin/bookings/${customer.id}`, { headers, data: { status: 'refunded', note: 'Customer cannot make it' } });
  expect(refunded.status(), await refunded.text()).toBe(200);
  expect((await refunded.json()).booking.status).toBe('refunded');
  // Final: nothing moves a refunded booking again.
  expect((await admin.patch(`/api/admin/bookings/${customer.id}`, { headers, data: { status: 'completed' } })).status()).toBe(409);
  expect(await auditOf(admin, customer.id)).toEqual(['booking.refunded', 'booking.scheduled']);
});

test('two admins pressing Refund at once give the money back once', async ({ playwright, baseURL }) => {
  const customer = await paidBooking(playwright, baseURL!);
  const first = await asAdmin(playwright, baseURL!);
  const second = await asAdmin(playwright, baseURL!);

  const answers = await Promise.all(
    [first, second].map(({ request, headers }) => request.patch(`/api/admin/bookings/${customer.id}`, { headers, data: { status: 'refunded', note: 'Refund asked by phone' } })),
  );
  expect(answers.map((a) => a.status()).sort()).toEqual([200, 409]);
  const refused = answers.find((a) => a.status() === 409)!;
  expect((await refused.json()).message).toMatch(/refund/i);

  const { booking } = await (await first.request.get(`/api/admin/bookings/${customer.id}`)).json();
  expect(booking.status).toBe('refunded');
  expect(booking.payments).toHaveLength(1);
  expect(booking.payments[0].refundId).toMatch(/^rfnd_test_/);
  expect(booking.history.filter((e: { toStatus: string }) => e.toStatus === 'refunded')).toHaveLength(1);
  expect(booking.history.at(-1).actor).toMatchObject({ mobile: expect.stringMatching(/^\d{10}$/) });
  expect(await auditOf(first.request, customer.id)).toEqual(['booking.refunded']);
});

test('an unpaid booking is cancelled from the console, not refunded', async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const { headers: customerHeaders } = await signIn(request, baseURL!);
  const booking = await bookVastuCheck(request, customerHeaders);
  const { request: admin, headers } = await asAdmin(playwright, baseURL!);

  const refund = await admin.patch(`/api/admin/bookings/${booking.id}`, { headers, data: { status: 'refunded', note: 'x' } });
  expect(refund.status()).toBe(409);
  const cancelled = await admin.patch(`/api/admin/bookings/${booking.id}`, { headers, data: { status: 'cancelled', note: 'Customer booked twice' } });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  expect((await cancelled.json()).booking.status).toBe('cancelled');
  expect(await auditOf(admin, booking.id)).toEqual(['booking.cancelled']);
});

test('the dashboard counts paid bookings to call and those waiting past the 24-hour promise', async ({ playwright, baseURL }) => {
  await paidBooking(playwright, baseURL!);
  const { request: admin } = await asAdmin(playwright, baseURL!);
  const res = await admin.get('/admin');
  expect(res.status()).toBe(200);
  const html = (await res.text()).replaceAll('<!-- -->', '');
  expect(Number(/data-testid="bookings-to-call">(\d+)</.exec(html)?.[1])).toBeGreaterThanOrEqual(1);
  // A booking paid a moment ago is not overdue; the count is there, and says so in words when it is not zero.
  const overdue = Number(/data-testid="overdue-bookings">(\d+)</.exec(html)?.[1]);
  expect(Number.isInteger(overdue)).toBe(true);
  expect(html).toContain(overdue > 0 ? 'Overdue: we promise a call within 24 hours of payment.' : 'None: every paid booking was called in time.');
});

test('a paid booking waiting more than 24 hours for a call is overdue, in words, on the dashboard and in the list', async ({ playwright, baseURL }) => {
  // Only PostgreSQL (scripts/test-postgres.sh) lets a test move the payment back in time.
  test.skip(!process.env.DATABASE_URL, 'needs the PostgreSQL run');
  const customer = await paidBooking(playwright, baseURL!);
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query("update payments set paid_at = now() - interval '25 hours' where booking_id = $1", [customer.id]);
  } finally {
    await client.end();
  }
  const { request: admin, headers } = await asAdmin(playwright, baseURL!);
  // React puts <!-- --> between adjacent text parts of the server HTML.
  const textOf = async (path: string) => (await (await admin.get(path)).text()).replaceAll('<!-- -->', '');
  const dashboard = await textOf('/admin');
  expect(Number(/data-testid="overdue-bookings">(\d+)</.exec(dashboard)?.[1])).toBeGreaterThanOrEqual(1);
  expect(dashboard).toContain('Overdue: we promise a call within 24 hours of payment.');
  expect(await textOf(`/admin/bookings?q=${customer.id}`)).toContain('Overdue: paid more than 24 hours ago, not called yet');

  // Once called and scheduled, the promise is kept: the words go.
  const scheduled = await admin.patch(`/api/admin/bookings/${customer.id}`, { headers, data: { status: 'scheduled', scheduledAt: AGREED } });
  expect(scheduled.status()).toBe(200);
  expect(await textOf(`/admin/bookings?q=${customer.id}`)).not.toContain('Overdue:');
});
