/** @jest-environment node */
import { NextRequest } from 'next/server';

// The per-address limit lives in the database; this test is about the handler's answers.
jest.mock('@/lib/server/auth/rate-limit', () => ({ consumeLimits: jest.fn().mockResolvedValue(undefined) }));

import { GET } from '@/app/api/places/route';
import type { Place } from '@/lib/places/types';

async function get(query: string) {
  const res = await GET(new NextRequest(`http://localhost/api/places${query}`), { params: Promise.resolve({}) });
  return { res, body: (await res.json()) as { status: string; data: Place[]; message?: string } };
}

describe('GET /api/places (handler)', () => {
  it('answers suggestions, India first, with public caching', async () => {
    const { res, body } = await get('?q=far');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(body.status).toBe('success');
    expect(body.data).toHaveLength(8);
    expect(body.data[0]).toMatchObject({ name: 'Faridabad', label: 'Faridabad, Haryana, India', timezone: 'Asia/Kolkata', countryCode: 'IN' });
  });

  it('caps the limit at 20 and honours smaller ones', async () => {
    expect((await get('?q=s&limit=50')).body.data).toHaveLength(20);
    expect((await get('?q=s&limit=3')).body.data).toHaveLength(3);
  });

  it.each([
    ['', /q is required/],
    ['?q=', /q is required/],
    ['?q=%20%20', /q is required/],
    [`?q=${'a'.repeat(81)}`, /at most 80 characters/],
    ['?q=far&limit=0', /limit must be a whole number/],
    ['?q=far&limit=abc', /limit must be a whole number/],
    ['?lat=91&lon=0', /lat must be a number/],
    ['?lat=28&lon=x', /lon must be a number/],
  ])('refuses %s with a 400 and a clear message', async (query, message) => {
    const { res, body } = await get(query);
    expect(res.status).toBe(400);
    expect(body.message).toMatch(message);
  });

  it('finds the nearest place for coordinates (Google places get their zone this way)', async () => {
    const { res, body } = await get('?lat=40.7128&lon=-74.006&country=us');
    expect(res.status).toBe(200);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ countryCode: 'US', timezone: 'America/New_York' });
  });
});
