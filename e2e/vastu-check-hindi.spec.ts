import { expect, test, type Page } from '@playwright/test';
import { randomIp } from '../tests/support/otp-inbox';

// The free Vastu self-check in Hindi (issue 26), at phone and laptop width: the six steps asked in
// Hindi on /hi/vastu-check, and the score page on /hi/vastu-check/<id> with its verdicts and
// remedies written in Hindi. The same answers as e2e/vastu-check.spec.ts: the kitchen in the
// north-east is the one poor placement (88 of 100).

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
});

const main = (page: Page) => page.locator('main');
const group = (page: Page, name: string | RegExp) => main(page).getByRole('group', { name });
const choose = (page: Page, question: string | RegExp, answer: string) => group(page, question).getByRole('radio', { name: answer, exact: true }).check();

async function answerAllInHindi(page: Page) {
  const next = main(page).getByRole('button', { name: 'आगे' });
  await expect(main(page).getByText('चरण 1 / 6')).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 2, name: 'आपकी संपत्ति' })).toBeVisible();
  await choose(page, 'यह घर है या व्यापार का स्थान?', 'घर');
  // An unanswered question: the contract's message, through the form kit's Hindi.
  await next.click();
  await expect(group(page, /प्लॉट \(या फ़्लैट\) का आकार/).getByRole('alert')).toHaveText('कृपया चुनें: भूखंड का आकार।');
  await choose(page, /प्लॉट \(या फ़्लैट\) का आकार/, 'वर्गाकार');
  await next.click();

  await expect(main(page).getByRole('heading', { name: 'मुख्य द्वार' })).toBeFocused();
  await choose(page, 'मुख्य द्वार किस दिशा में है?', 'उत्तर-पूर्व');
  await expect(page.getByTestId('vastu-entrance')).toContainText('द्वार');
  await next.click();

  await choose(page, 'रसोई कहाँ है?', 'उत्तर-पूर्व');
  await choose(page, 'मुख्य शयनकक्ष कहाँ है?', 'दक्षिण-पश्चिम');
  await choose(page, 'पूजा घर कहाँ है?', 'पूर्व');
  await expect(page.getByTestId('vastu-compass').locator('[data-zone="NE"]')).toContainText('रसोई');
  await expect(page.getByTestId('vastu-compass').locator('[data-zone="SW"]')).toContainText('शयनकक्ष');
  await main(page).getByRole('button', { name: 'पीछे' }).click();
  await expect(group(page, 'मुख्य द्वार किस दिशा में है?').getByRole('radio', { name: 'उत्तर-पूर्व', exact: true })).toBeChecked();
  await next.click();
  await expect(group(page, 'रसोई कहाँ है?').getByRole('radio', { name: 'उत्तर-पूर्व', exact: true })).toBeChecked();
  await next.click();

  await group(page, /शौचालय कहाँ हैं/).getByRole('checkbox', { name: 'उत्तर-पश्चिम', exact: true }).check();
  await next.click();

  await choose(page, 'भीतर सीढ़ियाँ कहाँ हैं?', 'नहीं है');
  await choose(page, 'छत पर पानी की टंकी कहाँ है?', 'दक्षिण-पश्चिम');
  await choose(page, 'भूमिगत टंकी, सम्प या बोरवेल कहाँ है?', 'उत्तर');
  await next.click();

  await choose(page, /किस ओर ढलती है/, 'उत्तर-पूर्व');
  await choose(page, /कोना कटा हुआ/, 'कोई कोना कटा नहीं है');
  await choose(page, /बाहर निकला/, 'कोई कोना बाहर नहीं निकला है');
  await expect(page.getByTestId('vastu-slope')).toBeVisible();
}

for (const width of [390, 1366]) {
  test.describe(`in Hindi at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the self-check asks its six steps in Hindi and shows the Hindi score page', async ({ page }) => {
      await page.goto('/hi/vastu-check');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page).toHaveTitle(/मुफ़्त वास्तु स्व-जाँच/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('मुफ़्त वास्तु स्व-जाँच');
      await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute('href', /\/hi\/vastu-check$/);
      await expect(main(page)).not.toHaveAttribute('lang', 'en');
      await expect(main(page).getByRole('link', { name: 'प्रोफ़ेशनल वास्तु चेक बुक करें' })).toHaveAttribute('href', '/hi/book/professional-vastu-check');

      await answerAllInHindi(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await main(page).getByRole('button', { name: 'मेरा परिणाम देखें' }).click();

      // The result in Hindi, on the Hindi private link.
      await expect(page).toHaveURL(/\/hi\/vastu-check\/[0-9a-f-]{36}$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('आपकी वास्तु स्व-जाँच');
      await expect(page.getByTestId('vastu-score')).toHaveText('88 / 100');
      await expect(main(page).getByText('आपकी संपत्ति वास्तु के अधिकांश सिद्धांतों के अनुरूप है।')).toBeVisible();
      await expect(main(page).locator('li[data-zone="NE"]')).toContainText('उत्तर-पूर्व (ईशान कोण): ध्यान दें');
      await expect(main(page).locator('li[data-zone="C"]')).toContainText('मध्य (ब्रह्मस्थान): अच्छा');
      await expect(main(page).getByRole('heading', { name: 'बिना तोड़-फोड़ के उपाय' })).toBeVisible();
      await expect(main(page).getByText(/चूल्हा रसोई के आग्नेय कोने में रखें/)).toBeVisible();
      await expect(main(page).getByRole('columnheader')).toHaveText(['भाग', 'दिशा', 'परिणाम', 'कारण']);
      await expect(main(page).getByRole('link', { name: 'प्रोफ़ेशनल वास्तु चेक बुक करें' })).toHaveAttribute('href', '/hi/book/professional-vastu-check');
      await expect(main(page).getByRole('link', { name: '← नई स्व-जाँच शुरू करें' })).toHaveAttribute('href', '/hi/vastu-check');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // The English page is unchanged.
      await page.goto('/vastu-check');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free Vastu Self-Check');
      await expect(main(page).getByText('Step 1 of 6')).toBeVisible();
    });
  });
}
