import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { SIGN_ABBREVIATIONS } from '../lib/astro/chart-layout';
import { formatDashaDate } from '../lib/astro/format';
import { VARGAS } from '../lib/astro/vargas';
import { SIGNS } from '../lib/astro/zodiac';
import { pdfText } from '../tests/support/pdf-text';
import { apiKundli, KUNDLI_VIEWPORTS } from './support/kundli';
import { kundliRequest } from '../tests/support/results';

// Issue 25 ("Show"): the kundli result page that reads, at a phone's width and a laptop's. The first test makes
// its kundli from the form, as a visitor does; the others through the API, then open the private link.

const SECTIONS = ['Summary', 'Charts', 'Planets', 'Dashas', 'Doshas', 'Yogas', 'Ashtakavarga', 'Transits', 'Reading'];

async function chooseMoscow(page: Page) {
  await page.getByRole('combobox', { name: 'Birth place' }).fill('Moscow');
  const choice = page.getByRole('option', { name: /^Moscow/ }).first();
  await expect(choice).toBeVisible();
  await choice.click();
}

async function makeKundli(page: Page): Promise<string> {
  const res = await page.request.post('/api/kundli', { data: kundliRequest('Meera Iyer') });
  expect(res.status()).toBe(201);
  return (await res.json()).data._id;
}

for (const viewport of KUNDLI_VIEWPORTS) {
  test.describe(`kundli result at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('made from the form, it opens in nine indexed sections, the Summary leads with Lagna, Rasi and Nakshatra', async ({ page }) => {
      test.slow(); // the form, the gazetteer and a long page
      await page.goto('/kundli');
      await page.getByLabel('Name').fill('Aarav Sharma');
      await page.getByLabel('Gender').selectOption('male');
      await page.getByLabel('Date of birth').fill('1966-06-04');
      await page.getByLabel('Time of birth').fill('06:55:16');
      await chooseMoscow(page);
      await page.getByRole('button', { name: 'Generate Kundli' }).click();
      await expect(page).toHaveURL(/\/kundli\/[0-9a-f-]{36}$/);
      const id = page.url().split('/').pop()!;
      const { chart } = await apiKundli(page, id);

      // The index: the nine sections in order, each link landing on its heading.
      const index = page.getByRole('navigation', { name: 'Sections of this kundli' });
      await expect(index.getByRole('link')).toHaveText(SECTIONS);
      for (const name of SECTIONS) {
        await index.getByRole('link', { name, exact: true }).click();
        const heading = page.getByRole('heading', { level: 2, name, exact: true });
        await expect(heading).toBeInViewport();
        await expect(page).toHaveURL(new RegExp(`#${name.toLowerCase()}$`));
      }

      // The Summary: Lagna, Rasi and Nakshatra first, each with its degrees.
      const summary = page.getByRole('region', { name: 'Summary' });
      await expect(summary.locator('dt').nth(0)).toHaveText('Lagna');
      await expect(summary.locator('dt').nth(1)).toHaveText('Rasi (Moon sign)');
      await expect(summary.locator('dt').nth(2)).toHaveText('Nakshatra');
      await expect(summary.locator('dd').nth(0)).toHaveText(/^Gemini \d+°\d\d′\d\d″$/);
      await expect(summary.locator('dd').nth(1)).toHaveText(/^Scorpio · Moon at \d+°\d\d′\d\d″$/);
      await expect(summary.locator('dd').nth(2)).toHaveText(new RegExp(`^${chart.moonNakshatra.name}, pada ${chart.moonNakshatra.pada} · \\d+°\\d\\d′\\d\\d″ into the nakshatra$`));

      // The running pratyantar with its dates, in the Summary and open (and marked) in the dasha list.
      const current = chart.vimshottari.current!;
      const maha = chart.vimshottari.mahadashas[current.maha]!;
      const antar = maha.antardashas[current.antar]!;
      const pratyantar = antar.pratyantardashas![current.pratyantar]!;
      const span = `${formatDashaDate(pratyantar.start)} – ${formatDashaDate(pratyantar.end)}`;
      await expect(summary.getByText(`Pratyantar: ${pratyantar.lord}, ${span}`)).toBeVisible();
      const dashas = page.getByRole('region', { name: 'Dashas' });
      const now = dashas.getByRole('list', { name: 'Vimshottari periods' }).locator('[aria-current="true"]');
      await expect(now).toHaveCount(3);
      await expect(now.last()).toBeVisible();
      await expect(now.last()).toContainText(`${maha.lord}–${antar.lord}–${pratyantar.lord}: ${span}`);

      // Doshas, yogas and the reading, each paragraph with the basis it rests on.
      const doshas = page.getByRole('region', { name: 'Doshas' });
      await expect(doshas.getByRole('heading', { name: 'Manglik', exact: true })).toBeVisible();
      await expect(doshas.getByRole('heading', { name: 'Kaal Sarp', exact: true })).toBeVisible();
      await expect(doshas.getByRole('heading', { name: 'Sade Sati', exact: true })).toBeVisible();
      const yogas = page.getByRole('region', { name: 'Yogas' });
      for (const y of chart.yogas) await expect(yogas.getByRole('heading', { name: y.name, exact: true })).toBeVisible();
      const reading = page.getByRole('region', { name: 'Reading' });
      const paragraphs = chart.reading.sections.flatMap((s) => s.paragraphs);
      expect(paragraphs.length).toBeGreaterThan(5);
      await expect(reading.getByText(/^Based on: /)).toHaveCount(paragraphs.length);
      await expect(reading.getByText(paragraphs[0]!.text)).toBeVisible();
      await expect(reading.getByText(`Based on: ${paragraphs[0]!.basis.positions.join('; ')} · ${paragraphs[0]!.basis.source}`)).toBeVisible();
      await expect(reading.getByRole('link', { name: 'Talk to an astrologer' })).toHaveAttribute('href', '/book/astrology-consultation');

      // Nothing scrolls the page sideways: wide tables scroll within their own box.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });

    test('the chart style is chosen and remembered, and a chosen varga is drawn from its own signs', async ({ page, context }) => {
      const id = await makeKundli(page);
      const { chart } = await apiKundli(page, id);
      await page.goto(`/kundli/${id}`);
      const charts = page.getByRole('region', { name: 'Charts' });
      const style = charts.getByRole('radiogroup', { name: 'Chart style' });
      await expect(style.getByRole('radio', { name: 'North Indian' })).toBeChecked();
      await expect(charts.getByRole('img', { name: /^Rasi \(D1\), North Indian chart\./ })).toBeVisible();

      await style.getByRole('radio', { name: 'East Indian' }).check();
      await expect(charts.getByRole('img', { name: /^Rasi \(D1\), East Indian chart\./ })).toBeVisible();
      await expect(charts.getByRole('img', { name: /^D9 Navamsa, East Indian style\./ })).toBeVisible();
      expect((await context.cookies()).find((c) => c.name === 'chart-style')?.value).toBe('east');
      await page.reload();
      await expect(page.getByRole('region', { name: 'Charts' }).getByRole('radio', { name: 'East Indian' })).toBeChecked();
      await expect(page.getByRole('region', { name: 'Charts' }).getByRole('img', { name: /^Rasi \(D1\), East Indian chart\./ })).toBeVisible();

      // D10: the Sun is drawn in the sign the API gives it in that varga.
      await page.getByRole('region', { name: 'Charts' }).getByRole('combobox', { name: 'Divisional chart' }).selectOption('D10');
      const d10 = page.getByRole('img', { name: /^D10 Dasamsa, East Indian style\./ });
      await expect(d10).toBeVisible();
      const sunSign = SIGNS[chart.vargas.D10.Sun!]!;
      expect(await d10.getAttribute('aria-label')).toMatch(new RegExp(`House \\d+, ${sunSign}( \\(Lagna\\))?: [^.]*\\bSun\\b`));

      // The table of all sixteen: one column per varga, and the D10 sign of the Sun.
      const table = page.getByRole('table', { name: 'Signs in the sixteen divisional charts' });
      await expect(table.getByRole('columnheader', { name: /^D\d+/ })).toHaveCount(16);
      const sunRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Sun', exact: true }) });
      await expect(sunRow.getByRole('cell').nth(VARGAS.indexOf('D10'))).toHaveText(SIGN_ABBREVIATIONS[chart.vargas.D10.Sun!]!);
      // A wide table scrolls inside its own box, never the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });

    test('Download PDF carries the page’s yogas, doshas and running pratyantar, in the chart style chosen on the page', async ({ page }) => {
      test.slow(); // a long PDF rendered on a busy machine
      const id = await makeKundli(page);
      await page.goto(`/kundli/${id}`);
      await page.getByRole('region', { name: 'Charts' }).getByRole('radio', { name: 'South Indian' }).check();
      await expect(page.getByRole('region', { name: 'Charts' }).getByRole('img', { name: /^Rasi \(D1\), South Indian chart\./ })).toBeVisible();

      // What the page shows: its yogas, its dosha headings and the running pratyantar line of the dasha list.
      const yogaNames = await page.getByRole('region', { name: 'Yogas' }).getByRole('heading', { level: 3 }).allInnerTexts();
      const doshaNames = await page.getByRole('region', { name: 'Doshas' }).getByRole('heading', { level: 3 }).allInnerTexts();
      const running = (await page.getByRole('list', { name: 'Vimshottari periods' }).locator('[aria-current="true"]').last().innerText()).split('\n')[0]!;
      const m = /^\S+–\S+–(\S+): (.+?)(?:\s*\(now\))?$/.exec(running.trim());
      expect(m, running).not.toBeNull();
      const [, lord, span] = m!;
      expect(doshaNames).toEqual(expect.arrayContaining(['Manglik', 'Kaal Sarp', 'Sade Sati']));

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
      const text = pdfText(fs.readFileSync(await download.path())).replace(/\s+/g, ' ');
      for (const name of yogaNames) expect(text).toContain(name);
      for (const name of ['Manglik', 'Kaal Sarp', 'Sade Sati']) expect(text).toContain(name);
      // The pratyantar the page marks as running, with the same dates, in the PDF's pratyantar table.
      expect(text).toContain(`${lord} ${span}`);
      // The charts in the style chosen on the page (remembered in its cookie).
      expect(text).toContain('South Indian chart (Rashi)');
      expect(text).not.toContain('North Indian chart (Rashi)');
    });

    test('planets show their dignity, and the Ashtakavarga totals 337 with its ascendant note', async ({ page }) => {
      const id = await makeKundli(page);
      const { chart } = await apiKundli(page, id);
      await page.goto(`/kundli/${id}`);
      const planets = page.getByRole('table', { name: 'Dignity and condition' });
      const jupiter = planets.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Jupiter', exact: true }) });
      const dignity = chart.dignities.Jupiter.dignity!;
      // Named in words starting with the engine's term: "Exalted", "Own sign", "Friend's sign", "Enemy's sign" ...
      await expect(jupiter.getByRole('cell').first()).toHaveText(new RegExp(`^${dignity}`, 'i'));
      const ashtaka = page.getByRole('table', { name: 'Ashtakavarga bindus by sign' });
      await expect(ashtaka.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Sarva', exact: true }) }).getByRole('cell').last()).toHaveText('337');
      await expect(page.getByRole('region', { name: 'Ashtakavarga' }).getByText(/The ascendant contributes/)).toBeVisible();
      const transits = page.getByRole('region', { name: 'Transits' });
      await expect(transits.getByText(`As of ${formatDashaDate(chart.asOf)}`, { exact: false })).toBeVisible();
    });
  });
}

test('an unknown kundli id opens the not-found page', async ({ page }) => {
  const res = await page.goto('/kundli/00000000-0000-4000-8000-0000000000ff');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Kundli of/);
});
