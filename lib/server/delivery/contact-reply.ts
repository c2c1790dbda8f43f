import 'server-only';
import { site } from '@/lib/config/site';
import { serverEnv } from '../env';
import { printDelivery } from './console';
import { sendEmailOverSmtp } from './smtp';

export interface ContactReplyEmail {
  to: string;
  fullName: string;
  originalMessage: string;
  received: Date;
  text: string;
}

/** The e-mail a console reply becomes: to the visitor, answerable to the business's inbox. */
export function contactReplyEmail(reply: ContactReplyEmail) {
  const { mailFrom, contactEmailTo } = serverEnv();
  const quoted = reply.originalMessage
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    from: mailFrom,
    to: reply.to,
    ...(contactEmailTo ? { replyTo: contactEmailTo } : {}),
    subject: `Reply to your message to ${site.name}`,
    text: `Dear ${reply.fullName},\n\n${reply.text}\n\n${site.name}\n\nYou wrote on ${reply.received.toISOString().slice(0, 10)}:\n${quoted}\n`,
  };
}

/**
 * Sends a console reply over SMTP (SMTP_URL). Without SMTP it is printed to standard output as
 * `[contact-reply] to=<address> ...` followed by the e-mail, as contact messages are.
 */
export async function deliverContactReply(reply: ContactReplyEmail): Promise<void> {
  const email = contactReplyEmail(reply);
  const { smtpUrl } = serverEnv();
  if (smtpUrl) return sendEmailOverSmtp(smtpUrl, email);
  printDelivery(`[contact-reply] to=${email.to} subject=${email.subject}`, email.text);
}
