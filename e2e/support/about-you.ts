import type { Page } from '@playwright/test';

/** The booking form's "About you", asked while the account has no name and state (the first booking). */
export async function fillAboutYou(page: Page, { name = 'Asha Verma', state = 'Haryana' }: { name?: string; state?: string } = {}): Promise<void> {
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Your state').selectOption({ label: state });
}
