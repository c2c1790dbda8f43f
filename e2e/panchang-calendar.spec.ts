import { expect, test } from '@playwright/test';

// The panchang's Hindu month and year and the day's named periods (issue 27), in English and Hindi,
// on a phone and a laptop: 25 July 2023 in New Delhi fell in Adhika Shravana, a Tuesday.
for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the day names its Hindu month in both counts, the samvat, the season and its named periods', async ({ page }) => {
      await page.goto('/panchang?date=2023-07-25&place=new-delhi');
      const calendar = page.getByTestId('hindu-calendar');
      await expect(calendar).toContainText('Month (amanta, ending on Amavasya)Adhika Shravana, Shukla paksha');
      await expect(calendar).toContainText('Month (purnimanta, ending on Purnima)Adhika Shravana, Shukla paksha');
      await expect(calendar).toContainText('Vikram samvat2080 (Pingala)');
      await expect(calendar).toContainText('Shaka samvat1945');
      await expect(calendar).toContainText('Ritu (season)Varsha');
      // Brahma muhurta: two night muhurtas (about 42 minutes each) before the next sunrise, 5:39 am.
      await expect(page.getByTestId('brahma-muhurta')).toHaveText(/^4:1\d am, Wed, 26 Jul to 4:5\d am, Wed, 26 Jul$/);
      // A Tuesday: one Durmuhurat by day and one by night.
      await expect(page.getByTestId('durmuhurat')).toHaveText(/ to .*; .* to /);
      await expect(page.getByTestId('hora-day').getByRole('row')).toHaveCount(13);
      await expect(page.getByTestId('hora-night').getByRole('row')).toHaveCount(13);
      await expect(page.getByTestId('hora-day').getByRole('row').nth(1)).toContainText('Mars');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });

    // 14 January 2025 in New Delhi: sunset about 5:46 pm; the Sun entered Makara at 09:03 IST by Drik
    // Panchang (ours some 7 minutes earlier, see tests/unit/astro/calendar/sankranti.test.ts).
    test('the day gives Godhuli around sunset, and Makar Sankranti with its punya kaal', async ({ page }) => {
      await page.goto('/panchang?date=2025-01-14&place=new-delhi');
      await expect(page.getByTestId('godhuli')).toHaveText(/^5:3\d pm to 5:[56]\d pm$/);
      const sankranti = page.getByTestId('sankranti');
      await expect(sankranti.getByRole('heading', { level: 2 })).toHaveText('Makara Sankranti');
      await expect(sankranti).toContainText(/The Sun enters Capricorn at (8:5\d|9:0\d) am\./);
      await expect(page.getByTestId('punya-kaal')).toHaveText(/^(8:5\d|9:0\d) am to 5:4\d pm$/);
      await expect(page.getByTestId('punya-kaal-why')).toHaveText('Kept by day: the 40 ghatis after the ingress for Makara.');
      // The day's festivals, from the festival calendar, each leading to its rule.
      const festivals = page.getByTestId('day-festivals');
      await expect(festivals.getByRole('heading', { level: 2 })).toHaveText('Festivals and vrats');
      await expect(festivals.getByRole('link', { name: 'Makar Sankranti' })).toHaveAttribute('href', '/festivals/2025/makar-sankranti');
      await expect(festivals).toContainText(/Makar Sankranti: Punya kaal: (8:5\d|9:0\d) am – 5:4\d pm/);
      await page.goto('/hi/panchang?date=2025-01-14&place=new-delhi');
      await expect(page.getByTestId('sankranti').getByRole('heading', { level: 2 })).toHaveText('मकर संक्रांति');
      await expect(page.getByTestId('punya-kaal')).toHaveText(/^सुबह (8:5\d|9:0\d) से शाम 5:4\d तक$/);
      await expect(page.getByTestId('punya-kaal-why')).toHaveText('दिन में: मकर संक्रांति के बाद की 40 घड़ी।');
      await expect(page.getByTestId('day-festivals').getByRole('link', { name: 'मकर संक्रांति' })).toHaveAttribute('href', '/hi/festivals/2025/makar-sankranti');
      await page.goto('/panchang?date=2025-01-20&place=new-delhi');
      await expect(page.getByTestId('panchang-limbs')).toBeVisible();
      await expect(page.getByTestId('sankranti')).toHaveCount(0);
      await expect(page.getByTestId('day-festivals')).toHaveCount(0);
    });

    test('in Hindi', async ({ page }) => {
      await page.goto('/hi/panchang?date=2023-07-25&place=new-delhi');
      const calendar = page.getByTestId('hindu-calendar');
      await expect(calendar).toContainText('मास (अमांत, अमावस्या पर पूरा)अधिक श्रावण, शुक्ल पक्ष');
      await expect(calendar).toContainText('विक्रम संवत2080 (पिंगल)');
      await expect(calendar).toContainText('ऋतुवर्षा');
      await expect(calendar).toContainText('अयनदक्षिणायन');
      await expect(page.getByRole('heading', { name: 'होरा (ग्रहों के घंटे)' })).toBeVisible();
      await expect(page.getByTestId('hora-day').getByRole('row').nth(1)).toContainText('मंगल');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });
}

// The month count is the reader's setting: purnimanta (North India) unless they choose amanta, kept in
// this browser. 5 January 2024 is in the dark half: Pausha in the purnimanta count, Margashirsha in the amanta.
test.describe('the month count setting', () => {
  test.use({ viewport: { width: 390, height: 900 } });

  test('shows purnimanta by default, amanta once chosen, and keeps the choice', async ({ page }) => {
    await page.goto('/panchang?date=2024-01-05&place=new-delhi');
    const calendar = page.getByTestId('hindu-calendar');
    const purnimanta = calendar.getByText('Month (purnimanta, ending on Purnima)');
    const amanta = calendar.getByText('Month (amanta, ending on Amavasya)');
    await expect(purnimanta).toBeVisible();
    await expect(amanta).toBeHidden();
    await expect(calendar.locator('dd:visible').first()).toHaveText('Pausha, Krishna paksha');

    await page.getByRole('radio', { name: /^Amanta/ }).check();
    await expect(amanta).toBeVisible();
    await expect(purnimanta).toBeHidden();
    await expect(calendar.locator('dd:visible').first()).toHaveText('Margashirsha, Krishna paksha');

    await page.goto('/panchang?month=2024-01&place=new-delhi');
    await expect(page.getByRole('radio', { name: /^Amanta/ })).toBeChecked();
    await expect(page.getByTestId('month-hindu').locator('p:visible').first()).toHaveText('Margashirsha – Pausha · Vikram samvat 2080');
    await page.getByRole('radio', { name: /^Purnimanta/ }).check();
    await expect(page.getByTestId('month-hindu').locator('p:visible').first()).toHaveText('Pausha – Magha · Vikram samvat 2080');
  });
});
