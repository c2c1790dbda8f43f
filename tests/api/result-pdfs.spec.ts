import { expect, test, type APIResponse } from '@playwright/test';
import { customer, kundliRequest, makeMatch, matchRequest } from '../support/results';
import { pdfText } from '../support/pdf-text';

// Issue 13, "PDF reports": the kundli and match results as PDF downloads. Whoever holds the
// result's private id may download it (the same rule as its page); birth details never travel
// in the URL; the answer is a private attachment of a few hundred kB at most.

function expectPdfDownload(res: APIResponse, prefix: string) {
  expect(res.status()).toBe(200);
  const headers = res.headers();
  expect(headers['content-type']).toBe('application/pdf');
  expect(headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${prefix}[a-z0-9-]*\\.pdf"; filename\\*=UTF-8''`));
  expect(headers['cache-control']).toBe('private, no-store');
  expect(headers['x-robots-tag']).toBe('noindex');
}

test.describe('result PDFs', () => {
  test('a kundli PDF holds the chart the API gave: birth details, planets with nakshatra and pada, panchang, Manglik, dashas', async ({ request }) => {
    const made = await request.post('/api/kundli', { data: kundliRequest('Asha Verma') });
    expect(made.status()).toBe(201);
    const { _id: id, chart } = (await made.json()).data;
    const url = `/api/kundli/${id}/pdf`;
    // The URL carries the private id only.
    expect(url).not.toMatch(/Asha|1990|Faridabad/);

    const res = await request.get(url);
    expectPdfDownload(res, 'kundli-asha-verma');
    const pdf = await res.body();
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(400_000);
    const text = pdfText(pdf);
    expect(text).toContain('Kundli of Asha Verma');
    expect(text).toContain('Born 15/8/1990 at 14:30:00 (UTC+05:30) in Faridabad, Haryana, India');
    for (const [name, p] of Object.entries(chart.planets) as [string, { sign: string; nakshatra: string; pada: number }][]) {
      expect(text).toContain(`${name} ${p.sign}`);
      expect(text).toContain(`${p.nakshatra} (${p.pada})`);
    }
    expect(text).toContain(`${chart.panchang.paksha} ${chart.panchang.tithiName}`);
    expect(text).toContain(chart.panchang.yogaName);
    expect(text).toContain(chart.manglik.isManglik ? 'Manglik. Mars is in house' : 'Not Manglik. Mars is in house');
    for (const m of chart.vimshottari.mahadashas as { lord: string; antardashas: { lord: string }[] }[]) {
      expect(text).toContain(`${m.lord} mahadasha`);
      for (const a of m.antardashas) expect(text).toContain(`${m.lord}–${a.lord}`);
    }
    // Drawn in the default style (North Indian) when the reader chose none.
    for (const heading of ['North Indian chart (Rashi)', 'Navamsa (D9)']) expect(text).toContain(heading);
    // Every section of the result page, under its heading.
    for (const heading of ['Summary', 'Divisional charts', 'Dignity and state', 'Pratyantardashas', 'Yogini dasha', 'Doshas', 'Kaal Sarp dosha', 'Sade Sati', 'Yogas', 'Ashtakavarga', 'Transits', 'Reading']) {
      expect(text).toContain(heading);
    }
  });

  test('a kundli PDF draws its charts in the style the page remembers in its cookie, North Indian for anything else', async ({ request }) => {
    const id = (await (await request.post('/api/kundli', { data: kundliRequest('Asha Verma') })).json()).data._id;
    const url = `/api/kundli/${id}/pdf`;
    const styled = async (cookie?: string) => {
      const res = await request.get(url, cookie ? { headers: { cookie } } : undefined);
      expectPdfDownload(res, 'kundli-asha-verma');
      return pdfText(await res.body());
    };
    const east = await styled('chart-style=east');
    expect(east).toContain('East Indian chart (Rashi)');
    expect(east).not.toContain('North Indian chart');
    expect(await styled('theme=dark; chart-style=south')).toContain('South Indian chart (Rashi)');
    for (const unknown of ['chart-style=western', 'chart-style=', 'chart-style=%3Cscript%3E']) {
      const text = await styled(unknown);
      expect(text).toContain('North Indian chart (Rashi)');
      expect(text).not.toMatch(/East Indian|South Indian|western|script/);
    }
  });

  test('a match PDF leads with the gunas of 36 and holds the eight kootas and both charts', async ({ request }) => {
    const made = await request.post('/api/match', { data: matchRequest() });
    const { _id: id, total, kootas } = (await made.json()).data;
    const res = await request.get(`/api/match/${id}/pdf`);
    expectPdfDownload(res, 'match-ravi-uma');
    const text = pdfText(await res.body());
    expect(text).toContain(`${Number.isInteger(total) ? total : total.toFixed(1)} of 36 gunas`);
    for (const k of kootas as { label: string }[]) expect(text).toContain(k.label);
    for (const title of ['North Indian chart of Ravi', 'South Indian chart of Uma']) expect(text).toContain(title);
    // The depth beside the kootas: the doshas with their exceptions and the ten poruthams.
    for (const heading of ['Nadi and Bhakoot dosha', 'The ten poruthams', 'Rasiyathipathi', 'Rajju', 'Vedha']) expect(text).toContain(heading);
  });

  test('unknown, expired-looking and malformed ids are 404 with a message, never a PDF or a 500', async ({ request }) => {
    for (const path of ['/api/kundli/00000000-0000-4000-8000-000000000000/pdf', '/api/kundli/not-an-id/pdf', '/api/match/00000000-0000-4000-8000-000000000000/pdf', '/api/match/x/pdf']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(res.headers()['content-type'], path).toMatch(/^application\/json/);
      expect((await res.json()).message, path).toMatch(/was not found/);
    }
    // A kundli id is not a match id.
    const kundli = await (await request.post('/api/kundli', { data: kundliRequest() })).json();
    expect((await request.get(`/api/match/${kundli.data._id}/pdf`)).status()).toBe(404);
  });

  test("a saved report's PDF stays downloadable for its owner's link, and goes with the report", async ({ playwright, baseURL }) => {
    const me = await customer(playwright, baseURL!);
    const matchId = await makeMatch(me.request, me.headers);
    const saved = await me.request.post('/api/reports', { data: { kind: 'match', resultId: matchId }, headers: me.headers });
    expect(saved.status()).toBe(201);
    expectPdfDownload(await me.request.get(`/api/match/${matchId}/pdf`), 'match-');
    const reportId = (await saved.json()).data._id;
    expect((await me.request.delete(`/api/reports/${reportId}`, { headers: me.headers })).status()).toBe(200);
    expect((await me.request.get(`/api/match/${matchId}/pdf`)).status()).toBe(404);
  });
});
