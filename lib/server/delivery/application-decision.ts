import 'server-only';
import { site } from '@/lib/config/site';
import { EXPERTS, type ExpertKind } from '@/lib/experts';
import { serverEnv } from '../env';
import { sendSmsDecisionViaMsg91 } from './msg91';
import { printDelivery } from './console';
import { sendEmailOverSmtp } from './smtp';

export interface ApplicationDecision {
  name: string;
  kind: ExpertKind;
  approved: boolean;
  /** The reviewer's reason, for a rejection. */
  reason?: string;
  /** The public profile's absolute address, for an approval. */
  profileUrl?: string;
}

/** The e-mail an applicant receives about their application. */
export function applicationDecisionEmail(to: string, d: ApplicationDecision) {
  const label = EXPERTS[d.kind].label;
  const subject = d.approved ? `Your ${label} profile is approved` : `About your ${label} profile application`;
  const text = d.approved
    ? `Dear ${d.name},\n\nYour ${label} profile has been approved and is now listed on ${site.name}` +
      (d.profileUrl ? `:\n${d.profileUrl}` : '.') +
      `\n\nThank you for joining us.\n\n${site.name}`
    : `Dear ${d.name},\n\nThank you for applying as a ${label}. We could not approve your profile this time, for this reason:\n\n` +
      `${d.reason ?? ''}\n\nYou are welcome to update your profile and apply again.\n\n${site.name}`;
  return { from: serverEnv().mailFrom, to, subject, text };
}

export const applicationDecisionSms = (d: ApplicationDecision) =>
  d.approved
    ? `${site.name}: your ${EXPERTS[d.kind].label} profile is approved and now listed.`
    : `${site.name}: your ${EXPERTS[d.kind].label} profile was not approved. You are welcome to update your profile and apply again.`;

/** Where an applicant hears the decision: the account's verified e-mail address, or else its mobile. */
export type ApplicantContact = { email: string } | { mobileE164: string };

/**
 * Tells an applicant the outcome on one channel: by e-mail (SMTP_URL) to a verified address, or
 * by SMS (MSG91 with MSG91_DECISION_TEMPLATE_ID) to the mobile. Without them, the notice is
 * printed to standard output as `[notice] to=<destination> ...`, as codes are.
 */
export async function deliverApplicationDecision(contact: ApplicantContact, decision: ApplicationDecision): Promise<void> {
  const { smtpUrl, sms } = serverEnv();
  if ('email' in contact) {
    const email = applicationDecisionEmail(contact.email, decision);
    // The demo delivery itself, not a log line: deliberately plain text on standard output.
    if (smtpUrl) await sendEmailOverSmtp(smtpUrl, email);
    else printDelivery(`[notice] to=${email.to} subject=${email.subject}`, email.text);
    return;
  }
  if (sms.provider === 'msg91') {
    // DLT rules allow only approved templates; without one for decisions, no SMS is sent.
    if (sms.decisionTemplateId) {
      await sendSmsDecisionViaMsg91({ authKey: sms.authKey, decisionTemplateId: sms.decisionTemplateId, baseUrl: sms.baseUrl }, contact.mobileE164, { name: decision.name, decision: decision.approved ? 'approved' : 'not approved' });
    }
  } else {
    printDelivery(`[notice] to=${contact.mobileE164} ${applicationDecisionSms(decision)}`);
  }
}
