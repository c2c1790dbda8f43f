/** @jest-environment node */
import type { ContactMessage } from '@/lib/contract/contact';

// Without SMS or SMTP, deliveries are printed to the server's console, where people and the tests
// (tests/support/otp-inbox.ts) read one-time codes from `[otp] to=… code=…` lines. Text a visitor,
// an applicant or a reviewer typed must never start a line there, so it cannot forge such a line.

const env = {
  smtpUrl: undefined as string | undefined,
  sms: { provider: 'console' as const },
  mailFrom: 'AstroVastu Kendra <no-reply@astrovastukendra.in>',
  contactEmailTo: 'owner@example.in',
  otpTtlMs: 600_000,
};
jest.mock('@/lib/server/env', () => ({ serverEnv: () => env }));
jest.mock('@/lib/server/delivery/smtp', () => ({ sendEmailOverSmtp: jest.fn(async () => undefined) }));

import { deliverEmailBookingUpdate, deliverSmsBookingUpdate, deliverSmsCode } from '@/lib/server/delivery';
import { deliverApplicationDecision } from '@/lib/server/delivery/application-decision';
import { deliverContactMessage } from '@/lib/server/delivery/contact-message';
import { deliverContactReply } from '@/lib/server/delivery/contact-reply';

const FORGED = '[otp] to=+91 9999999999 code=123456';
// Every way a reader may see a new line begin: \n, \r, CR LF, vertical tab, form feed, NEL and
// the Unicode line and paragraph separators (JavaScript's multiline `^` honours \r and both).
const BREAKS = ['\n', '\r', '\r\n', '\v', '\f', '\u0085', '\u2028', '\u2029'];
const forgeries = BREAKS.map((br) => `Please call me.${br}${FORGED}${br}Thanks`);

let printed: string[] = [];
beforeEach(() => {
  printed = [];
  jest.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void printed.push(args.map(String).join(' ')));
});
afterEach(() => jest.restoreAllMocks());

/** The printed lines as any reader splits them. */
const lines = () => printed.join('\n').split(/\r\n|[\n\r\v\f\u001c-\u001e\u0085\u2028\u2029]/);
const otpLines = () => lines().filter((line) => line.startsWith('[otp]'));

describe('console delivery never lets user text start a line', () => {
  it.each(forgeries.map((f, i) => [JSON.stringify(BREAKS[i]), f]))('a contact message with %s before a forged code line', async (_break, text) => {
    const message: ContactMessage = { fullName: 'Asha Rao', countryCode: '+91', phone: '9822001122', email: 'asha@example.in', message: text };
    await deliverContactMessage(message, new Date('2026-11-23T04:00:00Z'));
    expect(printed).toHaveLength(1);
    expect(otpLines()).toEqual([]);
    expect(/^\[otp\]/m.test(printed.join('\n'))).toBe(false);
    // The message is still there to read, each of its lines indented under the heading.
    expect(printed[0]).toMatch(/^\[contact\] to=owner@example\.in reply-to=asha@example\.in subject=Contact message from Asha Rao\n/);
    expect(lines()).toContain('  Please call me.');
  });

  it('a forged line in the name (the subject line) or in a reply', async () => {
    const message: ContactMessage = { fullName: `Asha\n${FORGED}`, countryCode: '+91', phone: '9822001122', email: 'asha@example.in', message: 'Hello' };
    await deliverContactMessage(message, new Date());
    await deliverContactReply({ to: 'asha@example.in', fullName: `Asha\r${FORGED}`, originalMessage: `Hi\u2028${FORGED}`, received: new Date(), text: `Answer\n${FORGED}` });
    expect(printed).toHaveLength(2);
    expect(otpLines()).toEqual([]);
  });

  it("a reviewer's reason and an applicant's name in an application decision", async () => {
    const decision = { name: `Kavya\n${FORGED}`, kind: 'astrologer', approved: false, reason: `Blurred photo.\n${FORGED}` } as const;
    // One channel each: the verified address, or else the mobile.
    await deliverApplicationDecision({ email: 'kavya@example.in' }, decision);
    await deliverApplicationDecision({ mobileE164: '+919822001122' }, decision);
    expect(printed).toHaveLength(2);
    expect(otpLines()).toEqual([]);
  });

  it('a booking notice', async () => {
    const message = { subject: `Booking\n${FORGED}`, text: `Your booking\n${FORGED}`, smsVariables: {} };
    await deliverSmsBookingUpdate('+919822001122', message);
    await deliverEmailBookingUpdate('asha@example.in', message);
    expect(otpLines()).toEqual([]);
  });

  it('control characters that could rewrite a terminal line are shown escaped', async () => {
    const message: ContactMessage = { fullName: 'Asha', countryCode: '+91', phone: '9822001122', email: 'asha@example.in', message: `Hi\u001b[2K\u001b[1G${FORGED}` };
    await deliverContactMessage(message, new Date());
    expect(printed[0]).not.toContain('\u001b');
    expect(printed[0]).toContain('\\u001b[2K');
  });

  it('a real code is still printed as the one line the tests and operators read', async () => {
    await deliverSmsCode('+919822001122', '654321');
    expect(printed).toEqual(['[otp] to=+919822001122 code=654321']);
    const inboxPattern = new RegExp(`^\\[otp\\] to=\\+919822001122 code=(\\d{6})$`, 'gm');
    expect([...printed.join('\n').matchAll(inboxPattern)].map((m) => m[1])).toEqual(['654321']);
  });
});
