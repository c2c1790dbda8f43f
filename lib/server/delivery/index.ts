import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { serverEnv, type Msg91Templates, type ServerEnv } from '../env';
import { log } from '../log';
import { formatDuration } from '@/lib/text';
import { printDelivery } from './console';
import { sendEmailOverSmtp } from './smtp';
import { sendSmsNoticeViaMsg91, sendSmsViaMsg91 } from './msg91';
import { EMAIL_IN_USE_NOTICE_HI, emailCodeHi, otpSmsHi, REGISTRATION_NOTICE_HI, SITE_NAME_HI } from './words-hi';

/**
 * Delivery of one-time codes, chosen by environment variables: SMS through MSG91
 * (SMS_PROVIDER=msg91), e-mail over SMTP (SMTP_URL). Without them, codes go to the server's
 * standard output as `[otp] to=<destination> code=<code>`: for local use only, and the only
 * place a code is ever printed.
 */

export function isDemoDelivery(): boolean {
  const env = serverEnv();
  return env.sms.provider === 'console' || !env.smtpUrl;
}

type Msg91Settings = Extract<ServerEnv['sms'], { provider: 'msg91' }>;

/** The MSG91 template of a message in `language`: its Hindi template when one is set, else the English one. */
export function templateIn<K extends keyof Msg91Templates>(sms: Msg91Settings, name: K, language: Locale): Msg91Templates[K] {
  return (language === 'hi' ? sms.hindi?.[name] : undefined) || sms[name];
}

/** A code by SMS, in `language` (the account's, or for a new number the page's). */
export async function deliverSmsCode(mobileE164: string, code: string, language: Locale = 'en'): Promise<void> {
  const { sms } = serverEnv();
  if (sms.provider === 'msg91') return sendSmsViaMsg91({ ...sms, templateId: templateIn(sms, 'templateId', language) }, mobileE164, code);
  // The English text is the template's own; the Hindi one is printed under the code's line.
  if (language === 'hi') printDelivery(`[otp] to=${mobileE164} code=${code}`, otpSmsHi(code));
  else printCode(mobileE164, code);
}

/** A code by e-mail, in `language` (the account's, or for a registration the page's). */
export async function deliverEmailCode(email: string, code: string, language: Locale = 'en'): Promise<void> {
  const { smtpUrl, mailFrom, otpTtlMs } = serverEnv();
  if (smtpUrl && language === 'hi') return sendEmailOverSmtp(smtpUrl, { from: mailFrom, to: email, ...emailCodeHi(code, formatDuration(otpTtlMs / 1000, 'hi')) });
  if (smtpUrl) {
    return sendEmailOverSmtp(smtpUrl, {
      from: mailFrom,
      to: email,
      subject: `${code} is your AstroVastu Kendra verification code`,
      text: `Your verification code is ${code}.\n\nIt expires in ${formatDuration(otpTtlMs / 1000)}. If you did not ask for it, you can ignore this e-mail.\n\nAstroVastu Kendra`,
    });
  }
  printCode(email, code);
}

/**
 * Said instead of a code when someone starts a registration with a number or address that
 * already has an account: its owner learns of it, and the person registering learns nothing.
 */
export const REGISTRATION_NOTICE = {
  subject: 'Someone tried to register with your e-mail address',
  sms: 'Someone tried to register at AstroVastu Kendra with your number. If it was you, sign in instead; otherwise ignore this message.',
  email:
    'Someone tried to register as an expert at AstroVastu Kendra with this e-mail address, which already has an account.\n\n' +
    'If it was you, sign in instead. If it was not, you can ignore this e-mail: nothing was changed.\n\nAstroVastu Kendra',
} as const;

/** The registration notice by SMS, in the language of the number's account. */
export async function deliverSmsNotice(mobileE164: string, language: Locale = 'en'): Promise<void> {
  const { sms } = serverEnv();
  if (sms.provider === 'msg91') {
    // DLT rules allow only approved templates; without one for the notice, none is sent.
    const templateId = templateIn(sms, 'noticeTemplateId', language);
    if (templateId) await sendSmsNoticeViaMsg91({ authKey: sms.authKey, noticeTemplateId: templateId, baseUrl: sms.baseUrl }, mobileE164);
    return;
  }
  printNotice(mobileE164, language === 'hi' ? REGISTRATION_NOTICE_HI.sms : REGISTRATION_NOTICE.sms);
}

/** The registration notice by e-mail, in the language of the address's account. */
export async function deliverEmailNotice(email: string, language: Locale = 'en'): Promise<void> {
  const { smtpUrl, mailFrom } = serverEnv();
  const notice = language === 'hi' ? REGISTRATION_NOTICE_HI : REGISTRATION_NOTICE;
  if (smtpUrl) return sendEmailOverSmtp(smtpUrl, { from: mailFrom, to: email, subject: notice.subject, text: notice.email });
  printNotice(email, notice.subject);
}

/** A message about the customer's own booking: plain text, no code, no birth details. */
export interface BookingUpdateMessage {
  subject: string;
  text: string;
  /** The MSG91 template's variables (MSG91_BOOKING_TEMPLATE_ID): service, status, date. */
  smsVariables: Record<string, string>;
}

/** An SMS about a booking, in the account's language; with MSG91 only through its approved template (none set: none sent). */
export async function deliverSmsBookingUpdate(mobileE164: string, message: BookingUpdateMessage, language: Locale = 'en'): Promise<void> {
  const { sms } = serverEnv();
  if (sms.provider === 'msg91') {
    const templateId = templateIn(sms, 'bookingTemplateId', language);
    if (templateId) await sendSmsNoticeViaMsg91({ authKey: sms.authKey, noticeTemplateId: templateId, baseUrl: sms.baseUrl }, mobileE164, message.smsVariables);
    return;
  }
  printNotice(mobileE164, message.text);
}

/** An e-mail about a booking, to a verified address, signed in the message's language; printed when no SMTP is configured. */
export async function deliverEmailBookingUpdate(email: string, message: BookingUpdateMessage, language: Locale = 'en'): Promise<void> {
  const { smtpUrl, mailFrom } = serverEnv();
  const signature = language === 'hi' ? SITE_NAME_HI : 'AstroVastu Kendra';
  if (smtpUrl) return sendEmailOverSmtp(smtpUrl, { from: mailFrom, to: email, subject: message.subject, text: `${message.text}\n\n${signature}` });
  printNotice(email, message.text);
}

/** Said instead of a code when someone asks to add an address that another account already uses. */
export const EMAIL_IN_USE_NOTICE = {
  subject: 'Someone tried to add your e-mail address to another account',
  email:
    'Someone asked to add this e-mail address to another AstroVastu Kendra account. It already belongs to your account, so it was not added and no code was sent.\n\n' +
    'If it was you, you can ignore this e-mail. Nothing was changed.\n\nAstroVastu Kendra',
} as const;

/** The notice to an address's owner, in the language of their account. */
export async function deliverEmailInUseNotice(email: string, language: Locale = 'en'): Promise<void> {
  const { smtpUrl, mailFrom } = serverEnv();
  const notice = language === 'hi' ? EMAIL_IN_USE_NOTICE_HI : EMAIL_IN_USE_NOTICE;
  if (smtpUrl) return sendEmailOverSmtp(smtpUrl, { from: mailFrom, to: email, subject: notice.subject, text: notice.email });
  printNotice(email, notice.subject);
}

function printNotice(destination: string, text: string) {
  printDelivery(`[notice] to=${destination} ${text}`);
}

function printCode(destination: string, code: string) {
  printDelivery(`[otp] to=${destination} code=${code}`);
}

/** Which codes would be printed instead of sent ('SMS and e-mail', 'SMS', 'e-mail'), or ''. */
function printedKinds(env: Pick<ServerEnv, 'sms' | 'smtpUrl'>): string {
  return [env.sms.provider === 'console' ? 'SMS' : '', env.smtpUrl ? '' : 'e-mail'].filter(Boolean).join(' and ');
}

const HOW_TO_DELIVER = 'set SMS_PROVIDER=msg91 (with MSG91_AUTH_KEY, MSG91_TEMPLATE_ID) and SMTP_URL for real delivery';

/**
 * Why a production server must not start: it would print one-time codes to its log, where
 * anyone who reads the log could sign in as anyone. Null when delivery is real, when not in
 * production (`next dev`), or when ALLOW_CONSOLE_DELIVERY=true says it is meant (`npm start`
 * on a laptop, the test servers).
 */
export function consoleDeliveryProblem(env: Pick<ServerEnv, 'sms' | 'smtpUrl' | 'allowConsoleDelivery'>, nodeEnv: string | undefined): string | null {
  const printed = printedKinds(env);
  if (!printed || nodeEnv !== 'production' || env.allowConsoleDelivery) return null;
  return (
    `Refusing to start: ${printed} codes would be printed to the log instead of being sent. ` +
    `To deliver them, ${HOW_TO_DELIVER}. To print them anyway (local use only), set ALLOW_CONSOLE_DELIVERY=true.`
  );
}

/** Said once at start-up when codes are printed instead of sent. */
export function warnIfDemoDelivery(): void {
  const printed = printedKinds(serverEnv());
  if (printed) log.warn(`${printed} codes are printed to this console instead of being sent. This is for local use only: ${HOW_TO_DELIVER}.`);
}
