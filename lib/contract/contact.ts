import './zod-jitless';
import { z } from 'zod';
import { emailSchema } from './auth';
import { textField } from './text-field';

// POST /api/contact (SPEC 2.8): the contact page's message, checked by the form and the route
// with this one schema, so both give the same plain-language messages.

/** The countries the contact form offers, with how many digits a national number has there. */
export const CONTACT_COUNTRY_CODES = [
  { code: '+91', country: 'India', digits: 10 },
  { code: '+971', country: 'UAE', digits: 9 },
  { code: '+1', country: 'USA / Canada', digits: 10 },
  { code: '+44', country: 'UK', digits: 10 },
  { code: '+61', country: 'Australia', digits: 9 },
  { code: '+65', country: 'Singapore', digits: 8 },
] as const;

export type ContactCountryCode = (typeof CONTACT_COUNTRY_CODES)[number]['code'];

export const DEFAULT_CONTACT_COUNTRY_CODE: ContactCountryCode = '+91';

export const CONTACT_NAME_MAX_LENGTH = 80;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;

/**
 * The honeypot: a field people never see (hidden from sight, screen readers and the keyboard)
 * that form-filling bots fill in. A plausible name, so a bot takes it for a real field.
 */
export const CONTACT_HONEYPOT_FIELD = 'website';

const COUNTRY_MESSAGE = 'Please choose a country code from the list.';
const PHONE_MESSAGE = 'Please enter your phone number.';

const digitsOf = (code: string) => CONTACT_COUNTRY_CODES.find((c) => c.code === code)?.digits;

/** The message of a phone number with the wrong number of digits for its country code. */
export function phoneDigitsMessage(code: ContactCountryCode): string {
  const entry = CONTACT_COUNTRY_CODES.find((c) => c.code === code)!;
  const article = [8, 11, 18].includes(entry.digits as number) ? 'an' : 'a';
  return `Please enter ${article} ${entry.digits}-digit phone number for ${entry.country} (${entry.code}), without the country code.`;
}

const knownCodes: readonly string[] = CONTACT_COUNTRY_CODES.map((c) => c.code);

export const contactRequestSchema = z
  .object({
    fullName: textField('Full name', CONTACT_NAME_MAX_LENGTH, {
      required: 'Please enter your full name.',
      tooLong: `Please shorten your name to at most ${CONTACT_NAME_MAX_LENGTH} characters.`,
    })
      .trim()
      .min(2, 'Please enter your full name.')
      // One line: the name goes into the e-mail's subject.
      .transform((v) => v.replace(/\s+/g, ' ')),
    countryCode: textField('Country code', 8, { required: COUNTRY_MESSAGE, tooLong: COUNTRY_MESSAGE })
      .trim()
      .refine((v) => knownCodes.includes(v), COUNTRY_MESSAGE)
      .transform((v) => v as ContactCountryCode),
    // Spaces, dashes, dots and brackets typed between the digits are ignored.
    phone: textField('Phone number', 24, { required: PHONE_MESSAGE, tooLong: 'That phone number is too long.' })
      .transform((v) => v.replace(/[\s\-.()]/g, ''))
      .refine((v) => v.length > 0, PHONE_MESSAGE)
      .refine((v) => /^\d+$/.test(v), 'Please use digits only in the phone number.'),
    email: emailSchema,
    message: textField('Message', CONTACT_MESSAGE_MAX_LENGTH, {
      required: 'Please write your message.',
      tooLong: `Please shorten your message to at most ${CONTACT_MESSAGE_MAX_LENGTH} characters.`,
    })
      .trim()
      .min(1, 'Please write your message.')
      .min(CONTACT_MESSAGE_MIN_LENGTH, `Please write a little more: at least ${CONTACT_MESSAGE_MIN_LENGTH} characters.`),
    /** The honeypot (see CONTACT_HONEYPOT_FIELD): any text is accepted; filled in means a bot. */
    [CONTACT_HONEYPOT_FIELD]: textField('Website', 500).optional(),
  })
  .superRefine((value, ctx) => {
    // Digits per country. Zod runs this even when other fields have problems (so the form shows
    // every problem at once), when a field may still hold what was sent: check the types here.
    const { countryCode, phone } = value as { countryCode: unknown; phone: unknown };
    const digits = typeof countryCode === 'string' ? digitsOf(countryCode) : undefined;
    if (digits !== undefined && typeof phone === 'string' && /^\d+$/.test(phone) && phone.length !== digits) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: phoneDigitsMessage(countryCode as ContactCountryCode) });
    }
  });

export type ContactRequest = z.input<typeof contactRequestSchema>;
export type ContactMessage = z.output<typeof contactRequestSchema>;

/** 201: the message was received (also the answer to a bot that filled in the honeypot). */
export interface ContactResponse {
  status: 'success';
  message: string;
}

export const CONTACT_THANK_YOU = 'Thank you for your message. We will reply within one working day.';
