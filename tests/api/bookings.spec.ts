import { expect, test, type APIRequestContext } from '@playwright/test';
import { addDays, indiaToday } from '../../lib/consultations/booking-dates';
import { randomEmail, signIn } from '../support/api-client';
import { emailInbox, emailNoticeInbox, smsNoticeInbox } from '../support/otp-inbox';

// Services, bookings and their history (issue 10): the price comes from the catalog, the dates
// and details are checked, a customer sees and cancels only their own bookings.

const vastu = (overrides: Record<string, unknown> = {}) => ({
  serviceSlug: 'professional-vastu-check',
  preferredDate: addDays(indiaToday(), 7),
  timeWindow: 'morning',
  details: { address: '14 Gulmohar Enclave, Sector 21', city: 'Faridabad', propertyType: 'flat' },
  note: 'Please call after 10 am.',
  ...overrides,
});

const birth = { name: 'Asha Verma', dob: '1990-08-15', birthTime: '14:30', birthPlace: 'Faridabad, Haryana', latitude: 28.41, longitude: 77.31 };

async function customer(playwright: { request: { newContext: (o: { baseURL?: string }) => Promise<APIRequestContext> } }, baseURL: string) {
  const request = await playwright.request.newContext({ baseURL });
  const { headers, mobile } = await signIn(request, baseURL);
  return { request, headers, mobile };
}

test.describe('GET /api/services', () => {
  test('lists the catalog with prices in paise, publicly cacheable', async ({ request }) => {
    const res = await request.get('/api/services');
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toMatch(/^public/);
    const body = await res.json();
    expect(body.status).toBe('success');
    expect(body.data).toEqual(expect.arrayContaining([expect.objectContaining({ slug: 'professional-vastu-check', amountPaise: 510000, title: 'Professional Vastu Check' })]));
    expect(body.data.map((s: { slug: string }) => s.slug)).toEqual(expect.arrayContaining(['home-vastu', 'business-vastu', 'astrology-consultation', 'personality-report']));
    for (const service of body.data) expect(Number.isInteger(service.amountPaise)).toBe(true);
  });
});

test.describe('bookings', () => {
  test('need a signed-in customer (401)', async ({ request, baseURL }) => {
    expect((await request.get('/api/bookings')).status()).toBe(401);
    expect((await request.get('/api/bookings/00000000-0000-4000-8000-000000000000')).status()).toBe(401);
    const created = await request.post('/api/bookings', { data: vastu(), headers: { Origin: baseURL! } });
    expect(created.status()).toBe(401);
    expect((await created.json()).message).toMatch(/sign in/i);
    expect((await request.post('/api/bookings/00000000-0000-4000-8000-000000000000/cancel', { headers: { Origin: baseURL! } })).status()).toBe(401);
  });

  test('a client-sent price is ignored: the catalog decides, the booking waits for payment with its first history row', async ({ playwright, baseURL }) => {
    const { request, headers } = await customer(playwright, baseURL!);
    const res = await request.post('/api/bookings', { headers, data: vastu({ amountPaise: 100, amount: 1, price: 1, status: 'paid', serviceTitle: 'Free' }) });
    expect(res.status()).toBe(201);
    expect(res.headers()['cache-control']).toBe('private, no-store');
    const { status, data } = await res.json();
    expect(status).toBe('success');
    expect(data).toMatchObject({
      serviceSlug: 'professional-vastu-check',
      serviceTitle: 'Professional Vastu Check',
      amountPaise: 510000,
      status: 'pending_payment',
      timeWindow: 'morning',
      note: 'Please call after 10 am.',
      details: { address: '14 Gulmohar Enclave, Sector 21', city: 'Faridabad', propertyType: 'flat' },
    });
    expect(data._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.history).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'pending_payment', actorKind: 'customer' })]);

    const again = await request.get(`/api/bookings/${data._id}`);
    expect(again.status()).toBe(200);
    expect((await again.json()).data).toMatchObject({ _id: data._id, amountPaise: 510000 });
  });

  test('astrology and reports take birth details checked like the kundli form', async ({ playwright, baseURL }) => {
    const { request, headers } = await customer(playwright, baseURL!);
    const ok = await request.post('/api/bookings', { headers, data: { serviceSlug: 'personality-report', preferredDate: indiaToday(), timeWindow: 'evening', details: birth } });
    expect(ok.status()).toBe(201);
    expect((await ok.json()).data).toMatchObject({ amountPaise: 110000, details: birth, note: '' });

    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ ...birth, dob: '1990-02-30' }, /date of birth/i],
      [{ ...birth, birthTime: '25:00' }, /birth time/i],
      [{ ...birth, birthPlace: '' }, /birth place/i],
      [{ ...birth, latitude: 123 }, /latitude/i],
      [{ ...birth, name: 'x'.repeat(81) }, /name/i],
      [{ address: 'A flat', city: 'Pune', propertyType: 'flat' }, /name/i],
    ];
    for (const [details, message] of refusals) {
      const res = await request.post('/api/bookings', { headers, data: { serviceSlug: 'astrology-consultation', preferredDate: indiaToday(), timeWindow: 'morning', details } });
      expect(res.status(), JSON.stringify(details)).toBe(400);
      expect((await res.json()).message).toMatch(message);
    }
  });

  test('Vastu takes the property address, city and type', async ({ playwright, baseURL }) => {
    const { request, headers } = await customer(playwright, baseURL!);
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ city: 'Pune', propertyType: 'flat' }, /address/i],
      [{ address: '12 MG Road', propertyType: 'flat' }, /city/i],
      [{ address: '12 MG Road', city: 'Pune', propertyType: 'castle' }, /property type/i],
      [{ ...vastu().details, address: 'a\u0000b c d e' }, /not allowed/i],
    ];
    for (const [details, message] of refusals) {
      const res = await request.post('/api/bookings', { headers, data: vastu({ details }) });
      expect(res.status(), JSON.stringify(details)).toBe(400);
      expect((await res.json()).message).toMatch(message);
    }
    const noDetails = await request.post('/api/bookings', { headers, data: vastu({ details: undefined }) });
    expect(noDetails.status()).toBe(400);
  });

  test('the preferred date is from today (India) to 90 days ahead, with a time window', async ({ playwright, baseURL }) => {
    const { request, headers } = await customer(playwright, baseURL!);
    const today = indiaToday();
    for (const preferredDate of [today, addDays(today, 90)]) {
      expect((await request.post('/api/bookings', { headers, data: vastu({ preferredDate }) })).status(), preferredDate).toBe(201);
    }
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ preferredDate: addDays(today, -1) }, /past/],
      [{ preferredDate: addDays(today, 91) }, /within 90 days/],
      [{ preferredDate: '2026-13-01' }, /preferred date/i],
      [{ preferredDate: '01/12/2026' }, /preferred date/i],
      [{ timeWindow: 'midnight' }, /time window/i],
      [{ serviceSlug: 'free-consultation' }, /services we offer/i],
      [{ note: 'n'.repeat(1001) }, /note/i],
    ];
    for (const [change, message] of refusals) {
      const res = await request.post('/api/bookings', { headers, data: vastu(change) });
      expect(res.status(), JSON.stringify(change)).toBe(400);
      expect((await res.json()).message).toMatch(message);
    }
  });

  test('the list is the customer’s own, newest first, with history', async ({ playwright, baseURL }) => {
    const { request, headers } = await customer(playwright, baseURL!);
    const first = (await (await request.post('/api/bookings', { headers, data: vastu() })).json()).data;
    const second = (await (await request.post('/api/bookings', { headers, data: vastu({ serviceSlug: 'business-vastu', timeWindow: 'afternoon' }) })).json()).data;
    const other = await customer(playwright, baseURL!);
    await other.request.post('/api/bookings', { headers: other.headers, data: vastu() });

    const res = await request.get('/api/bookings');
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('private, no-store');
    const { data } = await res.json();
    expect(data.map((b: { _id: string }) => b._id)).toEqual([second._id, first._id]);
    expect(data[0]).toMatchObject({ serviceSlug: 'business-vastu', amountPaise: 2100000, history: [expect.objectContaining({ toStatus: 'pending_payment' })] });
  });

  test('another user’s booking is not found, to read or to cancel', async ({ playwright, baseURL }) => {
    const owner = await customer(playwright, baseURL!);
    const { data } = await (await owner.request.post('/api/bookings', { headers: owner.headers, data: vastu() })).json();
    const stranger = await customer(playwright, baseURL!);
    expect((await stranger.request.get(`/api/bookings/${data._id}`)).status()).toBe(404);
    expect((await stranger.request.post(`/api/bookings/${data._id}/cancel`, { headers: stranger.headers })).status()).toBe(404);
    expect((await stranger.request.get('/api/bookings/not-a-uuid')).status()).toBe(404);
    // Nothing changed for the owner.
    expect((await (await owner.request.get(`/api/bookings/${data._id}`)).json()).data.status).toBe('pending_payment');
  });

  test('a pending booking can be cancelled once; the change is recorded and the customer told', async ({ playwright, baseURL }) => {
    const { request, headers, mobile } = await customer(playwright, baseURL!);
    const { data } = await (await request.post('/api/bookings', { headers, data: vastu() })).json();
    const notice = smsNoticeInbox(mobile);
    const res = await request.post(`/api/bookings/${data._id}/cancel`, { headers });
    expect(res.status()).toBe(200);
    const cancelled = (await res.json()).data;
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.history).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'pending_payment', actorKind: 'customer' }),
      expect.objectContaining({ fromStatus: 'pending_payment', toStatus: 'cancelled', actorKind: 'customer' }),
    ]);
    const text = await notice();
    expect(text).toMatch(/Professional Vastu Check is now Cancelled/);
    // No property or birth detail in a message.
    expect(text).not.toMatch(/Gulmohar|Faridabad/);

    const twice = await request.post(`/api/bookings/${data._id}/cancel`, { headers });
    expect(twice.status()).toBe(200);
    expect((await twice.json()).data.history).toHaveLength(2);
  });

  test('a customer with a verified e-mail address is told of a change by e-mail too', async ({ playwright, baseURL }) => {
    const { request, headers } = await customer(playwright, baseURL!);
    const email = randomEmail();
    const code = emailInbox(email);
    expect((await request.post('/api/users/me/email', { data: { email }, headers })).status()).toBe(200);
    expect((await request.post('/api/users/me/email/verify', { data: { otp: await code() }, headers })).status()).toBe(200);

    const { data } = await (await request.post('/api/bookings', { headers, data: vastu() })).json();
    const notice = emailNoticeInbox(email);
    expect((await request.post(`/api/bookings/${data._id}/cancel`, { headers })).status()).toBe(200);
    expect(await notice()).toBe('Your booking for Professional Vastu Check: Cancelled');
  });

  test('cancelling needs the XSRF token of a same-origin write', async ({ playwright, baseURL }) => {
    const { request, headers } = await customer(playwright, baseURL!);
    const { data } = await (await request.post('/api/bookings', { headers, data: vastu() })).json();
    const res = await request.post(`/api/bookings/${data._id}/cancel`, { headers: { 'X-Forwarded-For': headers['X-Forwarded-For']! } });
    expect(res.status()).toBe(403);
    expect((await (await request.get(`/api/bookings/${data._id}`)).json()).data.status).toBe('pending_payment');
  });
});

test('a customer holds at most 20 unpaid bookings; cancelling one makes room', async ({ playwright, baseURL }) => {
  const { request, headers } = await customer(playwright, baseURL!);
  const ids: string[] = [];
  for (let i = 0; i < 20; i++) {
    const res = await request.post('/api/bookings', { headers, data: vastu() });
    expect(res.status()).toBe(201);
    ids.push((await res.json()).data._id);
  }
  const refused = await request.post('/api/bookings', { headers, data: vastu() });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toMatch(/20 bookings waiting for payment/);
  expect((await request.post(`/api/bookings/${ids[0]}/cancel`, { headers })).status()).toBe(200);
  expect((await request.post('/api/bookings', { headers, data: vastu() })).status()).toBe(201);
});
