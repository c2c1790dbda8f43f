/** @jest-environment node */
import { NextRequest } from 'next/server';

// The per-address limit lives in the database; this test is about the handler's answers.
jest.mock('@/lib/server/auth/rate-limit', () => ({ consumeLimits: jest.fn().mockResolvedValue(undefined) }));

import { GET } from '@/app/api/panchang/route';

async function get(query: string) {
  const res = await GET(new NextRequest(`http://localhost/api/panchang${query}`), { params: Promise.resolve({}) });
  return { res, body: await res.json() };
}

describe('GET /api/panchang (handler)', () => {
  it('answers the day with the offset of the place on that date when none is sent', async () => {
    const { res, body } = await get('?date=2024-07-15&latitude=40.7128&longitude=-74.006');
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({ date: '2024-07-15', timezone: '-04:00', polar: null, weekday: 'Monday' });
    expect(body.data.sunrise).toMatch(/Z$/);
  });

  it.each([
    ['?latitude=1&longitude=1', /date is required/],
    ['?date=2024-13-01&latitude=1&longitude=1', /YYYY-MM-DD/],
    ['?date=2101-01-01&latitude=1&longitude=1', /between 1900-01-01 and 2100-12-31/],
    ['?date=2024-01-01&latitude=1e3&longitude=1', /latitude must be/],
    ['?date=2024-01-01&latitude=1&longitude=1&timezone=%2B25:00', /timezone must be/],
  ])('refuses %s with a 400', async (query, message) => {
    const { res, body } = await get(query);
    expect(res.status).toBe(400);
    expect(body.message).toMatch(message);
  });
});
