import { expect, test } from '@playwright/test';

test.describe('Vastu cost estimator', () => {
  test('estimates a commercial office with a detailed report, then clears', async ({ page }) => {
    await page.goto('/cost-calculator');
    await expect(page).toHaveTitle(/Vastu Consultation Cost Estimator/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vastu Consultation Cost Estimator');
    const result = page.getByRole('main').getByRole('status');
    await expect(result).not.toContainText('₹');

    await page.getByRole('radio', { name: 'Commercial', exact: true }).check();
    // A new category starts at its first type.
    await expect(page.getByRole('radio', { name: 'Shop', exact: true })).toBeChecked();
    await page.getByRole('radio', { name: 'Office', exact: true }).check();
    await page.getByRole('radio', { name: 'Detailed Vastu report', exact: true }).check();
    await page.getByLabel('Area', { exact: true }).fill('2000');
    await page.getByLabel('Unit', { exact: true }).selectOption('sqft');
    await page.getByRole('button', { name: 'Calculate' }).click();

    await expect(result).toContainText('Estimated cost: ₹24,000');
    await expect(result).toContainText('₹11 per sq ft');
    await expect(result).toContainText('₹22,000');
    await expect(result).toContainText('₹2,000');
    await expect(result).toContainText('final price may vary');

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(result).not.toContainText('₹');
    await expect(page.getByLabel('Area', { exact: true })).toHaveValue('');
    await expect(page.getByRole('radio', { name: 'Residential', exact: true })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'House', exact: true })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Basic Vastu check', exact: true })).toBeChecked();
  });

  test('converts gaj to square feet', async ({ page }) => {
    await page.goto('/cost-calculator');
    await page.getByLabel('Area', { exact: true }).fill('100');
    await page.getByLabel('Unit', { exact: true }).selectOption('gaj');
    await page.getByLabel('Area', { exact: true }).press('Enter');
    await expect(page.getByRole('main').getByRole('status')).toContainText('Estimated cost: ₹4,100');
    await expect(page.getByRole('main').getByRole('status')).toContainText('900 sq ft');
  });

  test('alerts when the area is not a positive number', async ({ page }) => {
    await page.goto('/cost-calculator');
    const result = page.getByRole('main').getByRole('status');
    const area = page.getByLabel('Area', { exact: true });

    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please enter a valid positive area value.');
    await expect(area).toBeFocused();
    await expect(result).not.toContainText('₹');

    for (const bad of ['0', '-250', 'abc']) {
      await area.fill(bad);
      await page.getByRole('button', { name: 'Calculate' }).click();
      await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please enter a valid positive area value.');
      await expect(result).not.toContainText('₹');
    }

    await area.fill('1000');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    await expect(result).toContainText('Estimated cost: ₹4,500');
  });
});

test.describe('Area calculator', () => {
  test('a circle of radius 2 m is 12.57 m², live; a new shape keeps the unit and clears the dimensions', async ({ page }) => {
    await page.goto('/measurement-converter');
    await expect(page).toHaveTitle(/Area Calculator/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Area Calculator');
    const result = page.getByRole('main').getByRole('status');
    await expect(result).toContainText('0.00 m²');

    await page.getByRole('radio', { name: 'Circle', exact: true }).check();
    await expect(page.getByRole('figure')).toContainText('radius r');
    await page.getByLabel('Radius (r)').fill('2');
    await expect(result).toContainText('12.57 m²');

    await page.getByLabel('Unit', { exact: true }).selectOption('ft');
    await expect(result).toContainText('12.57 ft²');

    await page.getByRole('radio', { name: 'Rectangle', exact: true }).check();
    await expect(page.getByLabel('Unit', { exact: true })).toHaveValue('ft');
    await expect(page.getByLabel('Length (l)')).toHaveValue('');
    await expect(page.getByLabel('Width (w)')).toHaveValue('');
    await expect(result).toContainText('0.00 ft²');
    await page.getByLabel('Length (l)').fill('4');
    await page.getByLabel('Width (w)').fill('2.5');
    await expect(result).toContainText('10.00 ft²');
  });

  test('empty or non-numeric dimensions count as 0', async ({ page }) => {
    await page.goto('/measurement-converter');
    const result = page.getByRole('main').getByRole('status');
    await page.getByRole('radio', { name: 'Triangle', exact: true }).check();
    await page.getByLabel('Base (b)').fill('10');
    await expect(result).toContainText('0.00 m²');
    await page.getByLabel('Height (h)').fill('5');
    await expect(result).toContainText('25.00 m²');
    await page.getByLabel('Height (h)').fill('abc');
    await expect(result).toContainText('0.00 m²');
    await page.getByLabel('Height (h)').fill('');
    await expect(result).toContainText('0.00 m²');
  });
});
