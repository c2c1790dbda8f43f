import { expect, type APIRequestContext } from '@playwright/test';
import { randomIp } from '../../tests/support/otp-inbox';

/**
 * Sends a contact message as a visitor from an address of their own (the contact form's limit is
 * per address) and returns the unique e-mail address it was sent from, to find it in the console.
 */
export async function sendContactMessage(
  request: APIRequestContext,
  message: { fullName: string; countryCode: string; phone: string; message: string; emailPrefix?: string },
): Promise<string> {
  const { emailPrefix = 'visitor', ...fields } = message;
  const email = `${emailPrefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.in`;
  const sent = await request.post('/api/contact', { headers: { 'X-Forwarded-For': randomIp() }, data: { ...fields, email } });
  expect(sent.status()).toBe(201);
  return email;
}
