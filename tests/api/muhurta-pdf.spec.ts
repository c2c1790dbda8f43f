import { expect, test, type APIRequestContext } from '@playwright/test';
import { longDateText } from '../../components/panchang/time-format';
import { clientHeaders } from '../support/api-client';
import { pdfText } from '../support/pdf-text';

// GET /api/muhurta/{id}/pdf (issue 27): a search's PDF, in English or Hindi, carries the windows' dates, the rules and
// the days left out; it is a private download like the kundli's, and an unknown id or language is refused plainly.

const NEW_DELHI = { latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };
// Magha and Phalguna 2027: the lunar months that allow a griha pravesh, so the range has windows.
const GRIHA_PRAVESH = { activity: 'griha-pravesh', from: '2027-02-01', to: '2027-03-31', ...NEW_DELHI };

interface Search {
  id: string;
  windows: { date: string }[];
  excluded: { date: string }[];
}

async function createSearch(request: APIRequestContext, body: object = GRIHA_PRAVESH): Promise<Search> {
  const res = await request.post('/api/muhurta', { data: body, headers: clientHeaders() });
  expect(res.status()).toBe(201);
  return (await res.json()).data;
}

async function pdfOf(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path, { headers: clientHeaders() });
  expect(res.status(), path).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect(res.headers()['cache-control']).toBe('private, no-store');
  expect(res.headers()['x-robots-tag']).toBe('noindex');
  expect(res.headers()['content-disposition']).toMatch(/^attachment; filename="muhurta-griha-pravesh\.pdf"/);
  return pdfText(await res.body());
}

test.describe('the muhurta search PDF (GET /api/muhurta/{id}/pdf)', () => {
  test('the English PDF lists every window by its date, the rules with their source, and the days left out', async ({ request }) => {
    const search = await createSearch(request);
    expect(search.windows.length).toBeGreaterThan(0);
    const text = await pdfOf(request, `/api/muhurta/${search.id}/pdf`);
    expect(text).toContain('Muhurtas for Griha pravesh (house-warming)');
    for (const w of search.windows) expect(text).toContain(longDateText(w.date, 'en'));
    for (const words of ['Your search', 'New Delhi', 'Asia/Kolkata', 'Guru and Shukra asta, Chaturmas', 'Why nearby days are left out', 'The rules used', 'Muhurta Chintamani, ch. 13', 'Page 1 of']) {
      expect(text).toContain(words);
    }
    expect(text).toContain(longDateText(search.excluded[0]!.date, 'en'));
    expect(text).not.toMatch(/[\u0900-\u097F]/);
  });

  test('the Hindi PDF (?lang=hi) gives the same windows under Hindi headings and names', async ({ request }) => {
    const search = await createSearch(request);
    const text = await pdfOf(request, `/api/muhurta/${search.id}/pdf?lang=hi`);
    expect(text).toContain('गृह प्रवेश के मुहूर्त');
    for (const w of search.windows) expect(text).toContain(longDateText(w.date, 'hi'));
    for (const words of ['आपकी खोज', 'नई दिल्ली', 'आसपास के दिन क्यों छूटे', 'लागू नियम', 'नक्षत्र', 'पृष्ठ 1 /']) expect(text).toContain(words);
    expect(text).not.toContain('Your search');
  });

  test('a search with a birth chart names only the birth star, never the birth details', async ({ request }) => {
    const birth = { date: '1990-08-15', time: '14:30', place: 'Faridabad, Haryana, India', latitude: 28.4089, longitude: 77.3178, timezone: '+05:30' };
    const search = await createSearch(request, { ...GRIHA_PRAVESH, birth });
    const text = await pdfOf(request, `/api/muhurta/${search.id}/pdf`);
    expect(text).toMatch(/With your birth star \w+/);
    for (const detail of ['1990', '14:30', 'Faridabad', '28.4089', '77.3178']) expect(text).not.toContain(detail);
  });

  test('an unknown language is a 400 and an unknown or malformed id a 404, both as JSON', async ({ request }) => {
    const search = await createSearch(request);
    for (const lang of ['fr', '', 'HI']) {
      const res = await request.get(`/api/muhurta/${search.id}/pdf?lang=${lang}`, { headers: clientHeaders() });
      expect(res.status(), lang).toBe(400);
      expect((await res.json()).message).toBe('The PDF\'s language (lang) must be "en" or "hi".');
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await request.get(`/api/muhurta/${id}/pdf`, { headers: clientHeaders() });
      expect(res.status(), id).toBe(404);
      expect(res.headers()['content-type']).toContain('application/json');
      expect((await res.json()).message).toMatch(/^This muhurta search was not found\./);
    }
  });
});
