/** @jest-environment node */
import type { ContactMessage } from '@/lib/contract/contact';

// A contact message is e-mailed to the business address with the visitor as Reply-To; without
// SMTP it is printed as `[contact] ...`, as codes are.

const env = { smtpUrl: undefined as string | undefined, mailFrom: 'AstroVastu Kendra <no-reply@astrovastukendra.in>', contactEmailTo: 'owner@example.in' };
jest.mock('@/lib/server/env', () => ({ serverEnv: () => env }));
jest.mock('@/lib/server/delivery/smtp', () => ({ sendEmailOverSmtp: jest.fn(async () => undefined) }));

import { deliverContactMessage } from '@/lib/server/delivery/contact-message';
import { sendEmailOverSmtp } from '@/lib/server/delivery/smtp';

const message: ContactMessage = { fullName: 'Asha Rao', countryCode: '+971', phone: '501234567', email: 'asha@example.in', message: 'Please call me about a Vastu check.' };
const received = new Date('2026-11-23T04:00:00Z');

afterEach(() => jest.restoreAllMocks());

it('sends over SMTP to the configured address, answerable to the visitor', async () => {
  env.smtpUrl = 'smtp://127.0.0.1:2525';
  await deliverContactMessage(message, received);
  expect(sendEmailOverSmtp).toHaveBeenCalledWith('smtp://127.0.0.1:2525', expect.objectContaining({ to: 'owner@example.in', replyTo: 'asha@example.in', subject: 'Contact message from Asha Rao' }));
  const { text } = jest.mocked(sendEmailOverSmtp).mock.calls[0]![1];
  expect(text).toContain('Phone: +971 501234567');
  expect(text).toContain('Received: 2026-11-23T04:00:00.000Z');
  expect(text).toContain(message.message);
});

it('prints the message when no SMTP server is configured', async () => {
  env.smtpUrl = undefined;
  const print = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  await deliverContactMessage(message, received);
  expect(print).toHaveBeenCalledTimes(1);
  expect(print.mock.calls[0]![0]).toMatch(/^\[contact\] to=owner@example\.in reply-to=asha@example\.in subject=Contact message from Asha Rao\n/);
  expect(print.mock.calls[0]![0]).toContain(message.message);
});
