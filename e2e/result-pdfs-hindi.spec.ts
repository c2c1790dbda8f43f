import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { GRAHA_NAMES_HI } from '../lib/astro/hindi';
import { pdfText } from '../tests/support/pdf-text';
import { kundliRequest, matchRequest } from '../tests/support/results';
import { KUNDLI_VIEWPORTS } from './support/kundli';

// Issue 26: a Hindi result page's "PDF डाउनलोड करें" gives the report in Hindi; the English page's link
// gives the English report, as before.

/** Clicks the page's PDF link (named `name`) and reads the saved file back with pdftotext. */
async function downloadPdfText(page: Page, name: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  return pdfText(fs.readFileSync(await download.path()));
}

for (const viewport of KUNDLI_VIEWPORTS) {
  test.describe(`the Hindi result's PDF at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the Hindi kundli result downloads a Hindi PDF with the grahas in Devanagari; the English page an English one', async ({ page }) => {
      test.slow(); // two reports of about 16 pages
      const made = await page.request.post('/api/kundli', { data: kundliRequest('Asha Verma') });
      expect(made.status()).toBe(201);
      const id = (await made.json()).data._id;

      await page.goto(`/hi/kundli/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Asha Verma की कुंडली');
      await expect(page.getByRole('link', { name: 'PDF डाउनलोड करें' })).toHaveAttribute('href', new RegExp(`/kundli/${id}/pdf\\?lang=hi$`));
      const hindi = await downloadPdfText(page, 'PDF डाउनलोड करें');
      expect(hindi).toContain('Asha Verma की कुंडली');
      for (const graha of Object.values(GRAHA_NAMES_HI)) expect(hindi).toContain(graha);
      for (const heading of ['सारांश', 'विंशोत्तरी दशा', 'फलादेश']) expect(hindi).toContain(heading);

      await page.goto(`/kundli/${id}`);
      await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', new RegExp(`/kundli/${id}/pdf$`));
      const english = await downloadPdfText(page, 'Download PDF');
      expect(english).toContain('Kundli of Asha Verma');
      expect(english).not.toMatch(/[\u0900-\u097F]/);
    });
  });
}

test('the Hindi match result downloads its PDF in Hindi', async ({ page }) => {
  const match = await page.request.post('/api/match', { data: matchRequest() });
  const matchId = (await match.json()).data._id;
  await page.goto(`/hi/matchMaking/${matchId}`);
  await expect(page.getByRole('link', { name: 'PDF डाउनलोड करें' })).toHaveAttribute('href', new RegExp(`/match/${matchId}/pdf\\?lang=hi$`));
  expect(await downloadPdfText(page, 'PDF डाउनलोड करें')).toContain('कुंडली मिलान: Ravi और Uma');
});
