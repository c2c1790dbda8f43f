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
