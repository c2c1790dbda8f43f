import { expect, test, type Page } from '@playwright/test';
import { randomIp } from '../tests/support/otp-inbox';

// Issue 26: the FAQs, the services and the contact page in Hindi under /hi, on a phone and a
// desktop. The English pages keep their own tests (faq.spec.ts, routes.spec.ts, contact.spec.ts).

const DEVANAGARI = /[\u0900-\u097F]/;

/** The page is Hindi throughout: <html lang="hi">, no "not in Hindi yet" notice, no English-marked main. */
async function expectHindiPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.locator('main')).not.toHaveAttribute('lang', 'en');
  await expect(page.getByRole('note')).toHaveCount(0);
}

/** The page names its English and Hindi addresses both ways. */
async function expectAlternates(page: Page, path: string) {
  await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute('href', new RegExp(`/hi${path}$`));
  await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute('href', new RegExp(`[^/]${path}$`));
}

async function jsonLdOfType(page: Page, type: string) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b)).find((j) => j['@type'] === type);
}

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { path, title, count, question, answerStart } of [
      { path: '/vastu-faqs', title: 'वास्तु से जुड़े प्रश्न', count: 16, question: 'प्रोफ़ेशनल वास्तु चेक का शुल्क कितना है?', answerStart: 'प्रोफ़ेशनल वास्तु चेक का शुल्क ₹5,100 है।' },
      { path: '/faqs', title: 'ज्योतिष से जुड़े प्रश्न', count: 15, question: 'मांगलिक दोष क्या है?', answerStart: 'जब जन्म कुंडली के पहले' },
    ]) {
      test(`${path} in Hindi: the questions open with their Hindi answers, and the FAQPage data is Hindi`, async ({ page }) => {
        await page.goto(`/hi${path}`);
        await expectHindiPage(page);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page).toHaveTitle(new RegExp(`^${title} \\|`));
        await expect(page.locator('main summary h3')).toHaveCount(count);
        for (const h of await page.locator('main section h2').allTextContents()) expect(h).toMatch(DEVANAGARI);

        const item = page.locator('main details').filter({ has: page.getByRole('heading', { level: 3, name: question }) });
        const answer = item.locator('p').first();
        await expect(answer).toBeHidden();
        await item.locator('summary').click();
        await expect(answer).toBeVisible();
        await expect(answer).toContainText(answerStart);

        const faq = await jsonLdOfType(page, 'FAQPage');
        expect(faq.inLanguage).toBe('hi-IN');
        expect(faq.mainEntity).toHaveLength(count);
        for (const q of faq.mainEntity) {
          expect(q.name).toMatch(DEVANAGARI);
          expect(q.acceptedAnswer.text).toMatch(DEVANAGARI);
        }
        await expectAlternates(page, path);
      });
    }

    test('the services list leads to a service page in Hindi whose Book links stay in Hindi', async ({ page }) => {
      await page.goto('/hi/services');
      await expectHindiPage(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('हमारी प्रीमियम सेवाएँ');
      await expect(page.getByText('प्रोफ़ेशनल वास्तु चेक ₹5,100 से')).toBeVisible();
      await expectAlternates(page, '/services');

      await page.getByRole('link', { name: 'गृह वास्तु परामर्श' }).click();
      await expect(page).toHaveURL(/\/hi\/services\/home-vastu$/);
      await expectHindiPage(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('गृह वास्तु परामर्श');
      await expect(page.getByRole('heading', { level: 2, name: 'क्या-क्या शामिल है' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'परामर्श बुक करें – प्रोफ़ेशनल वास्तु चेक' })).toHaveAttribute('href', '/hi/book/professional-vastu-check');
      await expect(page.getByRole('link', { name: 'विशेषज्ञ से बात करें' })).toHaveAttribute('href', '/hi/book/professional-vastu-check');
      await expect(page.getByRole('list', { name: 'शुल्क' }).getByRole('listitem').first()).toHaveText(/^प्रोफ़ेशनल वास्तु चेक: ₹5,100\. /);
      await expect(page.getByTestId('vastu-price-ladder').getByRole('heading')).toHaveText('वास्तु सहायता, मुफ़्त जाँच से साइट विज़िट तक');
      await expect(page.getByRole('link', { name: 'अपना शुल्क निकालें' }).first()).toHaveAttribute('href', '/hi/cost-calculator');
      await expectAlternates(page, '/services/home-vastu');

      const service = await jsonLdOfType(page, 'Service');
      expect(service.name).toBe('गृह वास्तु परामर्श');
      expect(service.description).toMatch(DEVANAGARI);
      expect(service.url).toMatch(/\/hi\/services\/home-vastu$/);
      expect(service.offers.map((o: { url: string }) => new URL(o.url).pathname)).toEqual(['/hi/book/professional-vastu-check', '/hi/book/home-vastu']);
      expect(service.offers[0]).toMatchObject({ name: 'प्रोफ़ेशनल वास्तु चेक', price: 5100, priceCurrency: 'INR' });
    });

    test('the report page orders under /hi', async ({ page }) => {
      await page.goto('/hi/services/personality-reports');
      await expectHindiPage(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('व्यक्तित्व रिपोर्ट');
      await expect(page.getByRole('link', { name: 'अभी ऑर्डर करें' })).toHaveAttribute('href', '/hi/book/personality-report');
      await expect(page.getByText('व्यक्तित्व रिपोर्ट: ₹1,100')).toBeVisible();
    });

    test('the contact page and its form in Hindi, to the thank-you', async ({ page }) => {
      // Its own client address, so the per-address limit is this test's alone.
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
      await page.goto('/hi/contact');
      await expectHindiPage(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('संपर्क करें');
      await expectAlternates(page, '/contact');
      await expect(page.getByRole('heading', { level: 2, name: 'हमें संदेश भेजें' })).toBeVisible();
      await expect(page.getByLabel('देश कोड').locator('option:checked')).toHaveText('भारत (+91)');
      await expect(page.getByText('10 अंक, देश कोड के बिना')).toBeVisible();

      await page.getByLabel('पूरा नाम').fill('Asha Rao');
      await page.getByLabel('फ़ोन नंबर').fill('98765 43210');
      await page.getByLabel('ई-मेल पता').fill(`visitor.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.in`);
      await page.getByRole('textbox', { name: 'संदेश', exact: true }).fill('हम नोएडा में फ़्लैट ख़रीद रहे हैं। क्या आप उसका वास्तु देख सकते हैं?');
      await page.getByRole('button', { name: 'संदेश भेजें' }).click();
      const thanks = page.getByRole('heading', { name: 'धन्यवाद, आपका संदेश भेज दिया गया है' });
      await expect(thanks).toBeVisible();
      await expect(thanks).toBeFocused();
      await expect(page.getByRole('button', { name: 'एक और संदेश भेजें' })).toBeVisible();
    });
  });
}

test('the English pages name their Hindi twins and stay English', async ({ page }) => {
  for (const [path, title] of [
    ['/faqs', 'Astrology FAQs'],
    ['/vastu-faqs', 'Vastu FAQs'],
    ['/services', 'Our Premium Services'],
    ['/services/business-vastu', 'Business Vastu Consultation'],
    ['/contact', 'Contact Us'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expectAlternates(page, path);
  }
});
