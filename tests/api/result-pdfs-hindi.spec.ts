import { expect, test } from '@playwright/test';
import { browserWriteHeaders, clientHeaders } from '../support/api-client';
import { pdfText } from '../support/pdf-text';
import { kundliRequest, matchRequest } from '../support/results';
import { idealVastuAnswers } from '../support/vastu-answers';

// Issue 26, the reports in Hindi: a Hindi result page links to its PDF with ?lang=hi (a language, nothing
// personal), and the PDF comes back with its headings, labels and astrology words in Devanagari. English PDFs
// (no lang, or lang=en) stay as they were: tests/api/result-pdfs.spec.ts checks their text.

const GRAHAS_HI = ['सूर्य', 'चंद्र', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि', 'राहु', 'केतु'];

async function pdfOf(request: import('@playwright/test').APIRequestContext, url: string): Promise<string> {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect(res.headers()['cache-control']).toBe('private, no-store');
  return pdfText(await res.body());
}

test.describe('result PDFs in Hindi', () => {
  test('a Hindi kundli PDF names the grahas and signs in Devanagari under Hindi headings; the name stays as typed', async ({ request }) => {
    test.slow(); // two reports of about 16 pages each, on a machine that may be busy
    const made = await request.post('/api/kundli', { data: kundliRequest('Asha Verma') });
    expect(made.status()).toBe(201);
    const { _id: id } = (await made.json()).data;
    const text = await pdfOf(request, `/api/kundli/${id}/pdf?lang=hi`);
    expect(text).toContain('Asha Verma की कुंडली');
    expect(text).toContain('स्थान Faridabad, Haryana, India');
    for (const graha of GRAHAS_HI) expect(text).toContain(graha);
    for (const heading of ['सारांश', 'जन्म कुंडली और नवांश', 'वर्ग कुंडलियाँ', 'विंशोत्तरी दशा', 'योगिनी दशा', 'मांगलिक स्थिति', 'काल सर्प दोष', 'साढ़े साती', 'अष्टकवर्ग', 'गोचर', 'फलादेश', 'जन्म के समय का पंचांग']) {
      expect(text).toContain(heading);
    }
    expect(text).toContain('उत्तर भारतीय चार्ट (राशि)');
    expect(text).toMatch(/पृष्ठ 1 \/ \d+/);
    expect(text).not.toContain('Kundli of');
    expect(text).not.toContain('Page 1 of');

    // lang=en is the English report.
    const english = await pdfOf(request, `/api/kundli/${id}/pdf?lang=en`);
    expect(english).toContain('Kundli of Asha Verma');
    expect(english).not.toMatch(/[\u0900-\u097F]/);
  });

  test('a Hindi match PDF has the gunas, the kootas and both charts in Hindi', async ({ request }) => {
    const made = await request.post('/api/match', { data: matchRequest() });
    const { _id: id } = (await made.json()).data;
    const text = await pdfOf(request, `/api/match/${id}/pdf?lang=hi`);
    expect(text).toContain('कुंडली मिलान: Ravi और Uma');
    expect(text).toMatch(/36 में से [\d.]+ गुण/);
    for (const heading of ['आठ कूट', 'मांगलिक स्थिति', 'नाड़ी और भकूट दोष', 'दस पोरुत्तम', 'Ravi की जन्म कुंडली', 'Uma का दक्षिण भारतीय चार्ट']) expect(text).toContain(heading);
    for (const koota of ['वर्ण', 'वश्य', 'तारा', 'योनि', 'ग्रह मैत्री', 'गण', 'भकूट', 'नाड़ी']) expect(text).toContain(koota);
    // The engine's explanations too, worded in Hindi from the same birth details: the report reads Devanagari but for the names.
    const english = await pdfOf(request, `/api/match/${id}/pdf`);
    const letters = (t: string, re: RegExp) => t.match(re)?.length ?? 0;
    expect(letters(text, /[\u0900-\u097F]/g) / (letters(text, /[\u0900-\u097F]/g) + letters(text, /[A-Za-z]/g))).toBeGreaterThan(0.9);
    expect(letters(english, /[\u0900-\u097F]/g)).toBe(0);
  });

  test('a Hindi self-check PDF has its zones, verdicts and findings in Hindi', async ({ request, baseURL }) => {
    const headers = { ...clientHeaders(), ...(await browserWriteHeaders(request, baseURL!)) };
    const { data } = await (await request.post('/api/vastu-check', { data: { ...idealVastuAnswers, kitchen: 'NE' }, headers })).json();
    const text = await pdfOf(request, `/api/vastu-check/${data._id}/pdf?lang=hi`);
    for (const words of ['वास्तु स्व-जाँच', 'हर क्षेत्र का परिणाम', 'हर उत्तर की जाँच', 'बिना तोड़-फोड़ के उपाय', 'ईशान', 'ध्यान दें']) expect(text).toContain(words);
    expect(text).toMatch(/स्कोर: \d+ \/ 100/);
    expect(text).not.toContain('Zone by zone');
  });

  test('an unknown language is a 400 with a clear message, in Hindi for a Hindi caller, and never a PDF', async ({ request }) => {
    const { _id: id } = (await (await request.post('/api/kundli', { data: kundliRequest() })).json()).data;
    for (const path of [`/api/kundli/${id}/pdf?lang=fr`, `/api/kundli/${id}/pdf?lang=`, `/api/match/${id}/pdf?lang=HI`, `/api/vastu-check/${id}/pdf?lang=${'x'.repeat(500)}`]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(400);
      expect((await res.json()).message, path).toBe('The PDF\'s language (lang) must be "en" or "hi".');
    }
    const hindi = await request.get(`/api/kundli/${id}/pdf?lang=fr`, { headers: { 'Accept-Language': 'hi' } });
    expect(hindi.status()).toBe(400);
    expect((await hindi.json()).message).toBe('PDF की भाषा (lang) "en" या "hi" होनी चाहिए।');
  });
});
