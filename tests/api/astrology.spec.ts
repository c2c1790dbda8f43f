import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { loadReference } from '../support/reference';
import { kundliRequest } from '../support/results';

const { cases, pairs } = loadReference();
const byId = new Map(cases.map((c) => [c.id, c]));
const ARCSEC = 1 / 3600;

const kundli = (overrides: Record<string, unknown> = {}) => ({ ...kundliRequest('Test Person'), ...overrides });

test.describe('POST /api/kundli', () => {
  for (const id of ['C001', 'C002', 'C010', 'C050', 'C099', 'C120']) {
    test(`matches the Swiss Ephemeris reference for ${id}`, async ({ request }) => {
      const ref = byId.get(id);
      const res = await request.post('/api/kundli', { data: ref.input });
      expect(res.status()).toBe(201);
      const body = await res.json();
      expect(body).toEqual(expect.objectContaining({ message: expect.any(String), status: 'success', statusCode: 201 }));
      const { data } = body;
      expect(data).toEqual(expect.objectContaining({ _id: expect.any(String), createdAt: expect.any(String), updatedAt: expect.any(String), birthPlace: ref.input.birthPlace }));
      expect(new Date(data.birthDateTime).toISOString().slice(0, 19)).toBe(ref.utc.slice(0, 19));
      expect(data.chart.ascendant.sign).toBe(ref.ascendant.sign);
      expect(Math.abs(data.chart.ascendant.longitude - ref.ascendant.lon)).toBeLessThan(ARCSEC);
      expect(data.chart.sunSign).toBe(ref.sunSign);
      expect(data.chart.moonSign).toBe(ref.moonSign);
      for (const g of ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu']) {
        expect(data.chart.planets[g].sign, g).toBe(ref.bodies[g].sign);
        expect(Math.abs(data.chart.planets[g].longitude - ref.bodies[g].lon), g).toBeLessThan(20 * ARCSEC);
        expect(data.chart.planets[g].nakshatra, g).toBe(ref.bodies[g].nakshatra);
      }
      expect(data.chart.moonNakshatra.name).toBe(ref.moonNakshatra.name);
      expect(data.chart.panchang.tithi).toBe(ref.panchang.tithi);
      expect(data.chart.vimshottari.startLord).toBe(ref.vimshottari.startLord);
      expect(data.chart.manglik.isManglik).toBe(ref.manglik.fromLagna);
    });
  }

  test('applies the defaults (seconds 0, timezone +05:30) and lowercases gender', async ({ request }) => {
    const { seconds: _s, timezone: _t, ...rest } = kundli();
    const res = await request.post('/api/kundli', { data: { ...rest, gender: 'MALE' } });
    expect(res.status()).toBe(201);
    const { data } = await res.json();
    expect(data).toEqual(expect.objectContaining({ seconds: 0, timezone: '+05:30', gender: 'male' }));
    expect(data.birthDateTime).toBe('1990-08-15T09:00:00.000Z');
  });

  test('without a timezone, uses the offset in force at the place on that date, as match making does (New York 1950: -05:00)', async ({ request }) => {
    const { timezone: _t, ...rest } = kundli({ day: 1, month: 3, year: 1950, hours: 8, minutes: 15, birthPlace: 'New York', latitude: 40.7128, longitude: -74.006 });
    const res = await request.post('/api/kundli', { data: rest });
    expect(res.status()).toBe(201);
    const { data } = await res.json();
    expect(data.timezone).toBe('-05:00');
    expect(data.birthDateTime).toBe('1950-03-01T13:15:00.000Z');
  });

  for (const [label, change] of [
    ['29 February of a leap year', { day: 29, month: 2, year: 2024 }],
    ['1 January 1900', { day: 1, month: 1, year: 1900, hours: 0, minutes: 0 }],
    ['31 December 2030 near midnight', { day: 31, month: 12, year: 2030, hours: 23, minutes: 59, seconds: 59 }],
    ['a negative offset crossing to the next UTC day', { hours: 22, timezone: '-05:00', latitude: 40.7128, longitude: -74.006 }],
    ['the southern hemisphere', { latitude: -33.8688, longitude: 151.2093, timezone: '+10:00' }],
    ['a high latitude', { latitude: 69.6492, longitude: 18.9553, timezone: '+01:00' }],
  ] as const) {
    test(`accepts ${label}`, async ({ request }) => {
      const res = await request.post('/api/kundli', { data: kundli(change) });
      expect(res.status()).toBe(201);
      const { data } = await res.json();
      expect(data.chart.planets.Sun.sign).toEqual(expect.any(String));
    });
  }

  for (const [change, message] of [
    [{ day: 29, month: 2, year: 2023 }, 'February 2023 has 28 days.'],
    [{ day: 31, month: 4 }, 'April 1990 has 30 days.'],
    [{ day: 0 }, 'Day of birth must be between 1 and 31.'],
    [{ month: 13 }, 'Month of birth must be between 1 and 12.'],
    [{ year: 1700 }, 'Year of birth must be between 1800 and 2299.'],
    [{ hours: 24 }, 'Hour of birth must be between 0 and 23.'],
    [{ minutes: 60 }, 'Minute of birth must be between 0 and 59.'],
    [{ seconds: -1 }, 'Second of birth must be between 0 and 59.'],
    [{ day: 1.5 }, 'Day of birth must be a whole number.'],
    [{ latitude: 91 }, 'Latitude must be between -90 and 90.'],
    [{ longitude: -181 }, 'Longitude must be between -180 and 180.'],
    [{ timezone: 'IST' }, 'Time zone must look like +05:30 or -04:00 (between -12:00 and +14:00).'],
    [{ timezone: '+15:00' }, 'Time zone must look like +05:30 or -04:00 (between -12:00 and +14:00).'],
    [{ name: '  ' }, 'Name is required.'],
    [{ gender: 'x' }, 'Gender must be male, female or other.'],
    [{ birthPlace: '' }, 'Birth place is required.'],
  ] as const) {
    test(`rejects ${JSON.stringify(change)}: "${message}"`, async ({ request }) => {
      const res = await request.post('/api/kundli', { data: kundli(change) });
      expect(res.status()).toBe(400);
      expect((await res.json()).message).toBe(message);
    });
  }

  test('a result reopens by its private id; an unknown id is a 404', async ({ request }) => {
    const created = await (await request.post('/api/kundli', { data: kundli() })).json();
    const res = await request.get(`/api/kundli/${created.data._id}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toContain('no-store');
    expect((await res.json()).data).toEqual(created.data);
    expect((await request.get('/api/kundli/00000000-0000-4000-8000-000000000000')).status()).toBe(404);
    expect((await request.get('/api/kundli/not-an-id')).status()).toBe(404);
  });

  test('birth details never reach the server log', async ({ request }) => {
    const name = `Privacy Check ${Date.now()}`;
    await request.post('/api/kundli', { data: kundli({ name, birthPlace: 'Secretpur Village' }) });
    await request.post('/api/kundli', { data: kundli({ name, hours: 99 }) });
    const inbox = JSON.parse(process.env.E2E_INBOXES ?? '{}').main;
    const log = fs.readFileSync(inbox.E2E_SERVER_LOG, 'utf8');
    expect(log).not.toContain(name);
    expect(log).not.toContain('Secretpur');
  });
});

test.describe('POST /api/match', () => {
  const person = (id: string, overrides: Record<string, unknown> = {}) => {
    const i = byId.get(id).input;
    const p = (n: number) => String(n).padStart(2, '0');
    return {
      name: i.name,
      gender: i.gender,
      dob: `${i.year}-${p(i.month)}-${p(i.day)}`,
      birthTime: `${p(i.hours)}:${p(i.minutes)}:${p(i.seconds)}`,
      birthPlace: i.birthPlace,
      latitude: i.latitude,
      longitude: i.longitude,
      timezone: i.timezone,
      ...overrides,
    };
  };

  for (const index of [0, 7, 12, 23, 41, 59]) {
    test(`scores reference pair ${index} like the reference`, async ({ request }) => {
      const pair = pairs[index];
      const res = await request.post('/api/match', { data: { boy: person(pair.groom), girl: person(pair.bride) } });
      expect(res.status()).toBe(200);
      const { data } = await res.json();
      expect(data.total).toBe(pair.total);
      expect(data.compatibilityScore).toBe(Math.round((pair.total * 10) / 36 * 10) / 10);
      for (const k of data.kootas) expect(k.points, k.name).toBe(pair.kootas[k.name].points);
      expect(data.manglik).toEqual({ boy: pair.manglik.groom, girl: pair.manglik.bride });
      // The depth beside the kootas: Mangal dosha samya, the named Nadi/Bhakoot exceptions, the ten poruthams.
      expect(data.manglikSamya).toEqual(expect.objectContaining({ balanced: expect.any(Boolean), summary: expect.any(String), rules: expect.any(Array) }));
      expect(data.manglikSamya.boy.manglik).toBe(pair.manglik.groom);
      expect(data.manglikSamya.girl.manglik).toBe(pair.manglik.bride);
      for (const r of data.manglikSamya.rules) expect(r).toEqual({ key: expect.any(String), rule: expect.any(String), source: expect.any(String) });
      expect(data.doshaExceptions.nadi.dosha).toBe(pair.kootas.nadi.points === 0);
      expect(data.doshaExceptions.bhakoot.dosha).toBe(pair.kootas.bhakoot.points === 0);
      expect(data.doshaExceptions.bhakoot.exceptions.some((e: { key: string }) => e.key === 'bhakoot-same-lord')).toBe(pair.kootas.bhakoot.sameLordException);
      expect(data.doshaExceptions.nadi.exceptions.some((e: { key: string }) => e.key === 'nadi-same-nakshatra-different-pada')).toBe(pair.kootas.nadi.sameNakshatraDifferentPada);
      expect(data.poruthams.total).toBe(10);
      expect(data.poruthams.poruthams.map((p: { key: string }) => p.key)).toEqual(['dina', 'gana', 'mahendra', 'streeDeergha', 'yoni', 'rasi', 'rasiAdhipati', 'vasya', 'rajju', 'vedha']);
      expect(data.poruthams.matched).toBe(data.poruthams.poruthams.filter((p: { matched: boolean }) => p.matched).length);
      for (const chart of [data.boyChart, data.girlChart]) {
        expect(chart).toEqual(expect.objectContaining({ ascendant: expect.objectContaining({ sign: expect.any(String), longitude: expect.any(Number) }), sunSign: expect.any(String), moonSign: expect.any(String) }));
        expect(Object.keys(chart.planets)).toEqual(expect.arrayContaining(['Sun', 'Moon', 'Rahu', 'Ketu']));
      }
    });
  }

  test('without a timezone, uses the offset in force at the place on that date (India 1943: +06:30)', async ({ request }) => {
    const data = {
      boy: { name: 'Ravi', gender: 'male', dob: '1943-06-15', birthTime: '10:00:00', birthPlace: 'Delhi', latitude: 28.6519, longitude: 77.2315 },
      girl: { name: 'Uma', gender: 'female', dob: '1950-03-01', birthTime: '08:15:00', birthPlace: 'New York', latitude: 40.7128, longitude: -74.006 },
    };
    const res = await request.post('/api/match', { data });
    expect(res.status()).toBe(200);
    const body = (await res.json()).data;
    expect(body.boy.timezone).toBe('+06:30');
    expect(body.girl.timezone).toBe('-05:00');
  });

  test('latitude and longitude default to 28.61, 77.23', async ({ request }) => {
    const { latitude: _a, longitude: _b, ...boy } = person('C001');
    const res = await request.post('/api/match', { data: { boy, girl: person('C024') } });
    expect(res.status()).toBe(200);
    expect((await res.json()).data.boy).toEqual(expect.objectContaining({ latitude: 28.61, longitude: 77.23 }));
  });

  for (const [role, change, message] of [
    ['boy', { name: '' }, 'Boy name required'],
    ['girl', { gender: '' }, 'Girl gender required'],
    ['boy', { dob: '15-06-1990' }, 'Boy DOB must be YYYY-MM-DD'],
    ['girl', { dob: '2023-02-29' }, 'Girl DOB must be YYYY-MM-DD'],
    ['boy', { birthTime: '24:00:00' }, 'Boy birth time must be HH:MM:SS'],
    ['girl', { birthTime: '10:00' }, 'Girl birth time must be HH:MM:SS'],
    ['girl', { birthPlace: ' ' }, 'Girl birth place required'],
  ] as const) {
    test(`rejects ${role} ${JSON.stringify(change)}: "${message}"`, async ({ request }) => {
      const data = { boy: person('C001'), girl: person('C024') };
      Object.assign(data[role], change);
      const res = await request.post('/api/match', { data });
      expect(res.status()).toBe(400);
      expect((await res.json()).message).toBe(message);
    });
  }
});

test.describe('POST /api/luckyNumberColor', () => {
  test('returns the numerology of a name and date of birth', async ({ request }) => {
    const res = await request.post('/api/luckyNumberColor', { data: { name: 'Rahul Sharma', dob: '1985-11-29' } });
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body.status).toBe('success');
    expect(body.data).toEqual(expect.objectContaining({ name: 'Rahul Sharma', dob: '1985-11-29', sign: 'Sagittarius', luckyNumber: 2, luckyColor: 'White', destinyNumber: 9 }));
  });

  test('29 February is a valid birthday', async ({ request }) => {
    const res = await request.post('/api/luckyNumberColor', { data: { name: 'Leap', dob: '2000-02-29' } });
    expect((await res.json()).data).toEqual(expect.objectContaining({ luckyNumber: 2, sign: 'Pisces' }));
  });

  for (const [data, message] of [
    [{ name: '', dob: '1990-01-01' }, 'Please enter your name and date of birth'],
    [{ name: 'Asha' }, 'Please enter your name and date of birth'],
    [{ name: 'Asha', dob: '1990-02-30' }, 'Date of birth must be a real date in the form YYYY-MM-DD.'],
    [{ name: 'Asha', dob: '01/02/1990' }, 'Date of birth must be a real date in the form YYYY-MM-DD.'],
  ] as const) {
    test(`rejects ${JSON.stringify(data)}`, async ({ request }) => {
      const res = await request.post('/api/luckyNumberColor', { data });
      expect(res.status()).toBe(400);
      expect((await res.json()).message).toBe(message);
    });
  }
});
