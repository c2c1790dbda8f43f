import { expect, test } from '@playwright/test';

for (const [path, count, categories] of [
  ['/vastu-faqs', 16, 4],
  ['/faqs', 15, 5],
] as const) {
  test(`${path}: ${count} questions in ${categories} groups, one answer open at a time`, async ({ page }) => {
    await page.goto(path);
    const questions = page.locator('main h3 button');
    await expect(questions).toHaveCount(count);
    await expect(page.locator('main section h2')).toHaveCount(categories);
    await expect(page.locator('main div[role="region"]:visible')).toHaveCount(0);

    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('main div[role="region"]:visible')).toHaveCount(1);

    await questions.nth(5).click();
    await expect(questions.nth(5)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('main div[role="region"]:visible')).toHaveCount(1);

    await questions.nth(5).click();
    await expect(page.locator('main div[role="region"]:visible')).toHaveCount(0);

    // Keyboard: focus a question and open it with Enter.
    await questions.nth(2).focus();
    await page.keyboard.press('Enter');
    await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true');

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faq = jsonLd.map((j) => JSON.parse(j)).find((j) => j['@type'] === 'FAQPage');
    expect(faq.mainEntity).toHaveLength(count);
  });
}

test('the Vastu FAQ states the price, the call-back time and the saved-report limit', async ({ page }) => {
  await page.goto('/vastu-faqs');
  const text = await page.locator('main').textContent();
  expect(text).toMatch(/5,?100/);
  expect(text).toMatch(/24 hours/);
  expect(text).toMatch(/5 (saved )?reports/);
});
