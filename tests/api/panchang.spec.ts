import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { clientHeaders } from '../support/api-client';

// GET /api/panchang: the reference's conventions over HTTP, with clear 400s and polar dates said plainly.
const reference = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'panchang-reference.json'), 'utf8'));
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function get(request: import('@playwright/test').APIRequestContext, query: Record<string, string>) {
  return request.get(`/api/panchang?${new URLSearchParams(query)}`, { headers: clientHeaders() });
}

const within10s = (actual: string, expected: string) => Math.abs(Date.parse(actual) - Date.parse(expected)) <= 10_000;

test.describe('GET /api/panchang', () => {
  test('names the Hindu month in both counts, the year, the season and the day\'s named periods', async ({ request }) => {
    // 25 July 2023 in New Delhi: Adhika Shravana, Vikram 2080 (Pingala in the North's count), the rains.
    const res = await get(request, { date: '2023-07-25', latitude: '28.6139', longitude: '77.2090', timezone: '+05:30' });
    expect(res.status()).toBe(200);
    const d = (await res.json()).data;
    expect(d.hinduMonth).toEqual({ amanta: { name: 'Shravana', adhika: true, paksha: 'Shukla' }, purnimanta: { name: 'Shravana', adhika: true, paksha: 'Shukla' }, kshaya: null });
    expect(d.samvat).toEqual({ vikram: 2080, shaka: 1945, samvatsara: 'Pingala', samvatsaraSouth: 'Shobhakrit' });
    expect([d.ritu, d.ayana]).toEqual(['Varsha', 'Dakshinayana']);
    for (const key of ['brahmaMuhurta', 'vijayaMuhurta', 'nishita']) expect(d[key], key).toEqual({ start: expect.stringMatching(ISO_UTC), end: expect.stringMatching(ISO_UTC) });
    expect(Date.parse(d.brahmaMuhurta.end)).toBeLessThan(Date.parse(d.nextSunrise));
    expect(d.durmuhurat).toHaveLength(2); // a Tuesday
    expect(d.hora).toHaveLength(24);
    expect(d.hora[0]).toEqual({ lord: 'Mars', start: d.sunrise, end: expect.stringMatching(ISO_UTC) });
  });

  test('gives Godhuli around sunset, and the Sankranti of the day with its punya kaal', async ({ request }) => {
    // 14 January 2025 in New Delhi: the Sun enters Makara by day (09:03 IST in Drik Panchang), so the
    // punya kaal runs from the ingress to sunset the same day.
    const res = await get(request, { date: '2025-01-14', latitude: '28.6139', longitude: '77.2090', timezone: '+05:30' });
    expect(res.status()).toBe(200);
    const d = (await res.json()).data;
    expect(d.godhuli).toEqual({ start: expect.stringMatching(ISO_UTC), end: expect.stringMatching(ISO_UTC) });
    expect(Date.parse(d.godhuli.start)).toBeLessThan(Date.parse(d.sunset));
    expect(Date.parse(d.godhuli.end)).toBeGreaterThan(Date.parse(d.sunset));
    expect(d.sankranti).toEqual({ sign: 'Capricorn', name: 'Makara Sankranti', moment: expect.stringMatching(ISO_UTC), day: 'same', punyaKaal: { start: d.sankranti.moment, end: d.sunset } });
    expect(Math.abs(Date.parse(d.sankranti.moment) - Date.parse('2025-01-14T03:33:00Z'))).toBeLessThan(15 * 60_000);

    const other = (await (await get(request, { date: '2025-01-20', latitude: '28.6139', longitude: '77.2090', timezone: '+05:30' })).json()).data;
    expect(other.sankranti).toBeNull();
  });

  test('answers a reference case with its times, names and divisions, every instant in UTC', async ({ request }) => {
    const c = reference.cases.find((x: { id: string }) => x.id === 'P043'); // New Delhi, 2060-01-22
    const res = await get(request, { date: c.input.date, latitude: String(c.input.latitude), longitude: String(c.input.longitude), timezone: c.input.timezone });
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('public, max-age=86400');
    const body = await res.json();
    expect(body.status).toBe('success');
    const d = body.data;
    expect(d).toMatchObject({ date: '2060-01-22', timezone: '+05:30', weekday: c.weekday, sunSign: c.sunSign, moonSign: c.moonSign, polar: null });
    for (const [key, ref] of [['sunrise', 'sunriseUtc'], ['sunset', 'sunsetUtc'], ['nextSunrise', 'nextSunriseUtc'], ['moonrise', 'moonriseUtc'], ['moonset', 'moonsetUtc']]) {
      expect(d[key!], key).toMatch(ISO_UTC);
      expect(within10s(d[key!], c[ref!]), key).toBe(true);
    }
    for (const list of ['tithis', 'nakshatras', 'yogas', 'karanas']) {
      expect(d[list].map((e: { index: number; name: string }) => `${e.index} ${e.name}`), list).toEqual(c[list].map((e: { index: number; name: string }) => `${e.index} ${e.name}`));
      d[list].forEach((e: { endsAt: string }, i: number) => expect(within10s(e.endsAt, c[list][i].endsUtc), `${list}[${i}]`).toBe(true));
    }
    expect(d.tithis[0].paksha).toBe(c.tithis[0].paksha);
    for (const key of ['rahuKaal', 'yamaganda', 'gulikaKaal', 'abhijit']) {
      expect(within10s(d[key].start, c[key].startUtc) && within10s(d[key].end, c[key].endUtc), key).toBe(true);
    }
    expect(d.choghadiya.day).toHaveLength(8);
    expect(d.choghadiya.night).toHaveLength(8);
    expect(d.choghadiya.day[0]).toEqual({ name: expect.any(String), start: d.sunrise, end: expect.stringMatching(ISO_UTC) });
    expect(d.choghadiya.night[7].end).toBe(d.nextSunrise);
  });

  test('without a timezone reads the date in the offset in force at the place on that date', async ({ request }) => {
    // New York: -05:00 in January, -04:00 (daylight saving) in July.
    const winter = await (await get(request, { date: '2024-01-15', latitude: '40.7128', longitude: '-74.006' })).json();
    const summer = await (await get(request, { date: '2024-07-15', latitude: '40.7128', longitude: '-74.006' })).json();
    expect([winter.data.timezone, summer.data.timezone]).toEqual(['-05:00', '-04:00']);
    // Delhi in 1943 kept war time, +06:30.
    const war = await (await get(request, { date: '1943-06-15', latitude: '28.6139', longitude: '77.209' })).json();
    expect(war.data.timezone).toBe('+06:30');
    // The sunrise is on the civil date in that offset: New York's is about 07:20 local in January.
    const local = new Date(Date.parse(winter.data.sunrise) - 5 * 3_600_000).toISOString();
    expect(local).toMatch(/^2024-01-15T07:/);
    // An unencoded "+" arrives as a space and still means +05:30.
    const res = await request.get('/api/panchang?date=2024-01-15&latitude=28.6139&longitude=77.209&timezone=+05:30', { headers: clientHeaders() });
    expect((await res.json()).data.timezone).toBe('+05:30');
  });

  test('says plainly when the Sun does not rise or does not set', async ({ request }) => {
    const night = await get(request, { date: '2024-12-20', latitude: '69.6492', longitude: '18.9553', timezone: '+01:00' });
    expect(night.status()).toBe(200);
    const n = (await night.json()).data;
    expect(n).toMatchObject({ polar: 'polar-night', sunrise: null, sunset: null, nextSunrise: null, rahuKaal: null, abhijit: null, choghadiya: { day: [], night: [] } });
    expect(n.polarNote).toMatch(/does not rise/);
    expect(n.tithis.length).toBeGreaterThan(0);
    const day = (await (await get(request, { date: '2024-06-21', latitude: '69.6492', longitude: '18.9553' })).json()).data;
    expect(day).toMatchObject({ polar: 'midnight-sun', timezone: '+02:00' });
    expect(day.polarNote).toMatch(/does not set/);
  });

  test('refuses bad input with a clear 400', async ({ request }) => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ latitude: '28.6', longitude: '77.2' }, /date is required/],
      [{ date: '2024-02-30', latitude: '28.6', longitude: '77.2' }, /YYYY-MM-DD/],
      [{ date: '15-01-2024', latitude: '28.6', longitude: '77.2' }, /YYYY-MM-DD/],
      [{ date: '1899-12-31', latitude: '28.6', longitude: '77.2' }, /between 1900-01-01 and 2100-12-31/],
      [{ date: '2024-01-15', latitude: '91', longitude: '77.2' }, /latitude must be a number from -90 to 90/],
      [{ date: '2024-01-15', latitude: '28.6', longitude: 'east' }, /longitude must be a number from -180 to 180/],
      [{ date: '2024-01-15', latitude: '28.6' }, /longitude is required/],
      [{ date: '2024-01-15', latitude: '28.6', longitude: '77.2', timezone: '+15:00' }, /timezone must be a UTC offset/],
      [{ date: '2024-01-15', latitude: '28.6', longitude: '77.2', timezone: 'IST' }, /timezone must be a UTC offset/],
    ];
    for (const [query, message] of cases) {
      const res = await get(request, query);
      expect(res.status(), JSON.stringify(query)).toBe(400);
      const body = await res.json();
      expect(body.status).toBe('error');
      expect(body.message).toMatch(message);
    }
  });
});

test.describe('the panchang page at a point', () => {
  const varanasi = '/panchang?month=2031-03&place=1253405';

  test('nearby coordinates lead to the same gazetteer place, whose month is then served from the page cache', async ({ request }) => {
    const a = await request.get('/panchang?month=2031-03&lat=25.3176&lon=83.0062&tz=Asia%2FKolkata&name=Godowlia', { headers: clientHeaders(), maxRedirects: 0 });
    const b = await request.get('/panchang?month=2031-03&lat=25.3201&lon=83.0151', { headers: clientHeaders(), maxRedirects: 0 });
    expect([a.status(), b.status()]).toEqual([307, 307]);
    expect(a.headers()['location']).toBe(varanasi);
    expect(b.headers()['location']).toBe(varanasi);
    const first = await request.get(varanasi, { headers: clientHeaders() });
    expect(first.status()).toBe(200);
    expect(await first.text()).toContain('Shown for Varanasi, Uttar Pradesh, India');
    const second = await request.get(varanasi, { headers: clientHeaders() });
    expect(second.status()).toBe(200);
    expect(second.headers()['x-nextjs-cache']).toBe('HIT');
  });

  test('a point far from every place is shown for its coordinates rounded to 0.01°, and says so', async ({ request }) => {
    for (const [lat, lon] of [['-40.50499', '-130.12345'], ['-40.501', '-130.1249']]) {
      const res = await request.get(`/panchang?month=2031-03&lat=${lat}&lon=${lon}`, { headers: clientHeaders() });
      expect(res.status()).toBe(200);
      const text = await res.text();
      expect(text).toContain('Shown for 40.50°S, 130.12°W (rounded)');
    }
  });
});
