import { expect, test } from '@playwright/test';

// The panchang page for a chosen place and date, the month view, and the city pages.

test.describe('panchang', () => {
  test('shows the panchang of a chosen place and date in local time, and remembers the place', async ({ page }) => {
    await page.goto('/panchang');
    // Nothing chosen yet: today in New Delhi.
    await expect(page.getByTestId('panchang-title')).toContainText('New Delhi');

    const combo = page.getByRole('combobox', { name: 'Place' });
    await combo.fill('Varanasi');
    await page.getByRole('option', { name: /^Varanasi/ }).first().click();
    await page.getByLabel('Date').fill('1968-03-24');
    await page.getByRole('button', { name: 'Show panchang' }).click();

    await expect(page).toHaveURL(/\/panchang\?date=1968-03-24&place=1253405$/);
    await expect(page.getByTestId('panchang-title')).toHaveText('Sunday, 24 March 1968, Varanasi, Uttar Pradesh, India');
    // The Swiss Ephemeris reference for Varanasi that day (case P008): sunrise 05:58 IST, Krishna
    // Ekadashi until 01:13 the next night (so the date is shown), then Dwadashi; Shravana, then Dhanishta.
    await expect(page.getByTestId('sunrise')).toHaveText('5:58 am');
    const limbs = page.getByTestId('panchang-limbs');
    await expect(limbs.getByRole('row', { name: /Tithi Krishna Ekadashi until 1:13 am, Mon, 25 Mar/ })).toBeVisible();
    await expect(limbs.getByRole('row', { name: /Krishna Dwadashi until 1:18 am, Tue, 26 Mar/ })).toBeVisible();
    await expect(limbs.getByRole('row', { name: /Nakshatra Shravana/ })).toBeVisible();
    await expect(limbs.getByRole('row', { name: /Dhanishta/ })).toBeVisible();
    await expect(limbs.getByRole('row', { name: /Yoga Shiva/ })).toBeVisible();
    await expect(page.getByTestId('rahu-kaal')).toHaveText('4:39 pm to 6:10 pm');
    await expect(page.getByTestId('choghadiya-day').getByRole('row')).toHaveCount(9);
    await expect(page.getByTestId('choghadiya-night').getByRole('row')).toHaveCount(9);
    await expect(page.getByRole('heading', { name: 'How we calculate' })).toBeVisible();

    // The next visit without a place in the address opens at the place chosen last.
    await page.goto('/panchang');
    await expect(page).toHaveURL(/place=1253405/);
    await expect(page.getByTestId('panchang-title')).toContainText('Varanasi');
  });

  test('the month view lists the festivals and vrats of the month with their muhurtas', async ({ page }) => {
    await page.goto('/panchang?month=2024-01&place=new-delhi');
    await expect(page.getByTestId('panchang-title')).toHaveText('January 2024, New Delhi, India');
    const marks = page.getByTestId('month-marks').getByRole('listitem');
    await expect(marks).toHaveText([
      /^Sun, 7 Jan: Saphala Ekadashi$/,
      /^Tue, 9 Jan: Bhauma Pradosh Vrat \(Pradosh kaal: \d+:\d\d pm – \d+:\d\d pm\)$/,
      /^Tue, 9 Jan: Masik Shivaratri \(Nishita kaal puja: /,
      /^Thu, 11 Jan: Amavasya$/,
      /^Mon, 15 Jan: Makar Sankranti \(Punya kaal: \d+:\d\d am – \d+:\d\d pm\)$/,
      /^Sun, 21 Jan: Pausha Putrada Ekadashi$/,
      /^Tue, 23 Jan: Bhauma Pradosh Vrat/,
      /^Thu, 25 Jan: Purnima$/,
      /^Thu, 25 Jan: Purnima Vrat \(Madhyahna \(midday\) muhurta: /,
      /^Mon, 29 Jan: Sankashti Chaturthi \(Moonrise: \d+:\d\d pm\)$/,
    ]);
    const grid = page.getByTestId('month-grid');
    await expect(grid.getByTestId('month-day')).toHaveCount(31);
    await expect(grid.locator('[data-date="2024-01-25"]')).toContainText(/Shukla Purnima.*Purnima/);
    // A day opens that day's panchang.
    await grid.getByRole('link', { name: 'Monday, 15 January 2024' }).click();
    await expect(page).toHaveURL(/date=2024-01-15&place=new-delhi/);
    await expect(page.getByTestId('panchang-title')).toHaveText('Monday, 15 January 2024, New Delhi, India');
  });

  test('each main city has today’s panchang at its own address, in the sitemap, and New Delhi’s is on the home page', async ({ page, request }) => {
    // Three first renders (city page, sitemap, home page) on a busy machine.
    test.setTimeout(120_000);
    const res = await page.goto('/panchang/mumbai');
    expect(res?.headers()['cache-control']).toContain('public');
    await expect(page).toHaveTitle(/Today's Panchang in Mumbai/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Today’s Panchang in Mumbai'.replace('’', "'"));
    await expect(page.getByTestId('panchang-limbs')).toBeVisible();
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    expect(ld).toContainEqual(expect.objectContaining({ '@type': 'WebPage', about: expect.objectContaining({ name: 'Mumbai, India' }) }));
    expect((await page.goto('/panchang/atlantis'))?.status()).toBe(404);

    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/panchang/new-delhi</loc>');
    expect(sitemap).toContain('/panchang</loc>');

    await page.goto('/', { timeout: 60_000 });
    const block = page.getByTestId('home-panchang');
    await expect(block).toContainText('Today’s panchang in New Delhi'.replace('’', "'"));
    await expect(block).toContainText(/Tithi(Shukla|Krishna) \w+, until/);
    await expect(block).toContainText(/Rahu kaal\d+:\d\d [ap]m to/);
    await block.getByRole('link', { name: 'Full panchang for New Delhi' }).click();
    await expect(page).toHaveURL(/\/panchang\/new-delhi$/);
  });
});
