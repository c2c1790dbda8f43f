import fs from 'node:fs';
import path from 'node:path';

// Reads what the test server delivered: SMS codes it printed to its console (copied to
// E2E_SERVER_LOG by scripts/serve-for-tests.mjs) and e-mail received by the SMTP peer.

type Inbox = { E2E_SERVER_LOG: string; E2E_MAILBOX: string };
let current: Inbox | undefined;

/** Which server's deliveries to read: 'main' (default), 'timing' or 'edge' (see playwright.config.ts). */
export function readInboxOf(server: 'main' | 'timing' | 'edge') {
  current = (JSON.parse(process.env.E2E_INBOXES ?? '{}') as Record<string, Inbox>)[server];
}

function inbox(): Inbox {
  if (!current) readInboxOf('main');
  if (!current) throw new Error('E2E_INBOXES is not set: run the tests through Playwright');
  return current;
}

const logFile = () => inbox().E2E_SERVER_LOG;
const mailbox = () => inbox().E2E_MAILBOX;

function smsCodes(destination: string): string[] {
  const text = fs.existsSync(logFile()) ? fs.readFileSync(logFile(), 'utf8') : '';
  const re = new RegExp(`^\\[otp\\] to=${destination.replace('+', '\\+')} code=(\\d{6})$`, 'gm');
  return [...[...text.matchAll(re)].map((m) => m[1]!), ...msg91Codes(destination)];
}

/** SMS the server sent through MSG91 to the test peer (serve-for-tests.mjs, E2E_MSG91_PEER). */
function msg91Codes(destination: string): string[] {
  const box = path.join(path.dirname(mailbox()), 'sms');
  if (!fs.existsSync(box)) return [];
  return fs
    .readdirSync(box)
    .sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0]) || Number(a.split('-')[1]!.split('.')[0]) - Number(b.split('-')[1]!.split('.')[0]))
    .map((f) => JSON.parse(fs.readFileSync(path.join(box, f), 'utf8')) as { to: string; code: string })
    .filter((m) => m.to === destination)
    .map((m) => m.code);
}

/** The code in an e-mail's text, in English or Hindi ("आपका सत्यापन कोड 123456 है"). */
const CODE_IN_EMAIL = /(?:verification code is|सत्यापन कोड) (\d{6})/;

function emailCodes(address: string): string[] {
  if (!fs.existsSync(mailbox())) return [];
  return fs
    .readdirSync(mailbox())
    .sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0]) || Number(a.split('-')[1]!.split('.')[0]) - Number(b.split('-')[1]!.split('.')[0]))
    .map((f) => fs.readFileSync(path.join(mailbox(), f), 'utf8'))
    .filter((raw) => new RegExp(`^To: .*${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(raw))
    .map((raw) => parseEmail(raw).text.match(CODE_IN_EMAIL)?.[1])
    .filter((c): c is string => Boolean(c));
}

/**
 * The words printed under the console's `[otp]` line of this code (the text an SMS in the
 * account's language would carry), or null when the code was printed alone (English).
 */
export function smsMessageOf(mobile: string, code: string): string | null {
  const text = fs.existsSync(logFile()) ? fs.readFileSync(logFile(), 'utf8') : '';
  const match = new RegExp(`^\\[otp\\] to=\\+91${mobile} code=${code}\\n  (.+)$`, 'm').exec(text);
  return match ? match[1]! : null;
}

/** Notices printed for a mobile number (`[notice] to=<destination> ...`) instead of a code. */
function smsNotices(destination: string): string[] {
  const text = fs.existsSync(logFile()) ? fs.readFileSync(logFile(), 'utf8') : '';
  const re = new RegExp(`^\\[notice\\] to=${destination.replace('+', '\\+')} (.+)$`, 'gm');
  return [...text.matchAll(re)].map((m) => m[1]!);
}

/** E-mails to an address that carry no code: notices such as "someone tried to register". */
function emailNotices(address: string): string[] {
  if (!fs.existsSync(mailbox())) return [];
  return fs
    .readdirSync(mailbox())
    .map((f) => fs.readFileSync(path.join(mailbox(), f), 'utf8'))
    .filter((raw) => new RegExp(`^To: .*${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(raw) && !CODE_IN_EMAIL.test(parseEmail(raw).text))
    .map((raw) => decodeMimeWords(raw.match(/^Subject: (.*)$/m)?.[1] ?? ''));
}

async function waitForNew(read: () => string[], before: number, what: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const codes = read();
    if (codes.length > before) return codes[codes.length - 1]!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No new code arrived for ${what}`);
}

/** Counts codes so far, then waits for the next one: `const next = smsInbox(m); ...; await next()`. */
export function smsInbox(mobile: string): () => Promise<string> {
  const destination = `+91${mobile}`;
  const before = smsCodes(destination).length;
  return () => waitForNew(() => smsCodes(destination), before, destination);
}

export function emailInbox(address: string): () => Promise<string> {
  const before = emailCodes(address).length;
  return () => waitForNew(() => emailCodes(address), before, address);
}

/** Waits for the next notice (not a code) to a mobile number; resolves to its text. */
export function smsNoticeInbox(mobile: string): () => Promise<string> {
  const destination = `+91${mobile}`;
  const before = smsNotices(destination).length;
  return () => waitForNew(() => smsNotices(destination), before, `a notice to ${destination}`);
}

/** Waits for the next notice (not a code) to an e-mail address; resolves to its subject. */
export function emailNoticeInbox(address: string): () => Promise<string> {
  const before = emailNotices(address).length;
  return () => waitForNew(() => emailNotices(address), before, `a notice to ${address}`);
}

/** How many codes a mobile number or an e-mail address has received so far. */
export function codeCount(destination: string): number {
  return destination.includes('@') ? emailCodes(destination).length : smsCodes(`+91${destination}`).length;
}

/** How many notices (not codes) a mobile number or an e-mail address has received so far. */
export function noticeCount(destination: string): number {
  return destination.includes('@') ? emailNotices(destination).length : smsNotices(`+91${destination}`).length;
}

/** A fresh Indian mobile number per test, so parallel tests never share codes or limits. */
export function randomMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/**
 * A different client address per test (a header value from the IPv6 documentation range; no
 * traffic goes anywhere): the per-address limits then apply to each test alone.
 */
export function randomIp(): string {
  const hex = () => Math.floor(Math.random() * 0xffff).toString(16);
  return `2001:db8::${hex()}:${hex()}`;
}

/** A contact message as the business received it over SMTP (see receivedContactEmails). */
export interface ReceivedContactEmail {
  to: string;
  replyTo: string;
  subject: string;
  /** The plain-text body, decoded. */
  text: string;
}

/** Undoes quoted-printable (nodemailer's body encoding): soft line breaks and =XX bytes. */
function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Undoes RFC 2047 encoded words (a Hindi subject: `=?UTF-8?B?...?=` or `=?UTF-8?Q?...?=`). */
function decodeMimeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function parseEmail(raw: string): ReceivedContactEmail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) => decodeMimeWords(head.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim() ?? '');
  const qp = /quoted-printable/i.test(header('Content-Transfer-Encoding'));
  const b64 = /base64/i.test(header('Content-Transfer-Encoding'));
  const text = qp ? decodeQuotedPrintable(body) : b64 ? Buffer.from(body, 'base64').toString('utf8') : body;
  return { to: header('To'), replyTo: header('Reply-To'), subject: header('Subject'), text: text.replace(/\r\n/g, '\n') };
}

/** Contact messages the server's SMTP peer received that answer to `visitorEmail` (their Reply-To). */
export function receivedContactEmails(visitorEmail: string): ReceivedContactEmail[] {
  if (!fs.existsSync(mailbox())) return [];
  return fs
    .readdirSync(mailbox())
    .map((f) => parseEmail(fs.readFileSync(path.join(mailbox(), f), 'utf8')))
    .filter((mail) => mail.replyTo.toLowerCase().includes(visitorEmail.toLowerCase()) && mail.subject.startsWith('Contact message from'));
}

/** Waits until the SMTP peer has a contact message answering to `visitorEmail`, and returns it. */
export async function waitForContactEmail(visitorEmail: string, timeoutMs = 10_000): Promise<ReceivedContactEmail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [mail] = receivedContactEmails(visitorEmail);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No contact message arrived from ${visitorEmail}`);
}

/** The server's JSON log lines written while it handled the request with this X-Request-Id. */
export function serverLogOf(requestId: string): { msg?: string; [field: string]: unknown }[] {
  const text = fs.existsSync(logFile()) ? fs.readFileSync(logFile(), 'utf8') : '';
  return text
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes(requestId))
    .map((line) => JSON.parse(line) as { msg?: string })
    .filter((entry) => (entry as { reqId?: string }).reqId === requestId);
}

/** Waits until the SMTP peer has an e-mail to `address` whose subject starts with `subject`, and returns it. */
export async function waitForEmailTo(address: string, subject: string, timeoutMs = 10_000): Promise<ReceivedContactEmail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = fs.existsSync(mailbox())
      ? fs
          .readdirSync(mailbox())
          .map((f) => parseEmail(fs.readFileSync(path.join(mailbox(), f), 'utf8')))
          .find((m) => m.to.toLowerCase().includes(address.toLowerCase()) && m.subject.startsWith(subject))
      : undefined;
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No e-mail "${subject}" arrived for ${address}`);
}
