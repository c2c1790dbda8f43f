import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInBrowserAsAdmin } from '../tests/support/admin';
import { pendingApplication, unique } from '../tests/support/admin-content';
import { waitForEmailTo } from '../tests/support/otp-inbox';

// Issue 11, "Must show": the admin publishes an article, approves and rejects expert
// applications from the console; the results appear on the public pages.

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function fitsPhoneWidth(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('the admin writes an article with a live preview, publishes it, and it appears on /blogs and in the sitemap', async ({ page, playwright, baseURL }) => {
  test.slow(); // the editor, the public list, the article and the console list, with axe: over 30 s on a busy machine
  await signInBrowserAsAdmin(playwright, page.context(), baseURL!);
  const title = `Where to keep the tulsi plant ${unique()}`;
  await page.goto('/admin/blogs/new');
  await page.getByLabel('Title').fill(title);
  await expect(page.getByLabel('Slug')).toHaveValue(/^where-to-keep-the-tulsi-plant-/);
  const slug = await page.getByLabel('Slug').inputValue();
  // The category and the author are chosen from lists, not typed.
  await expect(page.getByLabel('Category').locator('option')).toHaveText(['Choose a category', 'Astrology', 'Numerology', 'Vastu']);
  await page.getByLabel('Category').selectOption('Vastu');
  await page.getByLabel('Author').selectOption('Neha Kapoor');
  await page.getByLabel('Meta description').fill('The best direction for a tulsi plant at home.');
  await page.getByLabel('Content (Markdown)').fill('## North-east\n\nKeep it in the **north-east**.\n\n<script>window.hacked = 1</script>');
  const preview = page.getByTestId('blog-preview');
  await expect(preview.getByRole('heading', { name: 'North-east' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('north-east');
  await expect(preview.locator('script')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('Status').selectOption('published');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').getByText('Saved and published.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blogs\/[0-9a-f-]{36}$/);

  await expect(async () => {
    await page.goto('/blogs');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }).toPass({ timeout: 5_000 });
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/blogs/${slug}`);
  // The author chosen from the team gets their card on the article.
  await page.goto(`/blogs/${slug}`);
  await expect(page.getByTestId('author-card')).toContainText('Neha Kapoor');

  await page.goto('/admin/blogs');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await fitsPhoneWidth(page);
});

test('the admin approves an application and the expert appears on /astrologers with their own page', async ({ page, playwright, baseURL }) => {
  // Three pages, each checked with axe at two widths: more than the default 30 s on a busy runner.
  test.slow();
  const applicant = await playwright.request.newContext({ baseURL });
  const { name } = await pendingApplication(applicant, baseURL!);
  await signInBrowserAsAdmin(playwright, page.context(), baseURL!);
  await page.goto('/admin/applications');
  const card = page.getByRole('article', { name });
  await expect(card.getByRole('img', { name: `Photo of ${name}` })).toBeVisible();
  await expect(card.getByText('Chat ₹20, call ₹25, video ₹35')).toBeVisible();
  await expect(card.getByText(/Mon 09:00–12:00/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await fitsPhoneWidth(page);

  await card.getByRole('button', { name: `Approve ${name}` }).click();
  await expect(page.getByText(`Approved. ${name} is now listed.`)).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  // The expert's name links to their page; their card's Book button is another link that names them.
  const nameLink = page.getByRole('link', { name, exact: true });
  await expect(async () => {
    await page.goto('/astrologers');
    await expect(nameLink).toBeVisible();
  }).toPass({ timeout: 5_000 });
  await page.getByLabel('Language').selectOption('Marathi');
  await page.getByRole('button', { name: 'Show experts' }).click();
  await expect(page).toHaveURL(/language=marathi/i);
  await expect(nameLink).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await fitsPhoneWidth(page);

  await nameLink.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const book = page.getByRole('link', { name: `Book Astrology Consultation with ${name}` });
  await expect(book).toHaveAttribute('href', /^\/book\/astrology-consultation\?expert=kavya-iyer-/);
  expect(await axeViolations(page)).toEqual([]);
  await fitsPhoneWidth(page);
});

test('the admin rejects an application with a reason that reaches the applicant by e-mail', async ({ page, playwright, baseURL }) => {
  const applicant = await playwright.request.newContext({ baseURL });
  const { name, email } = await pendingApplication(applicant, baseURL!);
  await signInBrowserAsAdmin(playwright, page.context(), baseURL!);
  await page.goto('/admin/applications');
  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: `Reject ${name}` }).click();
  await card.getByRole('button', { name: 'Send the rejection' }).click();
  await expect(card.getByRole('alert')).toHaveText('Reason is required.');
  const reason = 'Your photo is too dark to recognise you. Please send a clearer one.';
  await card.getByLabel(`Reason for ${name}`).fill(reason);
  await card.getByRole('button', { name: 'Send the rejection' }).click();
  await expect(page.getByText(`Rejected. ${name} has been told why.`)).toBeVisible();

  const mail = await waitForEmailTo(email, 'About your Astrologer profile application');
  expect(mail.text).toContain(reason);
});
