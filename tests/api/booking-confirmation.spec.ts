import { expect, test } from '@playwright/test';
import { addDays, indiaToday } from '../../lib/consultations/booking-dates';
import { randomEmail } from '../support/api-client';
import { emailInbox, smsNoticeInbox, waitForEmailTo } from '../support/otp-inbox';
import { payInTestMode } from '../support/payments';
import { customer } from '../support/results';
import { astrologyOnSlot, slotsOf } from '../support/slots';

// Issue 24: after paying, the customer lands on a confirmation of what was booked, with whom,
// when, how and what happens next; the same words go out by SMS and (to a verified address) e-mail.

/** (Each test on its own day: tests run at once and must not race for one slot.) A signed-in customer with a verified e-mail address and a paid video consultation with Pandit Dinesh Shastri. */
async function paidVideoConsultation(playwright: Parameters<typeof customer>[0], baseURL: string, daysAhead: number) {
  const owner = await customer(playwright, baseURL);
  const email = randomEmail();
  const code = emailInbox(email);
  expect((await owner.request.post('/api/users/me/email', { data: { email }, headers: owner.headers })).status()).toBe(200);
  expect((await owner.request.post('/api/users/me/email/verify', { data: { otp: await code() }, headers: owner.headers })).status()).toBe(200);
  const [slot] = await slotsOf(owner.request, 'pandit-dinesh-shastri', { from: addDays(indiaToday(), daysAhead) });
  const made = await owner.request.post('/api/bookings', { headers: owner.headers, data: { ...astrologyOnSlot(slot!.start, 'pandit-dinesh-shastri'), mode: 'video' } });
  expect(made.status(), await made.text()).toBe(201);
  const booking = (await made.json()).data as { _id: string; number: string };
  return { ...owner, email, slot: slot!, booking };
}

test.describe('the confirmation of a paid booking', () => {
  test('goes out by SMS and e-mail at payment: what, with whom, when, how and what happens next', async ({ playwright, baseURL }) => {
    const { request, headers, mobile, email, booking } = await paidVideoConsultation(playwright, baseURL!, 8);
    const sms = smsNoticeInbox(mobile);
    await payInTestMode(request, headers, booking._id);
    const text = await sms();
    expect(text).toContain(`your booking ${booking.number} is confirmed and paid`);
    expect(text).toContain('Astrology Consultation with Pandit Dinesh Shastri');
    expect(text).toMatch(/(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{1,2} \w+ 20\d\d, \d{1,2}:\d\d [ap]m – \d{1,2}:\d\d [ap]m \(India time\)/);
    expect(text).toContain('by video call');
    expect(text).toContain('your expert adds the video call link');
    // No birth detail in a message.
    expect(text).not.toMatch(/Asha|1990|Faridabad/);
    const mail = await waitForEmailTo(email, `Booking ${booking.number} confirmed: Astrology Consultation`);
    expect(mail.text).toContain(text);
  });

  test('the page is the owner’s only, never cached nor indexed', async ({ playwright, baseURL }) => {
    const { request, headers, booking } = await paidVideoConsultation(playwright, baseURL!, 9);
    await payInTestMode(request, headers, booking._id);
    const page = await request.get(`/bookings/${booking._id}/confirmed`);
    expect(page.status()).toBe(200);
    expect(page.headers()['cache-control']).toMatch(/no-store|private/);
    const html = await page.text();
    expect(html).toMatch(/<meta name="robots" content="noindex, ?nofollow"/);
    expect(html).toContain(booking.number);
    expect(html).toContain('Pandit Dinesh Shastri');
    expect(html).toContain('Video call');
    expect(html).toContain(`/api/bookings/${booking._id}/invoice`);

    const stranger = await customer(playwright, baseURL!);
    expect((await stranger.request.get(`/bookings/${booking._id}/confirmed`)).status()).toBe(404);
    const anonymous = await (await playwright.request.newContext({ baseURL })).get(`/bookings/${booking._id}/confirmed`, { maxRedirects: 0 });
    expect(anonymous.status()).toBe(307);
    expect(anonymous.headers().location).toMatch(/^\/login\?next=/);
  });
});
