import { expect, test, type Page } from '@playwright/test';

test.describe('header', () => {
  test('the Tools menu lists both groups, closes on outside click and on choosing an entry', async ({ page }) => {
    await page.goto('/');
    const tools = page.getByRole('button', { name: 'Tools' });
    await expect(tools).toHaveAttribute('aria-expanded', 'false');
    await tools.click();
    await expect(tools).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#tools-menu');
    await expect(menu.getByText('Astrology Tools')).toBeVisible();
    await expect(menu.getByText('Vastu Tools')).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText(['Kundli', 'Matchmaking', 'Lucky Numbers', 'Horoscope', 'Cost Calculator', 'Measurement Converter', 'Vastu Tips', 'Vastu Self-Check']);

    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu).toBeHidden();

    await tools.click();
    await menu.getByRole('link', { name: 'Vastu Tips' }).click();
    await expect(page).toHaveURL(/\/vastu-tips$/);
    await expect(menu).toBeHidden();
  });

  test('the Tools menu works from the keyboard; Escape closes it and returns focus', async ({ page }) => {
    await page.goto('/blogs');
    const tools = page.getByRole('button', { name: 'Tools' });
    await tools.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#tools-menu')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator('#tools-menu').getByRole('link', { name: 'Kundli' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('#tools-menu')).toBeHidden();
    await expect(tools).toBeFocused();
  });

  test('on a narrow screen the menu collapses behind a toggle', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Vastu FAQs' }).click();
    await expect(page).toHaveURL(/\/vastu-faqs$/);
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    // A tap outside the open menu (the menu covers most of a phone screen) closes it.
    await page.locator('footer').dispatchEvent('pointerdown');
    await expect(nav).toBeHidden();
  });

  test('a signed-in visitor sees a profile menu with their name, and Logout signs out', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('userData', JSON.stringify({ _id: 'u1', name: 'Asha Verma', mobile: '9876543210' })));
    await page.reload();
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
    const profile = page.getByRole('button', { name: 'Asha Verma' });
    await profile.click();
    await expect(page.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    await expect(page.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/bookings');
    await page.locator('footer').click({ position: { x: 5, y: 5 } });
    await expect(page.getByRole('link', { name: 'My Profile' })).toBeHidden();
    await profile.click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('a user without a name is labelled Profile; corrupt stored data is removed', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('userData', JSON.stringify({ _id: 'u2' })));
    await page.reload();
    await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('userData', '{not json'));
    await page.reload();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
  });
});

test('the footer has every link, the app links, contact details, the map and this year', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const href of ['/contact', '/about-us', '/privacy-policy', '/term-condition', '/partner-with-us', '/join-as-astrologer', '/collaboration-franchise', '/advertise-with-us', '/']) {
    await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: 'Get our app' })).toHaveAttribute('href', /^https:\/\//);
  await footer.scrollIntoViewIfNeeded(); // the version call waits until the footer is near the screen
  await expect(footer.getByRole('link', { name: 'Download the Astrologer App' })).toHaveAttribute('href', /^https:\/\//);
  await expect(footer.locator('a[href^="mailto:"]')).toBeVisible();
  await expect(footer.locator('a[href^="tel:"]')).toBeVisible();
  await expect(footer.locator('iframe')).toHaveCSS('height', '180px');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});

test('the astrologer app link is hidden when the version call fails', async ({ page }) => {
  await page.route('**/api/app-details/version', (route) => route.fulfill({ status: 500, body: '{}' }));
  const call = page.waitForRequest('**/api/app-details/version');
  await page.goto('/');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await call;
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Get our app' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the Astrologer App' })).toHaveCount(0);
});

/** Paths of the requests the page makes from now on whose URL passes `wanted`. */
function recordRequests(page: Page, wanted: (url: URL) => boolean): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (wanted(url)) seen.push(url.pathname);
  });
  return seen;
}

/** Clicks a menu button until it opens (a click before hydration does nothing): the page is then interactive and its effects have run. */
async function openWhenInteractive(page: Page, name: string, openName = name) {
  await expect(async () => {
    const button = page.getByRole('button', { name });
    if (await button.isVisible()) await button.click();
    await expect(page.getByRole('button', { name: openName })).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
  }).toPass();
}

test('a visitor reading the top of a page does not wait for the app version call', async ({ page }) => {
  const calls = recordRequests(page, (url) => url.pathname.startsWith('/api/'));
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/');
  await openWhenInteractive(page, 'Open menu', 'Close menu');
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]); // no API call and no cookie for a page read from the cache
  const version = page.waitForRequest('**/api/app-details/version');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await version;
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Download the Astrologer App' })).toBeVisible();
});

test('links fetch their page when the visitor shows intent, not as soon as they are on screen', async ({ page }) => {
  const prefetches = recordRequests(page, (url) => url.searchParams.has('_rsc'));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await openWhenInteractive(page, 'Tools');
  await page.keyboard.press('Escape');
  await page.waitForLoadState('networkidle');
  expect(prefetches).toEqual([]);
  const blogs = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true });
  const fetched = page.waitForRequest((r) => r.url().includes('_rsc=') && new URL(r.url()).pathname === '/blogs');
  await blogs.hover();
  await fetched;
  await blogs.click();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
