import { expect, test } from '@playwright/test';
import { addDays, indiaToday } from '../../lib/consultations/booking-dates';
import { publishedExpert } from '../support/admin-content';
import { customer } from '../support/results';

// Issue 11: a booking made from an expert's page records that expert. The server checks the
// choice (a published expert of the service's kind) and never stores it unchecked.

const birth = { name: 'Asha Verma', dob: '1990-08-15', birthTime: '14:30', birthPlace: 'Faridabad, Haryana', latitude: 28.41, longitude: 77.31 };
const astrology = (expertSlug?: string) => ({ serviceSlug: 'astrology-consultation', preferredDate: addDays(indiaToday(), 5), timeWindow: 'evening', details: birth, ...(expertSlug === undefined ? {} : { expertSlug }) });
const vastu = (expertSlug: string) => ({
  serviceSlug: 'professional-vastu-check',
  preferredDate: addDays(indiaToday(), 5),
  timeWindow: 'morning',
  details: { address: '14 Gulmohar Enclave, Sector 21', city: 'Faridabad', propertyType: 'flat' },
  expertSlug,
});

const UNAVAILABLE = /expert you chose is not available for this service/;

test.describe('a booking with a chosen expert', () => {
  test('records the published expert, shown in the booking, the list and its detail', async ({ playwright, baseURL }) => {
    const expert = await publishedExpert(playwright, baseURL!);
    const { request, headers } = await customer(playwright, baseURL!);
    const res = await request.post('/api/bookings', { headers, data: astrology(expert.slug) });
    expect(res.status()).toBe(201);
    const { data } = await res.json();
    expect(data.expert).toEqual({ slug: expert.slug, name: expert.name, kind: 'astrologer' });
    expect((await (await request.get(`/api/bookings/${data._id}`)).json()).data.expert).toEqual(data.expert);
    const list = (await (await request.get('/api/bookings')).json()).data as { _id: string; expert: unknown }[];
    expect(list.find((b) => b._id === data._id)?.expert).toEqual(data.expert);
    // The customer's pages name the expert.
    expect(await (await request.get(`/bookings/${data._id}`)).text()).toContain(expert.name);
    expect(await (await request.get('/bookings')).text()).toContain(expert.name);
  });

  test('without a choice, or with an empty one, the booking is for any expert', async ({ playwright, baseURL }) => {
    const { request, headers } = await customer(playwright, baseURL!);
    for (const data of [astrology(), astrology(''), astrology('   ')]) {
      const res = await request.post('/api/bookings', { headers, data });
      expect(res.status()).toBe(201);
      expect((await res.json()).data.expert).toBeNull();
    }
  });

  test('an unknown, malformed or overlong expert is a clear 400 and nothing is booked', async ({ playwright, baseURL }) => {
    const { request, headers } = await customer(playwright, baseURL!);
    for (const slug of ['nobody-like-this-zz9', 'Robert"); DROP TABLE bookings;--', '../admin']) {
      const res = await request.post('/api/bookings', { headers, data: astrology(slug) });
      expect(res.status()).toBe(400);
      expect((await res.json()).message).toMatch(UNAVAILABLE);
    }
    const long = await request.post('/api/bookings', { headers, data: astrology('a'.repeat(121)) });
    expect(long.status()).toBe(400);
    expect((await long.json()).message).toMatch(/Expert must be at most 120 characters/);
    const nul = await request.post('/api/bookings', { headers, data: astrology('asha\u0000rao') });
    expect(nul.status()).toBe(400);
    const notText = await request.post('/api/bookings', { headers, data: { ...astrology(), expertSlug: 42 } });
    expect(notText.status()).toBe(400);
    expect((await (await request.get('/api/bookings')).json()).data).toEqual([]);
  });

  test('an astrologer cannot be booked for a Vastu visit, nor an unpublished expert at all', async ({ playwright, baseURL }) => {
    const expert = await publishedExpert(playwright, baseURL!);
    const { request, headers } = await customer(playwright, baseURL!);
    const wrongKind = await request.post('/api/bookings', { headers, data: vastu(expert.slug) });
    expect(wrongKind.status()).toBe(400);
    expect((await wrongKind.json()).message).toMatch(UNAVAILABLE);

    const hidden = await expert.admin.request.post(`/api/admin/applications/${expert.applicationId}/unpublish`, { headers: expert.admin.headers });
    expect(hidden.status()).toBe(200);
    const unpublished = await request.post('/api/bookings', { headers, data: astrology(expert.slug) });
    expect(unpublished.status()).toBe(400);
    expect((await unpublished.json()).message).toMatch(UNAVAILABLE);
    expect((await (await request.get('/api/bookings')).json()).data).toEqual([]);
  });
});
