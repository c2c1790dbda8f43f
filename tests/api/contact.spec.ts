import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import pg from 'pg';
import { CONTACT_HONEYPOT_FIELD, CONTACT_THANK_YOU } from '@/lib/contract/contact';
import { clientHeaders } from '../support/api-client';
import { receivedContactEmails, serverLogOf, waitForContactEmail } from '../support/otp-inbox';

// Issue 10, "Contact messages": POST /api/contact checks each field, stores the message and
// e-mails it to the business through the server's SMTP peer; a bot that fills in the honeypot
// gets the same answer and nothing happens. (The per-address limit is tested on the short-timing
// server: tests/api/tool-limits.spec.ts.)

const BUSINESS_ADDRESS = 'contact@astrovastukendra.in';

function visitorEmail(): string {
  return `visitor.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.in`;
}

const message = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Asha Rao',
  countryCode: '+91',
  phone: '98765 43210',
  email: visitorEmail(),
  message: 'We are buying a flat in Noida. Could you check its Vastu before we sign? Evenings suit us best.',
  ...overrides,
});

const send = (request: APIRequestContext, data: unknown) => request.post('/api/contact', { data, headers: clientHeaders() });

/** The log of the request that gave this answer (the server logs events with its request id). */
const logEvents = (res: APIResponse) => serverLogOf(res.headers()['x-request-id']!).map((e) => e.msg);

/** With PostgreSQL (scripts/test-postgres.sh) the tests can look at the table itself. */
async function storedRows(email: string): Promise<Record<string, unknown>[] | null> {
  if (!process.env.DATABASE_URL) return null;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query('select * from contact_messages where email = $1', [email])).rows;
  } finally {
    await client.end();
  }
}

test('a valid message is stored and e-mailed to the business, answering to the visitor', async ({ request }) => {
  const sent = message();
  const res = await send(request, sent);
  expect(res.status()).toBe(201);
  expect(res.headers()['cache-control']).toContain('no-store');
  expect(await res.json()).toEqual({ status: 'success', message: CONTACT_THANK_YOU });
  expect(logEvents(res)).toContain('contact message stored');

  const mail = await waitForContactEmail(sent.email);
  expect(mail.to).toContain(BUSINESS_ADDRESS);
  expect(mail.replyTo).toContain(sent.email);
  expect(mail.subject).toBe('Contact message from Asha Rao');
  expect(mail.text).toContain('Phone: +91 9876543210');
  expect(mail.text).toContain(`E-mail: ${sent.email}`);
  expect(mail.text).toContain(sent.message);

  const rows = await storedRows(sent.email);
  if (rows) {
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ full_name: 'Asha Rao', country_code: '+91', phone: '9876543210', message: sent.message, status: 'new' });
  }
});

test('the message text and the visitor details never reach the server log', async ({ request }) => {
  const sent = message({ fullName: 'Zephyrine Quillfeather', message: 'Xqorvel marker text for the log check, please call.' });
  const res = await send(request, sent);
  expect(res.status()).toBe(201);
  await waitForContactEmail(sent.email);
  const lines = JSON.stringify(serverLogOf(res.headers()['x-request-id']!));
  for (const secret of ['Zephyrine', 'Xqorvel', sent.email, '9876543210']) expect(lines).not.toContain(secret);
});

for (const [field, value, expected] of [
  ['fullName', '', 'Please enter your full name.'],
  ['fullName', 'a'.repeat(81), 'Please shorten your name to at most 80 characters.'],
  ['countryCode', '+999', 'Please choose a country code from the list.'],
  ['phone', '', 'Please enter your phone number.'],
  ['phone', '98765abcde', 'Please use digits only in the phone number.'],
  ['phone', '987654321', 'Please enter a 10-digit phone number for India (+91), without the country code.'],
  ['email', 'asha@', 'Please enter a valid e-mail address.'],
  ['email', undefined, 'Please enter your e-mail address.'],
  ['message', 'Call me', 'Please write a little more: at least 10 characters.'],
  ['message', 'a'.repeat(2001), 'Please shorten your message to at most 2000 characters.'],
  ['message', 'Please call\u0000 me back', 'Message contains characters that are not allowed.'],
  ['fullName', 'Asha \ud800', 'Full name contains characters that are not allowed.'],
] as const) {
  test(`${field} ${JSON.stringify(value)?.slice(0, 24) ?? 'missing'} is refused with 400: "${expected}"`, async ({ request }) => {
    const sent = message({ [field]: value });
    const res = await send(request, sent);
    expect(res.status()).toBe(400);
    expect(await res.json()).toMatchObject({ status: 'error', success: false, message: expected });
    expect(logEvents(res)).not.toContain('contact message stored');
  });
}

test('a phone number is checked against its own country code', async ({ request }) => {
  expect((await send(request, message({ countryCode: '+65', phone: '9123 4567' }))).status()).toBe(201);
  const res = await send(request, message({ countryCode: '+65', phone: '9876543210' }));
  expect(res.status()).toBe(400);
  expect((await res.json()).message).toBe('Please enter an 8-digit phone number for Singapore (+65), without the country code.');
});

test('a filled-in honeypot gets the same answer as a person, and nothing is stored or sent', async ({ request }) => {
  const bot = message({ [CONTACT_HONEYPOT_FIELD]: 'https://cheap-pills.example' });
  const person = message();
  const [botRes, personRes] = [await send(request, bot), await send(request, person)];
  expect(botRes.status()).toBe(personRes.status());
  expect(await botRes.json()).toEqual(await personRes.json());
  expect(botRes.headers()['content-type']).toBe(personRes.headers()['content-type']);

  expect(logEvents(botRes)).toContain('contact message dropped: the hidden field was filled in');
  expect(logEvents(botRes)).not.toContain('contact message stored');
  // The person's message arrives; the bot's, sent first, never does.
  await waitForContactEmail(person.email);
  expect(receivedContactEmails(bot.email)).toEqual([]);
  const rows = await storedRows(bot.email);
  if (rows) expect(rows).toEqual([]);
});

test('a body that is not JSON, not an object or too large is refused with a 4xx and a plain message', async ({ request }) => {
  const headers = clientHeaders();
  const notJson = await request.post('/api/contact', { headers: { ...headers, 'Content-Type': 'text/plain' }, data: 'fullName=Asha' });
  expect(notJson.status()).toBe(415);
  const array = await request.post('/api/contact', { headers, data: [message()] });
  expect(array.status()).toBe(400);
  expect((await array.json()).message).toBe('The request body must be a JSON object.');
  const huge = await request.post('/api/contact', { headers, data: message({ message: 'a'.repeat(70 * 1024) }) });
  expect(huge.status()).toBe(413);
  expect((await huge.json()).message).toBe('The request is too large. It may be at most 64 KB.');
  const nulKey = await request.post('/api/contact', { headers: { ...headers, 'Content-Type': 'application/json' }, data: `{"fullName":"Asha","email\\u0000":"x"}` });
  expect(nulKey.status()).toBe(400);
});

test('a write from another site is refused', async ({ request }) => {
  const res = await request.post('/api/contact', { data: message(), headers: { ...clientHeaders(), Origin: 'https://evil.example' } });
  expect(res.status()).toBe(403);
});
