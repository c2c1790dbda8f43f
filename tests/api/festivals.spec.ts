import { expect, test, type APIRequestContext } from '@playwright/test';
import ICAL from 'ical.js';
import { clientHeaders } from '../support/api-client';

// GET /api/festivals and its .ics feed: a year of festivals for a place, clear 400s, Hindi names,
// and a calendar file a phone can read.

const NEW_DELHI = { lat: '28.6358', lon: '77.2245' };

// Dates from the Central Government's list of holidays for its Delhi/New Delhi offices in 2026
// (Department of Personnel and Training, as published in July 2025): Ram Navami Thu 26 March,
// Janmashtami Fri 4 September, Dussehra Tue 20 October, Diwali (Deepavali) Sun 8 November; Makar
// Sankranti Wed 14 January among its restricted holidays. (The festivals' own tests, against 30 and
// more published dates, are the engine's: lib/astro/festivals.)
const PUBLISHED_2026 = {
  'makar-sankranti': '2026-01-14',
  'ram-navami': '2026-03-26',
  'krishna-janmashtami': '2026-09-04',
  dussehra: '2026-10-20',
  diwali: '2026-11-08',
};

const ISO_WITH_IST = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/;

function get(request: APIRequestContext, path: string, query: Record<string, string>, headers: Record<string, string> = {}) {
  return request.get(`${path}?${new URLSearchParams(query)}`, { headers: { ...clientHeaders(), ...headers } });
}

interface Day {
  key: string;
  name: string;
  date: string;
  muhurta?: { start: string; end: string; label: string };
  rule: string;
}

test.describe('GET /api/festivals', () => {
  // Karva Chauth 2024 in New Delhi (Drik Panchang, as newspapers quoted it): Sunday 20 October, the puja
  // 5:46 pm to 7:02 pm, moonrise 7:54 pm. The fast ends at moonrise, so the answer gives both.
  test('Karva Chauth gives its evening puja and, apart, the moonrise that ends the fast', async ({ request }) => {
    const res = await get(request, '/api/festivals', { year: '2024', ...NEW_DELHI, tz: 'Asia/Kolkata' });
    expect(res.status()).toBe(200);
    const days: (Day & { moonrise?: string })[] = (await res.json()).data;
    const karva = days.find((d) => d.key === 'karva-chauth')!;
    expect(karva.date).toBe('2024-10-20');
    expect(karva.muhurta!.start).toMatch(/^2024-10-20T17:4\d:\d\d\+05:30$/);
    expect(karva.moonrise).toMatch(/^2024-10-20T19:5\d:\d\d\+05:30$/);
    // Sankashti's muhurta is the moonrise itself.
    const sankashti = days.find((d) => d.key === 'sankashti-chaturthi')!;
    expect(sankashti.moonrise).toBe(sankashti.muhurta!.start);
  });

  test('a New Delhi year holds Makar Sankranti, Ram Navami, Janmashtami, Dussehra and Diwali on their published dates, sorted, with rules and muhurtas in India time', async ({ request }) => {
    const res = await get(request, '/api/festivals', { year: '2026', ...NEW_DELHI, tz: 'Asia/Kolkata' });
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('public, max-age=86400');
    const body = await res.json();
    expect(body).toMatchObject({ status: 'success', year: 2026, place: { timezone: 'Asia/Kolkata' } });
    const days: Day[] = body.data;
    for (const [key, date] of Object.entries(PUBLISHED_2026)) {
      const day = days.find((d) => d.key === key);
      expect(day, key).toBeDefined();
      expect(day!.date, key).toBe(date);
      expect(day!.rule.length, key).toBeGreaterThan(10);
    }
    const dates = days.map((d) => d.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates.every((d) => d.startsWith('2026-'))).toBe(true);
    const diwali = days.find((d) => d.key === 'diwali')!;
    expect(diwali.name).toBe('Diwali (Lakshmi Puja)');
    expect(diwali.muhurta).toEqual({ start: expect.stringMatching(ISO_WITH_IST), end: expect.stringMatching(ISO_WITH_IST), label: expect.any(String) });
    // Lakshmi Puja is an evening muhurta on the day itself.
    expect(diwali.muhurta!.start.slice(0, 10)).toBe('2026-11-08');
    expect(Date.parse(diwali.muhurta!.end)).toBeGreaterThan(Date.parse(diwali.muhurta!.start));
  });

  test('without tz reads the year in India time', async ({ request }) => {
    const res = await get(request, '/api/festivals', { year: '2026', ...NEW_DELHI });
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body.place.timezone).toBe('Asia/Kolkata');
    expect(body.data.find((d: Day) => d.key === 'diwali').date).toBe(PUBLISHED_2026.diwali);
  });

  test('names and rules are in Hindi for a caller that asks for Hindi', async ({ request }) => {
    const res = await get(request, '/api/festivals', { year: '2026', ...NEW_DELHI }, { 'Accept-Language': 'hi' });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-language']).toBe('hi');
    expect(res.headers()['vary']).toMatch(/Accept-Language/);
    const diwali = (await res.json()).data.find((d: Day) => d.key === 'diwali');
    expect(diwali.name).toMatch(/[\u0900-\u097F]/);
    expect(diwali.rule).toMatch(/[\u0900-\u097F]/);
  });

  const bad: [string, Record<string, string>, string][] = [
    ['a year before 1800', { year: '1799', ...NEW_DELHI }, 'year must be a whole year from 1800 to 2299.'],
    ['a year that is not a number', { year: '20x6', ...NEW_DELHI }, 'year must be a whole year from 1800 to 2299.'],
    ['no year', { ...NEW_DELHI }, 'year is required: a whole year from 1800 to 2299.'],
    ['a latitude past the pole', { year: '2026', lat: '91', lon: '77.2' }, 'lat must be a number from -90 to 90.'],
    ['no longitude', { year: '2026', lat: '28.6' }, 'lon is required: a number from -180 to 180.'],
    ['a longitude that is not a number', { year: '2026', lat: '28.6', lon: 'east' }, 'lon must be a number from -180 to 180.'],
    ['an unknown zone', { year: '2026', ...NEW_DELHI, tz: 'Mars/Olympus' }, 'tz must be an IANA time zone such as Asia/Kolkata or America/New_York.'],
    ['an offset instead of a zone', { year: '2026', ...NEW_DELHI, tz: '+05:30' }, 'tz must be an IANA time zone such as Asia/Kolkata or America/New_York.'],
    ['a zone name past any real one', { year: '2026', ...NEW_DELHI, tz: `Asia/${'K'.repeat(80)}` }, 'tz must be an IANA time zone such as Asia/Kolkata or America/New_York.'],
  ];
  for (const [what, query, message] of bad) {
    test(`refuses ${what} with a 400 that says what is wrong`, async ({ request }) => {
      for (const path of ['/api/festivals', '/api/festivals/ics']) {
        const res = await get(request, path, query);
        expect(res.status(), path).toBe(400);
        expect((await res.json()).message, path).toBe(message);
      }
    });
  }

  test('a refusal is in Hindi for a caller that asks for Hindi', async ({ request }) => {
    const res = await get(request, '/api/festivals', { year: '1700', ...NEW_DELHI }, { 'Accept-Language': 'hi' });
    expect(res.status()).toBe(400);
    expect((await res.json()).message).toBe('year 1800 से 2299 तक का कोई पूरा वर्ष होना चाहिए।');
  });
});

test.describe('GET /api/festivals/ics', () => {
  function events(text: string) {
    return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
  }

  test('is a calendar file of the year\'s festivals as all-day events on their dates', async ({ request }) => {
    const [json, ics] = await Promise.all([
      get(request, '/api/festivals', { year: '2026', ...NEW_DELHI }),
      get(request, '/api/festivals/ics', { year: '2026', ...NEW_DELHI }),
    ]);
    expect(ics.status()).toBe(200);
    expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.headers()['content-disposition']).toBe('attachment; filename="festivals-2026-new-delhi.ics"');
    const days: Day[] = (await json.json()).data;
    const list = events(await ics.text());
    expect(list).toHaveLength(days.length);
    const diwali = list.find((e) => e.summary === 'Diwali (Lakshmi Puja)')!;
    expect(diwali.startDate.isDate).toBe(true);
    expect(diwali.startDate.toString()).toBe(PUBLISHED_2026.diwali);
    expect(diwali.description).toContain(days.find((d) => d.key === 'diwali')!.rule);
    // The muhurta's clock time in India time, as the JSON's ISO time writes it.
    const muhurta = days.find((d) => d.key === 'diwali')!.muhurta!;
    expect(diwali.description).toContain(`${muhurta.start.slice(11, 16)}–${muhurta.end.slice(11, 16)}`);
    for (const [key, date] of Object.entries(PUBLISHED_2026)) {
      const name = days.find((d) => d.key === key)!.name;
      expect(list.some((e) => e.summary === name && e.startDate.toString() === date), key).toBe(true);
    }
    expect(new Set(list.map((e) => e.uid)).size).toBe(list.length);
  });

  test('gives the same event ids each time, so a subscribed calendar updates instead of doubling', async ({ request }) => {
    const uids = async () => events(await (await get(request, '/api/festivals/ics', { year: '2026', ...NEW_DELHI })).text()).map((e) => e.uid);
    expect(await uids()).toEqual(await uids());
  });

  test('is written in Hindi with lang=hi', async ({ request }) => {
    const res = await get(request, '/api/festivals/ics', { year: '2026', ...NEW_DELHI, lang: 'hi' });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-disposition']).toBe('attachment; filename="festivals-2026-new-delhi-hi.ics"');
    const list = events(await res.text());
    const diwali = list.find((e) => e.startDate.toString() === PUBLISHED_2026.diwali && /दीपावली|दिवाली|दीवाली/.test(e.summary));
    expect(diwali).toBeDefined();
  });

  test('refuses a language it does not write', async ({ request }) => {
    const res = await get(request, '/api/festivals/ics', { year: '2026', ...NEW_DELHI, lang: 'fr' });
    expect(res.status()).toBe(400);
    expect((await res.json()).message).toBe('lang must be en or hi.');
  });
});
