import { expect, test } from '@playwright/test';

// Every route of SPEC 2.1 (the legacy spellings are covered by their redirects below).
const ROUTES = [
  '/', '/login', '/otp', '/astrologers', '/ourexpert', '/contact', '/privacy-policy', '/term-condition', '/about-us',
  '/blogs', '/blogs/what-is-a-nakshatra', '/services', '/faqs', '/vastu-faqs', '/kundli', '/matchMaking', '/luckyNumber',
  '/horoscope', '/services/home-vastu', '/services/business-vastu', '/services/astrology-consultation',
  '/services/personality-reports', '/profile', '/cost-calculator', '/measurement-converter', '/vastu-tips',
  '/partner-with-us', '/join-as-astrologer', '/collaboration-franchise', '/advertise-with-us',
  '/join/register-astrologer', '/join/astrologer', '/join/vastuastrologer', '/bookings',
];

for (const route of ROUTES) {
  test(`${route} answers 200 with header, footer and one main heading`, async ({ page }) => {
    const res = await page.goto(route);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(/AstroVastu Kendra/);
  });
}

test('an unknown path shows the not-found page with a 404 status', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops! Page not found.' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('legacy spellings land on the canonical pages', async ({ page }) => {
  await page.goto('/matchmaking');
  await expect(page).toHaveURL(/\/matchMaking$/);
  await page.goto('/join/create-vastuastrologer');
  await expect(page).toHaveURL(/\/join\/vastuastrologer$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Vastu Astrologer Profile');
});

test('the Join as an Expert buttons carry the registration title', async ({ page }) => {
  await page.goto('/join-as-astrologer');
  await page.getByRole('link', { name: 'Register Vastu Astrologer' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register Vastu Astrologer');
  await page.goBack();
  await page.getByRole('link', { name: 'Register Astrologer', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register Astrologer');
});

test('service pages show the catalog’s prices and lead to booking the right service', async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Premium Services');
  await expect(page.locator('main li h2 a')).toHaveCount(6);
  await expect(page.getByText('Professional Vastu Check from ₹5,100')).toBeVisible();
  await page.goto('/services/personality-reports');
  await expect(page.getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', '/book/personality-report');
  await expect(page.getByRole('link', { name: 'Talk to an Expert' })).toHaveAttribute('href', '/book/astrology-consultation');
  await expect(page.getByText(/within 24 hours/).first()).toBeVisible();
  await page.goto('/services/home-vastu');
  await expect(page.getByText('Professional Vastu Check from ₹5,100')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Talk to an Expert' })).toHaveAttribute('href', '/book/professional-vastu-check');
  await expect(page.getByRole('link', { name: 'Book a Consultation for Professional Vastu Check' })).toHaveAttribute('href', '/book/professional-vastu-check');
  await expect(page.getByRole('link', { name: 'Book a Consultation for Home Vastu Consultation' })).toHaveAttribute('href', '/book/home-vastu');
  await page.goto('/services/business-vastu');
  await expect(page.getByRole('link', { name: 'Book a Consultation' })).toHaveAttribute('href', '/book/business-vastu');
});

test('the terms page has a 14-section table of contents that links to each section', async ({ page }) => {
  await page.goto('/term-condition');
  const toc = page.getByRole('navigation', { name: 'Contents' });
  await expect(toc.getByRole('link')).toHaveCount(14);
  await toc.getByRole('link', { name: 'Governing Law and Jurisdiction' }).click();
  await expect(page).toHaveURL(/#12-governing-law-and-jurisdiction$/);
  await expect(page.getByText(/Faridabad, Haryana/).first()).toBeVisible();
});

test('experts are grouped by category with Call and Chat opening the app store', async ({ page }) => {
  await page.goto('/ourexpert');
  for (const heading of ['Vastu Specialists', 'Astrology Experts', 'Numerology Experts', 'Kundli Experts']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  const call = page.getByRole('link', { name: /^Call/ }).first();
  await expect(call).toHaveAttribute('href', /play\.google\.com/);
  await expect(page.getByRole('link', { name: /^Chat/ }).first()).toHaveAttribute('href', /play\.google\.com/);
});

test('the team is the same people on the experts page and the About page, with portraits and no invented ratings', async ({ page }) => {
  await page.goto('/ourexpert');
  const members = page.getByTestId('team-member');
  await expect(members).toHaveCount(10);
  const names = await members.locator('h3').allTextContents();
  await expect(page.getByText(/Top rated|★|out of 5/)).toHaveCount(0);
  for (const img of await members.getByRole('img').all()) {
    await expect(img).toHaveAttribute('alt', /^Illustrated portrait of /);
    // Loaded lazily: drawn once it has been scrolled to.
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  }
  await page.goto('/about-us');
  const team = page.getByRole('region', { name: 'Meet our team' });
  expect(await team.getByRole('listitem').locator('a').allTextContents()).toEqual(names);
});
