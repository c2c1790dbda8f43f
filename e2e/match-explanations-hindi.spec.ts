import { expect, test } from '@playwright/test';
import type { MatchData } from '../lib/contract/astrology';
import { matchRequest } from '../tests/support/results';
import { devanagariShare } from './support/devanagari';
import { KUNDLI_VIEWPORTS } from './support/kundli';
import { referencePair12 } from './support/match';

// Issue 26: a match result in Hindi explains itself in Hindi: each koota's meaning, the Mangal dosha
// samya, the Nadi and Bhakoot pariharas and the ten poruthams, worded by the engine in Hindi on the
// server. The API and the English page keep the engine's English word for word.

const LATIN = /[A-Za-z]/;

/** A new match through the API (English: no language asked for). */
async function newMatch(request: import('@playwright/test').APIRequestContext): Promise<MatchData> {
  const res = await request.post('/api/match', { data: matchRequest() });
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

for (const viewport of KUNDLI_VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the Hindi result explains the kootas, doshas and poruthams in Hindi', async ({ page }) => {
      const match = await newMatch(page.request);
      expect(match.kootas[0]!.explanation).toMatch(/^Varna compares the temperament/);
      await page.goto(`/hi/matchMaking/${match._id}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

      // The eight kootas: each meaning is Hindi, not marked as English, and the table reads as Hindi.
      const table = page.getByRole('table', { name: /आठ कूट/ });
      const meanings = table.locator('tbody td:last-child');
      await expect(meanings).toHaveCount(8);
      for (const cell of await meanings.all()) {
        await expect(cell).not.toHaveAttribute('lang', /.*/);
        await expect(cell).toHaveText(/^[^A-Za-z]*[\u0900-\u097F][^A-Za-z]*$/);
      }
      await expect(meanings.first()).toHaveText(/^वर्ण कूट में दोनों की चंद्र राशि/);
      expect(await devanagariShare(page, table)).toBeGreaterThanOrEqual(0.8);

      // The doshas: the Mangal dosha summary and every rule (samya, Nadi, Bhakoot) in Hindi.
      const doshas = page.locator('section[aria-labelledby="match-doshas"]');
      await expect(doshas.getByRole('heading', { level: 2 })).toHaveText('दोष और उनके परिहार');
      const summary = doshas.locator('p').first();
      await expect(summary).not.toHaveAttribute('lang', /.*/);
      expect(LATIN.test(await summary.innerText())).toBe(false);
      const ruleCount = match.manglikSamya.rules.length + match.doshaExceptions.nadi.exceptions.length + match.doshaExceptions.bhakoot.exceptions.length;
      const rules = doshas.locator('li:has(> span + span)').filter({ hasNot: page.locator('[lang="en"]') });
      await expect(rules).toHaveCount(ruleCount);
      for (const rule of await rules.all()) expect(LATIN.test(await rule.innerText())).toBe(false);

      // The ten poruthams, opened: name, rule and finding in Hindi.
      const poruthams = page.locator('section[aria-labelledby="match-poruthams"]');
      await poruthams.locator('summary').click();
      const rows = poruthams.getByRole('table').locator('tbody tr');
      await expect(rows).toHaveCount(10);
      await expect(rows.first().getByRole('rowheader')).toHaveText('दिन');
      for (const row of await rows.all()) expect(LATIN.test(await row.innerText())).toBe(false);
      await expect(poruthams.locator('p').first()).toHaveText(/^10 में से \d+ पोरुत्तम मिलते हैं।/);

      // The whole result reads as Hindi (names typed in English are the people's own).
      expect(await devanagariShare(page)).toBeGreaterThanOrEqual(0.8);
    });

    test('the English result keeps the engine\'s English word for word', async ({ page }) => {
      const match = await newMatch(page.request);
      await page.goto(`/matchMaking/${match._id}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const meanings = page.getByRole('table', { name: /eight kootas/i }).locator('tbody td:last-child');
      await expect(meanings).toHaveText(match.kootas.map((k) => k.explanation));
      await expect(page.getByText(match.manglikSamya.summary, { exact: true })).toBeVisible();
      await expect(page.getByText(match.poruthams.summary, { exact: true })).toBeVisible();
      await expect(page.locator('section[aria-labelledby="match-result"] [lang]')).toHaveCount(0);
    });
  });
}

test('a Hindi result names each parihara that applies, with its rule and source, in Hindi', async ({ page }) => {
  // Bhakoot dosha (Libra and Taurus, 6/8) eased because Venus rules both; only the girl is Manglik.
  const res = await page.request.post('/api/match', { data: referencePair12() });
  expect(res.status()).toBe(200);
  const { _id: id } = (await res.json()).data;
  await page.goto(`/hi/matchMaking/${id}`);
  const bhakoot = page.getByRole('list', { name: 'भकूट दोष के परिहार' });
  await expect(bhakoot.getByRole('listitem').first()).toHaveText(
    /^दोनों चंद्र राशियों का स्वामी एक: दोनों चंद्र राशियों का स्वामी एक ही ग्रह है \(जैसे मेष और वृश्चिक, दोनों का स्वामी मंगल\)। स्रोत: मुहूर्त चिंतामणि/,
  );
  await expect(page.getByRole('table', { name: /आठ कूट/ }).getByRole('row').filter({ hasText: 'भकूट' })).toContainText('षडाष्टक');
  // The Mangal dosha summary names whose chart has it.
  await expect(page.getByText(/^केवल कन्या की कुंडली में मंगल दोष है|^कन्या की कुंडली/).first()).toBeVisible();
});
