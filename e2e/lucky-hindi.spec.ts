import { expect, test } from '@playwright/test';
import { hindiName } from '../lib/astro/hindi';
import { NUMBER_TABLE } from '../lib/astro/lucky';

// The lucky number in Hindi (issue 26): the page, the form's words and alert, and a result whose
// graha and colours are named in Devanagari, while the name stays as typed.

for (const width of [390, 1366]) {
  test.describe(`in Hindi at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the lucky number asks and answers in Hindi', async ({ page }) => {
      await page.goto('/hi/luckyNumber');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('भाग्यशाली अंक और रंग');
      await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute('href', /\/hi\/luckyNumber$/);
      // The table names each number's graha and colour in Hindi.
      await expect(page.getByRole('table', { name: 'अंक, उनके स्वामी ग्रह और रंग' }).getByRole('row', { name: /^9 / })).toContainText(
        `${hindiName('graha', NUMBER_TABLE[9]!.planet)}${hindiName('colour', NUMBER_TABLE[9]!.colour)}`,
      );

      // An empty form: the contract's alert, in Hindi.
      await page.getByRole('button', { name: 'मेरा भाग्यशाली अंक जानें' }).click();
      await expect(page.locator('main').getByRole('alert')).toHaveText(/[\u0900-\u097F]/);

      await page.getByLabel('आपका नाम').fill('Ravi Kumar');
      await page.getByLabel('जन्म तिथि').fill('1990-03-29');
      await page.getByRole('button', { name: 'मेरा भाग्यशाली अंक जानें' }).click();
      const result = page.locator('section[aria-live="polite"]');
      await expect(result.getByRole('heading', { level: 2 })).toHaveText('Ravi Kumar');
      // 29 → 2 + 9 = 11 → 2: the Moon's number and colour.
      await expect(result).toContainText(hindiName('colour', NUMBER_TABLE[2]!.colour));
      await expect(result).toContainText(hindiName('graha', 'Moon'));
      await expect(result).toContainText('मेष'); // 29 March: Aries, the Western sun sign
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });
}
