import { expect, test, type Locator, type Page } from '@playwright/test';
import { referencePair12 } from './support/match';

async function choosePlace(page: Page, comboName: RegExp | string, typed: string, option: RegExp) {
  const combo = page.getByRole('combobox', { name: comboName });
  await combo.fill(typed);
  const choice = page.getByRole('option', { name: option }).first();
  await expect(choice).toBeVisible();
  await choice.click();
}

test.describe('kundli', () => {
  test('the form fills the place from the offline gazetteer, then opens the drawn chart at its private link', async ({ page }) => {
    await page.goto('/kundli');
    await page.getByLabel('Name').fill('Aarav Sharma');
    await page.getByLabel('Gender').selectOption('male');
    await page.getByLabel('Date of birth').fill('1966-06-04');
    await page.getByLabel('Time of birth').fill('06:55:16');
    await choosePlace(page, 'Birth place', 'Moscow', /^Moscow/);
    // What the place filled in, as one line to confirm; the fields themselves behind a toggle.
    await expect(page.getByText(/^Coordinates 55\.7\d° N, 37\.6\d° E · time zone UTC\+03:00$/)).toBeVisible();
    await expect(page.getByLabel('Latitude')).toBeHidden();
    await page.getByRole('button', { name: 'Set coordinates yourself' }).click();
    await expect(page.getByLabel('Latitude')).toHaveValue(/^55\.75/);
    await expect(page.getByLabel('Longitude')).toHaveValue(/^37\.61/);
    // Moscow on 4 June 1966 kept +03:00 (no daylight saving then).
    await expect(page.getByLabel('Time zone (UTC offset)')).toHaveValue('+03:00');
    await page.getByRole('button', { name: 'Generate Kundli' }).click();

    await expect(page).toHaveURL(/\/kundli\/[0-9a-f-]{36}$/);
    // Personal data stays out of the URL.
    expect(page.url()).not.toMatch(/Aarav|1966|Moscow/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kundli of Aarav Sharma');
    await expect(page.getByRole('img', { name: /North Indian chart/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /South Indian chart/ })).toBeVisible();
    const planets = page.getByRole('table', { name: 'Positions' });
    await expect(planets.getByRole('row', { name: /^Moon Scorpio/ })).toBeVisible();
    await expect(planets.getByRole('row', { name: /^Lagna Gemini/ })).toBeVisible();
    await expect(page.getByText('Krishna Pratipada')).toBeVisible();
    await expect(page.getByText(/Mercury mahadasha/)).toBeVisible();

    // The private link reopens the same result.
    const url = page.url();
    await page.goto('/');
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kundli of Aarav Sharma');
  });

  test('invalid input is marked, and a failing server shows the error', async ({ page }) => {
    await page.goto('/kundli');
    await page.getByRole('button', { name: 'Generate Kundli' }).click();
    await expect(page.getByText('Name is required.')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Name')).toBeFocused();

    await page.getByLabel('Name').fill('Test');
    await page.getByLabel('Gender').selectOption('female');
    // Typed past the picker's range: the problem names the field.
    await page.getByLabel('Date of birth').fill('1700-02-28');
    await page.getByLabel('Time of birth').fill('10:05');
    await page.getByRole('button', { name: 'Generate Kundli' }).click();
    await expect(page.getByText('Year of birth must be between 1800 and 2299.')).toBeVisible();

    await page.getByLabel('Date of birth').fill('2001-02-28');
    await choosePlace(page, 'Birth place', 'Faridabad', /^Faridabad/);
    await page.route('**/api/kundli', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"The service is temporarily unavailable."}' }));
    await page.getByRole('button', { name: 'Generate Kundli' }).click();
    await expect(page.locator('main').getByRole('alert')).toContainText('Failed to fetch kundli. Please try again.');
    await expect(page).toHaveURL(/\/kundli$/);
  });

  test('an unknown kundli link shows the not-found page', async ({ page }) => {
    const res = await page.goto('/kundli/00000000-0000-4000-8000-000000000000');
    expect(res?.status()).toBe(404);
  });
});

test.describe('match making', () => {
  async function fillPerson(page: Page, role: 'Boy' | 'Girl', p: { name: string; gender: string; dob: string; time: string; place: string; option: RegExp }) {
    const section = page.getByRole('group', { name: role });
    await section.getByLabel('Name').fill(p.name);
    await section.getByLabel('Gender').selectOption(p.gender);
    await section.getByLabel('Date of birth').fill(p.dob);
    await section.getByLabel('Time of birth').fill(p.time);
    await section.getByRole('combobox', { name: 'Birth place' }).fill(p.place);
    await page.getByRole('option', { name: p.option }).first().click();
  }

  test('each person is checked with the spec’s messages and red outlines', async ({ page }) => {
    await page.goto('/matchMaking');
    await page.getByRole('group', { name: 'Boy' }).getByLabel('Gender').selectOption('');
    await page.getByRole('button', { name: 'Check Compatibility' }).click();
    await expect(page.locator('main').getByRole('alert')).toHaveText('Please correct the highlighted fields.');
    for (const message of ['Boy name required', 'Boy gender required', 'Boy DOB must be YYYY-MM-DD', 'Boy birth time must be HH:MM:SS', 'Boy birth place required', 'Girl name required', 'Girl DOB must be YYYY-MM-DD', 'Girl birth time must be HH:MM:SS', 'Girl birth place required']) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('group', { name: 'Boy' }).getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  async function fillRohanAndAnanya(page: Page) {
    await page.goto('/matchMaking');
    const boy = page.getByRole('group', { name: 'Boy' });
    await boy.getByLabel('Name').fill('Rohan');
    await boy.getByLabel('Date of birth').fill('1992-03-14');
    await boy.getByLabel('Time of birth').fill('07:45:30');
    await boy.getByRole('combobox', { name: 'Birth place' }).fill('Jaipur');
    await page.getByRole('option', { name: /^Jaipur/ }).first().click();
    const girl = page.getByRole('group', { name: 'Girl' });
    await girl.getByLabel('Name').fill('Ananya');
    await girl.getByLabel('Date of birth').fill('1994-11-02');
    await girl.getByLabel('Time of birth').fill('18:20:00');
    await girl.getByRole('combobox', { name: 'Birth place' }).fill('Pune');
    await page.getByRole('option', { name: /^Pune/ }).first().click();
    await page.getByRole('button', { name: 'Check Compatibility' }).click();
  }

  test('two people, places from the gazetteer: the score out of 10, the kootas and both charts', async ({ page }) => {
    await fillRohanAndAnanya(page);

    await expect(page.getByRole('heading', { name: 'Rohan and Ananya' })).toBeVisible();
    await expect(page.getByText(/^\d{1,2}\.\d$/).first()).toBeVisible();
    await expect(page.getByText('/ 10')).toBeVisible();
    const table = page.getByRole('table', { name: /eight kootas/ });
    await expect(table.getByRole('row')).toHaveCount(1 + 8 + 1);
    for (const k of ['Varna', 'Vashya', 'Tara', 'Yoni', 'Graha Maitri', 'Gana', 'Bhakoot', 'Nadi']) await expect(table.getByRole('rowheader', { name: k })).toBeVisible();
    await expect(page.getByRole('img', { name: /North Indian chart of Rohan/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /North Indian chart of Ananya/ })).toBeVisible();
    await expect(page.getByText(/^Rohan: (not )?Manglik \(Mars in the \d+(st|nd|rd|th) house from the Lagna\)/)).toBeVisible();
  });

  const top = async (locator: Locator) => (await locator.boundingBox())!.y;

  for (const width of [390, 1366]) {
    test(`at ${width} px: one headline of 36 with its band, then the score of 10, the kootas, the doshas, the poruthams; the result above the filled form`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await fillRohanAndAnanya(page);
      const headline = page.getByText(/^\d{1,2}(\.5)? of 36 gunas$/);
      await expect(headline).toBeVisible();
      await expect(headline).toHaveCount(1);
      const band = page.getByText(/^(Below 18: not traditionally recommended|Average \(18 to 24\.5\)|Good \(25 to 32\.5\)|Excellent \(33 or more\))\. 18 or more is generally accepted\.$/);
      await expect(band).toBeVisible();
      const score = page.getByText('/ 10');
      const kootas = page.getByRole('table', { name: /eight kootas/ });
      const doshas = page.getByRole('heading', { name: 'Doshas and their exceptions' });
      const poruthams = page.getByRole('heading', { name: /ten poruthams/ });
      for (const l of [score, doshas, poruthams]) await expect(l).toBeVisible();
      const order = [await top(headline), await top(band), await top(score), await top(kootas), await top(doshas), await top(poruthams)];
      expect(order).toEqual([...order].sort((a, b) => a - b));
      for (const h of ['Mangal dosha (both charts together)', 'Nadi dosha', 'Bhakoot dosha']) await expect(page.getByRole('heading', { name: h })).toBeVisible();

      // The poruthams fold under their count; opened, all ten show with whether each agrees.
      await page.getByText(/^\d{1,2} of 10 poruthams agree: see each one$/).click();
      const table = page.getByRole('table', { name: /Ten poruthams/ });
      for (const name of ['Dina', 'Gana', 'Mahendra', 'Stree Deergha', 'Yoni', 'Rasi', 'Rasiyathipathi', 'Vasya', 'Rajju', 'Vedha']) await expect(table.getByRole('rowheader', { name, exact: true })).toBeVisible();

      // The result sits above the filled form, which keeps its values; "Change details" leads back to it.
      const boyGroup = page.getByRole('group', { name: 'Boy' });
      expect(await top(headline)).toBeLessThan(await top(boyGroup));
      await expect(boyGroup.getByLabel('Name')).toHaveValue('Rohan');
      await expect(page.getByRole('link', { name: 'Talk to an expert about this match' })).toHaveAttribute('href', '/book/astrology-consultation');
      // What a reader sees first (the result brought into view above the form), and the whole page.
      await page.getByText(/^\d{1,2} of 10 poruthams agree/).click();
      await page.getByRole('heading', { name: 'Rohan and Ananya' }).scrollIntoViewIfNeeded();
      await page.evaluate(() => document.getElementById('match-result')?.closest('section')?.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: test.info().outputPath(`match-${width}.png`) });
      await page.locator('section[aria-labelledby="match-doshas"]').screenshot({ path: test.info().outputPath(`match-doshas-${width}.png`) });
      await page.getByRole('link', { name: 'Change details' }).click();
      await expect(boyGroup.getByLabel('Name')).toBeInViewport();
      if (width < 600) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }

  test('a stored match shows the exceptions that apply, each named with its source', async ({ page }) => {
    const res = await page.request.post('/api/match', { data: referencePair12() });
    expect(res.status()).toBe(200);
    const { _id: id } = (await res.json()).data;
    await page.goto(`/matchMaking/${id}`);
    const bhakoot = page.getByRole('list', { name: 'Bhakoot dosha exceptions' });
    await expect(bhakoot.getByText('Moon signs ruled by the same planet.')).toBeVisible();
    await expect(bhakoot).toContainText('Source: Muhurta Chintamani, ch. 6');
    await expect(page.getByText(/Both birth stars share a nadi \(Nadi dosha\) and none of the named exceptions applies/)).toBeVisible();
    await expect(page.getByText(/^Ishita Banerjee: Manglik/)).toBeVisible();
    await expect(page.getByText(/^Sai Krishna: not Manglik/)).toBeVisible();
  });

  test('a failure says so and clears the result', async ({ page }) => {
    await page.goto('/matchMaking');
    await fillPerson(page, 'Boy', { name: 'A', gender: 'male', dob: '1990-01-01', time: '10:00:00', place: 'Delhi', option: /^Delhi/ });
    await page.getByRole('group', { name: 'Girl' }).getByLabel('Name').fill('B');
    await page.getByRole('group', { name: 'Girl' }).getByLabel('Date of birth').fill('1991-02-02');
    await page.getByRole('group', { name: 'Girl' }).getByLabel('Time of birth').fill('11:00:00');
    await page.getByRole('group', { name: 'Girl' }).getByRole('combobox', { name: 'Birth place' }).fill('Mumbai');
    await page.getByRole('option', { name: /^Mumbai/ }).first().click();
    await page.getByRole('button', { name: 'Check Compatibility' }).click();
    await expect(page.getByRole('heading', { name: 'A and B' })).toBeVisible();
    await page.route('**/api/match', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.getByRole('button', { name: 'Check Compatibility' }).click();
    await expect(page.locator('main').getByRole('alert')).toHaveText('Failed to fetch compatibility.');
    await expect(page.getByRole('heading', { name: 'A and B' })).toHaveCount(0);
  });
});

test.describe('lucky number', () => {
  test('name and date of birth give the number, colour and sign', async ({ page }) => {
    await page.goto('/luckyNumber');
    await page.getByRole('button', { name: 'Find My Lucky Number' }).click();
    await expect(page.locator('main').getByRole('alert')).toHaveText('Please enter your name and date of birth');
    await page.getByLabel('Your name').fill('Rahul Sharma');
    await page.getByLabel('Date of birth').fill('1985-11-29');
    await page.getByRole('button', { name: 'Find My Lucky Number' }).click();
    const result = page.getByRole('heading', { name: 'Rahul Sharma' }).locator('..');
    await expect(result).toContainText('Sagittarius');
    await expect(result).toContainText('Western sun sign');
    await expect(result.getByText('2', { exact: true })).toBeVisible();
    await expect(result).toContainText('White');
  });

  test('a failed request says so', async ({ page }) => {
    await page.route('**/api/luckyNumberColor', (route) => route.abort());
    await page.goto('/luckyNumber');
    await page.getByLabel('Your name').fill('Asha');
    await page.getByLabel('Date of birth').fill('1990-08-09');
    await page.getByRole('button', { name: 'Find My Lucky Number' }).click();
    await expect(page.locator('main').getByRole('alert')).toHaveText('Failed to fetch lucky details.');
  });
});
