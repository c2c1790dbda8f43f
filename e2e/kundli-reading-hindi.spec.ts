import { expect, test } from '@playwright/test';
import { readChartIn, readingInputFromDeepChart } from '../lib/astro/reading';
import { YOGA_RULES } from '../lib/astro/yogas';
import { kundliRequest } from '../tests/support/results';
import { devanagariShareOf } from './support/devanagari';
import { apiKundli, KUNDLI_VIEWPORTS } from './support/kundli';

// Issue 26: the kundli's written reading, its yoga rules and the Manglik cancellations in Hindi on /hi/kundli/<id>,
// written on the server from the same chart the API answers (which stays English); the English page unchanged.

for (const viewport of KUNDLI_VIEWPORTS) {
  test.describe(`the reading at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('reads in Hindi on the Hindi result page, its yoga rules and cancellations too, and stays English on the English one', async ({ page }) => {
      test.slow(); // two long pages
      const res = await page.request.post('/api/kundli', { data: kundliRequest('Meera Joshi') });
      expect(res.status()).toBe(201);
      const id = (await res.json()).data._id as string;
      const { chart } = await apiKundli(page, id);
      const hindi = readChartIn(readingInputFromDeepChart(chart), 'hi');

      await page.goto(`/hi/kundli/${id}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      const reading = page.getByRole('region', { name: 'फलादेश' });
      // Every section under its Hindi title, the Lagna's paragraph as the chart gives it, a basis line per paragraph.
      await expect(reading.getByRole('heading', { level: 3 })).toHaveText(hindi.sections.map((s) => s.title));
      const lagna = hindi.sections[0]!.paragraphs[0]!;
      await expect(reading.getByText(lagna.text)).toBeVisible();
      await expect(reading.getByText(`आधार: ${lagna.basis.positions.join('; ')} · ${lagna.basis.source}`)).toBeVisible();
      await expect(reading.getByText(/^आधार: /)).toHaveCount(hindi.sections.flatMap((s) => s.paragraphs).length);
      await expect(reading.locator('[lang="en"]')).toHaveCount(0);
      expect(await devanagariShareOf(reading)).toBeGreaterThanOrEqual(0.8);

      // The yogas' rules in Hindi, nothing marked as English; the doshas' cancellations too.
      const yogas = page.getByRole('region', { name: 'योग' });
      for (const y of chart.yogas) await expect(yogas.getByText(YOGA_RULES.find((r) => r.key === y.key)!.ruleHi, { exact: true })).toBeVisible();
      await expect(yogas.locator('[lang="en"]')).toHaveCount(0);
      const doshas = page.getByRole('region', { name: 'दोष' });
      await expect(doshas.locator('[lang="en"]')).toHaveCount(0);
      expect(await devanagariShareOf(doshas)).toBeGreaterThanOrEqual(0.8);

      // The English page as before: the API's English reading, word for word.
      await page.goto(`/kundli/${id}`);
      const english = page.getByRole('region', { name: 'Reading' });
      const first = chart.reading.sections[0]!.paragraphs[0]!;
      await expect(english.getByRole('heading', { level: 3 }).first()).toHaveText('Ascendant and Moon');
      await expect(english.getByText(first.text)).toBeVisible();
      await expect(english.getByText(`Based on: ${first.basis.positions.join('; ')} · ${first.basis.source}`)).toBeVisible();
      for (const y of chart.yogas) await expect(page.getByRole('region', { name: 'Yogas' }).getByText(y.rule, { exact: true })).toBeVisible();
    });
  });
}
