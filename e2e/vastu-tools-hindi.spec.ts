import { expect, test, type Page } from '@playwright/test';

// The Vastu calculators in Hindi (issue 26): the fee estimator, the area calculator and the area
// unit converter under /hi, each with its labels, choices, results and alerts in Hindi, the
// amounts in Latin digits with Indian grouping and ₹, the hi-IN alternate, and no "not yet in
// Hindi" notice; the English pages unchanged.

const NOT_IN_HINDI = 'यह पृष्ठ अभी हिन्दी में उपलब्ध नहीं है';

async function expectWrittenInHindi(page: Page, path: string, heading: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.locator('main')).not.toHaveAttribute('lang', 'en');
  await expect(page.getByText(NOT_IN_HINDI)).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute('href', new RegExp(`/hi${path}$`));
}

async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const width of [390, 1366]) {
  test.describe(`in Hindi at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the fee estimator asks, alerts and estimates in Hindi', async ({ page }) => {
      await page.goto('/hi/cost-calculator');
      await expectWrittenInHindi(page, '/cost-calculator', 'वास्तु परामर्श शुल्क कैलकुलेटर');
      await expect(page).toHaveTitle(/वास्तु परामर्श शुल्क कैलकुलेटर/);
      const result = page.getByRole('main').getByRole('status');
      const area = page.getByLabel('क्षेत्रफल', { exact: true });

      // Nothing typed: the spec's alert, in Hindi, and the area field takes the focus.
      await page.getByRole('button', { name: 'शुल्क निकालें' }).click();
      await expect(page.getByRole('main').getByRole('alert')).toHaveText('कृपया क्षेत्रफल के लिए 0 से बड़ी सही संख्या लिखें।');
      await expect(area).toBeFocused();
      await expect(result).not.toContainText('₹');

      await page.getByRole('radio', { name: 'व्यावसायिक', exact: true }).check();
      await expect(page.getByRole('radio', { name: 'दुकान', exact: true })).toBeChecked();
      await page.getByRole('radio', { name: 'दफ़्तर', exact: true }).check();
      await page.getByRole('radio', { name: 'विस्तृत वास्तु रिपोर्ट', exact: true }).check();
      await area.fill('2000');
      await page.getByLabel('इकाई', { exact: true }).selectOption('sqft');
      await page.getByRole('button', { name: 'शुल्क निकालें' }).click();

      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
      await expect(result).toContainText('अनुमानित शुल्क: ₹24,000');
      await expect(result).toContainText('₹11 प्रति वर्ग फ़ुट');
      await expect(result).toContainText('व्यावसायिक, दफ़्तर');
      await expect(result).toContainText('अंतिम शुल्क बदल सकता है');
      await expect(result.getByRole('link', { name: 'यह परामर्श बुक करें' })).toHaveAttribute('href', /^\/hi\/book\//);

      // The explanation and its table.
      await expect(page.getByRole('heading', { name: 'अनुमान कैसे लगाया जाता है' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'प्रति वर्ग फ़ुट दर और सेवा शुल्क' }).getByRole('row', { name: /^आवासीय/ })).toContainText(
        '₹4 प्रति वर्ग फ़ुट + ₹500',
      );
      await expect(page.getByRole('link', { name: 'हमसे संपर्क करें' })).toHaveAttribute('href', '/hi/contact');

      await page.getByRole('button', { name: 'साफ़ करें' }).click();
      await expect(result).not.toContainText('₹');
      await expect(area).toHaveValue('');
      await expectNoSidewaysScroll(page, width);
    });

    test('the area calculator names shapes, units and dimensions in Hindi', async ({ page }) => {
      await page.goto('/hi/measurement-converter');
      await expectWrittenInHindi(page, '/measurement-converter', 'क्षेत्रफल कैलकुलेटर');
      const result = page.getByRole('main').getByRole('status');

      await expect(page.getByRole('radio', { name: 'वर्ग', exact: true })).toBeChecked();
      await page.getByRole('radio', { name: 'आयत', exact: true }).check();
      await page.getByLabel('इकाई', { exact: true }).selectOption('ft');
      await expect(page.getByRole('group', { name: 'आयत की माप, फ़ुट (ft) में' })).toBeVisible();
      await page.getByLabel('लंबाई (l)').fill('40');
      await page.getByLabel('चौड़ाई (w)').fill('30');
      await expect(result).toHaveText(/क्षेत्रफल\s*1200\.00 ft²/);
      await expect(page.getByRole('figure')).toContainText('एक आयत, जिसकी लंबाई l');

      await expect(page.getByRole('table', { name: 'हर आकार के क्षेत्रफल का सूत्र' }).getByRole('row')).toHaveCount(10);
      await expect(page.getByRole('link', { name: 'वास्तु शुल्क कैलकुलेटर' })).toHaveAttribute('href', '/hi/cost-calculator');
      await expectNoSidewaysScroll(page, width);
    });

    test('the area unit converter gives bigha, biswa and kanal by state in Hindi', async ({ page }) => {
      await page.goto('/hi/area-converter');
      await expectWrittenInHindi(page, '/area-converter', 'क्षेत्रफल इकाई परिवर्तक');

      await page.getByLabel('क्षेत्रफल', { exact: true }).fill('2');
      await page.getByLabel('इकाई', { exact: true }).selectOption('acre');
      await page.getByLabel('राज्य', { exact: true }).selectOption('punjab');
      const result = page.getByRole('region', { name: 'बदला गया क्षेत्रफल' });
      await expect(result.getByRole('table')).toHaveAccessibleName('2 एकड़, पंजाब में');
      await expect(result.getByRole('row', { name: /^वर्ग फ़ुट/ })).toContainText('87,120');
      await expect(result.getByRole('row', { name: /^कनाल/ })).toContainText('16');

      await page.getByLabel('राज्य', { exact: true }).selectOption('assam');
      await expect(result.getByRole('row', { name: /^कनाल/ })).toContainText('असम में प्रचलित नहीं');

      await page.getByLabel('क्षेत्रफल', { exact: true }).fill('abc');
      await expect(page.getByLabel('क्षेत्रफल', { exact: true })).toHaveAccessibleDescription(/क्षेत्रफल 0 से बड़ी संख्या में लिखें/);

      const states = page.getByRole('table', { name: 'एक इकाई का माप, वर्ग फ़ुट में' });
      await expect(states.getByRole('row', { name: /^हरियाणा/ })).toContainText('9,075 वर्ग फ़ुट');
      await expect(page.getByText('1 एकड़ = 43,560 वर्ग फ़ुट')).toBeVisible();
      await expectNoSidewaysScroll(page, width);
    });
  });
}

test('the English calculators stay English and name their Hindi pages', async ({ page }) => {
  for (const [path, heading] of [
    ['/cost-calculator', 'Vastu Consultation Cost Estimator'],
    ['/measurement-converter', 'Area Calculator'],
    ['/area-converter', 'Area Unit Converter'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute('href', new RegExp(`/hi${path}$`));
  }
});
