import { expect, test, type Page } from '@playwright/test';

/** A header menu's summary (a `<details>` disclosure) and the menu it opens. */
function headerMenu(page: Page, name: string | RegExp) {
  const summary = page.locator('header summary').filter({ hasText: name });
  return { summary, details: summary.locator('xpath=..'), panel: summary.locator('xpath=following-sibling::*[1]') };
}

test.describe('header', () => {
  test('Free Tools lists the tools by group, closes on an outside click and on choosing an entry', async ({ page }) => {
    await page.goto('/');
    const tools = headerMenu(page, 'Free Tools');
    await expect(tools.details).not.toHaveAttribute('open');
    await tools.summary.click();
    await expect(tools.details).toHaveAttribute('open');
    await expect(tools.panel.getByText('Astrology Tools')).toBeVisible();
    await expect(tools.panel.getByText('Vastu Tools')).toBeVisible();
    await expect(tools.panel.getByRole('link')).toHaveText(['Kundli', 'Match Making', 'Horoscope', 'Panchang', 'Festivals', 'Muhurta Finder', 'Lucky Number', 'Vastu Self-Check', 'Cost Calculator', 'Area Calculator', 'Area Unit Converter', 'Vastu Tips']);

    await page.getByRole('heading', { level: 1 }).click();
    await expect(tools.panel).toBeHidden();

    await tools.summary.click();
    await tools.panel.getByRole('link', { name: 'Vastu Tips' }).click();
    await expect(page).toHaveURL(/\/vastu-tips$/);
    await expect(tools.panel).toBeHidden();
  });

  test('the two FAQ pages are one entry; the top level keeps Our Experts, Services and Blog', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Our Experts', 'Services', 'Blog']) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Astrology FAQs' })).toBeHidden();
    const faqs = headerMenu(page, 'FAQs');
    await faqs.summary.click();
    await faqs.panel.getByRole('link', { name: 'Vastu FAQs' }).click();
    await expect(page).toHaveURL(/\/vastu-faqs$/);
    await expect(faqs.panel).toBeHidden();
  });

  test('the menus work from the keyboard; Escape closes one and returns focus', async ({ page }) => {
    await page.goto('/blogs');
    const tools = headerMenu(page, 'Free Tools');
    await tools.summary.focus();
    await page.keyboard.press('Enter');
    await expect(tools.panel).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(tools.panel.getByRole('link', { name: 'Kundli' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(tools.panel).toBeHidden();
    await expect(tools.summary).toBeFocused();
    // Opening one menu closes the other.
    await tools.summary.click();
    await headerMenu(page, 'FAQs').summary.click();
    await expect(tools.panel).toBeHidden();
  });

  test('on a narrow screen the menu collapses behind a toggle', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    // A popover's button: the browser tells screen readers whether it is expanded.
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('popovertarget', 'site-nav');
    await toggle.click();
    await expect(nav).toBeVisible();
    await headerMenu(page, 'FAQs').summary.click();
    await nav.getByRole('link', { name: 'Vastu FAQs' }).click();
    await expect(page).toHaveURL(/\/vastu-faqs$/);
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(nav).toBeVisible();
    // A tap outside the open menu closes it.
    await page.locator('footer').click({ position: { x: 5, y: 5 } });
    await expect(nav).toBeHidden();
  });

  test('a signed-in visitor sees a profile menu with their name, and Logout signs out', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('userData', JSON.stringify({ _id: 'u1', name: 'Asha Verma', mobile: '9876543210' })));
    await page.reload();
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
    const profile = headerMenu(page, 'Asha Verma');
    await profile.summary.click();
    await expect(page.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    await expect(page.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/bookings');
    await page.locator('footer').click({ position: { x: 5, y: 5 } });
    await expect(page.getByRole('link', { name: 'My Profile' })).toBeHidden();
    await profile.summary.click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('a user without a name is labelled Profile; corrupt stored data is removed', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('userData', JSON.stringify({ _id: 'u2' })));
    await page.reload();
    await expect(headerMenu(page, /^\s*Profile\s*$/).summary).toBeVisible();
    await page.evaluate(() => localStorage.setItem('userData', '{not json'));
    await page.reload();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
  });
});

test.describe('header menus stay inside the window', () => {
  for (const width of [1024, 1280, 1366, 1536, 1920, 390]) {
    test(`at ${width} px every menu and each of its links is fully visible`, async ({ page }) => {
      test.slow(); // three menus, each opened, measured and closed
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await page.evaluate(() => localStorage.setItem('userData', JSON.stringify({ _id: 'u1', name: 'Asha Verma' })));
      await page.reload();
      const toggle = page.getByRole('button', { name: 'Menu' });
      if (await toggle.isVisible()) await toggle.click();
      for (const name of ['Free Tools', 'FAQs', 'Asha Verma']) {
        const menu = headerMenu(page, name);
        await menu.summary.click();
        await expect(menu.panel).toBeVisible();
        // The panel and each link: left and right edges inside the window, and no label cut short.
        const boxes = await menu.panel.evaluate((panel) =>
          [panel, ...panel.querySelectorAll('a')].map((el) => {
            const r = el.getBoundingClientRect();
            return { what: el === panel ? 'panel' : el.textContent, left: r.left, right: r.right, cut: el.scrollWidth > el.clientWidth + 1 };
          }),
        );
        expect(boxes.length).toBeGreaterThan(1);
        for (const box of boxes) {
          expect(box.left, `${name}: ${box.what} left edge`).toBeGreaterThanOrEqual(0);
          expect(box.right, `${name}: ${box.what} right edge`).toBeLessThanOrEqual(width);
          expect(box.cut, `${name}: ${box.what} cut`).toBe(false);
        }
        // No sideways scrolling of the page either.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await menu.summary.click();
        await expect(menu.panel).toBeHidden();
      }
    });
  }
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

/** Waits until the page's scripts have run (the header marks it), then opens a header menu. */
async function openWhenInteractive(page: Page, open: () => Promise<void>) {
  await expect(page.locator('header[data-interactive]')).toBeAttached();
  await open();
}

test('a visitor reading the top of a page does not wait for the app version call', async ({ page }) => {
  const calls = recordRequests(page, (url) => url.pathname.startsWith('/api/'));
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/');
  await openWhenInteractive(page, () => page.getByRole('button', { name: 'Menu' }).click());
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
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
  await openWhenInteractive(page, () => headerMenu(page, 'Free Tools').summary.click());
  await page.keyboard.press('Escape');
  await expect(headerMenu(page, 'Free Tools').panel).toBeHidden();
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
