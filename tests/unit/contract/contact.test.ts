/** @jest-environment node */
import { CONTACT_COUNTRY_CODES, CONTACT_HONEYPOT_FIELD, contactRequestSchema, phoneDigitsMessage } from '@/lib/contract/contact';

const valid = { fullName: 'Asha Rao', countryCode: '+91', phone: '98765 43210', email: 'Asha@Example.in', message: 'Please call me about a Vastu check.' };

/** Each field's first problem, as the form shows them. */
function problems(body: unknown): Record<string, string> {
  const result = contactRequestSchema.safeParse(body);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
  return found;
}

describe('contact message request', () => {
  it('accepts a complete message and tidies what was typed', () => {
    expect(contactRequestSchema.parse({ ...valid, fullName: '  Asha \n  Rao ' })).toEqual({
      fullName: 'Asha Rao',
      countryCode: '+91',
      phone: '9876543210',
      email: 'asha@example.in',
      message: 'Please call me about a Vastu check.',
    });
  });

  it.each(CONTACT_COUNTRY_CODES.map((c) => [c.code, c.digits] as const))('takes %s numbers of exactly %i digits', (code, digits) => {
    expect(contactRequestSchema.safeParse({ ...valid, countryCode: code, phone: '9'.repeat(digits) }).success).toBe(true);
    expect(problems({ ...valid, countryCode: code, phone: '9'.repeat(digits - 1) }).phone).toBe(phoneDigitsMessage(code));
    expect(problems({ ...valid, countryCode: code, phone: '9'.repeat(digits + 1) }).phone).toBe(phoneDigitsMessage(code));
  });

  it('says which country a wrong-length number was checked for', () => {
    expect(phoneDigitsMessage('+971')).toBe('Please enter a 9-digit phone number for UAE (+971), without the country code.');
  });

  it('gives every field its own plain message, all at once', () => {
    expect(problems({ fullName: '', countryCode: '+0', phone: '', email: 'not-an-address', message: 'Hi' })).toEqual({
      fullName: 'Please enter your full name.',
      countryCode: 'Please choose a country code from the list.',
      phone: 'Please enter your phone number.',
      email: 'Please enter a valid e-mail address.',
      message: 'Please write a little more: at least 10 characters.',
    });
    expect(problems({})).toEqual({
      fullName: 'Please enter your full name.',
      countryCode: 'Please choose a country code from the list.',
      phone: 'Please enter your phone number.',
      email: 'Please enter your e-mail address.',
      message: 'Please write your message.',
    });
  });

  it('refuses letters in the phone number and values of the wrong type', () => {
    expect(problems({ ...valid, phone: '98765abcde' }).phone).toBe('Please use digits only in the phone number.');
    expect(problems({ ...valid, phone: 9876543210 }).phone).toBe('Please enter your phone number.');
    expect(problems({ ...valid, countryCode: 91 }).countryCode).toBe('Please choose a country code from the list.');
  });

  it('bounds every text', () => {
    expect(problems({ ...valid, fullName: 'a'.repeat(81) }).fullName).toBe('Please shorten your name to at most 80 characters.');
    expect(problems({ ...valid, message: 'a'.repeat(2001) }).message).toBe('Please shorten your message to at most 2000 characters.');
    expect(contactRequestSchema.safeParse({ ...valid, message: 'a'.repeat(2000) }).success).toBe(true);
    expect(problems({ ...valid, email: `${'a'.repeat(250)}@x.in` }).email).toBe('That e-mail address is too long.');
    expect(problems({ ...valid, phone: '1'.repeat(25) }).phone).toBe('That phone number is too long.');
    expect(problems({ ...valid, [CONTACT_HONEYPOT_FIELD]: 'a'.repeat(501) })[CONTACT_HONEYPOT_FIELD]).toBeDefined();
  });

  it('refuses NUL and lone surrogates, which the database cannot store', () => {
    expect(problems({ ...valid, message: 'Hello there\u0000!' }).message).toBe('Message contains characters that are not allowed.');
    expect(problems({ ...valid, fullName: 'Asha \ud800' }).fullName).toBe('Full name contains characters that are not allowed.');
  });

  it('passes the honeypot through, so the server can tell a bot', () => {
    expect(contactRequestSchema.parse({ ...valid, [CONTACT_HONEYPOT_FIELD]: 'http://spam.example' })[CONTACT_HONEYPOT_FIELD]).toBe('http://spam.example');
  });
});
