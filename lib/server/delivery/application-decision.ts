import 'server-only';
import { site } from '@/lib/config/site';
import { EXPERTS, type ExpertKind } from '@/lib/experts';
import type { Locale } from '@/lib/i18n/locales';
import { serverEnv } from '../env';
import { templateIn } from './index';
import { sendSmsDecisionViaMsg91 } from './msg91';
import { printDelivery } from './console';
import { sendEmailOverSmtp } from './smtp';
import { EXPERT_KIND_LABELS_HI, SITE_NAME_HI } from './words-hi';

export interface ApplicationDecision {
  name: string;
  kind: ExpertKind;
  approved: boolean;
  /** The reviewer's reason, for a rejection. */
  reason?: string;
  /** The public profile's absolute address, for an approval. */
  profileUrl?: string;
}

/** The e-mail an applicant receives about their application, in their account's language. */
export function applicationDecisionEmail(to: string, d: ApplicationDecision, language: Locale = 'en') {
  if (language === 'hi') return { from: serverEnv().mailFrom, to, ...decisionEmailHi(d) };
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

/** The Hindi e-mail: the same facts, the reviewer's reason as they wrote it. */
function decisionEmailHi(d: ApplicationDecision): { subject: string; text: string } {
  const label = EXPERT_KIND_LABELS_HI[d.kind];
  if (d.approved) {
    return {
      subject: `आपकी ${label} प्रोफ़ाइल स्वीकृत हो गई है`,
      text:
        `प्रिय ${d.name},\n\nआपकी ${label} प्रोफ़ाइल स्वीकृत हो गई है और अब ${SITE_NAME_HI} पर दिखाई दे रही है` +
        (d.profileUrl ? `:\n${d.profileUrl}` : '।') +
        `\n\nहमसे जुड़ने के लिए धन्यवाद।\n\n${SITE_NAME_HI}`,
    };
  }
  return {
    subject: `आपके ${label} प्रोफ़ाइल आवेदन के बारे में`,
    text:
      `प्रिय ${d.name},\n\n${label} के रूप में आवेदन करने के लिए धन्यवाद। इस बार हम आपकी प्रोफ़ाइल स्वीकृत नहीं कर सके। कारण:\n\n` +
      `${d.reason ?? ''}\n\nआप अपनी प्रोफ़ाइल सुधारकर फिर से आवेदन कर सकते हैं।\n\n${SITE_NAME_HI}`,
  };
}

export const applicationDecisionSms = (d: ApplicationDecision, language: Locale = 'en') =>
  language === 'hi'
    ? d.approved
      ? `${SITE_NAME_HI}: आपकी ${EXPERT_KIND_LABELS_HI[d.kind]} प्रोफ़ाइल स्वीकृत हो गई है और अब सूची में दिखाई दे रही है।`
      : `${SITE_NAME_HI}: आपकी ${EXPERT_KIND_LABELS_HI[d.kind]} प्रोफ़ाइल इस बार स्वीकृत नहीं हुई। आप अपनी प्रोफ़ाइल सुधारकर फिर से आवेदन कर सकते हैं।`
    : d.approved
    ? `${site.name}: your ${EXPERTS[d.kind].label} profile is approved and now listed.`
    : `${site.name}: your ${EXPERTS[d.kind].label} profile was not approved. You are welcome to update your profile and apply again.`;

/** Where an applicant hears the decision: the account's verified e-mail address, or else its mobile. */
export type ApplicantContact = { email: string } | { mobileE164: string };

/**
 * Tells an applicant the outcome on one channel: by e-mail (SMTP_URL) to a verified address, or
 * by SMS (MSG91 with MSG91_DECISION_TEMPLATE_ID) to the mobile. Without them, the notice is
 * printed to standard output as `[notice] to=<destination> ...`, as codes are.
 */
export async function deliverApplicationDecision(contact: ApplicantContact, decision: ApplicationDecision, language: Locale = 'en'): Promise<void> {
  const { smtpUrl, sms } = serverEnv();
  if ('email' in contact) {
    const email = applicationDecisionEmail(contact.email, decision, language);
    // The demo delivery itself, not a log line: deliberately plain text on standard output.
    if (smtpUrl) await sendEmailOverSmtp(smtpUrl, email);
    else printDelivery(`[notice] to=${email.to} subject=${email.subject}`, email.text);
    return;
  }
  if (sms.provider === 'msg91') {
    // DLT rules allow only approved templates; without one for decisions, no SMS is sent.
    const templateId = templateIn(sms, 'decisionTemplateId', language);
    if (templateId) {
      const words = language === 'hi' ? (decision.approved ? 'स्वीकृत' : 'स्वीकृत नहीं') : decision.approved ? 'approved' : 'not approved';
      await sendSmsDecisionViaMsg91({ authKey: sms.authKey, decisionTemplateId: templateId, baseUrl: sms.baseUrl }, contact.mobileE164, { name: decision.name, decision: words });
    }
  } else {
    printDelivery(`[notice] to=${contact.mobileE164} ${applicationDecisionSms(decision, language)}`);
  }
}
