import { expect, test } from '@playwright/test';
import { browserWriteHeaders, clientHeaders } from '../support/api-client';
import { customer } from '../support/results';
import { idealVastuAnswers } from '../support/vastu-answers';

// The free Vastu self-check (issue 12): scored on the server, kept under a private link, saved
// to an account like kundlis (counting toward the five saved reports), downloadable as a PDF.

const answers = idealVastuAnswers;

async function anonymous(request: import('@playwright/test').APIRequestContext, baseURL: string) {
  return { ...clientHeaders(), ...(await browserWriteHeaders(request, baseURL)) };
}

test.describe('Vastu self-check', () => {
  test('scores the answers on the server and opens them again by the private link', async ({ request, baseURL }) => {
    const headers = await anonymous(request, baseURL!);
    const res = await request.post('/api/vastu-check', { data: { ...answers, kitchen: 'NE' }, headers });
    expect(res.status()).toBe(201);
    expect(res.headers()['cache-control']).toBe('private, no-store');
    const body = await res.json();
    expect(body.status).toBe('success');
    const { _id, report } = body.data;
    expect(_id).toMatch(/^[0-9a-f-]{36}$/);
    // A north-east kitchen is the one poor answer: the kitchen's 12 points are lost.
    expect(report.score).toBe(88);
    expect(report.zones).toHaveLength(9);
    expect(report.zones.find((z: { zone: string }) => z.zone === 'NE').verdict).toBe('attention');
    expect(report.remedies.length).toBeGreaterThan(0);

    const again = await request.get(`/api/vastu-check/${_id}`);
    expect(again.status()).toBe(200);
    expect(again.headers()['x-robots-tag']).toBe('noindex');
    expect((await again.json()).data).toEqual(body.data);

    const page = await request.get(`/vastu-check/${_id}`);
    expect(page.status()).toBe(200);
    expect(page.headers()['cache-control']).not.toMatch(/public/);
    expect(await page.text()).toContain('Book a Professional Vastu Check');
  });

  test('refuses bad answers with 400 and a plain message', async ({ request, baseURL }) => {
    const headers = await anonymous(request, baseURL!);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...answers, entrance: 'C' }, /Please choose the direction of the main entrance/],
      [{ ...answers, kitchen: 'up' }, /Please choose where the kitchen is/],
      [{ ...answers, propertyKind: undefined }, /home or a business/],
      [{ ...answers, toilets: ['NW', 'NW'] }, /once/],
      [{ ...answers, toilets: 'NW' }, /toilets/],
      [{ ...answers, slope: 'none' }, /slopes/],
      [{ ...answers, plotShape: 'a\u0000' }, /.+/],
    ];
    for (const [data, message] of cases) {
      const res = await request.post('/api/vastu-check', { data, headers });
      expect(res.status(), JSON.stringify(data)).toBe(400);
      expect((await res.json()).message).toMatch(message);
    }
    const notJson = await request.post('/api/vastu-check', { data: 'entrance=N', headers: { ...headers, 'Content-Type': 'text/plain' } });
    expect(notJson.status()).toBe(415);
  });

  test('a link that was never made, or is not an id, is not found', async ({ request }) => {
    expect((await request.get('/api/vastu-check/00000000-0000-4000-8000-000000000000')).status()).toBe(404);
    expect((await request.get('/api/vastu-check/not-an-id')).status()).toBe(404);
    expect((await request.get('/vastu-check/00000000-0000-4000-8000-000000000000')).status()).toBe(404);
    expect((await request.get('/api/vastu-check/00000000-0000-4000-8000-000000000000/pdf')).status()).toBe(404);
  });

  test('downloads as a PDF', async ({ request, baseURL }) => {
    const headers = await anonymous(request, baseURL!);
    const { data } = await (await request.post('/api/vastu-check', { data: answers, headers })).json();
    const pdf = await request.get(`/api/vastu-check/${data._id}/pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toMatch(/^attachment; filename="vastu-self-check-100\.pdf"$/);
    const bytes = await pdf.body();
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(5_000);
  });

  test('saves to the account as a report, counting toward the five; only its owner can keep it', async ({ playwright, baseURL }) => {
    const me = await customer(playwright, baseURL!);
    const made = await me.request.post('/api/vastu-check', { data: { ...answers, propertyKind: 'business' }, headers: me.headers });
    const id = (await made.json()).data._id;
    const saved = await me.request.post('/api/reports', { data: { kind: 'vastu-check', resultId: id }, headers: me.headers });
    expect(saved.status()).toBe(201);
    expect((await saved.json()).data).toEqual(expect.objectContaining({ kind: 'vastu-check', resultId: id, href: `/vastu-check/${id}`, title: 'Vastu self-check (business): 100 of 100' }));

    // Someone else cannot take it over.
    const other = await customer(playwright, baseURL!);
    expect((await other.request.post('/api/reports', { data: { kind: 'vastu-check', resultId: id }, headers: other.headers })).status()).toBe(404);

    // Four more of any kind fill the five; the sixth is refused.
    for (let i = 0; i < 4; i++) {
      const more = (await (await me.request.post('/api/vastu-check', { data: answers, headers: me.headers })).json()).data._id;
      expect((await me.request.post('/api/reports', { data: { kind: 'vastu-check', resultId: more }, headers: me.headers })).status()).toBe(201);
    }
    const sixth = (await (await me.request.post('/api/vastu-check', { data: answers, headers: me.headers })).json()).data._id;
    const refused = await me.request.post('/api/reports', { data: { kind: 'vastu-check', resultId: sixth }, headers: me.headers });
    expect(refused.status()).toBe(409);
    const list = (await (await me.request.get('/api/reports')).json()).data;
    expect(list).toHaveLength(5);

    // The saved one stops expiring and is in the data download; deleting the report deletes the result.
    const exported = await (await me.request.get('/api/users/me/export')).json();
    expect(exported.results.vastuChecks.find((v: { _id: string }) => v._id === id).expiresAt).toBeNull();
    const report = list.find((r: { resultId: string }) => r.resultId === id);
    expect((await me.request.delete(`/api/reports/${report._id}`, { headers: me.headers })).status()).toBe(200);
    expect((await me.request.get(`/api/vastu-check/${id}`)).status()).toBe(404);
  });
});
