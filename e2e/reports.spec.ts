import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { browserWriteHeaders, clientHeaders, signIn } from '../tests/support/api-client';
import { randomIp, randomMobile } from '../tests/support/otp-inbox';
import { makeKundli } from '../tests/support/results';
import { signInOnLoginPage } from './support/sign-in';

// Saved reports and the customer's own data, in the browser (issue 10).

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
});

/** Signs in through the API in this page's context and stores the user as the site does. */
async function signInPage(page: Page, baseURL: string) {
  const { body, mobile } = await signIn(page.request, baseURL);
  await page.goto('/');
  await page.evaluate((u) => localStorage.setItem('userData', JSON.stringify(u)), body.isVerified.data);
  return { mobile, headers: { ...clientHeaders(), ...(await browserWriteHeaders(page.request, baseURL)) } };
}

const main = (page: Page) => page.locator('main');

test('a visitor signs in from a kundli, comes back, saves it, renames it and deletes it', async ({ page }) => {
  const kundliId = await makeKundli(page.request, 'Asha Verma');
  await page.goto(`/kundli/${kundliId}`);
  await main(page).getByRole('link', { name: 'Sign in to save this kundli' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);

  const mobile = randomMobile();
  await signInOnLoginPage(page, mobile);
  await expect(page).toHaveURL(new RegExp(`/kundli/${kundliId}$`));

  await main(page).getByRole('button', { name: 'Save to my account' }).click();
  await expect(main(page).getByText('Saved to your account.')).toBeVisible();
  await main(page).getByRole('link', { name: 'Go to my saved reports' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  const reports = main(page).getByRole('region', { name: 'Saved reports' });
  await expect(reports.getByRole('link', { name: 'Kundli of Asha Verma' })).toHaveAttribute('href', `/kundli/${kundliId}`);
  await expect(reports.getByText('1 of 5 saved.')).toBeVisible();

  await reports.getByRole('button', { name: 'Rename Kundli of Asha Verma' }).click();
  const field = reports.getByLabel('New name');
  await expect(field).toBeFocused();
  await field.fill('');
  await reports.getByRole('button', { name: 'Save new name' }).click();
  await expect(reports.getByRole('alert')).toHaveText('Please enter a name for the report.');
  await field.fill('Asha’s birth chart');
  await reports.getByRole('button', { name: 'Save new name' }).click();
  await expect(reports.getByRole('link', { name: 'Asha’s birth chart' })).toBeVisible();

  await reports.getByRole('link', { name: 'Asha’s birth chart' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kundli of Asha Verma');
  await page.goBack();

  await reports.getByRole('button', { name: 'Delete Asha’s birth chart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this report?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete report' }).click();
  await expect(dialog).toBeHidden();
  await expect(reports.getByText('No saved reports yet.', { exact: false })).toBeVisible();
  expect((await page.request.get(`/api/kundli/${kundliId}`)).status()).toBe(404);
});

test('a sixth save is refused with a message naming the limit', async ({ page, baseURL }) => {
  const { headers } = await signInPage(page, baseURL!);
  for (let i = 0; i < 5; i++) {
    const resultId = await makeKundli(page.request, `Person ${i}`, headers);
    expect((await page.request.post('/api/reports', { data: { kind: 'kundli', resultId }, headers })).status()).toBe(201);
  }
  const sixth = await makeKundli(page.request, 'Sixth Person', headers);
  await page.goto(`/kundli/${sixth}`);
  await main(page).getByRole('button', { name: 'Save to my account' }).click();
  await expect(main(page).getByRole('alert')).toHaveText('You can keep up to 5 saved reports. Delete one from your profile to save another.');
  await page.goto('/profile');
  await expect(main(page).getByText('5 of 5 saved.')).toBeVisible();
});

test('a match is saved from its result', async ({ page, baseURL }) => {
  const { headers } = await signInPage(page, baseURL!);
  const res = await page.request.post('/api/match', {
    headers,
    data: {
      boy: { name: 'Ravi', gender: 'male', dob: '1990-06-15', birthTime: '10:00:00', birthPlace: 'Delhi' },
      girl: { name: 'Uma', gender: 'female', dob: '1991-03-01', birthTime: '08:15:00', birthPlace: 'Delhi' },
    },
  });
  const id = (await res.json()).data._id;
  await page.goto(`/matchMaking/${id}`);
  await expect(main(page).getByRole('heading', { name: 'Ravi and Uma' })).toBeVisible();
  await main(page).getByRole('button', { name: 'Save to my account' }).click();
  await expect(main(page).getByText('Saved to your account.')).toBeVisible();
  await page.goto('/profile');
  await expect(main(page).getByRole('link', { name: 'Match: Ravi & Uma' })).toHaveAttribute('href', `/matchMaking/${id}`);
});

test('an account is deleted: its session and reports are gone', async ({ page, baseURL }) => {
  const { headers } = await signInPage(page, baseURL!);
  const kundliId = await makeKundli(page.request, 'Soon Gone', headers);
  expect((await page.request.post('/api/reports', { data: { kind: 'kundli', resultId: kundliId }, headers })).status()).toBe(201);
  await page.goto('/profile');
  await expect(main(page).getByRole('link', { name: 'Kundli of Soon Gone' })).toBeVisible();

  await main(page).getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('anonymised accounting records');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await page.request.get('/api/reports')).status()).toBe(200);

  await main(page).getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  expect((await page.request.get('/api/reports')).status()).toBe(401);
  expect((await page.request.get('/api/users/me')).status()).toBe(401);
  expect((await page.request.get(`/api/kundli/${kundliId}`)).status()).toBe(404);
});

test('the profile works from the keyboard and has no accessibility violations', async ({ page, baseURL }) => {
  const { headers } = await signInPage(page, baseURL!);
  const kundliId = await makeKundli(page.request, 'Keyboard User', headers);
  await page.request.post('/api/reports', { data: { kind: 'kundli', resultId: kundliId }, headers });
  await page.goto('/profile');
  const del = main(page).getByRole('button', { name: 'Delete Kundli of Keyboard User' });
  await expect(del).toBeVisible();

  const axe = () => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).exclude('iframe').analyze();
  expect((await axe()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // Rename from the keyboard: the field takes focus, Enter saves.
  await main(page).getByRole('button', { name: 'Rename Kundli of Keyboard User' }).focus();
  await page.keyboard.press('Enter');
  await expect(main(page).getByLabel('New name')).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Typed name');
  await page.keyboard.press('Enter');
  await expect(main(page).getByRole('link', { name: 'Typed name' })).toBeVisible();

  // The confirmation: focus starts on Cancel, Escape closes it and focus returns.
  const deleteButton = main(page).getByRole('button', { name: 'Delete Typed name' });
  await deleteButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete this report?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect((await axe()).violations.map((v) => v.id)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();

  // At 390 px nothing overflows sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
