import { expect, test, type Page } from '@playwright/test';

async function audioState(page: Page) {
  return page.locator('audio').evaluate((a: HTMLAudioElement) => ({ paused: a.paused, src: a.getAttribute('src') ?? '', time: a.currentTime }));
}

test.describe('Vastu tips', () => {
  test('search filters by title, case-insensitively, and says when nothing matches', async ({ page }) => {
    await page.goto('/vastu-tips');
    const tips = page.locator('main li h2');
    expect(await tips.count()).toBeGreaterThanOrEqual(12);
    await page.getByLabel('Search tips by title').fill('NORTH-EAST');
    const titles = await tips.allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const t of titles) expect(t.toLowerCase()).toContain('north-east');
    await page.getByLabel('Search tips by title').fill('zzzz no such tip');
    await expect(page.getByText('No tips found.')).toBeVisible();
    await page.getByLabel('Search tips by title').fill('');
    expect(await tips.count()).toBeGreaterThanOrEqual(12);
  });

  test('plays one tip at a time, pauses, and resets when the audio ends', async ({ page }) => {
    await page.goto('/vastu-tips');
    const buttons = page.locator('main li button');
    await buttons.nth(0).click();
    await expect(buttons.nth(0)).toHaveText(/Pause/);
    await expect.poll(async () => (await audioState(page)).time, { timeout: 10_000 }).toBeGreaterThan(0.2);
    const first = await audioState(page);
    expect(first.paused).toBe(false);

    await buttons.nth(1).click();
    await expect(buttons.nth(1)).toHaveText(/Pause/);
    await expect(buttons.nth(0)).toHaveText(/Play Audio/);
    expect((await audioState(page)).src).not.toBe(first.src);

    await buttons.nth(1).click();
    await expect(buttons.nth(1)).toHaveText(/Play Audio/);
    expect((await audioState(page)).paused).toBe(true);

    await buttons.nth(2).click();
    await expect(buttons.nth(2)).toHaveText(/Pause/);
    await expect.poll(async () => (await audioState(page)).time, { timeout: 10_000 }).toBeGreaterThan(0);
    await page.locator('audio').evaluate((a: HTMLAudioElement) => {
      a.currentTime = Math.max(0, a.duration - 0.3);
    });
    await expect(buttons.nth(2)).toHaveText(/Play Audio/, { timeout: 10_000 });
    await expect(page.locator('main li button', { hasText: 'Pause' })).toHaveCount(0);
  });
});

test('the daily horoscope shows the entry of the chosen sign', async ({ page }) => {
  await page.goto('/horoscope');
  await expect(page.getByRole('button', { name: /Aries/ })).toBeVisible();
  await expect(page.getByText('Choose your sign to read today’s horoscope.')).toBeVisible();
  const api = await (await page.request.get('/api/horoscope')).json();
  const leo = api.data.find((e: { sign: string }) => e.sign === 'Leo');
  await page.getByRole('button', { name: /Leo/ }).click();
  await expect(page.getByRole('button', { name: /Leo/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: /Leo today/ })).toBeVisible();
  await expect(page.getByText(leo.content)).toBeVisible();
  await expect(page.locator('#horoscope-entry')).toContainText(leo.mood);
  await expect(page.locator('#horoscope-entry')).toContainText(String(leo.luckyNumber));
  await expect(page.locator('#horoscope-entry')).toContainText(leo.luckyColor);
  await page.getByRole('button', { name: /Pisces/ }).click();
  await expect(page.getByRole('heading', { name: /Pisces today/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Leo/ })).toHaveAttribute('aria-pressed', 'false');
});
