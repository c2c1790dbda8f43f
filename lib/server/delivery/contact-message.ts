import 'server-only';
import type { ContactMessage } from '@/lib/contract/contact';
import { site } from '@/lib/config/site';
import { serverEnv } from '../env';
import { printDelivery } from './console';
import { sendEmailOverSmtp } from './smtp';

/** The e-mail a contact message becomes: to the business, answerable straight to the visitor. */
export function contactEmail(message: ContactMessage, received: Date) {
  const { mailFrom, contactEmailTo } = serverEnv();
  return {
    from: mailFrom,
    to: contactEmailTo,
    replyTo: message.email,
    subject: `Contact message from ${message.fullName}`,
    text:
      `A visitor sent this message from the contact page of ${site.name}.\n\n` +
      `Name: ${message.fullName}\n` +
      `Phone: ${message.countryCode} ${message.phone}\n` +
      `E-mail: ${message.email}\n` +
      `Received: ${received.toISOString()}\n\n` +
      `${message.message}\n\n` +
      `Reply to this e-mail to answer ${message.fullName} directly.`,
  };
}

/**
 * E-mails a contact message to the business over SMTP (SMTP_URL). Without SMTP it is printed to
 * standard output as `[contact] to=<address> ...` followed by the e-mail, indented, as codes are (see
 * ./index.ts: a production server refuses to start that way unless ALLOW_CONSOLE_DELIVERY=true).
 */
export async function deliverContactMessage(message: ContactMessage, received: Date): Promise<void> {
  const email = contactEmail(message, received);
  const { smtpUrl } = serverEnv();
  if (smtpUrl) return sendEmailOverSmtp(smtpUrl, email);
  printDelivery(`[contact] to=${email.to} reply-to=${email.replyTo} subject=${email.subject}`, email.text);
}
