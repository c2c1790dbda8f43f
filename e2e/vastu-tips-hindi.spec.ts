import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// /hi/vastu-tips is written in Hindi (issue 26): its heading, search and buttons, each tip's Hindi
// title and text, and its Hindi narration; /vastu-tips stays English, with the English narration.

async function audioState(page: Page) {
  return page.locator('audio').evaluate((a: HTMLAudioElement) => ({ paused: a.paused, src: a.getAttribute('src') ?? '', currentSrc: a.currentSrc, time: a.currentTime }));
}

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the tips page in Hindi: heading, search with its empty state, the tips in Hindi and the Hindi alternate', async ({ page }) => {
      await page.goto('/hi/vastu-tips');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('वास्तु टिप्स');
      await expect(page.locator('main')).not.toHaveAttribute('lang', 'en');
      await expect(page.locator('.untranslated-notice')).toHaveCount(0);
      await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute('href', /\/hi\/vastu-tips$/);
      await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute('href', /\/vastu-tips$/);
      await expect(page).toHaveTitle(/वास्तु टिप्स/);

      const titles = page.locator('main li h2');
      expect(await titles.count()).toBeGreaterThanOrEqual(12);
      await expect(titles.first()).toHaveText(/[\u0900-\u097F]/);
      await expect(page.locator('main li p').first()).toHaveText(/[\u0900-\u097F]/);

      const search = page.getByLabel('शीर्षक से टिप्स खोजें');
      await search.fill('ईशान');
      await expect.poll(async () => (await titles.allTextContents()).length).toBeGreaterThan(0);
      for (const t of await titles.allTextContents()) expect(t).toContain('ईशान');
      await search.fill('zzzz ऐसी कोई टिप नहीं');
      await expect(page.getByText('कोई टिप नहीं मिली।')).toBeVisible();
      await search.fill('');
      expect(await titles.count()).toBeGreaterThanOrEqual(12);
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);
    });

    test('a tip plays its Hindi narration, and its button says so in Hindi', async ({ page }) => {
      await page.goto('/hi/vastu-tips');
      const first = page.locator('main li').first();
      const title = (await first.locator('h2').textContent())!;
      const button = first.getByRole('button', { name: `ऑडियो सुनें: ${title}` });
      await expect(button).toHaveText(/ऑडियो सुनें/);
      await button.click();
      await expect(first.getByRole('button', { name: `रोकें: ${title}` })).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(async () => (await audioState(page)).time, { timeout: 10_000 }).toBeGreaterThan(0.2);
      const state = await audioState(page);
      expect(state.paused).toBe(false);
      expect(state.src).toMatch(/^\/audio\/tips\/hi\/[a-z0-9-]+\.mp3$/);
      expect(new URL(state.currentSrc).pathname).toBe(state.src);
      await first.getByRole('button', { name: `रोकें: ${title}` }).click();
      await expect(button).toHaveAttribute('aria-pressed', 'false');
    });

    test('the English tips page is unchanged and plays the English narration', async ({ page }) => {
      await page.goto('/vastu-tips');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vastu Tips');
      await expect(page.locator('main li h2').first()).not.toHaveText(/[\u0900-\u097F]/);
      const button = page.locator('main li button').first();
      await expect(button).toHaveText(/Play Audio/);
      await button.click();
      await expect(button).toHaveText(/Pause/);
      expect((await audioState(page)).src).toMatch(/^\/audio\/tips\/[a-z0-9-]+\.mp3$/);
    });
  });
}
