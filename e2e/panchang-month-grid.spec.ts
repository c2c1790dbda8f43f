import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// The panchang month as a calendar (issue 27): seven columns on a laptop, the weeks stacked on a
// phone with nothing cut or scrolled sideways, each day's tithi and marks, the Hindu months on top.
//
// January 2024 in New Delhi, as Drik Panchang's festival pages for that month give it: Saphala
// Ekadashi on 7 January, Bhauma Pradosh and Masik Shivaratri on 9 January, Paush Amavasya on 11
// January, Makar Sankranti on 15 January, Pausha Putrada Ekadashi on 21 January, Bhauma Pradosh on 23
// January, Paush Purnima (and its vrat) on 25 January, Sankashti Chaturthi on 29 January; Pausha until
// that Purnima and Magha after it in the purnimanta count, Vikram samvat 2080. Each row: date, the rule's
// key, its names, and the mark's symbol.
const MARKED: [string, string, RegExp, RegExp, string | null][] = [
  ['2024-01-07', 'saphala-ekadashi', /Saphala Ekadashi/, /सफला एकादशी/, '✦'],
  ['2024-01-09', 'pradosh-vrat', /Bhauma Pradosh Vrat/, /भौम प्रदोष व्रत/, null],
  ['2024-01-09', 'masik-shivaratri', /Masik Shivaratri/, /मासिक शिवरात्रि/, null],
  ['2024-01-11', 'amavasya', /Amavasya/, /अमावस्या/, '●'],
  ['2024-01-15', 'makar-sankranti', /Makar Sankranti/, /मकर संक्रांति/, '☀'],
  ['2024-01-21', 'pausha-putrada-ekadashi', /Pausha Putrada Ekadashi/, /पौष पुत्रदा एकादशी/, '✦'],
  ['2024-01-23', 'pradosh-vrat', /Bhauma Pradosh Vrat/, /भौम प्रदोष व्रत/, null],
  ['2024-01-25', 'purnima', /^○Purnima$/, /^○पूर्णिमा$/, '○'],
  ['2024-01-25', 'purnima-vrat', /Purnima Vrat/, /पूर्णिमा व्रत/, '○'],
  ['2024-01-29', 'sankashti-chaturthi', /Sankashti Chaturthi/, /संकष्टी चतुर्थी/, null],
];

const LANGS = [
  { prefix: '', lang: 'en' as const, months: 'Pausha – Magha · Vikram samvat 2080', sunday: 'Sunday', tithi25: 'Shukla Purnima', legend: /❖ festival, ○ Purnima, ● Amavasya, ✦ Ekadashi, ☀ Sankranti/ },
  { prefix: '/hi', lang: 'hi' as const, months: 'पौष – माघ · विक्रम संवत 2080', sunday: 'रविवार', tithi25: 'शुक्ल पूर्णिमा', legend: /❖ त्योहार, ○ पूर्णिमा, ● अमावस्या, ✦ एकादशी, ☀ संक्रांति/ },
];

const day = (page: Page, date: string) => page.locator(`[data-testid="month-day"][data-date="${date}"]`);

async function boxOf(page: Page, date: string) {
  const box = await day(page, date).boundingBox();
  expect(box, date).not.toBeNull();
  return box!;
}

for (const l of LANGS) {
  test.describe(`the month grid (${l.lang})`, () => {
    for (const width of [1366, 390]) {
      test.describe(`at ${width} px`, () => {
        test.use({ viewport: { width, height: 900 } });

        test('shows every day with its tithi and marks, and the Hindu months across the top', async ({ page }) => {
          await page.goto(`${l.prefix}/panchang?month=2024-01&place=new-delhi`);
          const grid = page.getByTestId('month-grid');
          await expect(grid.getByTestId('month-day')).toHaveCount(31);
          await expect(page.getByTestId('month-hindu')).toContainText(l.months);
          await expect(day(page, '2024-01-25')).toContainText(l.tithi25);
          // The marked days, and no others: each mark a symbol and its name in words.
          await expect(grid.locator('[data-kind]')).toHaveCount(MARKED.length);
          for (const [date, key, en, hi, symbol] of MARKED) {
            const mark = day(page, date).locator(`[data-key="${key}"]`);
            await expect(mark).toHaveText(l.lang === 'en' ? en : hi);
            if (symbol) await expect(mark.locator('[aria-hidden="true"]')).toHaveText(symbol);
            else await expect(mark.locator('[aria-hidden="true"]')).toHaveCount(0);
          }
          // Each festival opens its rule's page.
          await expect(day(page, '2024-01-15').getByRole('link', { name: l.lang === 'en' ? 'Makar Sankranti' : 'मकर संक्रांति' })).toHaveAttribute('href', `${l.prefix}/festivals/2024/makar-sankranti`);
          await expect(page.getByText(l.legend)).toBeVisible();
          if (l.lang === 'hi') await expect(grid).not.toContainText(/Shukla|Krishna|Purnima/);
        });

        test('fits the screen: no sideways scroll, no day cut off', async ({ page }) => {
          await page.goto(`${l.prefix}/panchang?month=2024-01&place=new-delhi`);
          await expect(page.getByTestId('month-day')).toHaveCount(31);
          const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
          expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
          const cells = page.getByTestId('month-day');
          for (let i = 0; i < 31; i++) {
            const box = (await cells.nth(i).boundingBox())!;
            expect(box.x, `day ${i + 1}`).toBeGreaterThanOrEqual(0);
            expect(box.x + box.width, `day ${i + 1}`).toBeLessThanOrEqual(clientWidth + 0.5);
            // Nothing inside a cell runs past its right edge either.
            const overflow = await cells.nth(i).evaluate((el) => el.scrollWidth - el.clientWidth);
            expect(overflow, `day ${i + 1}`).toBeLessThanOrEqual(0);
          }
        });

        if (width === 1366) {
          test('has seven columns, Sunday first, under the weekday heads', async ({ page }) => {
            await page.goto(`${l.prefix}/panchang?month=2024-01&place=new-delhi`);
            const heads = page.getByTestId('month-weekdays').locator('span');
            await expect(heads).toHaveCount(7);
            await expect(heads.first()).toHaveText(l.sunday);
            // 7-13 January 2024 is a week from Sunday to Saturday: one row, seven columns left to right.
            const week = await Promise.all(['07', '08', '09', '10', '11', '12', '13'].map((d) => boxOf(page, `2024-01-${d}`)));
            for (let i = 1; i < 7; i++) {
              expect(Math.abs(week[i]!.y - week[0]!.y)).toBeLessThan(1);
              expect(week[i]!.x).toBeGreaterThan(week[i - 1]!.x + week[i - 1]!.width - 2);
            }
            // 1 January 2024 was a Monday: the second column, under its head; the 14th starts the next row.
            const [first, monday, fourteenth] = [await boxOf(page, '2024-01-01'), (await heads.nth(1).boundingBox())!, await boxOf(page, '2024-01-14')];
            expect(Math.abs(first.x - monday.x)).toBeLessThan(2);
            expect(Math.abs(fourteenth.x - week[0]!.x)).toBeLessThan(1);
            expect(fourteenth.y).toBeGreaterThan(week[0]!.y);
          });
        } else {
          test('stacks the weeks one day a row, each week under a heading and each day with its weekday', async ({ page }) => {
            await page.goto(`${l.prefix}/panchang?month=2024-01&place=new-delhi`);
            await expect(page.getByTestId('month-weekdays')).toBeHidden();
            await expect(page.getByRole('heading', { level: 3 })).toHaveCount(5);
            await expect(day(page, '2024-01-07')).toContainText(l.sunday);
            const [a, b] = [await boxOf(page, '2024-01-07'), await boxOf(page, '2024-01-08')];
            expect(b.y).toBeGreaterThanOrEqual(a.y + a.height - 2);
          });
        }

        test('has no WCAG 2.1 A/AA violations, and a day opens its panchang', async ({ page }) => {
          await page.goto(`${l.prefix}/panchang?month=2024-01&place=new-delhi`);
          await expect(page.getByTestId('month-day')).toHaveCount(31);
          const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).exclude('iframe').analyze();
          expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
          await day(page, '2024-01-15').getByRole('link').first().click();
          await expect(page).toHaveURL(/date=2024-01-15&place=new-delhi/);
        });
      });
    }

    test('marks today in the current month', async ({ page }) => {
      const dateIn = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
      const today = dateIn(new Date());
      await page.goto(`${l.prefix}/panchang?month=${today.slice(0, 7)}&place=new-delhi`);
      const current = page.locator('[data-testid="month-day"][aria-current="date"]');
      await expect(current).toHaveCount(1);
      await expect(current).toContainText(l.lang === 'en' ? 'Today' : 'आज');
      // The month page is kept a day: rendered before midnight in India, it marks the day before.
      expect([today, dateIn(new Date(Date.now() - 86_400_000))]).toContain(await current.getAttribute('data-date'));
    });
  });
}
