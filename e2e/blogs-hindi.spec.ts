import { expect, test, type Page } from '@playwright/test';
import { asAdmin, signInBrowserAsAdmin } from '../tests/support/admin';
import { article, unique } from '../tests/support/admin-content';
import { findTeamMember, teamMemberText } from '../content/team';

// The articles in Hindi (issue 26): /hi/blogs and an article written in Hindi are wholly Hindi, with
// alternates both ways; an article not written in Hindi yet shows its English text under a short
// Hindi notice and claims no Hindi page; the console writes the Hindi beside the English.

const SEED = 'understanding-your-kundli';
const SEED_TITLE_HI = 'अपनी कुंडली को समझें: लग्न, बारह भाव और नवग्रह';
const SEED_TITLE_EN = 'Understanding Your Kundli: Lagna, Houses and the Nine Grahas';

const alternate = (page: Page, hreflang: string) => page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`);
const canonical = (page: Page) => page.locator('head link[rel="canonical"]');

async function articleJsonLd(page: Page): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>).find((d) => d['@type'] === 'Article')!;
}

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the Hindi blog list is in Hindi, with Hindi cards that lead to Hindi articles', async ({ page, playwright, baseURL }) => {
      // The newest article, so that it is on the first page whatever other tests publish.
      const { request: admin, headers } = await asAdmin(playwright, baseURL!);
      const titleHi = `पढ़ाई के कमरे का वास्तु ${unique()}`;
      const input = article({ status: 'published', titleHi, contentHi: '## मेज़\n\nपढ़ते समय पूर्व की ओर मुख रखें।' });
      expect((await admin.post('/api/admin/blogs', { headers, data: input })).status()).toBe(201);

      await expect(async () => {
        await page.goto('/hi/blogs');
        await expect(page.getByRole('link', { name: titleHi })).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 10_000 });
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('हमारा ब्लॉग');
      await expect(page.locator('main').getByRole('note')).toHaveCount(0);
      const card = page.getByRole('link', { name: titleHi });
      await expect(card).toHaveAttribute('href', `/hi/blogs/${input.slug}`);
      // The author, one of our team, as a Hindi page names them.
      await expect(page.locator('article', { has: card })).toContainText(`लेखक: ${teamMemberText(findTeamMember(input.author)!, 'hi').name}`);
      await expect(page.getByRole('navigation', { name: 'ब्लॉग के पृष्ठ' })).toContainText(/पृष्ठ 1 \/ \d+/);
      await expect(alternate(page, 'hi-IN')).toHaveAttribute('href', /\/hi\/blogs$/);
      await expect(alternate(page, 'en-IN')).toHaveAttribute('href', /\/blogs$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await card.click();
      await expect(page).toHaveURL(new RegExp(`/hi/blogs/${input.slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleHi);
    });

    test('an article written in Hindi is wholly Hindi, and its English page points to it', async ({ page }) => {
      await page.goto(`/hi/blogs/${SEED}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEED_TITLE_HI);
      await expect(page.getByRole('heading', { level: 2, name: 'नवग्रह' })).toBeVisible();
      await expect(page.locator('article')).not.toHaveAttribute('lang', 'en');
      await expect(page.locator('main').getByRole('note')).toHaveCount(0);
      await expect(page).toHaveTitle(new RegExp(SEED_TITLE_HI));
      // Its links to the site's tools stay in Hindi.
      await expect(page.locator('.prose').getByRole('link', { name: 'कुंडली पेज' })).toHaveAttribute('href', '/hi/kundli');
      await expect(canonical(page)).toHaveAttribute('href', new RegExp(`/hi/blogs/${SEED}$`));
      await expect(alternate(page, 'hi-IN')).toHaveAttribute('href', new RegExp(`/hi/blogs/${SEED}$`));
      await expect(alternate(page, 'en-IN')).toHaveAttribute('href', new RegExp(`[^i]/blogs/${SEED}$`));
      expect(await articleJsonLd(page)).toMatchObject({ headline: SEED_TITLE_HI, inLanguage: 'hi-IN', articleSection: 'ज्योतिष' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await page.goto(`/blogs/${SEED}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEED_TITLE_EN);
      await expect(alternate(page, 'hi-IN')).toHaveAttribute('href', new RegExp(`/hi/blogs/${SEED}$`));
      await expect(page.locator('.prose').getByRole('link', { name: 'Kundli page' })).toHaveAttribute('href', '/kundli');
    });
  });
}

test('an article not written in Hindi shows its English text under a Hindi notice, and claims no Hindi page', async ({ page, playwright, baseURL }) => {
  const { request: admin, headers } = await asAdmin(playwright, baseURL!);
  const input = article({ status: 'published' });
  expect((await admin.post('/api/admin/blogs', { headers, data: input })).status()).toBe(201);

  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(async () => {
      const res = await page.goto(`/hi/blogs/${input.slug}`);
      expect(res?.status()).toBe(200);
    }).toPass({ timeout: 5_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.locator('main').getByRole('note')).toHaveText('यह लेख अभी हिन्दी में उपलब्ध नहीं है, इसलिए इसे अंग्रेज़ी में दिखाया जा रहा है।');
    await expect(page.locator('article')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(input.title);
    await expect(page.locator('article').getByRole('link', { name: '← सभी लेख' })).toHaveAttribute('href', '/hi/blogs');
    await expect(canonical(page)).toHaveAttribute('href', new RegExp(`[^i]/blogs/${input.slug}$`));
    await expect(alternate(page, 'hi-IN')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/blogs/${input.slug}<`);
  expect(sitemap).not.toContain(`/hi/blogs/${input.slug}`);
  expect(sitemap).toContain(`/hi/blogs/${SEED}<`);
});

test('the console writes an article\'s Hindi beside the English, with a preview, and the Hindi page shows it', async ({ page, playwright, baseURL }) => {
  test.slow(); // the editor and two public pages on a busy machine
  await signInBrowserAsAdmin(playwright, page.context(), baseURL!);
  const id = unique();
  const titleHi = `तुलसी का पौधा कहाँ रखें ${id}`;
  await page.goto('/admin/blogs/new');
  // The English fields found by their labels exactly as the console's other tests find them.
  await page.getByLabel('Title').fill(`Where to keep the tulsi plant ${id}`);
  await expect(page.getByLabel('Slug')).toHaveValue(/^where-to-keep-the-tulsi-plant-/);
  const slug = await page.getByLabel('Slug').inputValue();
  await page.getByLabel('Category').selectOption('Vastu');
  await page.getByLabel('Author').selectOption('Neha Kapoor');
  await page.getByLabel('Meta description').fill('The best direction for a tulsi plant at home.');
  await page.getByLabel('Content (Markdown)').fill('## North-east\n\nKeep it in the **north-east**.');
  await page.getByLabel('Hindi heading').fill(titleHi);
  await page.getByLabel('Hindi description for search engines').fill('घर में तुलसी के पौधे की सबसे अच्छी दिशा।');
  await page.getByLabel('Hindi text (Markdown)').fill('## ईशान कोण\n\nइसे **ईशान कोण** में रखें।');
  await expect(page.getByTestId('blog-preview-hi').getByRole('heading', { name: 'ईशान कोण' })).toBeVisible();
  await expect(page.getByTestId('blog-preview').getByRole('heading', { name: 'North-east' })).toBeVisible();
  await page.getByLabel('Status').selectOption('published');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').getByText('Saved and published.')).toBeVisible();

  // Opened again, the editor shows the Hindi it saved.
  await page.reload();
  await expect(page.getByLabel('Hindi heading')).toHaveValue(titleHi);

  await expect(async () => {
    await page.goto(`/hi/blogs/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleHi);
  }).toPass({ timeout: 5_000 });
  await expect(page.locator('main').getByRole('note')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'ईशान कोण' })).toBeVisible();
  await expect(async () => {
    await page.goto('/hi/blogs');
    await expect(page.getByRole('link', { name: titleHi })).toBeVisible();
  }).toPass({ timeout: 5_000 });
});
