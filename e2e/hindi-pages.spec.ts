import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { devanagariShare } from './support/devanagari';

// Issue 26: the About, legal and business pages, the team and the experts' pages in Hindi under
// /hi, with the English pages as they were.

/** A Hindi page written in Hindi: `lang="hi"`, no notice of missing Hindi, and hreflang both ways. */
async function expectHindiPage(page: Page, path: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.locator('main')).not.toHaveAttribute('lang', 'en');
  await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute('href', new RegExp(`/hi${path}$`));
  await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute('href', new RegExp(`[^i]${path === '/' ? '' : path}$`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/hi${path}$`));
  expect(await devanagariShare(page)).toBeGreaterThanOrEqual(0.8);
}

const fitsTheScreen = async (page: Page, width: number) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('About us in Hindi: the story, the values and the team with Hindi names and bios', async ({ page }) => {
      await page.goto('/hi/about-us');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('एस्ट्रोवास्तु केंद्र के बारे में');
      await expect(page.getByRole('heading', { level: 2, name: 'हमारी कहानी' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'हमारी टीम से मिलिए' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'आचार्य राजेंद्र शर्मा' })).toHaveAttribute('href', '/hi/ourexpert#acharya-rajendra-sharma');
      await expect(page.getByText('25 वर्ष का अनुभव · हिन्दी, अंग्रेज़ी')).toBeVisible();
      await expect(page.getByRole('link', { name: 'इनकी पूरी प्रोफ़ाइल देखें' })).toHaveAttribute('href', '/hi/ourexpert');
      await expect(page).toHaveTitle(/^हमारे बारे में \|/);
      await expectHindiPage(page, '/about-us');
      await fitsTheScreen(page, width);
    });

    test('the terms in Hindi: 14 sections, and the table of contents leads to each one', async ({ page }) => {
      await page.goto('/hi/term-condition');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('नियम और शर्तें');
      const toc = page.getByRole('navigation', { name: 'विषय-सूची' });
      await expect(toc.getByRole('link')).toHaveCount(14);
      await toc.getByRole('link', { name: 'रिफ़ंड और रद्दीकरण' }).click();
      await expect(page).toHaveURL(/\/hi\/term-condition#section-6$/);
      await expect(page.getByRole('heading', { level: 2, name: '6. रिफ़ंड और रद्दीकरण' })).toBeInViewport();
      await expectHindiPage(page, '/term-condition');
      await fitsTheScreen(page, width);
    });

    test('the privacy policy in Hindi, with the rights a reader has', async ({ page }) => {
      await page.goto('/hi/privacy-policy');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('गोपनीयता नीति');
      await expect(page.getByRole('heading', { level: 2, name: 'आपके अधिकार' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: 'शिकायत अधिकारी' })).toBeVisible();
      await expectHindiPage(page, '/privacy-policy');
    });

    test('a business page in Hindi: its offers and the contact line', async ({ page }) => {
      await page.goto('/hi/advertise-with-us');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('हमारे साथ विज्ञापन करें');
      await expect(page.getByRole('heading', { level: 3, name: 'बैनर विज्ञापन' })).toBeVisible();
      const contact = page.getByText(/^हमें contact@astrovastukendra\.in पर लिखें या \+91 98765 43210 पर कॉल करें।$/);
      await expect(contact).toBeVisible();
      await expect(contact.getByRole('link', { name: 'contact@astrovastukendra.in' })).toHaveAttribute('href', `mailto:contact@astrovastukendra.in?subject=${encodeURIComponent('विज्ञापन के लिए पूछताछ')}`);
      await expectHindiPage(page, '/advertise-with-us');
      await page.goto('/hi/join-as-astrologer');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('विशेषज्ञ के रूप में जुड़ें');
      await expect(page.getByRole('link', { name: 'ज्योतिषी के रूप में पंजीकरण', exact: true })).toHaveAttribute('href', /^\/hi\/join\/register-astrologer\?type=astrologer$/);
    });

    test('our experts in Hindi: the team with Hindi bios, each card booking under /hi', async ({ page }) => {
      await page.goto('/hi/ourexpert');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('हमारे विशेषज्ञ');
      await expect(page.getByRole('heading', { level: 2, name: 'वास्तु विशेषज्ञ' })).toBeVisible();
      const card = page.getByTestId('team-member').filter({ has: page.getByRole('heading', { name: 'आचार्य राजेंद्र शर्मा' }) });
      await expect(card).toContainText('वरिष्ठ वास्तु सलाहकार');
      await expect(card).toContainText(/अगला ख़ाली समय: (आज|कल|\S+वार, \d{1,2} \S+,) (सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2}/);
      await expect(card.getByRole('link', { name: 'कॉल करें (ऐप में आचार्य राजेंद्र शर्मा को)' })).toBeVisible();
      await expect(card.getByRole('link', { name: /^बुक करें / })).toHaveAttribute('href', /^\/hi\/book\/professional-vastu-check\?expert=acharya-rajendra-sharma$/);
      await expectHindiPage(page, '/ourexpert');
      await fitsTheScreen(page, width);
    });

    test('the directory in Hindi: the filter form, the empty state, and an expert’s page', async ({ page }) => {
      await page.goto('/hi/astrologers');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('ज्योतिषी और वास्तु विशेषज्ञ');
      const filters = page.getByRole('search', { name: 'विशेषज्ञ छाँटें' });
      await expect(filters.getByLabel('प्रकार')).toContainText('सभी विशेषज्ञ');
      await expect(filters.getByLabel('भाषा').getByRole('option', { name: 'हिन्दी' })).toHaveAttribute('value', 'hindi');
      await expect(filters.getByLabel('क्रम').getByRole('option', { name: 'अगला ख़ाली समय' })).toBeAttached();
      await expectHindiPage(page, '/astrologers');

      await filters.getByLabel('प्रकार').selectOption({ label: 'वास्तु ज्योतिषी' });
      await filters.getByRole('button', { name: 'विशेषज्ञ दिखाएँ' }).click();
      await expect(page).toHaveURL(/\/hi\/astrologers\?kind=vastu-astrologer$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      const cards = page.getByTestId('expert-card');
      await expect(cards.first()).toContainText('अनुभव');
      for (const href of await cards.getByRole('link', { name: /^बुक करें / }).evaluateAll((links) => links.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^\/hi\/book\//);

      await page.goto('/hi/astrologers?expertise=no-such-skill');
      await expect(page.getByText('इन फ़िल्टरों से कोई विशेषज्ञ मेल नहीं खाता।')).toBeVisible();
      await expect(page.getByRole('link', { name: 'फ़िल्टर हटाएँ' })).toHaveAttribute('href', '/hi/astrologers');

      await page.goto('/hi/astrologers/acharya-rajendra-sharma');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('आचार्य राजेंद्र शर्मा');
      await expect(page.getByRole('heading', { level: 2, name: 'साप्ताहिक समय' })).toBeVisible();
      await expect(page.getByRole('rowheader', { name: 'सोमवार' })).toBeVisible();
      await expect(page.getByRole('link', { name: /^परामर्श बुक करें/ })).toHaveAttribute('href', /^\/hi\/book\//);
      await expect(page.getByRole('link', { name: '← सभी विशेषज्ञ' })).toHaveAttribute('href', '/hi/astrologers');
      await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute('href', /\/hi\/astrologers\/acharya-rajendra-sharma$/);
      await fitsTheScreen(page, width);
    });
  });
}

test('the English pages stay as they were, with their Hindi alternates', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About AstroVastu Kendra');
  await expect(page.getByText('25 years of experience · Hindi, English')).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute('href', /\/hi\/about-us$/);
  await page.goto('/term-condition');
  await expect(page.getByRole('navigation', { name: 'Contents' }).getByRole('link')).toHaveCount(14);
  await page.goto('/astrologers');
  await expect(page.getByRole('search', { name: 'Filter experts' }).getByLabel('Kind')).toContainText('All experts');
});

for (const path of ['/hi/about-us', '/hi/term-condition', '/hi/privacy-policy', '/hi/partner-with-us', '/hi/ourexpert', '/hi/astrologers', '/hi/astrologers/pandit-harish-mishra']) {
  test(`${path} has no WCAG 2.1 A/AA violations`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).exclude('iframe').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
