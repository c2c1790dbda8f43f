import { expect, test, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { NOT_BEGUN_MESSAGE } from '../../lib/consultations/booking-status';
import { asAdmin } from '../support/admin';
import { signIn } from '../support/api-client';
import { smsNoticeInbox } from '../support/otp-inbox';
import { bookVastuCheck, payInTestMode } from '../support/payments';
import { astrologyOnSlot, slotsOf, type Slot } from '../support/slots';

// Issue 24, the console's booking tools: an admin assigns or moves a consultation's expert and
// slot (a busy slot is a 409; every change audited and told to the customer), "Completed" waits
// for the slot's start, a wrong "Completed" or "Cancelled" is undone with a reason, and the
// dashboard lists the next 7 days' appointments per expert. Other tests book the same team's
// slots at the same time: slots are picked at random from far in the list, never the first.

const pick = <T,>(list: readonly T[]): T => {
  expect(list.length).toBeGreaterThan(0);
  return list[Math.floor(Math.random() * list.length)]!;
};

/** A random free slot of a team astrologer, from the `from`-th day on (India dates). */
async function freeSlotOf(request: APIRequestContext, slug: string, query: Record<string, string> = {}): Promise<Slot> {
  return pick(await slotsOf(request, slug, query));
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);

/** A customer's paid astrology consultation on a slot of this expert. */
async function paidOnSlot(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string, slug: string, slot: Slot) {
  const request = await playwright.request.newContext({ baseURL });
  const { headers, mobile } = await signIn(request, baseURL);
  const res = await request.post('/api/bookings', { headers, data: astrologyOnSlot(slot.start, slug) });
  expect(res.status(), await res.text()).toBe(201);
  const booking = (await res.json()).data as { _id: string; number: string };
  await payInTestMode(request, headers, booking._id);
  return { request, headers, mobile, id: booking._id, number: booking.number };
}

async function auditOf(admin: APIRequestContext, targetId: string): Promise<string[]> {
  const { entries } = await (await admin.get('/api/admin/audit')).json();
  return (entries as { action: string; targetId: string }[]).filter((e) => e.targetId === targetId).map((e) => e.action);
}

test('"Completed" before the slot has started is refused with 409', async ({ playwright, baseURL }) => {
  const slot = await freeSlotOf(await playwright.request.newContext({ baseURL }), 'arjun-trivedi', { from: inDays(10), days: '10' });
  const customer = await paidOnSlot(playwright, baseURL!, 'arjun-trivedi', slot);
  const { request: admin, headers } = await asAdmin(playwright, baseURL!);

  const early = await admin.patch(`/api/admin/bookings/${customer.id}`, { headers, data: { status: 'completed' } });
  expect(early.status()).toBe(409);
  expect((await early.json()).message).toBe(NOT_BEGUN_MESSAGE);
  const mine = await (await customer.request.get(`/api/bookings/${customer.id}`, { headers: customer.headers })).json();
  expect(mine.data.status).toBe('paid');
});

test('the admin moves a consultation to another expert\'s free slot; a busy slot is a 409; audited and the customer is told', async ({ playwright, baseURL }) => {
  const anon = await playwright.request.newContext({ baseURL });
  const busy = await paidOnSlot(playwright, baseURL!, 'neha-kapoor', await freeSlotOf(anon, 'neha-kapoor', { from: inDays(12), days: '10' }));
  const customer = await paidOnSlot(playwright, baseURL!, 'sanjay-bansal', await freeSlotOf(anon, 'sanjay-bansal', { from: inDays(12), days: '10' }));
  const { request: admin, headers } = await asAdmin(playwright, baseURL!);
  const busyBooking = (await (await admin.get(`/api/admin/bookings/${busy.id}`)).json()).booking;

  const taken = await admin.put(`/api/admin/bookings/${customer.id}/appointment`, { headers, data: { expertSlug: 'neha-kapoor', slotStart: busyBooking.slot.start } });
  expect(taken.status()).toBe(409);
  expect((await taken.json()).message).toMatch(/booked by someone else/);

  for (const bad of [{}, { expertSlug: 'neha-kapoor' }, { expertSlug: 'neha-kapoor', slotStart: 'tomorrow' }, { expertSlug: 'nobody-at-all', slotStart: busyBooking.slot.start }]) {
    expect((await admin.put(`/api/admin/bookings/${customer.id}/appointment`, { headers, data: bad })).status(), JSON.stringify(bad)).toBe(400);
  }

  const target = await freeSlotOf(anon, 'neha-kapoor', { from: inDays(23), days: '5' });
  const notice = smsNoticeInbox(customer.mobile);
  const moved = await admin.put(`/api/admin/bookings/${customer.id}/appointment`, { headers, data: { expertSlug: 'neha-kapoor', slotStart: target.start } });
  expect(moved.status(), await moved.text()).toBe(200);
  const booking = (await moved.json()).booking;
  expect(booking).toMatchObject({ status: 'paid', expert: { slug: 'neha-kapoor' }, slot: { start: target.start } });
  expect(await notice()).toMatch(new RegExp(`Your consultation ${customer.number} is now with Neha Kapoor on `));
  expect(booking.history.at(-1)).toMatchObject({ actorKind: 'admin', toStatus: 'paid', note: expect.stringMatching(/Neha Kapoor/) });
  expect(await auditOf(admin, customer.id)).toContain('booking.appointment');

  // The new slot is taken.
  expect((await slotsOf(anon, 'neha-kapoor', { from: target.start.slice(0, 10), days: '1' })).map((s) => s.start)).not.toContain(target.start);

  // Only a paid or scheduled booking is moved: an unpaid one is a 409.
  const vastu = await playwright.request.newContext({ baseURL });
  const { headers: vastuHeaders } = await signIn(vastu, baseURL!);
  const check = await bookVastuCheck(vastu, vastuHeaders);
  expect((await admin.put(`/api/admin/bookings/${check.id}/appointment`, { headers, data: { expertSlug: 'neha-kapoor', slotStart: target.start } })).status()).toBe(409);
});

test('a wrong "Completed" or "Cancelled" is undone by an admin with a reason; refunded stays final', async ({ playwright, baseURL }) => {
  const customer = await playwright.request.newContext({ baseURL });
  const { headers: customerHeaders } = await signIn(customer, baseURL!);
  const paid = await bookVastuCheck(customer, customerHeaders);
  await payInTestMode(customer, customerHeaders, paid.id);
  const { request: admin, headers } = await asAdmin(playwright, baseURL!);

  // A booking on a preferred window has no slot to wait for.
  const done = await admin.patch(`/api/admin/bookings/${paid.id}`, { headers, data: { status: 'completed' } });
  expect(done.status(), await done.text()).toBe(200);

  expect((await admin.post(`/api/admin/bookings/${paid.id}/reopen`, { headers, data: {} })).status()).toBe(400);
  expect((await admin.post(`/api/admin/bookings/${paid.id}/reopen`, { headers, data: { reason: '   ' } })).status()).toBe(400);
  expect((await customer.post(`/api/admin/bookings/${paid.id}/reopen`, { headers: customerHeaders, data: { reason: 'I want it back' } })).status()).toBe(403);

  const reopened = await admin.post(`/api/admin/bookings/${paid.id}/reopen`, { headers, data: { reason: 'Marked completed by mistake' } });
  expect(reopened.status(), await reopened.text()).toBe(200);
  const booking = (await reopened.json()).booking;
  expect(booking.status).toBe('paid');
  expect(booking.history.at(-1)).toMatchObject({ fromStatus: 'completed', toStatus: 'paid', actorKind: 'admin', note: expect.stringMatching(/Marked completed by mistake/) });
  expect(await auditOf(admin, paid.id)).toContain('booking.reopened');
  // Nothing to undo on a paid booking.
  expect((await admin.post(`/api/admin/bookings/${paid.id}/reopen`, { headers, data: { reason: 'Again' } })).status()).toBe(409);

  const cancelled = await bookVastuCheck(customer, customerHeaders);
  expect((await customer.post(`/api/bookings/${cancelled.id}/cancel`, { headers: customerHeaders })).status()).toBe(200);
  const back = await admin.post(`/api/admin/bookings/${cancelled.id}/reopen`, { headers, data: { reason: 'Cancelled by mistake on the phone' } });
  expect(back.status(), await back.text()).toBe(200);
  expect((await back.json()).booking.status).toBe('pending_payment');

  const refunded = await admin.patch(`/api/admin/bookings/${paid.id}`, { headers, data: { status: 'refunded', note: 'Customer cannot make it' } });
  expect(refunded.status(), await refunded.text()).toBe(200);
  expect((await admin.post(`/api/admin/bookings/${paid.id}/reopen`, { headers, data: { reason: 'Try' } })).status()).toBe(409);
});

test('the dashboard lists the next 7 days\' appointments per expert with their booking numbers', async ({ playwright, baseURL }) => {
  const anon = await playwright.request.newContext({ baseURL });
  const slot = await freeSlotOf(anon, 'dr-kavita-joshi', { days: '7' });
  const customer = await paidOnSlot(playwright, baseURL!, 'dr-kavita-joshi', slot);
  const { request: admin } = await asAdmin(playwright, baseURL!);
  const html = (await (await admin.get('/admin')).text()).replace(/<!-- -->/g, '');
  const section = html.match(/data-testid="appointments-dr-kavita-joshi"[\s\S]*?<\/section>/)?.[0];
  expect(section, 'Dr. Kavita Joshi\'s appointments on the dashboard').toBeTruthy();
  expect(section).toContain(customer.number);
  expect(section).toContain(`/admin/bookings/${customer.id}`);
});
