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
    : `${site.name}: your ${EXPERTS[d.kind].label} profile was not approved. We have e-mailed you the reason.`;

/**
 * Tells an applicant the outcome by e-mail (SMTP_URL) and SMS (MSG91 with
 * MSG91_DECISION_TEMPLATE_ID). Without them, the notice is printed to standard output as
 * `[notice] to=<destination> ...`, as codes are. Each channel is tried on its own.
 */
export async function deliverApplicationDecision(contact: { email: string | null; mobileE164: string | null }, decision: ApplicationDecision): Promise<void> {
  const { smtpUrl, sms } = serverEnv();
  const sends: Promise<void>[] = [];
  if (contact.email) {
    const email = applicationDecisionEmail(contact.email, decision);
    sends.push(smtpUrl ? sendEmailOverSmtp(smtpUrl, email) : Promise.resolve(printDelivery(`[notice] to=${email.to} subject=${email.subject}`, email.text)));
  }
  if (contact.mobileE164) {
    if (sms.provider === 'msg91') {
      // DLT rules allow only approved templates; without one for decisions, no SMS is sent.
      if (sms.decisionTemplateId) {
        sends.push(sendSmsDecisionViaMsg91({ authKey: sms.authKey, decisionTemplateId: sms.decisionTemplateId, baseUrl: sms.baseUrl }, contact.mobileE164, { name: decision.name, decision: decision.approved ? 'approved' : 'not approved' }));
      }
    } else {
      printDelivery(`[notice] to=${contact.mobileE164} ${applicationDecisionSms(decision)}`);
    }
  }
  const results = await Promise.allSettled(sends);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
}
