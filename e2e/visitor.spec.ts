import { expect, test, type Page } from '@playwright/test';

// What a new visitor meets on the free tools (issue: "what a visitor meets"): messages in plain
// words at phone and laptop widths, the horoscope moving to the chosen reading, and icons drawn
// as SVG, never emoji.

/** Words that read like code: camelCase identifiers such as birthPlace. */
const CODE_LIKE = /\b[a-z]+[A-Z][A-Za-z]*\b/;

/** Every problem and alert the page shows now. */
async function shownMessages(page: Page): Promise<string[]> {
  const texts = await page.locator('main').locator('[id$="-error"], [role="alert"]').allInnerTexts();
  return texts.map((t) => t.trim()).filter(Boolean);
}

function expectPlain(messages: string[]) {
  expect(messages.length).toBeGreaterThan(0);
  for (const m of messages) {
    expect(m, m).not.toMatch(CODE_LIKE);
    expect(m, m).toMatch(/^[A-Z]/); // a sentence, starting with the field's label
  }
}

for (const { width, device } of [
  { width: 390, device: 'phone' },
  { width: 1366, device: 'laptop' },
]) {
  test.describe(`plain errors on each tool's empty form (${device}, ${width} px)`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
    });

    test('kundli: each field says what it needs, by its label', async ({ page }) => {
      await page.goto('/kundli');
      await page.getByRole('button', { name: 'Generate Kundli' }).click();
      for (const message of ['Name is required.', 'Gender is required.', 'Date of birth is required.', 'Time of birth is required.', 'Birth place is required.']) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
      // The coordinates come from the place: no separate problems about them on an empty form.
      const messages = await shownMessages(page);
      expect(messages.filter((m) => /Latitude|Longitude/.test(m))).toEqual([]);
      expectPlain(messages);
      await expect(page.getByLabel('Name')).toBeFocused();
    });

    test('match making: the spec’s messages, per person, and its alert', async ({ page }) => {
      await page.goto('/matchMaking');
      await page.getByRole('button', { name: 'Check Compatibility' }).click();
      await expect(page.locator('main').getByRole('alert')).toHaveText('Please correct the highlighted fields.');
      for (const message of ['Boy name required', 'Boy DOB must be YYYY-MM-DD', 'Boy birth time must be HH:MM:SS', 'Girl birth place required']) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
      expectPlain(await shownMessages(page));
    });

    test('lucky number: the spec’s alert, and a hint that agrees with the date picker', async ({ page }) => {
      await page.goto('/luckyNumber');
      await expect(page.getByText('Format: YYYY-MM-DD')).toHaveCount(0);
      await expect(page.getByLabel('Date of birth')).toHaveAttribute('type', 'date');
      await page.getByRole('button', { name: 'Find My Lucky Number' }).click();
      await expect(page.locator('main').getByRole('alert')).toHaveText('Please enter your name and date of birth');
      expectPlain(await shownMessages(page));
    });

    test('cost calculator: the spec’s alert', async ({ page }) => {
      await page.goto('/cost-calculator');
      await page.getByRole('button', { name: 'Calculate' }).click();
      await expect(page.locator('main').getByRole('alert')).toHaveText('Please enter a valid positive area value.');
      expectPlain(await shownMessages(page));
    });

    test('the three birth forms share one date-and-time control', async ({ page }) => {
      for (const path of ['/kundli', '/matchMaking']) {
        await page.goto(path);
        await expect(page.getByLabel('Date of birth').first()).toHaveAttribute('type', 'date');
        await expect(page.getByLabel('Time of birth').first()).toHaveAttribute('type', 'time');
      }
      // Nothing of the old six number boxes is left.
      await page.goto('/kundli');
      await expect(page.locator('input[type="number"]:visible')).toHaveCount(0);
    });
  });
}

test('horoscope on a phone: choosing a sign moves to its reading and focuses its heading', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/horoscope');
  const reading = page.locator('#horoscope-entry');
  await page.getByRole('button', { name: /Aries/ }).click();
  const heading = page.getByRole('heading', { name: /Aries today/ });
  await expect(heading).toBeFocused();
  await expect(reading).toBeInViewport({ ratio: 0.3 });
  // Below the fixed header, not under it.
  const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
  const header = await page.locator('header').first().evaluate((el) => el.getBoundingClientRect().bottom);
  expect(top).toBeGreaterThanOrEqual(header);

  // Back up to the signs: choosing another one moves down again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: /Pisces/ }).click();
  await expect(page.getByRole('heading', { name: /Pisces today/ })).toBeFocused();
  await expect(reading).toBeInViewport({ ratio: 0.3 });
});

test.describe('icons are drawn, not emoji', () => {
  // An emoji (or the ॐ the logo used) shows as an empty box on devices without the font.
  const EMOJI = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F|\u0950/gu;
  const PAGES = ['/', '/services', '/kundli', '/matchMaking', '/luckyNumber', '/horoscope', '/vastu-tips', '/cost-calculator', '/measurement-converter', '/ourexpert', '/login'];

  for (const path of PAGES) {
    test(`${path}: no emoji in the rendered page; the logo and tile icons are SVG`, async ({ page }) => {
      await page.goto(path);
      await page.locator('header summary').filter({ hasText: 'Free Tools' }).waitFor({ state: 'attached' });
      const text = await page.locator('body').evaluate((body) => {
        // Text a visitor sees, plus aria-hidden decorations (where icons sit), minus scripts.
        const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
        const parts: string[] = [];
        for (let n = walker.nextNode(); n; n = walker.nextNode()) if (!n.parentElement?.closest('script, style, noscript')) parts.push(n.textContent ?? '');
        return parts.join(' ');
      });
      expect(text.match(EMOJI) ?? []).toEqual([]);
      await expect(page.getByRole('link', { name: /AstroVastu Kendra/ }).first().locator('svg')).toHaveCount(1);
    });
  }

  test('the home page service tiles each carry an SVG icon', async ({ page }) => {
    await page.goto('/');
    const tiles = page.getByRole('region', { name: 'Our services' }).getByRole('listitem');
    await expect(tiles).toHaveCount(7);
    for (const tile of await tiles.all()) await expect(tile.locator('svg[aria-hidden="true"]')).toHaveCount(1);
  });
});
