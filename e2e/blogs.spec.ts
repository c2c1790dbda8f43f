import { expect, test } from '@playwright/test';

test('the blog list pages through articles, nine at a time', async ({ page }) => {
  await page.goto('/blogs');
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(9);
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const total = Number((await page.getByText(/^Page 1 of \d+$/).textContent())!.match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThanOrEqual(2);
  await expect(page.getByText('Previous', { exact: true })).toHaveAttribute('aria-disabled', 'true');

  const firstTitle = await cards.first().locator('h2').textContent();
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/blogs\?page=2$/);
  await expect(page.getByText(`Page 2 of ${total}`)).toBeVisible();
  await expect(cards.first().locator('h2')).not.toHaveText(firstTitle!);

  await page.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(page.getByText(`Page 1 of ${total}`)).toBeVisible();
});

test('cards show a short summary and the author', async ({ page }) => {
  await page.goto('/blogs');
  for (const summary of await page.locator('main article p').filter({ hasNotText: /^By |·/ }).allTextContents()) {
    expect(summary.length).toBeLessThanOrEqual(120);
  }
  await expect(page.locator('main article').first().getByText(/^By \S/)).toBeVisible();
});

test('an article is signed by one of our team, whose card leads to their entry on the experts page', async ({ page }) => {
  await page.goto('/blogs/vastu-for-office-desk');
  await expect(page.getByText('By Vikram Malhotra')).toBeVisible();
  const card = page.getByTestId('author-card');
  await expect(card.getByRole('heading', { name: 'About the author' })).toBeVisible();
  await expect(card.getByText('Commercial Vastu Specialist')).toBeVisible();
  await expect(card.getByText(/15 years of experience · Hindi, English/)).toBeVisible();
  const portrait = card.getByRole('img', { name: /^Illustrated portrait of Vikram Malhotra/ });
  await expect(portrait).toBeVisible();
  // Loaded lazily: drawn once it has been scrolled to.
  await portrait.scrollIntoViewIfNeeded();
  await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await card.getByRole('link', { name: 'Vikram Malhotra' }).click();
  await expect(page).toHaveURL(/\/ourexpert#vikram-malhotra$/);
  const entry = page.locator('#vikram-malhotra');
  await expect(entry.getByRole('heading', { level: 3, name: 'Vikram Malhotra' })).toBeInViewport();
  await expect(entry.getByText('Commercial Vastu Specialist')).toBeVisible();
});

test('an out-of-range page shows the last page instead of nothing', async ({ page }) => {
  await page.goto('/blogs?page=99');
  await expect(page.getByText(/^Page (\d+) of \1$/)).toBeVisible();
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page.getByText('Next', { exact: true })).toHaveAttribute('aria-disabled', 'true');
});

test('a blog opens with cover, author, category, date and content, and leads back to the list', async ({ page }) => {
  // An article with a cover: the seeded ones have one and are the oldest, so the last page of the
  // list holds some whatever other tests publish meanwhile (theirs, from the console, may have none).
  await page.goto('/blogs?page=9999');
  const card = page.locator('main article').filter({ has: page.locator('img') }).first();
  const title = (await card.locator('h2').textContent())!;
  await card.locator('h2 a').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('main img').first()).toBeVisible();
  await expect(page.getByText(/^By /).first()).toBeVisible();
  await expect(page.locator('main time')).toHaveText(/\d{1,2} \w+ 20\d\d/);
  await expect(page.locator('.prose h2').first()).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((j) => JSON.parse(j)['@type'] === 'Article')).toBe(true);
  await page.getByRole('link', { name: 'Back to Blogs' }).last().click();
  await expect(page).toHaveURL(/\/blogs$/);
});

test('an unknown blog shows "Blog not found" with a 404 status', async ({ page }) => {
  const res = await page.goto('/blogs/this-article-does-not-exist');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Blog not found 😔' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Blogs' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
});

test('the home page shows seven service tiles and the six latest blogs', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Book Consultation' })).toHaveAttribute('href', '/book/professional-vastu-check');
  await expect(page.getByRole('link', { name: 'Read Blogs' })).toHaveAttribute('href', '/blogs');
  const tiles = page.locator('section[aria-labelledby="services-title"] li');
  await expect(tiles).toHaveCount(7);
  await expect(tiles.locator('h3')).toHaveText(['Home Vastu', 'Business Vastu', 'Astrology Consultation', 'Personality Reports', 'Kundli Matching', 'Matchmaking', 'Lucky Numbers']);
  const latest = page.locator('section[aria-labelledby="latest-title"] article');
  await expect(latest).toHaveCount(6);
  const api = await (await page.request.get('/api/blogs?page=1&limit=6')).json();
  await expect(latest.locator('h3')).toHaveText(api.data.blogs.map((b: { title: string }) => b.title));
  for (const summary of await latest.locator('p:not(:has(time)):not(:text-matches("^By "))').allTextContents()) {
    expect(summary.length).toBeLessThanOrEqual(100);
  }
});
