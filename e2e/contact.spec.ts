import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { randomIp, waitForContactEmail } from '../tests/support/otp-inbox';

// Issue 10, "Contact messages": the contact page's form really sends; the test SMTP server of the
// main test server receives the message; a problem keeps what was typed; it all works by keyboard.

const visitorEmail = () => `visitor.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.in`;
const MESSAGE = 'We are buying a flat in Noida. Could you check its Vastu before we sign? Evenings suit us best.';

// Scoped to the form: Next's route announcer is an alert too.
const form = (page: Page) => page.locator('main form');
// By role: the form itself is also labelled "Send us a message".
const messageField = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });

async function openContactPage(page: Page) {
  // Its own client address, so the per-address limit is this test's alone.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
  await page.goto('/contact');
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).exclude('iframe').analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('a visitor sends a message, sees the thank-you, and the business receives it by e-mail', async ({ page }) => {
  const email = visitorEmail();
  await openContactPage(page);
  await expect(page.getByText(/Online messages are not available yet/)).toHaveCount(0);
  await page.getByLabel('Full name').fill('Asha Rao');
  await page.getByLabel('Country code').selectOption('+971');
  await page.getByLabel('Phone number').fill('50 123 4567');
  await page.getByLabel('Email address').fill(email);
  await messageField(page).fill(MESSAGE);
  await page.getByRole('button', { name: 'Send Message' }).click();

  const thanks = page.getByRole('heading', { name: 'Thank you, your message has been sent' });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  const mail = await waitForContactEmail(email);
  expect(mail.subject).toBe('Contact message from Asha Rao');
  expect(mail.replyTo).toContain(email);
  expect(mail.text).toContain('Phone: +971 501234567');
  expect(mail.text).toContain(MESSAGE);

  // Another message starts from an empty form.
  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(page.getByLabel('Full name')).toHaveValue('');
});

test('a phone number too short for its country is explained at the field, and everything typed stays', async ({ page }) => {
  const email = visitorEmail();
  await openContactPage(page);
  await page.getByLabel('Full name').fill('Asha Rao');
  await page.getByLabel('Phone number').fill('98765');
  await page.getByLabel('Email address').fill(email);
  await messageField(page).fill(MESSAGE);
  await page.getByRole('button', { name: 'Send Message' }).click();

  const phone = page.getByLabel('Phone number');
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(/Please enter a 10-digit phone number for India \(\+91\), without the country code\./);
  await expect(page.getByLabel('Full name')).toHaveValue('Asha Rao');
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await expect(messageField(page)).toHaveValue(MESSAGE);
  expect(await axeViolations(page)).toEqual([]);

  // Corrected, it goes through.
  await phone.fill('98765 43210');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, your message has been sent' })).toBeFocused();
  await waitForContactEmail(email);
});

test('when the server cannot take the message, the visitor is told plainly and keeps what they typed', async ({ page }) => {
  await openContactPage(page);
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ status: 'error', success: false, message: 'The service is temporarily unavailable. Please try again shortly.' }) }),
  );
  await page.getByLabel('Full name').fill('Asha Rao');
  await page.getByLabel('Phone number').fill('9876543210');
  await page.getByLabel('Email address').fill('asha@example.in');
  await messageField(page).fill(MESSAGE);
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(form(page).getByRole('alert')).toHaveText('The service is temporarily unavailable. Please try again shortly.');
  await expect(messageField(page)).toHaveValue(MESSAGE);
  await expect(page.getByLabel('Full name')).toHaveValue('Asha Rao');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test('the form works with the keyboard alone, and the hidden bot field is never reached', async ({ page }) => {
  const email = visitorEmail();
  await openContactPage(page);
  // From the top of the page, Tab until the first field has the focus.
  const name = page.getByLabel('Full name');
  for (let i = 0; i < 80 && !(await name.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(name).toBeFocused();
  await page.keyboard.type('Ravi Kumar');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Country code')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Country code')).toHaveValue('+971');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Phone number')).toBeFocused();
  await page.keyboard.type('501234567');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(messageField(page)).toBeFocused();
  await page.keyboard.type(MESSAGE);
  await page.keyboard.press('Tab');
  // Straight from the message to the button: the honeypot is out of the tab order.
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Thank you, your message has been sent' })).toBeFocused();
  const mail = await waitForContactEmail(email);
  expect(mail.subject).toBe('Contact message from Ravi Kumar');
});

test('the honeypot is hidden from sight and from screen readers', async ({ page }) => {
  await openContactPage(page);
  const trap = page.locator('#contact-website');
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await expect(trap).not.toBeInViewport();
  await expect(page.getByRole('textbox', { name: 'Website' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('at 390 px wide the form fits the screen, one field under another', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openContactPage(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const code = await page.getByLabel('Country code').boundingBox();
  const phone = await page.getByLabel('Phone number').boundingBox();
  expect(phone!.y).toBeGreaterThan(code!.y + code!.height - 1);
  for (const field of [page.getByLabel('Full name'), page.getByLabel('Email address'), messageField(page)]) {
    const box = (await field.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
});
