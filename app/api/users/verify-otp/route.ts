import { verifyRequestSchema, type VerifyResponse } from '@/lib/contract/auth';
import { clearAttemptCookie, readAttemptToken } from '@/lib/server/auth/registration-attempt';
import { clientIp } from '@/lib/server/auth/request-guard';
import { startSession } from '@/lib/server/auth/session';
import { callerLanguage } from '@/lib/server/http/language';
import { json, parseWith, readJsonObject, route } from '@/lib/server/http/route';
import { verifyLoginCode, verifyRegistrationCode } from '@/lib/server/services/accounts';
import { toUserData } from '@/lib/server/services/users';

export const dynamic = 'force-dynamic';

/**
 * One path, two uses (SPEC 7): `{mobile, otp}` signs a customer in; `{identifier, otp}` verifies
 * the mobile number or e-mail address of this browser's expert registration.
 */
export const POST = route(
  async (req) => {
    // The body is read once and parsed against the union of the two request shapes.
    const body = parseWith(await readJsonObject(req), verifyRequestSchema);
    const ip = clientIp(req);

    if (body.kind === 'registration') {
      const result = await verifyRegistrationCode(body.identifier, body.country_code, body.otp, ip, readAttemptToken(req), callerLanguage(req));
      if (result.step === 'complete') {
        const message = 'Both OTPs verified. Registration complete.';
        const res = json({ isVerified: { status: true, message, data: toUserData(result.user) }, message } satisfies VerifyResponse);
        await startSession(req, res, result.user.id);
        clearAttemptCookie(req, res);
        return res;
      }
      const message = result.step === 'mobile-verified' ? 'Mobile number verified. Now verify your e-mail address.' : 'E-mail address verified. Now verify your mobile number.';
      return json({ isVerified: { status: true, message, data: null }, message } satisfies VerifyResponse);
    }

    const user = await verifyLoginCode(body.country_code, body.mobile, body.otp, ip, callerLanguage(req));
    const message = 'OTP verified. You are signed in.';
    const res = json({ isVerified: { status: true, message, data: toUserData(user) }, message } satisfies VerifyResponse);
    await startSession(req, res, user.id);
    return res;
  },
  // The OTP screens read isVerified.status and isVerified.message, on failure too.
  { failure: (message) => ({ isVerified: { status: false, message }, message }) satisfies VerifyResponse },
);
