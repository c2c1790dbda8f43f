import { expect, test } from '@playwright/test';
import { NAKSHATRAS, SIGNS } from '../../lib/astro/zodiac';
import { clientHeaders } from '../support/api-client';

// POST /api/muhurta and GET /api/muhurta/{id} (issue 27): a search is answered with its windows and
// kept under a private id; a birth chart's Moon narrows it, and the birth details are never answered.

const NEW_DELHI = { latitude: 28.6139, longitude: 77.209 };
const search = { activity: 'marriage', from: '2025-05-01', to: '2025-05-31', ...NEW_DELHI, timezone: 'Asia/Kolkata' };
const birth = { date: '1990-08-15', time: '14:30', place: 'Faridabad, Haryana, India', latitude: 28.4089, longitude: 77.3178, timezone: '+05:30' };

const dates = (from: string, to: string) => {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
};

test.describe('the muhurta finder (POST /api/muhurta, GET /api/muhurta/{id})', () => {
  test('a search answers 201 with its windows, every day accounted for, and reads back the same under its id', async ({ request }) => {
    const res = await request.post('/api/muhurta', { data: search, headers: clientHeaders() });
    expect(res.status()).toBe(201);
    expect(res.headers()['cache-control']).toBe('private, no-store');
    const { status, data } = await res.json();
    expect(status).toBe('success');
    expect(data.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(data).toMatchObject({ activity: 'marriage', from: '2025-05-01', to: '2025-05-31', timezone: 'Asia/Kolkata', avoidRahuKaal: false, birthStar: null });
    expect(data.windows.length).toBeGreaterThan(0);
    for (const w of data.windows) {
      expect(Date.parse(w.end)).toBeGreaterThan(Date.parse(w.start));
      expect(w.date >= '2025-05-01' && w.date <= '2025-05-31').toBe(true);
      expect(['Monday', 'Wednesday', 'Thursday', 'Friday']).toContain(w.weekday);
      expect(w.reasons.length).toBeGreaterThan(4);
      for (const r of w.reasons) expect([typeof r.en, typeof r.hi]).toEqual(['string', 'string']);
    }
    const covered = new Set([...data.windows.map((w: { date: string }) => w.date), ...data.excluded.map((e: { date: string }) => e.date)]);
    expect([...covered].sort()).toEqual(dates('2025-05-01', '2025-05-31'));
    expect(data.excluded.find((e: { date: string }) => e.date === '2025-05-04').reasons[0]).toEqual({ en: 'Sunday is not a weekday for marriage (vivaha)', hi: 'रविवार विवाह का वार नहीं है' });

    const again = await request.get(`/api/muhurta/${data.id}`, { headers: clientHeaders() });
    expect(again.status()).toBe(200);
    expect(again.headers()['cache-control']).toBe('private, no-store');
    expect((await again.json()).data).toEqual(data);
  });

  test('a birth chart narrows the windows by its Moon, and the birth details are neither answered nor kept', async ({ request }) => {
    const headers = clientHeaders();
    const res = await request.post('/api/muhurta', { data: { ...search, activity: 'namakarana', birth }, headers });
    expect(res.status()).toBe(201);
    const text = await res.text();
    for (const detail of ['1990-08-15', '14:30', 'Faridabad', '28.4089', '77.3178']) expect(text).not.toContain(detail);
    const { data } = JSON.parse(text);
    // The birth Moon is the kundli's Moon for the same birth.
    const kundli = await request.post('/api/kundli', { data: { name: 'Test Person', gender: 'female', day: 15, month: 8, year: 1990, hours: 14, minutes: 30, birthPlace: birth.place, latitude: birth.latitude, longitude: birth.longitude, timezone: '+05:30' }, headers });
    const moon = (await kundli.json()).data.chart.planets.Moon;
    expect(data.birthStar).toEqual({ moonNakshatra: NAKSHATRAS.indexOf(moon.nakshatra) + 1, moonSign: SIGNS.indexOf(moon.sign) });
    // Its windows are a part of the windows found without it, each with its tarabalam and chandrabalam.
    const without = (await (await request.post('/api/muhurta', { data: { ...search, activity: 'namakarana' }, headers })).json()).data;
    expect(data.windows.length).toBeGreaterThan(0);
    expect(data.windows.length).toBeLessThan(without.windows.length);
    for (const w of data.windows) {
      expect(w.reasons.map((r: { en: string }) => r.en.split(':')[0])).toEqual(expect.arrayContaining(['Tarabalam', 'Chandrabalam']));
      expect(without.windows.some((k: { start: string; end: string }) => Date.parse(k.start) <= Date.parse(w.start) + 1000 && Date.parse(k.end) >= Date.parse(w.end) - 1000)).toBe(true);
    }
    const stored = await (await request.get(`/api/muhurta/${data.id}`, { headers })).text();
    for (const detail of ['1990-08-15', '14:30', 'Faridabad']) expect(stored).not.toContain(detail);
  });

  for (const [what, change, message] of [
    ['a range over 12 months', { from: '2025-03-01', to: '2026-03-01' }, 'The range is at most 12 months: from 2025-03-01 it ends by 2026-02-28.'],
    ['a range ending before it starts', { from: '2025-05-10', to: '2025-05-01' }, 'to must not be before from.'],
    ['a year outside 1900-2100', { from: '1899-12-01', to: '1899-12-31' }, 'from and to must be between 1900-01-01 and 2100-12-31.'],
    ['a date not in the calendar', { to: '2025-02-30' }, 'to must be a calendar date written YYYY-MM-DD.'],
    ['an unknown activity', { activity: 'picnic' }, 'activity must be one of marriage, griha-pravesh, property-purchase, vehicle-purchase, namakarana.'],
    ['a place beyond the polar circle', { latitude: 70 }, 'latitude must be within 66° of the equator: beyond the polar circles the Sun need not rise.'],
    ['a longitude out of range', { longitude: 181 }, 'longitude must be a number from -180 to 180.'],
    ['an unknown time zone', { timezone: 'Mars/Olympus' }, 'timezone must be a UTC offset such as +05:30 or a time zone such as Asia/Kolkata.'],
    ['a birth time that is no time', { birth: { ...birth, time: '25:00' } }, 'Birth time must be written HH:MM or HH:MM:SS.'],
    ['a birth before the years the ephemeris covers', { birth: { ...birth, date: '1700-01-01' } }, 'Birth date must be between 1800-01-01 and 2299-12-31.'],
    ['a birth without its place', { birth: { date: '1990-08-15', time: '14:30' } }, 'Birth latitude must be a number from -90 to 90.'],
  ] as const) {
    test(`${what} is refused with 400 and says why`, async ({ request }) => {
      const res = await request.post('/api/muhurta', { data: { ...search, ...change }, headers: clientHeaders() });
      expect(res.status()).toBe(400);
      expect((await res.json()).message).toBe(message);
    });
  }

  test('a Hindi caller is told what is wrong in Hindi', async ({ request }) => {
    const res = await request.post('/api/muhurta', { data: { ...search, from: '2025-03-01', to: '2026-03-01' }, headers: { ...clientHeaders(), 'Accept-Language': 'hi' } });
    expect(res.status()).toBe(400);
    expect(res.headers()['content-language']).toBe('hi');
    expect((await res.json()).message).toBe('अवधि अधिकतम 12 महीने की हो सकती है: 2025-03-01 से यह 2026-02-28 तक समाप्त होनी चाहिए।');
  });

  test('an unknown or malformed id is a 404', async ({ request }) => {
    for (const id of ['3f0c2a4e-8b1d-4c5e-9f6a-7b8c9d0e1f2a', 'not-an-id']) {
      const res = await request.get(`/api/muhurta/${id}`, { headers: clientHeaders() });
      expect(res.status()).toBe(404);
      expect((await res.json()).message).toMatch(/^This muhurta search was not found\./);
    }
  });
});
