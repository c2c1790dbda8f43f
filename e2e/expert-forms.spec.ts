import { expect, test, type Page } from '@playwright/test';
import { asAdmin } from '../tests/support/admin';
import { randomIp } from '../tests/support/otp-inbox';
import { portrait, signInExpert as registerAndStore } from './support/experts';

/** Registers an expert through the API in this browser context (from its own address) and stores its user data as the site does. */
async function signInExpert(page: Page, baseURL: string, expertType: 'astrologer' | 'vastu-astrologer', override: Record<string, unknown> = {}) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
  return registerAndStore(page, baseURL, expertType, override);
}

// Scoped to the page's main content: Next's route announcer is an alert too.
const alertText = (page: Page) => page.locator('main').getByRole('alert').first();

test.describe('astrologer profile form', () => {
  test('identity prefilled and read-only, no internal id; every problem at once; a successful application shows its status', async ({ page, playwright, baseURL }) => {
    const user = await signInExpert(page, baseURL!, 'astrologer');
    await page.goto('/join/astrologer');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Astrologer Profile');
    for (const [label, value] of [['Name', user.name], ['Email', user.email], ['Mobile number', user.mobile]] as const) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('readonly', '');
    }
    // Issue 12: the internal id and an empty rating are not the applicant's business.
    await expect(page.getByLabel(/Astrologer ID/)).toHaveCount(0);
    await expect(page.getByText(user._id)).toHaveCount(0);
    await expect(page.getByLabel(/^(Rating|Reviews)$/)).toHaveCount(0);
    // Generic values are examples, not answers.
    await expect(page.getByLabel('Bio')).toHaveValue('');
    await expect(page.getByLabel('Bio')).toHaveAttribute('placeholder', 'Expert in Vedic Astrology');
    await expect(page.getByLabel('Expertise')).toHaveValue('');
    await expect(page.getByLabel('Expertise')).toHaveAttribute('placeholder', 'Vedic, Numerology, Tarot');
    await expect(page.getByLabel('Languages')).toHaveValue('');

    const submit = page.getByRole('button', { name: 'Create Profile' });
    await submit.click();
    await expect(alertText(page)).toHaveText('⚠️ Please fix the highlighted errors before submitting.');
    for (const message of ['Experience must be greater than 0.', 'Please enter Chat fee per minute.', 'Please enter Video fee per minute.', 'Profile image is required.']) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Experience (years)')).toBeFocused();
    await page.getByLabel('Experience (years)').fill('9');
    await expect(page.getByText('Experience must be greater than 0.', { exact: true })).toHaveCount(0);
    await page.getByLabel('Chat fee per minute (₹)').fill('25');
    await page.getByLabel('Video call fee per minute (₹)').fill('40');
    await page.getByLabel('Bio').fill('Twenty years of Parashari practice, mostly career and marriage questions.');
    await page.getByLabel('Expertise').fill('Vedic, KP');
    await page.getByLabel('Languages').fill('Hindi, Marathi');

    // The weekly editor: add and remove a slot, mark a day off.
    const monday = page.getByRole('group', { name: 'Monday' });
    await expect(monday.getByLabel('Monday slot 1 start')).toHaveValue('09:00');
    await expect(monday.getByLabel('Monday slot 1 end')).toHaveValue('12:00');
    await expect(monday.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    await monday.getByRole('button', { name: /Add slot/ }).click();
    await expect(monday.getByLabel('Monday slot 2 start')).toHaveValue('09:00');
    await expect(monday.getByLabel('Monday slot 2 end')).toHaveValue('10:00');
    await monday.getByRole('button', { name: /^Remove/ }).first().click();
    await expect(monday.getByLabel('Monday slot 2 start')).toHaveCount(0);
    const sunday = page.getByRole('switch', { name: /Sunday/ });
    await sunday.click();
    await expect(sunday).toHaveAttribute('aria-checked', 'false');
    await expect(sunday).toContainText('Not Available');

    await page.getByLabel('Profile image').setInputFiles(await portrait());
    await submit.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Your data has been submitted successfully. We’ll contact you soon.');
    await expect(dialog).toContainText(user.name);
    const src = await dialog.locator('img').getAttribute('src');
    expect(src).toMatch(/\/api\/uploads\//);
    const image = await page.request.get(src!.replace(/^.*(\/api\/uploads\/)/, '$1'));
    expect(image.headers()['content-type']).toBe('image/webp');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // Issue 12: not the filled form with "Create Profile" again, but the status and what happens next.
    await expect(page.getByRole('heading', { name: 'Your Astrologer application' })).toBeFocused();
    await expect(page.getByText('Under review', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Profile' })).toHaveCount(0);

    // Changing it updates the same application: the console lists it once, with the new fee.
    await page.getByRole('button', { name: 'Change your application' }).click();
    await page.getByLabel('Chat fee per minute (₹)').fill('30');
    await page.getByLabel('Profile image').setInputFiles(await portrait());
    await page.getByRole('button', { name: 'Create Profile' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('Under review', { exact: true })).toBeVisible();

    // A reload (or a later visit) still shows the status, and "Change" opens the form as last sent.
    await page.reload();
    await expect(page.getByText('Under review', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Profile' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Change your application' }).click();
    await expect(page.getByLabel('Chat fee per minute (₹)')).toHaveValue('30');
    await expect(page.getByLabel('Bio')).toHaveValue('Twenty years of Parashari practice, mostly career and marriage questions.');
    // The photo under review is shown and kept: a change of the fee need not choose it again.
    const photo = page.getByRole('img', { name: 'Your current profile image' });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await page.getByLabel('Chat fee per minute (₹)').fill('32');
    await page.getByRole('button', { name: 'Create Profile' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('Under review', { exact: true })).toBeVisible();

    const { request: admin } = await asAdmin(playwright, baseURL!);
    const { items } = await (await admin.get('/api/admin/applications?status=pending')).json();
    const mine = items.filter((a: { applicant: { id: string } }) => a.applicant.id === user._id);
    expect(mine).toHaveLength(1);
    expect(mine[0].profile).toMatchObject({ feePerMinChat: 32, bio: 'Twenty years of Parashari practice, mostly career and marriage questions.', languages: ['Hindi', 'Marathi'] });
  });

  test('the identity rules are shown at their fields with the spec’s messages', async ({ page, baseURL }) => {
    const user = await signInExpert(page, baseURL!, 'astrologer');
    for (const [override, label, message] of [
      [{ name: '' }, 'Name', 'Name is required.'],
      [{ email: '' }, 'Email', 'Email is required.'],
      [{ email: 'not-an-address' }, 'Email', 'Enter a valid email address.'],
      [{ mobile: '98765' }, 'Mobile number', 'Enter a valid mobile number.'],
    ] as const) {
      await page.evaluate((u) => localStorage.setItem('userData', JSON.stringify(u)), { ...user, ...override });
      await page.goto('/join/astrologer');
      await page.getByRole('button', { name: 'Create Profile' }).click();
      await expect(alertText(page)).toHaveText('⚠️ Please fix the highlighted errors before submitting.');
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expect(page.getByLabel(label, { exact: true })).toBeFocused();
    }
  });

  test('the server’s refusal is shown (a slot that ends before it starts)', async ({ page, baseURL }) => {
    await signInExpert(page, baseURL!, 'astrologer');
    await page.goto('/join/astrologer');
    await page.getByLabel('Experience (years)').fill('5');
    await page.getByLabel('Chat fee per minute (₹)').fill('10');
    await page.getByLabel('Video call fee per minute (₹)').fill('20');
    await page.getByLabel('Monday slot 1 end').fill('08:00');
    await page.getByLabel('Profile image').setInputFiles(await portrait());
    await page.getByRole('button', { name: 'Create Profile' }).click();
    await expect(alertText(page)).toHaveText('Each time slot must end after it starts.');
  });

  test('without registration the form asks the visitor to register first', async ({ page }) => {
    await page.goto('/join/astrologer');
    await expect(page.getByRole('link', { name: /Join as an Expert|register/i }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Profile' })).toHaveCount(0);
  });
});

test.describe('Vastu astrologer profile form', () => {
  test('checks fields on leaving them and on submit, focuses the first problem, then submits and shows the status', async ({ page, baseURL }) => {
    const user = await signInExpert(page, baseURL!, 'vastu-astrologer');
    await page.goto('/join/vastuastrologer');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Vastu Astrologer Profile');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(user.email);
    await expect(page.getByLabel('Mobile number')).toHaveValue(user.mobile);
    for (const label of ['Rating', 'Satisfied users', 'Reviews', 'Vastu Astrologer ID']) await expect(page.getByLabel(label)).toHaveCount(0);

    const name = page.getByLabel(/^Name/);
    await name.fill('');
    await name.blur();
    await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      await page.getByRole('switch', { name: new RegExp(day) }).click();
    }
    await page.getByRole('button', { name: 'Create Profile' }).click();
    await expect(page.getByText('⚠️ Please fix the highlighted errors before submitting.')).toBeVisible();
    for (const message of [
      'Name is required',
      'Experience must be greater than 0',
      'Charge must be greater than 0',
      'Education background is required',
      'Profile image is required',
      'At least one skill is required',
      'At least one day must be marked as available',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(name).toBeFocused();

    await name.fill('Raghav Sharma');
    await page.getByLabel('Experience (years)').fill('12');
    await page.getByLabel('Consultation charge (₹)').fill('5100');
    await page.getByLabel('Education background').fill('B.Arch; diploma in Vastu Shastra');
    await page.getByLabel('Skills').fill('Residential Vastu, Commercial Vastu');
    await page.getByRole('switch', { name: /Monday/ }).click();
    const monday = page.getByRole('group', { name: 'Monday' });
    if ((await monday.getByLabel('Monday slot 1 start').count()) === 0) await monday.getByRole('button', { name: /Add slot/ }).click();
    await page.getByLabel('Profile image').setInputFiles(await portrait());
    await page.getByRole('button', { name: 'Create Profile' }).click();
    await expect(page.getByRole('status').filter({ hasText: '✅ Vastu Astrologer profile created successfully!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Vastu Astrologer application' })).toBeFocused();
    await expect(page.getByText('Under review', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Profile' })).toHaveCount(0);
  });
});
