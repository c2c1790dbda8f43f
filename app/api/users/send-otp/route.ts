import { registrationRequestSchema, type SendOtpResponse } from '@/lib/contract/auth';
import { readAttemptToken, setAttemptCookie } from '@/lib/server/auth/registration-attempt';
import { clientIp } from '@/lib/server/auth/request-guard';
import { serverEnv } from '@/lib/server/env';
import { callerLanguage } from '@/lib/server/http/language';
import { json, parseWith, readJsonObject, route } from '@/lib/server/http/route';
import { startRegistration } from '@/lib/server/services/accounts';
import { formatDuration } from '@/lib/text';

export const dynamic = 'force-dynamic';

/**
 * Expert registration, step 1 (SPEC 2.22): codes to the mobile number and the e-mail address.
 * The same answer whether or not either already has an account; the attempt it starts belongs
 * to this browser (its cookie), and replaces the browser's previous one.
 */
export const POST = route(
  async (req) => {
    const body = parseWith(await readJsonObject(req), registrationRequestSchema);
    const token = await startRegistration(body, clientIp(req), readAttemptToken(req), callerLanguage(req));
    const res = json({ status: true, message: `OTPs sent to your mobile and e-mail. They are valid for ${formatDuration(serverEnv().otpTtlMs / 1000)}.` } satisfies SendOtpResponse);
    setAttemptCookie(req, res, token);
    return res;
  },
  // The registration screen reads status and message, on failure too.
  { failure: (message) => ({ status: false, message }) satisfies SendOtpResponse },
);
