import { expect, test } from '@playwright/test';
import { addDays, indiaToday } from '../../lib/consultations/booking-dates';
import { customer } from '../support/results';
import { astrologyOnSlot, slotsOf, type Slot } from '../support/slots';

// Issue 24, the customer's booking flow: "any of our experts" offers the union of the free slots
// of every expert who takes the service, and the customer chooses how the consultation takes
// place (a phone or video call, or a visit for Vastu services).

const homeVastu = (slotStart: string, extra: Record<string, unknown> = {}) => ({
  serviceSlug: 'home-vastu',
  details: { address: '14 Gulmohar Enclave, Sector 21', city: 'Faridabad', propertyType: 'flat' },
  slotStart,
  ...extra,
});

test.describe('GET /api/services/{slug}/slots', () => {
  test("offers every time at which one of the service's experts is free, earliest first, in India time", async ({ request }) => {
    // Far enough ahead that the other tests' bookings (on the first free slots) do not change it meanwhile.
    const query = { from: addDays(indiaToday(), 20), days: '3' };
    const res = await request.get(`/api/services/astrology-consultation/slots?${new URLSearchParams(query)}`);
    expect(res.status(), await res.text()).toBe(200);
    expect(res.headers()['cache-control']).toBe('no-store');
    const body = await res.json();
    expect(body.status).toBe('success');
    const union = body.data as Slot[];
    for (const slot of union) {
      expect(Object.keys(slot).sort()).toEqual(['end', 'start']);
      expect(slot.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+05:30$/);
    }
    expect(union.map((s) => s.start)).toEqual([...union.map((s) => s.start)].sort());
    expect(new Set(union.map((s) => s.start)).size).toBe(union.length);
    const experts = (await (await request.get('/api/experts')).json()).data as { slug: string; services: { slug: string }[] }[];
    const taking = experts.filter((e) => e.services.some((s) => s.slug === 'astrology-consultation'));
    const each = await Promise.all(taking.map((e) => slotsOf(request, e.slug, query)));
    const expected = [...new Set(each.flat().map((s) => s.start))].sort();
    expect(union.map((s) => s.start)).toEqual(expected);
    expect(each.flat().length).toBeGreaterThan(0);
  });

  test('a visit takes a half-day slot', async ({ request }) => {
    const res = await request.get(`/api/services/home-vastu/slots?from=${addDays(indiaToday(), 20)}&days=2&mode=visit`);
    expect(res.status(), await res.text()).toBe(200);
    const slots = (await res.json()).data as Slot[];
    expect(slots.length).toBeGreaterThan(0);
    for (const s of slots) expect(Date.parse(s.end) - Date.parse(s.start)).toBe(240 * 60_000);
    const call = (await (await request.get(`/api/services/home-vastu/slots?from=${addDays(indiaToday(), 20)}&days=2`)).json()).data as Slot[];
    for (const s of call) expect(Date.parse(s.end) - Date.parse(s.start)).toBe(90 * 60_000);
  });

  test('bad queries get a clear 4xx, as for one expert', async ({ request }) => {
    const ask = async (path: string) => {
      const res = await request.get(path);
      return { status: res.status(), message: (await res.json()).message as string };
    };
    const slots = (slug: string, q = '') => ask(`/api/services/${slug}/slots?${q}`);
    expect(await slots('no-such-service')).toEqual({ status: 404, message: 'No service has this slug.' });
    expect((await slots('x'.repeat(300))).status).toBe(404);
    expect(await slots('personality-report')).toEqual({ status: 400, message: 'Personality Report is delivered without an appointment, so it has no time slots.' });
    for (const days of ['0', '31', 'abc']) expect(await slots('astrology-consultation', `days=${days}`)).toEqual({ status: 400, message: 'days must be a whole number from 1 to 30.' });
    expect(await slots('astrology-consultation', `from=${addDays(indiaToday(), -1)}`)).toEqual({ status: 400, message: 'from cannot be before today (India time).' });
    expect(await slots('astrology-consultation', `from=${addDays(indiaToday(), 30)}`)).toEqual({ status: 400, message: 'Slots are offered for the next 30 days only.' });
    expect(await slots('astrology-consultation', 'from=2026-13-01')).toEqual({ status: 400, message: 'from must be a date written YYYY-MM-DD.' });
    expect(await slots('astrology-consultation', 'mode=visit')).toEqual({ status: 400, message: 'A visit to the property is offered only for Vastu consultations. Choose a phone call or a video call.' });
    expect((await slots('home-vastu', 'mode=teleport')).status).toBe(400);
  });
});

test.describe('POST /api/bookings: how the consultation takes place', () => {
  test('defaults to a phone call for a consultation, a visit for a Vastu visit service, and none for a report', async ({ playwright, baseURL }) => {
    const { request, headers } = await customer(playwright, baseURL!);
    const [slot] = await slotsOf(request, 'pandit-dinesh-shastri', { from: addDays(indiaToday(), 2) });
    const call = await request.post('/api/bookings', { headers, data: astrologyOnSlot(slot!.start, 'pandit-dinesh-shastri') });
    expect(call.status(), await call.text()).toBe(201);
    expect((await call.json()).data.mode).toBe('phone');

    const [visitSlot] = (await (await request.get(`/api/services/home-vastu/slots?from=${addDays(indiaToday(), 3)}&mode=visit`)).json()).data as Slot[];
    const visit = await request.post('/api/bookings', { headers, data: homeVastu(visitSlot!.start) });
    expect(visit.status(), await visit.text()).toBe(201);
    const visited = (await visit.json()).data;
    expect(visited.mode).toBe('visit');
    expect(visited.slot).toEqual(visitSlot);

    const report = await request.post('/api/bookings', {
      headers,
      data: { serviceSlug: 'personality-report', preferredDate: addDays(indiaToday(), 5), timeWindow: 'morning', details: astrologyOnSlot('').details, mode: 'video' },
    });
    expect(report.status(), await report.text()).toBe(201);
    expect((await report.json()).data.mode).toBeNull();
  });

  test('takes a video call, and stores it on the booking', async ({ playwright, baseURL }) => {
    const { request, headers } = await customer(playwright, baseURL!);
    const [slot] = await slotsOf(request, 'pandit-dinesh-shastri', { from: addDays(indiaToday(), 4) });
    const res = await request.post('/api/bookings', { headers, data: { ...astrologyOnSlot(slot!.start, 'pandit-dinesh-shastri'), mode: 'video' } });
    expect(res.status(), await res.text()).toBe(201);
    const id = (await res.json()).data._id;
    expect((await (await request.get(`/api/bookings/${id}`)).json()).data.mode).toBe('video');
    // A Vastu service may be done by video too: its slot is then the call's length.
    const [call] = (await (await request.get(`/api/services/home-vastu/slots?from=${addDays(indiaToday(), 4)}`)).json()).data as Slot[];
    const vastu = await request.post('/api/bookings', { headers, data: homeVastu(call!.start, { mode: 'video' }) });
    expect(vastu.status(), await vastu.text()).toBe(201);
    expect((await vastu.json()).data).toMatchObject({ mode: 'video', slot: call });
  });

  test('a visit for a service without visits, or an unknown mode, is a clear 400 and nothing is booked', async ({ playwright, baseURL }) => {
    const { request, headers } = await customer(playwright, baseURL!);
    const [slot] = await slotsOf(request, 'pandit-dinesh-shastri', { from: addDays(indiaToday(), 6) });
    const visit = await request.post('/api/bookings', { headers, data: { ...astrologyOnSlot(slot!.start), mode: 'visit' } });
    expect(visit.status()).toBe(400);
    expect((await visit.json()).message).toBe('A visit to the property is offered only for Vastu consultations. Choose a phone call or a video call.');
    for (const mode of ['teleport', 42, 'x'.repeat(500)]) {
      const res = await request.post('/api/bookings', { headers, data: { ...astrologyOnSlot(slot!.start), mode } });
      expect(res.status(), String(mode)).toBe(400);
      expect((await res.json()).message).toMatch(/Choose how the consultation takes place/);
    }
    expect((await (await request.get('/api/bookings')).json()).data).toEqual([]);
  });
});
