import type { Page } from '@playwright/test';
import { addDays, indiaToday } from '../../lib/consultations/booking-dates';

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

/** A Professional Vastu Check's date, time window and property, as a customer fills them. */
export async function fillVastuBooking(page: Page): Promise<void> {
  await waitForBookingForm(page);
  await page.getByLabel('Preferred date').fill(addDays(indiaToday(), 5));
  await page.getByLabel('Time window').selectOption('afternoon');
  await page.getByLabel('Property address').fill('14 Gulmohar Enclave, Sector 21');
  await page.getByLabel('City').fill('Faridabad');
  await page.getByLabel('Property type').selectOption('flat');
}
