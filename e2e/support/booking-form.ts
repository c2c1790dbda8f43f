import { expect, type Page } from '@playwright/test';

/**
 * Waits until React has hydrated the booking form. Its fields are controlled: a value typed into
 * the server's HTML before hydration is replaced by the form's state at its next render, which on
 * a busy machine made a filled date vanish. React marks each hydrated element with its props.
 */
export async function waitForBookingForm(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const form = document.querySelector('main form');
    return form !== null && Object.keys(form).some((key) => key.startsWith('__reactProps$'));
  });
}

/** The booking form's "About you", asked while the account has no name and state (the first booking). */
export async function fillAboutYou(page: Page, { name = 'Asha Verma', state = 'Haryana' }: { name?: string; state?: string } = {}): Promise<void> {
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Your state').selectOption({ label: state });
}

/** The slot picker's times of the day shown (India time). */
export const timesOfDay = (page: Page) => page.getByRole('radiogroup', { name: /^Times on / });

/** Chooses the first free time the slot picker offers (after the free times have loaded); resolves to its start. */
export async function chooseFirstFreeTime(page: Page): Promise<string> {
  const first = timesOfDay(page).getByRole('radio').first();
  await expect(first).toBeVisible({ timeout: 20_000 });
  await first.check();
  await expect(first).toBeChecked();
  return (await first.getAttribute('value'))!;
}

/** A Professional Vastu Check's time and property, as a customer fills them. */
export async function fillVastuBooking(page: Page): Promise<void> {
  await waitForBookingForm(page);
  await chooseFirstFreeTime(page);
  await page.getByLabel('Property address').fill('14 Gulmohar Enclave, Sector 21');
  await page.getByLabel('City').fill('Faridabad');
  await page.getByLabel('Property type').selectOption('flat');
}

/** An astrology booking's birth details, the place chosen from the kundli form's place picker. */
export async function fillBirthDetails(page: Page): Promise<void> {
  await page.getByLabel(/^Name/).fill('Asha Verma');
  await page.getByLabel('Date of birth').fill('1990-08-15');
  await page.getByLabel('Birth time').fill('14:30');
  await page.getByRole('combobox', { name: 'Birth place' }).fill('Faridabad');
  await page.getByRole('option', { name: /^Faridabad/ }).first().click();
  await expect(page.getByLabel('Latitude')).toHaveValue(/^28\.4/);
}
