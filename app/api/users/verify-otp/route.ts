import { NextResponse } from 'next/server';
import { loginVerifyRequestSchema, registrationVerifyRequestSchema, type VerifyResponse } from '@/lib/contract/auth';
import { clientIp } from '@/lib/server/auth/request-guard';
import { startSession } from '@/lib/server/auth/session';
import { parseWith, readJsonObject, route } from '@/lib/server/http/route';
import { verifyLoginCode, verifyRegistrationCode } from '@/lib/server/services/accounts';
import { toUserData } from '@/lib/server/services/users';

export const dynamic = 'force-dynamic';

const failure = (message: string) => ({ isVerified: { status: false, message } });

/**
 * One path, two uses (SPEC 7): `{mobile, otp}` signs a customer in; `{identifier, otp}` verifies
 * the mobile number or e-mail address of an expert registration.
 */
export const POST = route(async (req) => {
  // The body is read once; its shape decides which of the two requests it is.
  const raw = await readJsonObject(req, failure);
  const ip = clientIp(req);

  if ('identifier' in raw) {
    const body = parseWith(raw, registrationVerifyRequestSchema, failure);
    const result = await verifyRegistrationCode(body.identifier, body.country_code, body.otp, ip);
    if (result.step === 'complete') {
      const message = 'Both OTPs verified. Registration complete.';
      const res = NextResponse.json({ isVerified: { status: true, message, data: toUserData(result.user) }, message } satisfies VerifyResponse);
      await startSession(req, res, result.user.id);
      return res;
    }
    const message = result.step === 'mobile-verified' ? 'Mobile number verified. Now verify your e-mail address.' : 'E-mail address verified. Now verify your mobile number.';
    return NextResponse.json({ isVerified: { status: true, message, data: null }, message } satisfies VerifyResponse);
  }

  const body = parseWith(raw, loginVerifyRequestSchema, failure);
  const user = await verifyLoginCode(body.country_code, body.mobile, body.otp, ip);
  const message = 'OTP verified. You are signed in.';
  const res = NextResponse.json({ isVerified: { status: true, message, data: toUserData(user) }, message } satisfies VerifyResponse);
  await startSession(req, res, user.id);
  return res;
});
