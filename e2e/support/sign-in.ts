import { expect, type Page } from '@playwright/test';
import { smsInbox } from '../../tests/support/otp-inbox';

/** The sign-in pages' words in each language. */
const WORDS = {
  en: { mobile: 'Mobile number', send: 'Send OTP', otpPage: /\/otp$/, digit: 'Digit 1 of 6', verify: 'Verify OTP' },
  hi: { mobile: 'मोबाइल नंबर', send: 'OTP भेजें', otpPage: /\/hi\/otp$/, digit: '6 में से अंक 1', verify: 'OTP सत्यापित करें' },
} as const;

/**
 * Signs in from the sign-in page the browser is on (`/login` or `/hi/login`, perhaps with `?next=`),
 * as a person does: the number, Send OTP, the code the server delivered, Verify OTP, in the page's
 * language. The caller checks where the browser lands.
 */
export async function signInOnLoginPage(page: Page, mobile: string, language: keyof typeof WORDS = 'en'): Promise<void> {
  const w = WORDS[language];
  await page.getByLabel(w.mobile).fill(mobile);
  const code = smsInbox(mobile);
  await page.getByRole('button', { name: w.send }).click();
  // Sending the code can take a while on a busy machine.
  await expect(page).toHaveURL(w.otpPage, { timeout: 20_000 });
  await page.getByLabel(w.digit).click();
  await page.keyboard.type(await code());
  await page.getByRole('button', { name: w.verify }).click();
}
