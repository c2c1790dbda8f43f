import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signInBrowserWithRoles } from '../tests/support/admin';
import { unique } from '../tests/support/admin-content';
import { realMp3 } from '../tests/support/audio';

// The console's tip form writes a tip's Hindi beside its English (issue 26): the Hindi title,
// description and narration are optional, and /hi/vastu-tips shows them.

test('an editor adds a tip with its Hindi version; /hi/vastu-tips shows it in Hindi with its Hindi narration', async ({ page, playwright, baseURL }) => {
  test.slow(); // sign-in, three uploads, the public page: over 30 s on a busy machine
  // An editor of its own: three uploads would spend the shared admin's hourly upload limit.
  await signInBrowserWithRoles(playwright, page.context(), baseURL!, ['editor']);
  await page.goto('/admin/vastu-tips');
  const id = unique();
  const title = `Keep a bowl of water in the north ${id}`;
  const titleHi = `उत्तर दिशा में जल का पात्र रखें ${id}`;

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('North is the direction of water.');
  const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 30, g: 90, b: 160 } } }).png().toBuffer();
  await page.getByLabel('Picture').setInputFiles({ name: 'tip.png', mimeType: 'image/png', buffer: png });
  await expect(page.locator('#tip-image-state')).toHaveText('Uploaded.');
  await page.getByLabel('Narration', { exact: true }).setInputFiles({ name: 'tip.mp3', mimeType: 'audio/mpeg', buffer: realMp3() });
  await expect(page.locator('#tip-audio-state')).toHaveText('Uploaded.');

  const hindi = page.getByRole('region', { name: 'Add a tip' }).getByRole('group', { name: 'In Hindi (optional)' });
  await hindi.getByLabel('Hindi title').fill(titleHi);
  await hindi.getByLabel('Hindi description').fill('उत्तर दिशा जल और नए अवसरों की दिशा मानी जाती है।');
  await hindi.getByLabel('Hindi narration').setInputFiles({ name: 'tip-hi.mp3', mimeType: 'audio/mpeg', buffer: realMp3() });
  await expect(page.locator('#tip-audio-hi-state')).toHaveText('Uploaded.');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);

  await page.getByRole('button', { name: 'Add the tip' }).click();
  await expect(page.getByRole('status').getByText('The tip is added to /vastu-tips.')).toBeVisible();

  await expect(async () => {
    await page.goto('/hi/vastu-tips');
    await page.getByLabel('शीर्षक से टिप्स खोजें').fill(id);
    await expect(page.getByRole('heading', { name: titleHi })).toBeVisible();
  }).toPass({ timeout: 30_000 }); // the page is rendered again after the change; on a busy machine that takes a while
  const card = page.locator('main li', { has: page.getByRole('heading', { name: titleHi }) });
  await expect(card.getByText('उत्तर दिशा जल और नए अवसरों की दिशा मानी जाती है।')).toBeVisible();
  await card.getByRole('button', { name: `ऑडियो सुनें: ${titleHi}` }).click();
  await expect(card.getByRole('button', { name: `रोकें: ${titleHi}` })).toBeVisible();
  const src = await page.locator('audio').getAttribute('src');
  expect(src).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);

  // Its Hindi is edited beside the English in the console's list (the newest tip is on the last page).
  await page.goto('/admin/vastu-tips?page=999');
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByText('Edit the Hindi').click();
  const editor = row.getByRole('form', { name: `Hindi of ${title}` });
  await expect(editor.getByLabel('Hindi title')).toHaveValue(titleHi);
  await editor.getByLabel('Hindi title').fill(`${titleHi} (संशोधित)`);
  await editor.getByRole('button', { name: 'Save the Hindi' }).click();
  await expect(editor.getByRole('status').getByText('Saved: /hi/vastu-tips shows it within seconds.')).toBeVisible();
  await expect(async () => {
    await page.goto('/hi/vastu-tips');
    await page.getByLabel('शीर्षक से टिप्स खोजें').fill(id);
    await expect(page.getByRole('heading', { name: `${titleHi} (संशोधित)` })).toBeVisible();
  }).toPass({ timeout: 30_000 }); // the page is rendered again after the change; on a busy machine that takes a while

  // The English page keeps the English tip and its English narration.
  await page.goto('/vastu-tips');
  await page.getByLabel('Search tips by title').fill(id);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('button', { name: `Play Audio: ${title}` }).click();
  await expect(page.getByRole('button', { name: `Pause: ${title}` })).toBeVisible();
  const englishSrc = await page.locator('audio').getAttribute('src');
  expect(englishSrc).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
  expect(englishSrc).not.toBe(src);
});
