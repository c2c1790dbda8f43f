import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { publishedExpert } from '../tests/support/admin-content';
import { randomIp } from '../tests/support/otp-inbox';
import { payInTestMode } from '../tests/support/payments';
import { customer } from '../tests/support/results';
import { astrologyOnSlot, slotsOf } from '../tests/support/slots';
import { devanagariShare } from './support/devanagari';
import { portrait, signInAs, signInExpert } from './support/experts';

// Issue 26, the experts' pages in Hindi at 390 and 1366 px: a profile application from its labels
// through a problem to the thank-you and its status, the registration's first step, the expert's
// desk with a consultation, and the not-found page. The English pages are the other spec files'.

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
});

// Scoped to the page's main content: Next's route announcer is an alert too.
const alertText = (page: Page) => page.locator('main').getByRole('alert').first();


for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the astrologer profile form in Hindi: labels, a problem, the thank-you and the status', async ({ page, baseURL }) => {
      const user = await signInExpert(page, baseURL!, 'astrologer', {}, '/hi');
      await page.goto('/hi/join/astrologer');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('ज्योतिषी प्रोफ़ाइल बनाएँ');
      await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveCount(1);
      await expect(page.getByLabel('ई-मेल', { exact: true })).toHaveValue(user.email);
      await expect(page.getByLabel('विशेषज्ञता')).toHaveAttribute('placeholder', 'वैदिक, अंक ज्योतिष, टैरो');
      await expect(page.getByRole('group', { name: 'सोमवार' }).getByLabel('सोमवार समय 1 आरंभ')).toHaveValue('09:00');

      const submit = page.getByRole('button', { name: 'प्रोफ़ाइल बनाएँ' });
      await submit.click();
      await expect(alertText(page)).toHaveText('⚠️ भेजने से पहले कृपया चिह्नित गलतियाँ ठीक करें।');
      await expect(page.getByText('अनुभव 0 से अधिक होना चाहिए।', { exact: true })).toBeVisible();
      await expect(page.getByText('प्रोफ़ाइल चित्र आवश्यक है।', { exact: true })).toBeVisible();
      await expect(page.getByLabel('अनुभव (वर्ष)')).toBeFocused();

      await page.getByLabel('अनुभव (वर्ष)').fill('9');
      await page.getByLabel('चैट का प्रति मिनट शुल्क (₹)').fill('25');
      await page.getByLabel('वीडियो कॉल का प्रति मिनट शुल्क (₹)').fill('40');
      await page.getByLabel('प्रोफ़ाइल चित्र').setInputFiles(await portrait());
      await submit.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading')).toHaveText('धन्यवाद!');
      await expect(dialog).toContainText('आपका विवरण सफलतापूर्वक भेज दिया गया है। हम जल्द ही आपसे संपर्क करेंगे।');
      await expect(dialog).toContainText(user.name);
      await page.screenshot({ path: `docs/screenshots/hi-expert-thanks-${width}.png` });
      await dialog.getByRole('button', { name: 'बंद करें' }).click();
      await expect(page.getByRole('heading', { name: 'ज्योतिषी के लिए आपका आवेदन' })).toBeFocused();
      await expect(page.getByText('समीक्षा में', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'अपना आवेदन बदलें' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });

    test('the Vastu form and the registration in Hindi', async ({ page, baseURL }) => {
      await signInExpert(page, baseURL!, 'vastu-astrologer', {}, '/hi');
      await page.goto('/hi/join/vastuastrologer');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('वास्तु ज्योतिषी प्रोफ़ाइल बनाएँ');
      const name = page.getByLabel(/^नाम/);
      await name.fill('');
      await name.blur();
      await expect(page.getByText('नाम आवश्यक है', { exact: true })).toBeVisible();
      await expect(page.getByLabel('परामर्श शुल्क (₹)')).toBeVisible();

      await page.goto('/hi/join/register-astrologer?type=vastu');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('वास्तु ज्योतिषी पंजीकरण');
      await expect(page).toHaveTitle(/वास्तु ज्योतिषी पंजीकरण/);
      await expect(page.getByText('1. आपका विवरण')).toBeVisible();
      await page.getByRole('button', { name: 'OTP भेजें' }).click();
      await expect(page.getByText('कृपया अपना नाम दर्ज करें।', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'दिखाएँ' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });

    test('the expert’s desk in Hindi', async ({ browser, playwright, baseURL }) => {
      const expert = await publishedExpert(playwright, baseURL!);
      const buyer = await customer(playwright, baseURL!);
      const [slot] = await slotsOf(buyer.request, expert.slug);
      const call = await buyer.request.post('/api/bookings', { headers: buyer.headers, data: { ...astrologyOnSlot(slot!.start, expert.slug), mode: 'video', customerName: 'Meena Sharma' } });
      expect(call.status(), await call.text()).toBe(201);
      await payInTestMode(buyer.request, buyer.headers, (await call.json()).data._id as string);

      const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
      await signInAs(context, expert.applicant.request);
      const page = await context.newPage();
      await page.goto('/hi/expert');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1, name: 'आपका विशेषज्ञ डेस्क' })).toBeVisible();
      const card = page.getByRole('region', { name: 'आने वाले परामर्श' }).getByTestId('desk-booking').filter({ hasText: 'Meena Sharma' });
      await expect(card).toContainText('(भारतीय समय)');
      await expect(card).toContainText('वीडियो कॉल');
      // The status and the birth details are worded in Hindi too (the booking components' Hindi).
      await expect(card).toContainText('भुगतान हो गया');
      await expect(card).not.toContainText('Paid');
      await expect(card.getByRole('button', { name: 'पूरा दर्ज करें' })).toBeDisabled();
      await expect(card).toContainText('परामर्श का समय शुरू होने के बाद ही आप इसे पूरा दर्ज कर सकते हैं।');

      await card.getByRole('textbox', { name: 'मीटिंग लिंक' }).fill('http://meet.example.com/room');
      await card.getByRole('button', { name: 'लिंक जोड़ें' }).click();
      await expect(card.getByText('मीटिंग लिंक पूरा https:// पता होना चाहिए')).toBeVisible();
      await card.getByRole('textbox', { name: 'मीटिंग लिंक' }).fill('https://meet.google.com/abc-defg-hij');
      await card.getByRole('button', { name: 'लिंक जोड़ें' }).click();
      await expect(card.getByRole('link', { name: 'https://meet.google.com/abc-defg-hij' })).toBeVisible();

      const hours = page.getByRole('form', { name: 'आपके समय और छुट्टी के दिन' });
      await expect(hours.getByLabel('सोमवार')).toBeVisible();
      await expect(hours.getByRole('button', { name: 'समय सहेजें' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `docs/screenshots/hi-expert-desk-${width}.png` });
      await context.close();
    });

    test('an unknown Hindi path gives the Hindi not-found page with a 404', async ({ page }) => {
      const res = await page.goto('/hi/no/such/page');
      expect(res?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('क्षमा करें! यह पेज नहीं मिला।');
      // The served document's title (after hydration the browser shows the layout's default title, in either language).
      expect(await res!.text()).toContain('<title>पेज नहीं मिला | AstroVastu Kendra</title>');
      await page.getByRole('link', { name: 'होम पेज पर जाएँ' }).click();
      await expect(page).toHaveURL(/\/hi$/);
    });
  });
}

// The experts' Hindi pages as a visitor without an account meets them: written in Hindi (the share
// of Devanagari in their main text), with no WCAG 2.1 A/AA problem.
for (const path of ['/hi/join/register-astrologer?type=vastu', '/hi/join/astrologer', '/hi/join/vastuastrologer', '/hi/no-such-page']) {
  test(`${path} is in Hindi and has no WCAG 2.1 A/AA violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    // The profile forms show their "register first" notice once the browser has been read.
    await expect(page.getByRole('status').filter({ hasText: 'लोड हो रहा है' })).toHaveCount(0);
    expect(await devanagariShare(page)).toBeGreaterThanOrEqual(0.8);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).exclude('iframe').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
