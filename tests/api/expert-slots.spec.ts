import { expect, test } from '@playwright/test';
import { addDays, indiaToday } from '../../lib/consultations/booking-dates';
import { asAdmin } from '../support/admin';
import { applyAsAstrologer, publishedExpert } from '../support/admin-content';
import { registerExpert } from '../support/api-client';
import { customer } from '../support/results';
import { astrologyOnSlot, indiaClock, SLOT_TAKEN, slotsOf, type Slot } from '../support/slots';

// Issue 24: one list of bookable experts (the team and every approved expert) and their free
// time slots in India time: inside the weekly hours, never on a day off, at least two hours
// ahead, within 30 days; and a slot booked by exactly one of the customers racing for it.

const HOUR = 3_600_000;
const ms = (iso: string) => Date.parse(iso);

/** The approved astrologer's schedule (tests/support/admin-content.ts): Monday and Friday 9-12, Wednesday 15-18. */
const APPLICATION_HOURS: Record<number, [number, number]> = { 1: [9 * 60, 12 * 60], 3: [15 * 60, 18 * 60], 5: [9 * 60, 12 * 60] };

function expectInside(slots: Slot[], hours: Record<number, [number, number]>, minutes: number, notBefore: number) {
  for (const slot of slots) {
    const start = indiaClock(slot.start);
    const end = indiaClock(slot.end);
    const range = hours[start.weekday];
    expect(range, `${slot.start} is on a working day`).toBeDefined();
    expect(start.minutes).toBeGreaterThanOrEqual(range![0]);
    expect(end.date).toBe(start.date);
    expect(end.minutes).toBeLessThanOrEqual(range![1]);
    expect(ms(slot.end) - ms(slot.start)).toBe(minutes * 60_000);
    expect(ms(slot.start)).toBeGreaterThanOrEqual(notBefore + 2 * HOUR);
  }
}

test.describe('GET /api/experts', () => {
  test('lists the team and approved experts as one list, with services, prices, lengths and the next free time', async ({ playwright, baseURL }) => {
    const expert = await publishedExpert(playwright, baseURL!);
    const before = Date.now();
    const res = await (await playwright.request.newContext({ baseURL })).get('/api/experts');
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toMatch(/^public/);
    const { status, data } = await res.json();
    expect(status).toBe('success');
    type Listed = { slug: string; nextFree: Slot | null; services: { slug: string }[] };
    const sunita = data.find((e: Listed) => e.slug === 'sunita-bhardwaj');
    expect(sunita).toMatchObject({
      name: 'Sunita Bhardwaj',
      kind: 'astrologer',
      source: 'team',
      languages: ['Hindi', 'English', 'Haryanvi'],
      services: [
        { slug: 'astrology-consultation', title: 'Astrology Consultation', amountPaise: 210_000, minutes: 30 },
        { slug: 'personality-report', title: 'Personality Report', amountPaise: 110_000, minutes: null },
      ],
      rating: null,
      reviewCount: 0,
    });
    expect(ms(sunita.nextFree.start)).toBeGreaterThanOrEqual(before + 2 * HOUR);
    expectInside([sunita.nextFree], { 1: [540, 720], 2: [540, 720], 3: [540, 720], 4: [540, 720], 5: [540, 720], 6: [540, 720] }, 30, before);

    const vastu = data.find((e: Listed) => e.slug === 'acharya-rajendra-sharma');
    expect(vastu.kind).toBe('vastu-astrologer');
    expect(vastu.services.map((s: { slug: string }) => s.slug)).toEqual(['professional-vastu-check', 'home-vastu', 'business-vastu', 'vastu-consultation-by-area']);

    const approved = data.find((e: Listed) => e.slug === expert.slug);
    expect(approved).toMatchObject({ name: expert.name, kind: 'astrologer', source: 'approved', languages: ['Hindi', 'Marathi'], path: `/astrologers/${expert.slug}`, rating: null, reviewCount: 0 });
    expect(approved.services.map((s: { slug: string }) => s.slug)).toEqual(['astrology-consultation', 'personality-report']);
    expectInside([approved.nextFree], APPLICATION_HOURS, 30, before);
  });

  test("an approved expert never takes a team member's slug", async ({ playwright, baseURL }) => {
    const applicant = await playwright.request.newContext({ baseURL });
    const { headers } = await registerExpert(applicant, baseURL!, { expertType: 'astrologer' });
    await applyAsAstrologer(applicant, headers, { name: 'Sunita Bhardwaj', email: `sunita.${Date.now()}@example.in` });
    const admin = await asAdmin(playwright, baseURL!);
    const list = await (await admin.request.get('/api/admin/applications?status=pending', { headers: admin.headers })).json();
    const application = list.items.find((a: { applicant: { name: string }; profile?: unknown }) => a.applicant.name === 'Sunita Bhardwaj') as { id: string };
    const approved = await admin.request.post(`/api/admin/applications/${application.id}/approve`, { headers: admin.headers });
    expect(approved.status()).toBe(200);
    const slug = (await approved.json()).data.published.slug as string;
    expect(slug).toMatch(/^sunita-bhardwaj-\d+$/);
    const listed = (await (await admin.request.get('/api/experts')).json()).data as { slug: string; source: string }[];
    expect(listed.filter((e) => e.slug === 'sunita-bhardwaj').map((e) => e.source)).toEqual(['team']);
  });
});

test.describe('GET /api/experts/{slug}/slots', () => {
  test("a team member's slots lie inside their hours, at least two hours ahead, within 30 days", async ({ request }) => {
    const before = Date.now();
    const slots = await slotsOf(request, 'sunita-bhardwaj', { days: '30' });
    expect(slots.length).toBeGreaterThan(0);
    const monToSat = Object.fromEntries([1, 2, 3, 4, 5, 6].map((d) => [d, [9 * 60, 12 * 60] as [number, number]]));
    expectInside(slots, monToSat, 30, before);
    expect(slots.at(-1)!.start.slice(0, 10) <= addDays(indiaToday(), 29)).toBe(true);
    // Earliest first, none overlapping.
    for (let i = 1; i < slots.length; i++) expect(ms(slots[i]!.start)).toBeGreaterThanOrEqual(ms(slots[i - 1]!.end));
  });

  test("an approved expert's slots follow the schedule of their application", async ({ playwright, baseURL }) => {
    const expert = await publishedExpert(playwright, baseURL!);
    const before = Date.now();
    const slots = await slotsOf(expert.admin.request, expert.slug);
    expect(slots.length).toBeGreaterThan(0);
    expectInside(slots, APPLICATION_HOURS, 30, before);
  });

  test('nothing starts sooner than two hours from now: the first slot of an expert working all day is the first half hour after that', async ({ playwright, baseURL }) => {
    const expert = await publishedExpert(playwright, baseURL!);
    const allDay = Object.fromEntries(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [d, [{ start: '00:00', end: '23:59' }]]));
    const set = await expert.admin.request.put(`/api/admin/experts/${expert.slug}/availability`, { headers: expert.admin.headers, data: { hours: allDay } });
    expect(set.status(), await set.text()).toBe(200);
    const before = Date.now();
    const [first] = await slotsOf(expert.admin.request, expert.slug, { days: '2' });
    const after = Date.now();
    expect(ms(first!.start)).toBeGreaterThanOrEqual(before + 2 * HOUR);
    // The half-hour grid starts at midnight; the day's last slot ends at 23:30, so the next can be up to an hour later.
    expect(ms(first!.start)).toBeLessThan(after + 3 * HOUR);
  });

  test('days off and changed hours set by an admin take effect at once, and are audited', async ({ playwright, baseURL }) => {
    const expert = await publishedExpert(playwright, baseURL!);
    const { request: admin, headers } = expert.admin;
    const slots = await slotsOf(admin, expert.slug);
    const dayOff = slots[0]!.start.slice(0, 10);
    const set = await admin.put(`/api/admin/experts/${expert.slug}/availability`, { headers, data: { daysOff: [dayOff] } });
    expect(set.status(), await set.text()).toBe(200);
    expect((await set.json()).data.daysOff).toEqual([dayOff]);
    const without = await slotsOf(admin, expert.slug);
    expect(without.some((s) => s.start.startsWith(dayOff))).toBe(false);
    expect(without).toEqual(slots.filter((s) => !s.start.startsWith(dayOff)));

    const tuesday = await admin.put(`/api/admin/experts/${expert.slug}/availability`, { headers, data: { hours: { tue: [{ start: '10:00', end: '11:00' }] }, daysOff: [] } });
    expect(tuesday.status()).toBe(200);
    const before = Date.now();
    const onlyTuesdays = await slotsOf(admin, expert.slug);
    expect(onlyTuesdays.length).toBeGreaterThan(0);
    expectInside(onlyTuesdays, { 2: [600, 660] }, 30, before);

    const audit = await (await admin.get('/api/admin/audit', { headers })).json();
    expect(JSON.stringify(audit)).toContain(expert.slug);

    for (const [data, message] of [
      [{ daysOff: [addDays(indiaToday(), -1)] }, /cannot be before today/],
      [{ daysOff: ['2026-02-30'] }, /YYYY-MM-DD/],
      [{ hours: { monday: [] } }, /Weekdays are written mon/],
      [{ hours: { mon: [{ start: '12:00', end: '09:00' }] } }, /end after it starts/],
    ] as const) {
      const bad = await admin.put(`/api/admin/experts/${expert.slug}/availability`, { headers, data });
      expect(bad.status()).toBe(400);
      expect((await bad.json()).message).toMatch(message);
    }
    const customerSide = await customer(playwright, baseURL!);
    expect((await customerSide.request.put(`/api/admin/experts/${expert.slug}/availability`, { headers: customerSide.headers, data: { daysOff: [] } })).status()).toBe(403);
  });

  test('bad queries get a clear 4xx: unknown expert or service 404, a service not offered or without appointment 400, bounded dates', async ({ request }) => {
    const ask = async (path: string) => {
      const res = await request.get(path);
      return { status: res.status(), message: (await res.json()).message as string };
    };
    const slots = (q: string, slug = 'sunita-bhardwaj') => ask(`/api/experts/${slug}/slots?${q}`);
    expect(await slots('service=astrology-consultation', 'nobody-like-this-zz9')).toEqual({ status: 404, message: 'No expert has this name.' });
    expect((await slots('service=astrology-consultation', 'Robert%22%3B--')).status).toBe(404);
    expect(await slots('service=no-such-service')).toEqual({ status: 404, message: 'No service has this slug.' });
    expect(await slots('service=home-vastu')).toEqual({ status: 400, message: 'Sunita Bhardwaj does not offer Home Vastu Consultation. Choose one of their services or another expert.' });
    expect(await slots('service=personality-report')).toEqual({ status: 400, message: 'Personality Report is delivered without an appointment, so it has no time slots.' });
    expect((await slots('')).status).toBe(400);
    for (const days of ['0', '31', 'abc', '1.5', '-1']) expect(await slots(`service=astrology-consultation&days=${days}`)).toEqual({ status: 400, message: 'days must be a whole number from 1 to 30.' });
    expect(await slots(`service=astrology-consultation&from=${addDays(indiaToday(), -1)}`)).toEqual({ status: 400, message: 'from cannot be before today (India time).' });
    expect(await slots(`service=astrology-consultation&from=${addDays(indiaToday(), 30)}`)).toEqual({ status: 400, message: 'Slots are offered for the next 30 days only.' });
    expect(await slots('service=astrology-consultation&from=2026-13-01')).toEqual({ status: 400, message: 'from must be a date written YYYY-MM-DD.' });
    // A range reaching past the horizon is cut at it.
    const late = await request.get(`/api/experts/sunita-bhardwaj/slots?service=astrology-consultation&from=${addDays(indiaToday(), 29)}&days=30`);
    expect(late.status()).toBe(200);
    for (const s of (await late.json()).data as Slot[]) expect(s.start.slice(0, 10)).toBe(addDays(indiaToday(), 29));
  });
});

test.describe('POST /api/bookings on a slot', () => {
  test('10 customers racing for one slot: exactly one gets it, the others a readable 409, and the slot is no longer offered', async ({ playwright, baseURL }) => {
    const expert = await publishedExpert(playwright, baseURL!);
    const customers = await Promise.all(Array.from({ length: 10 }, () => customer(playwright, baseURL!)));
    const [slot] = await slotsOf(customers[0]!.request, expert.slug);
    const answers = await Promise.all(customers.map((c) => c.request.post('/api/bookings', { headers: c.headers, data: astrologyOnSlot(slot!.start, expert.slug) })));
    const statuses = answers.map((a) => a.status()).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    for (const lost of answers.filter((a) => a.status() === 409)) expect((await lost.json()).message).toMatch(SLOT_TAKEN);
    const won = (await answers.find((a) => a.status() === 201)!.json()).data;
    expect(won).toMatchObject({ slot: { start: slot!.start, end: slot!.end }, expert: { slug: expert.slug, name: expert.name, kind: 'astrologer' }, amountPaise: 210_000, status: 'pending_payment' });
    expect(won.preferredDate).toBe(slot!.start.slice(0, 10));
    expect((await slotsOf(customers[0]!.request, expert.slug)).map((s) => s.start)).not.toContain(slot!.start);
  });

  test('a time that is not one of the free slots is refused, and so is a slot for a service without appointment', async ({ playwright, baseURL }) => {
    const { request, headers } = await customer(playwright, baseURL!);
    const [slot] = await slotsOf(request, 'sunita-bhardwaj');
    const offGrid = new Date(ms(slot!.start) + 10 * 60_000).toISOString();
    for (const start of [offGrid, `${addDays(indiaToday(), 40)}T10:00:00+05:30`, new Date(Date.now() + HOUR).toISOString()]) {
      const res = await request.post('/api/bookings', { headers, data: astrologyOnSlot(start, 'sunita-bhardwaj') });
      expect(res.status(), start).toBe(400);
      expect((await res.json()).message).toMatch(/not one of the free times/);
    }
    const malformed = await request.post('/api/bookings', { headers, data: astrologyOnSlot('tomorrow at ten', 'sunita-bhardwaj') });
    expect(malformed.status()).toBe(400);
    expect((await malformed.json()).message).toMatch(/slotStart must be the start of one of the free slots/);
    const report = await request.post('/api/bookings', { headers, data: { ...astrologyOnSlot(slot!.start, 'sunita-bhardwaj'), serviceSlug: 'personality-report' } });
    expect(report.status()).toBe(400);
    expect((await report.json()).message).toMatch(/without an appointment/);
    expect((await (await request.get('/api/bookings')).json()).data).toEqual([]);
  });

  test('a booking on a slot for "any expert" goes to an expert free then, and a team member can be booked by name', async ({ playwright, baseURL }) => {
    const { request, headers } = await customer(playwright, baseURL!);
    const [slot] = await slotsOf(request, 'pandit-dinesh-shastri');
    const any = await request.post('/api/bookings', { headers, data: astrologyOnSlot(slot!.start) });
    expect(any.status(), await any.text()).toBe(201);
    const booked = (await any.json()).data;
    expect(booked.slot).toEqual(slot);
    const free = await slotsOf(request, booked.expert.slug, { from: slot!.start.slice(0, 10), days: '1' });
    expect(free.map((s) => s.start)).not.toContain(slot!.start);
    expect(booked.expert.kind).toBe('astrologer');
  });
});

test.describe('the booking page', () => {
  test('takes a team member of the one list as the chosen expert, of the kind the service needs', async ({ playwright, baseURL }) => {
    const { request } = await customer(playwright, baseURL!);
    const page = await (await request.get('/book/astrology-consultation?expert=sunita-bhardwaj')).text();
    expect(page).toContain('Sunita Bhardwaj');
    expect(page).not.toContain('The expert you chose is not available for this service');
    const wrongKind = await (await request.get('/book/home-vastu?expert=sunita-bhardwaj')).text();
    expect(wrongKind).toContain('The expert you chose is not available for this service');
  });
});
