import 'server-only';

/**
 * MSG91's OTP API (India; DLT-registered template). The code is ours: MSG91 only delivers it.
 * https://docs.msg91.com/otp/sendotp
 */
export async function sendSmsViaMsg91(settings: { authKey: string; templateId: string; baseUrl: string }, mobileE164: string, code: string): Promise<void> {
  const url = new URL('api/v5/otp', settings.baseUrl);
  url.searchParams.set('template_id', settings.templateId);
  url.searchParams.set('mobile', mobileE164.replace(/^\+/, ''));
  url.searchParams.set('otp', code);
  url.searchParams.set('otp_expiry', '5');
  const res = await fetch(url, {
    method: 'POST',
    headers: { authkey: settings.authKey, 'content-type': 'application/json' },
    body: '{}',
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await res.json().catch(() => ({}))) as { type?: string; message?: string };
  if (!res.ok || body.type === 'error') {
    // The provider's message may name the number; the logger masks numbers (lib/server/log-core.mjs).
    throw new Error(`MSG91 refused the SMS (${res.status}): ${String(body.message ?? 'no message').slice(0, 200)}`);
  }
}

/**
 * A text without a code (e.g. "someone tried to register with your number", a booking update)
 * through MSG91's Flow API, with its own DLT-approved template; `variables` fill the template's
 * variables (none for the registration notice).
 * https://docs.msg91.com/sms/send-sms
 */
export async function sendSmsNoticeViaMsg91(
  settings: { authKey: string; noticeTemplateId: string; baseUrl: string },
  mobileE164: string,
  variables: Record<string, string> = {},
): Promise<void> {
  const res = await fetch(new URL('api/v5/flow', settings.baseUrl), {
    method: 'POST',
    headers: { authkey: settings.authKey, 'content-type': 'application/json' },
    body: JSON.stringify({ template_id: settings.noticeTemplateId, recipients: [{ ...variables, mobiles: mobileE164.replace(/^\+/, '') }] }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await res.json().catch(() => ({}))) as { type?: string; message?: string };
  if (!res.ok || body.type === 'error') throw new Error(`MSG91 refused the notice (${res.status}): ${body.message ?? 'no message'}`);
}

/**
 * The outcome of an expert application through MSG91's Flow API, with its own DLT-approved
 * template whose variables are `name` and `decision` ("approved" or "not approved").
 */
export async function sendSmsDecisionViaMsg91(
  settings: { authKey: string; decisionTemplateId: string; baseUrl: string },
  mobileE164: string,
  variables: { name: string; decision: string },
): Promise<void> {
  const res = await fetch(new URL('api/v5/flow', settings.baseUrl), {
    method: 'POST',
    headers: { authkey: settings.authKey, 'content-type': 'application/json' },
    body: JSON.stringify({ template_id: settings.decisionTemplateId, recipients: [{ mobiles: mobileE164.replace(/^\+/, ''), ...variables }] }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await res.json().catch(() => ({}))) as { type?: string; message?: string };
  if (!res.ok || body.type === 'error') throw new Error(`MSG91 refused the decision SMS (${res.status}): ${body.message ?? 'no message'}`);
}
