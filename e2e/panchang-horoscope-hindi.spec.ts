import { expect, test } from '@playwright/test';
import { hindiName } from '../lib/astro/hindi';

// Issue 26: the panchang and the horoscopes in Hindi, on a phone and on a desktop. The names are the
// Hindi names of what the engine computed (the API's English names through lib/astro/hindi.ts), the
// times are said as a Hindi reader says them ("सुबह 5:58"), and the English pages stay as they were.

const DEVANAGARI = /[\u0900-\u097F]/;

for (const width of [390, 1366]) {
  test.describe(`in Hindi at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the panchang of a date and place names its tithi and nakshatra in Hindi, with Hindi times', async ({ page, request }) => {
      // Varanasi on 24 March 1968 (the Swiss Ephemeris reference case of the English test).
      await page.goto('/hi/panchang?date=1968-03-24&place=1253405');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('पंचांग');
      await expect(page.locator('main')).not.toHaveAttribute('lang', 'en');
      await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveCount(1);
      await expect(page.getByTestId('panchang-title')).toHaveText('रविवार, 24 मार्च 1968, Varanasi, Uttar Pradesh, India');

      const api = (await (await request.get('/api/panchang?date=1968-03-24&latitude=25.3167&longitude=83.0104&timezone=%2B05:30')).json()).data;
      const limbs = page.getByTestId('panchang-limbs');
      const tithi = `${hindiName('paksha', api.tithis[0].paksha)} ${hindiName('tithi', api.tithis[0].name)}`;
      await expect(limbs.getByRole('row', { name: new RegExp(`^तिथि ${tithi} रात 1:13, सोमवार, 25 मार्च तक`) })).toBeVisible();
      await expect(limbs.getByRole('row', { name: new RegExp(`^नक्षत्र ${hindiName('nakshatra', api.nakshatras[0].name)} `) })).toBeVisible();
      await expect(limbs.getByRole('row', { name: new RegExp(`^योग ${hindiName('panchangYoga', api.yogas[0].name)} `) })).toBeVisible();
      await expect(page.getByTestId('sunrise')).toHaveText('सुबह 5:58');
      await expect(page.getByTestId('weekday')).toHaveText('रविवार');
      await expect(page.getByTestId('rahu-kaal')).toHaveText('शाम 4:39 से शाम 6:10 तक');
      await expect(page.getByRole('heading', { name: 'चौघड़िया' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'हम गणना कैसे करते हैं' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'पंचांग देखें' })).toBeVisible();
      // Links stay in Hindi.
      await expect(page.getByRole('link', { name: 'मार्च 1968 का पंचांग देखें' })).toHaveAttribute('href', /^\/hi\/panchang\?month=1968-03&place=1253405$/);
    });

    test('a city page and the month view are in Hindi', async ({ page }) => {
      await page.goto('/hi/panchang/varanasi');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('वाराणसी का आज का पंचांग');
      await expect(page.getByTestId('panchang-title')).toContainText('नक्षत्र। सभी समय भारतीय मानक समय में हैं।');
      await expect(page.getByTestId('sunrise')).toHaveText(/^सुबह \d{1,2}:\d{2}$/);

      await page.goto('/hi/panchang?month=2024-01&place=new-delhi');
      await expect(page.getByTestId('panchang-title')).toHaveText('जनवरी 2024, New Delhi, India');
      const marks = page.getByTestId('month-marks');
      await expect(marks).toContainText('मकर संक्रांति');
      await expect(marks).toContainText('पूर्णिमा');
      await expect(page.getByTestId('month-grid').getByTestId('month-day')).toHaveCount(31);
      await expect(page.getByTestId('month-grid')).not.toContainText(/Shukla|Krishna|Tithi/);
    });

    test('a sign’s horoscope reads in Hindi, with its Hindi date, mood and lucky colour', async ({ page, request }) => {
      await page.goto('/hi/horoscope/leo');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('सिंह राशिफल');
      await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveCount(1);
      const today = page.locator('section', { has: page.getByRole('heading', { name: 'आज', exact: true }) });
      const { date, data } = await (await request.get('/api/horoscope?lang=hi')).json();
      const leo = data.find((e: { sign: string }) => e.sign === 'Leo');
      const [y, m, d] = (date as string).split('-').map(Number);
      const month = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'][m! - 1];
      await expect(today).toContainText(`${d} ${month} ${y}`);
      await expect(today).toContainText(leo.content);
      await expect(today).toContainText('शुभ रंग');
      if (leo.language === 'hi') await expect(today.getByText(leo.content)).toHaveText(DEVANAGARI);
      for (const heading of ['कल', 'इस सप्ताह', 'इस महीने']) await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await expect(page.locator('#reading-week')).not.toContainText(/\b(?:Sun|Moon|Jupiter|Saturn|house)\b/);
    });

    test('the daily board shows a chosen sign’s reading in Hindi', async ({ page }) => {
      await page.goto('/hi/horoscope');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('दैनिक राशिफल');
      await page.getByRole('group', { name: 'अपनी राशि चुनें' }).getByRole('button', { name: /मेष/ }).click();
      await expect(page.getByRole('heading', { level: 2, name: /मेष राशि: आज/ })).toBeVisible();
      await expect(page.locator('#horoscope-entry')).toContainText('शुभ अंक');
      await expect(page.locator('#horoscope-entry').getByRole('link')).toHaveAttribute('href', '/hi/horoscope/aries');
    });

    test('the home page’s panchang is in Hindi, and the English one is unchanged', async ({ page }) => {
      await page.goto('/hi');
      const block = page.getByTestId('home-panchang');
      await expect(block.getByRole('heading')).toHaveText('नई दिल्ली का आज का पंचांग');
      await expect(block).toContainText('तिथि');
      await expect(block).not.toContainText(/Tithi|until|Shukla|Krishna/);
      await expect(block.getByRole('link', { name: 'नई दिल्ली का पूरा पंचांग' })).toHaveAttribute('href', '/hi/panchang/new-delhi');
      await page.goto('/');
      await expect(page.getByTestId('home-panchang').getByRole('heading')).toHaveText("Today's panchang in New Delhi");
    });
  });
}
