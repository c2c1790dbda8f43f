import { expect, test } from '@playwright/test';

type Place = { id: string; name: string; label: string; latitude: number; longitude: number; timezone: string; countryCode: string };
type PlacesBody = { status: string; data: Place[]; message?: string };

test.describe('GET /api/places', () => {
  test('answers the Place shape with public caching', async ({ request }) => {
    const res = await request.get('/api/places?q=faridabad');
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('public, max-age=86400');
    const body = (await res.json()) as PlacesBody;
    expect(body.status).toBe('success');
    expect(body.data[0]).toEqual({
      id: expect.any(String),
      name: 'Faridabad',
      label: 'Faridabad, Haryana, India',
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      timezone: 'Asia/Kolkata',
      countryCode: 'IN',
    });
    for (const place of body.data) {
      expect(Math.abs(place.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(place.longitude)).toBeLessThanOrEqual(180);
      expect(place.timezone).toMatch(/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/);
    }
  });

  test('ranks Indian cities first, then by population', async ({ request }) => {
    const far = (await (await request.get('/api/places?q=far')).json()) as PlacesBody;
    expect(far.data[0]?.name).toBe('Faridabad');
    const del = (await (await request.get('/api/places?q=del')).json()) as PlacesBody;
    expect(del.data[0]).toMatchObject({ name: 'Delhi', countryCode: 'IN' });
    const lond = (await (await request.get('/api/places?q=lond')).json()) as PlacesBody;
    expect(lond.data[0]).toMatchObject({ name: 'London', countryCode: 'GB', timezone: 'Europe/London' });
    const bomb = (await (await request.get('/api/places?q=bomb')).json()) as PlacesBody;
    expect(bomb.data[0]?.name).toBe('Mumbai');
    const sao = (await (await request.get(`/api/places?q=${encodeURIComponent('são p')}`)).json()) as PlacesBody;
    expect(sao.data[0]?.name).toBe('São Paulo');
  });

  test('defaults to 8 suggestions and caps the limit at 20', async ({ request }) => {
    expect(((await (await request.get('/api/places?q=s')).json()) as PlacesBody).data).toHaveLength(8);
    expect(((await (await request.get('/api/places?q=s&limit=3')).json()) as PlacesBody).data).toHaveLength(3);
    const capped = await request.get('/api/places?q=s&limit=100');
    expect(capped.status()).toBe(200);
    expect(((await capped.json()) as PlacesBody).data).toHaveLength(20);
  });

  test('answers an empty list when nothing matches', async ({ request }) => {
    const res = await request.get('/api/places?q=xyzzyq');
    expect(res.status()).toBe(200);
    expect(((await res.json()) as PlacesBody).data).toEqual([]);
  });

  for (const [query, message] of [
    ['', /q is required/],
    ['?q=', /q is required/],
    [`?q=${'a'.repeat(81)}`, /at most 80 characters/],
    ['?q=far&limit=0', /limit must be a whole number/],
  ] as const) {
    test(`refuses "${query.slice(0, 20)}" with a 400 and a clear message`, async ({ request }) => {
      const res = await request.get(`/api/places${query}`);
      expect(res.status()).toBe(400);
      const body = (await res.json()) as PlacesBody;
      expect(body.status).toBe('error');
      expect(body.message).toMatch(message);
    });
  }

  test('finds the nearest place for coordinates', async ({ request }) => {
    const res = await request.get('/api/places?lat=28.4089&lon=77.3178&country=IN');
    expect(res.status()).toBe(200);
    const body = (await res.json()) as PlacesBody;
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ name: 'Faridabad', timezone: 'Asia/Kolkata' });
  });
});
