import { expect, type Page } from '@playwright/test';
import { smsInbox } from '../../tests/support/otp-inbox';

/**
 * Signs in from the sign-in page the browser is on (`/login`, perhaps with `?next=`), as a person
 * does: the number, Send OTP, the code the server delivered, Verify OTP. The caller checks where
 * the browser lands.
 */
export async function signInOnLoginPage(page: Page, mobile: string): Promise<void> {
  await page.getByLabel('Mobile number').fill(mobile);
  const code = smsInbox(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  // Sending the code can take a while on a busy machine.
  await expect(page).toHaveURL(/\/otp$/, { timeout: 20_000 });
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(await code());
  await page.getByRole('button', { name: 'Verify OTP' }).click();
}
