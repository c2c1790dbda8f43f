import { expect, test } from '@playwright/test';

for (const [path, count, categories] of [
  ['/vastu-faqs', 16, 4],
  ['/faqs', 15, 5],
] as const) {
  test(`${path}: ${count} questions in ${categories} groups, one answer open at a time`, async ({ page }) => {
    await page.goto(path);
    const questions = page.locator('main details > summary');
    const openAnswers = page.locator('main details[open]');
    const answer = (i: number) => page.locator('main details').nth(i).locator('p').first();
    await expect(questions).toHaveCount(count);
    await expect(page.locator('main section h2')).toHaveCount(categories);
    await expect(page.locator('main summary h3')).toHaveCount(count);
    await expect(openAnswers).toHaveCount(0);
    await expect(answer(0)).toBeHidden();

    await questions.nth(0).click();
    await expect(answer(0)).toBeVisible();
    await expect(openAnswers).toHaveCount(1);

    // Opening a question in another group closes the first one.
    await questions.nth(5).click();
    await expect(answer(5)).toBeVisible();
    await expect(answer(0)).toBeHidden();
    await expect(openAnswers).toHaveCount(1);

    await questions.nth(5).click();
    await expect(openAnswers).toHaveCount(0);

    // Keyboard: focus a question and open it with Enter, close it with Space.
    await questions.nth(2).focus();
    await page.keyboard.press('Enter');
    await expect(answer(2)).toBeVisible();
    await page.keyboard.press(' ');
    await expect(answer(2)).toBeHidden();

    // The accordion works without any script: the answers are in the served HTML.
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faq = jsonLd.map((j) => JSON.parse(j)).find((j) => j['@type'] === 'FAQPage');
    expect(faq.mainEntity).toHaveLength(count);
  });
}

test('the FAQ opens and closes with JavaScript turned off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/vastu-faqs');
  const questions = page.locator('main details > summary');
  await questions.nth(1).click();
  await expect(page.locator('main details').nth(1).locator('p').first()).toBeVisible();
  await questions.nth(3).click();
  await expect(page.locator('main details[open]')).toHaveCount(1);
  await context.close();
});

test('the Vastu FAQ states the price, the call-back time and the saved-report limit', async ({ page }) => {
  await page.goto('/vastu-faqs');
  const text = await page.locator('main').textContent();
  expect(text).toMatch(/5,?100/);
  expect(text).toMatch(/24 hours/);
  expect(text).toMatch(/5 (saved )?reports/);
});
