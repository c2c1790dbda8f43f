import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pdfText } from '../tests/support/pdf-text';
import { kundliRequest, matchRequest } from '../tests/support/results';

// Issue 13 (PDF reports, share) and issue 12 (match headline out of 36, tables at phone width,
// print stylesheet, next steps). Results are made through the API, then opened at their private
// links as a visitor holding the link would.

async function makeKundli(page: Page, name = 'Asha Verma'): Promise<string> {
  const res = await page.request.post('/api/kundli', { data: kundliRequest(name) });
  expect(res.status()).toBe(201);
  return (await res.json()).data._id;
}

async function makeMatch(page: Page): Promise<string> {
  const res = await page.request.post('/api/match', { data: matchRequest() });
  expect(res.status()).toBe(200);
  return (await res.json()).data._id;
}

/** Clicks "Download PDF" and reads the saved file back with pdftotext. */
async function downloadPdfText(page: Page): Promise<{ text: string; name: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
  const file = await download.path();
  return { text: pdfText(fs.readFileSync(file)), name: download.suggestedFilename() };
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).exclude('iframe').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Nothing scrolls sideways and no cell of `table` is wider than its box (words are never cut or hidden). */
async function expectFitsWithoutSidewaysScroll(page: Page, table: Locator) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const overflowing = await table.evaluate((t) =>
    // The header row is kept for screen readers only (a 1 px box) on a phone: the cards are checked.
    [...t.querySelectorAll('tbody th, tbody td, tfoot th, tfoot td')]
      .filter((cell) => {
        const style = getComputedStyle(cell);
        const breaksWords = style.wordBreak === 'break-all' || style.overflowWrap === 'anywhere';
        return cell.scrollWidth > cell.clientWidth + 1 || cell.getBoundingClientRect().right > window.innerWidth || breaksWords;
      })
      .map((cell) => cell.textContent),
  );
  expect(overflowing).toEqual([]);
}

test.describe('kundli result', () => {
  test('Download PDF gives the planets and dashas shown on the page', async ({ page }) => {
    const id = await makeKundli(page);
    await page.goto(`/kundli/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kundli of Asha Verma');
    const rows = await page.getByRole('table', { name: 'Positions' }).getByRole('row').allInnerTexts();
    const dashas = await page.locator('main summary', { hasText: 'mahadasha:' }).allInnerTexts();
    expect(rows.length).toBe(1 + 10);
    expect(dashas.length).toBeGreaterThanOrEqual(9);

    const { text, name } = await downloadPdfText(page);
    // The browser takes the UTF-8 name (filename*), the person's name as written.
    expect(name).toBe('kundli-Asha Verma.pdf');
    // Every planet row of the page, cell by cell (name, sign, degree, nakshatra with pada, ...).
    for (const row of rows.slice(1)) expect(text).toContain(row.split('\t').map((c) => c.trim()).join(' '));
    // Every mahadasha line of the page ("Mercury mahadasha: 4 Jun 1966 – 5 Jun 1966").
    for (const line of dashas) expect(text).toContain(line.replace(/\s*\(now\)$/, '').trim());
    expect(text).toContain('Panchang at birth');
    expect(text).toContain('Navamsa (D9)');
  });

  test('at 390 px the planet table needs no sideways scrolling, and the page ends with a next step', async ({ page }) => {
    test.slow(); // axe reads the whole result
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/kundli/${await makeKundli(page, 'Venkata Lakshmi Narasimhan')}`);
    const table = page.getByRole('table', { name: 'Positions' });
    await expect(table.getByRole('rowheader', { name: 'Jupiter' })).toBeVisible();
    await expectFitsWithoutSidewaysScroll(page, table);
    const next = page.getByRole('region', { name: 'Next step' });
    await expect(next.getByRole('link', { name: 'Ask an astrologer about your chart' })).toHaveAttribute('href', '/astrologers');
    await expectNoAxeViolations(page);
  });

  test('printed, the result has no header, footer, navigation or buttons', async ({ page }) => {
    const id = await makeKundli(page);
    await page.goto(`/kundli/${id}`);
    await page.emulateMedia({ media: 'print' });
    for (const hidden of [page.locator('body > header'), page.locator('body > footer'), page.getByRole('link', { name: 'Download PDF' }), page.getByRole('button', { name: 'Share' }), page.getByRole('link', { name: 'Ask an astrologer about your chart' })]) {
      await expect(hidden).toBeHidden();
    }
    await expect(page.getByRole('table', { name: 'Positions' })).toBeVisible();
    const text = pdfText(await page.pdf({ format: 'A4' }));
    expect(text).toContain('Kundli of Asha Verma');
    expect(text).toContain('Vimshottari dasha');
    for (const absent of ['Skip to content', 'Download PDF', 'Make another kundli', 'Ask an astrologer', 'Privacy Policy']) expect(text).not.toContain(absent);
  });

  test('Share copies the private link where the browser has no share sheet', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    const id = await makeKundli(page);
    await page.goto(`/kundli/${id}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/kundli/${id}`);
  });

  test("Share opens the device's share sheet with the private link (Web Share API)", async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
          return Promise.resolve();
        },
      });
    });
    const id = await makeKundli(page);
    await page.goto(`/kundli/${id}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url)).toBe(`${baseURL}/kundli/${id}`);
  });
});

test.describe('match result', () => {
  test('the private link opens for its holder, headline in gunas of 36 with its band, the score out of 10 beside it, and a PDF', async ({ page, browser }) => {
    const id = await makeMatch(page);
    // Someone else who was sent the link: a browser with no cookies of the maker.
    const holder = await browser.newPage();
    await holder.goto(`/matchMaking/${id}`);
    await expect(holder.getByRole('heading', { name: 'Ravi and Uma' })).toBeVisible();
    const headline = holder.getByText(/^\d{1,2}(\.5)? of 36 gunas$/);
    await expect(headline).toBeVisible();
    await expect(holder.getByText(/18 or more is generally accepted/)).toBeVisible();
    await expect(holder.getByText(/^Score \d{1,2}\.\d \/ 10$/)).toBeVisible();
    // The 36-point headline comes before the score out of 10.
    const [gunasBox, scoreBox] = [await headline.boundingBox(), await holder.getByText(/^Score /).boundingBox()];
    expect(gunasBox!.y).toBeLessThan(scoreBox!.y);

    const total = (await headline.innerText()).split(' ')[0]!;
    const { text, name } = await downloadPdfText(holder);
    expect(name).toBe('match-Ravi-Uma.pdf');
    expect(text).toContain(`${total} of 36 gunas`);
    for (const k of ['Varna', 'Vashya', 'Tara', 'Yoni', 'Graha Maitri', 'Gana', 'Bhakoot', 'Nadi']) expect(text).toContain(k);
    expect(text).toContain('North Indian chart of Ravi');
    await expect(holder.getByRole('link', { name: 'Talk to an expert about this match' })).toBeVisible();
    await holder.close();
  });

  test('at 390 px the koota table needs no sideways scrolling', async ({ page }) => {
    test.slow(); // axe reads the whole result
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/matchMaking/${await makeMatch(page)}`);
    const table = page.getByRole('table', { name: /eight kootas/ });
    await expect(table.getByRole('rowheader', { name: 'Graha Maitri' })).toBeVisible();
    await expectFitsWithoutSidewaysScroll(page, table);
    await expectNoAxeViolations(page);
  });
});
