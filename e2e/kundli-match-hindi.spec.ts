import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { formatPeriodSpan } from '../lib/astro/format';
import { GRAHA_NAMES_HI, KOOTA_NAMES_HI, SIGN_NAMES_HI } from '../lib/astro/hindi';
import type { Graha, Sign } from '../lib/astro/zodiac';
import { kundliRequest, makeMatch } from '../tests/support/results';
import { apiKundli, KUNDLI_VIEWPORTS } from './support/kundli';

// Issue 26: the kundli and the match, in Hindi from the form to the result, at a phone's width and a
// laptop's. Names a person typed stay as typed; the engine's signs, grahas and kootas are in Devanagari.

const DEVANAGARI = /[\u0900-\u097F]/;

async function choosePlace(page: Page, scope: Page | ReturnType<Page['getByRole']>, place: string) {
  await scope.getByRole('combobox', { name: 'जन्म स्थान' }).fill(place);
  const choice = page.getByRole('option', { name: new RegExp(`^${place}`) }).first();
  await expect(choice).toBeVisible();
  await choice.click();
}

for (const viewport of KUNDLI_VIEWPORTS) {
  test.describe(`in Hindi at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the kundli form is in Hindi, with its hi-IN alternate, and leads to a result in Devanagari', async ({ page }) => {
      test.slow(); // the form, the gazetteer and a long page
      await page.goto('/hi/kundli');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('निःशुल्क कुंडली');
      await expect(page.locator('main')).not.toHaveAttribute('lang', 'en');
      await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute('href', /\/hi\/kundli$/);
      await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute('href', /\/kundli$/);

      await page.getByLabel('नाम').fill('Aarav Sharma');
      await page.getByLabel('लिंग').selectOption('male');
      await page.getByLabel('जन्म तिथि').fill('1966-06-04');
      await page.getByLabel('जन्म समय').fill('06:55:16');
      await choosePlace(page, page, 'Moscow');
      await page.getByRole('button', { name: 'कुंडली बनाएँ' }).click();
      // Keeping /hi through the form's navigation is another change of this issue; until it lands the form may open
      // the English address, so the test opens the Hindi one itself.
      await expect(page).toHaveURL(/\/kundli\/[0-9a-f-]{36}$/);
      const id = page.url().split('/').pop()!;
      if (!page.url().includes('/hi/')) await page.goto(`/hi/kundli/${id}`);
      const { chart } = await apiKundli(page, id);

      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aarav Sharma की कुंडली');
      const index = page.getByRole('navigation', { name: 'इस कुंडली के भाग' });
      await expect(index.getByRole('link')).toHaveText(['सारांश', 'चार्ट', 'ग्रह', 'दशाएँ', 'दोष', 'योग', 'अष्टकवर्ग', 'गोचर', 'फलादेश']);

      // The Summary: the Lagna and the Moon sign by their Hindi names.
      const summary = page.getByRole('region', { name: 'सारांश' });
      await expect(summary.locator('dt').nth(0)).toHaveText('लग्न');
      await expect(summary.locator('dd').nth(0)).toHaveText(new RegExp(`^${SIGN_NAMES_HI[chart.ascendant.sign as Sign]} \\d+°\\d\\d′\\d\\d″$`));
      await expect(summary.locator('dd').nth(1)).toHaveText(new RegExp(`^${SIGN_NAMES_HI[chart.moonSign as Sign]} · चंद्र \\d+°`));

      // A dasha date in Hindi: the running pratyantar, its lord's Hindi name and its dates with Hindi months.
      const current = chart.vimshottari.current!;
      const maha = chart.vimshottari.mahadashas[current.maha]!;
      const antar = maha.antardashas[current.antar]!;
      const pratyantar = antar.pratyantardashas![current.pratyantar]!;
      await expect(summary.getByText(`प्रत्यंतर दशा: ${GRAHA_NAMES_HI[pratyantar.lord as Graha]}, ${formatPeriodSpan(pratyantar, 'hi')}`)).toBeVisible();

      // The planet table names each graha in Devanagari.
      const positions = page.getByRole('table', { name: 'ग्रह स्थिति' });
      for (const g of ['Sun', 'Moon', 'Saturn'] as const) await expect(positions.getByRole('rowheader', { name: GRAHA_NAMES_HI[g], exact: true })).toBeVisible();

      // The drawings: Hindi abbreviations in the houses (सू for the Sun), none of the English ones.
      const rasi = page.getByRole('img', { name: /^राशि \(D1\)/ }).first();
      await expect(rasi).toBeVisible();
      await expect(rasi.locator('text', { hasText: /^सू/ })).toHaveCount(1);
      await expect(rasi.locator('text', { hasText: /^(Su|Mo|Ma|Asc)/ })).toHaveCount(0);
      await expect(rasi).toHaveAttribute('aria-label', new RegExp(`भाव 1, ${SIGN_NAMES_HI[chart.ascendant.sign as Sign]} \\(लग्न\\)`));

      // The written reading is in Hindi, nothing in it marked as English (e2e/kundli-reading-hindi.spec.ts reads it).
      const reading = page.getByRole('region', { name: 'फलादेश' });
      await expect(reading.getByRole('heading', { name: 'लग्न और चंद्र' })).toBeVisible();
      await expect(reading.locator('[lang="en"]')).toHaveCount(0);
    });

    test('the match form asks in Hindi, says what to correct in Hindi, and shows the kootas in Devanagari', async ({ page }) => {
      test.slow();
      await page.goto('/hi/matchMaking');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('कुंडली मिलान');
      await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute('href', /\/hi\/matchMaking$/);

      await page.getByRole('button', { name: 'मिलान देखें' }).click();
      await expect(page.locator('main').getByRole('alert')).toHaveText('कृपया चिह्नित फ़ील्ड ठीक करें।');

      const boy = page.getByRole('group', { name: 'वर' });
      await boy.getByLabel('नाम').fill('Rohan');
      await boy.getByLabel('जन्म तिथि').fill('1992-03-14');
      await boy.getByLabel('जन्म समय').fill('07:45:30');
      await choosePlace(page, boy, 'Jaipur');
      const girl = page.getByRole('group', { name: 'कन्या' });
      await girl.getByLabel('नाम').fill('Ananya');
      await girl.getByLabel('जन्म तिथि').fill('1994-11-02');
      await girl.getByLabel('जन्म समय').fill('18:20:00');
      await choosePlace(page, girl, 'Pune');
      await page.getByRole('button', { name: 'मिलान देखें' }).click();

      await expect(page.getByRole('heading', { name: 'Rohan और Ananya' })).toBeVisible();
      const table = page.getByRole('table', { name: /आठ कूट/ });
      await expect(table.getByRole('row')).toHaveCount(1 + 8 + 1);
      for (const name of Object.values(KOOTA_NAMES_HI)) await expect(table.getByRole('rowheader', { name, exact: true })).toBeVisible();
      // Each person's varna and gana by their Hindi names (ब्राह्मण, देव …).
      for (const koota of ['varna', 'gana'] as const) {
        const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: KOOTA_NAMES_HI[koota], exact: true }) });
        await expect(row.getByRole('cell').nth(0)).toHaveText(/^[\u0900-\u097F]+$/);
        await expect(row.getByRole('cell').nth(1)).toHaveText(/^[\u0900-\u097F]+$/);
      }
      await expect(page.getByText(/^Rohan: मांगलिक (नहीं )?\(मंगल लग्न से [\u0900-\u097F]+ भाव में\)/)).toBeVisible();
      await expect(page.getByRole('img', { name: /^Rohan का उत्तर भारतीय चार्ट/ })).toBeVisible();

      // Its private link opens the same result in Hindi.
      await page.getByRole('link', { name: 'इस परिणाम का निजी लिंक' }).click();
      await expect(page).toHaveURL(/\/matchMaking\/[0-9a-f-]{36}$/);
      const id = page.url().split('/').pop()!;
      if (!page.url().includes('/hi/')) await page.goto(`/hi/matchMaking/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('कुंडली मिलान');
      await expect(page.getByRole('table', { name: /आठ कूट/ }).getByRole('rowheader', { name: 'नाड़ी', exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'दोष और उनके परिहार' })).toBeVisible();
      expect(DEVANAGARI.test((await page.locator('main h2').allTextContents()).join(' '))).toBe(true);
    });
  });
}

test('the Hindi kundli form, kundli result and match result have no WCAG 2.1 A/AA violations', async ({ page }) => {
  test.slow(); // axe reads the whole deep result
  const res = await page.request.post('/api/kundli', { data: kundliRequest('Axe Reader') });
  expect(res.status()).toBe(201);
  const match = await makeMatch(page.request);
  for (const [path, heading] of [
    ['/hi/kundli', 'निःशुल्क कुंडली'],
    [`/hi/kundli/${(await res.json()).data._id}`, 'Axe Reader की कुंडली'],
    [`/hi/matchMaking/${match}`, 'कुंडली मिलान'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).exclude('iframe').analyze();
    expect(results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
