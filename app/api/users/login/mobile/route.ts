import { loginMobileRequestSchema, type LoginResponse } from '@/lib/contract/auth';
import { clientIp } from '@/lib/server/auth/request-guard';
import { serverEnv } from '@/lib/server/env';
import { callerLanguage } from '@/lib/server/http/language';
import { json, parseWith, readJsonObject, route } from '@/lib/server/http/route';
import { requestLoginCode } from '@/lib/server/services/accounts';
import { formatDuration } from '@/lib/text';

export const dynamic = 'force-dynamic';

export const POST = route(
  async (req) => {
    const body = parseWith(await readJsonObject(req), loginMobileRequestSchema);
    await requestLoginCode(body.country_code, body.mobile, clientIp(req), callerLanguage(req));
    const res: LoginResponse = { user: { status: true, message: `OTP sent to your mobile number. It is valid for ${formatDuration(serverEnv().otpTtlMs / 1000)}.` } };
    return json(res);
  },
  // The spec's client reads user.status and user.message, on failure too.
  { failure: (message) => ({ user: { status: false, message } }) satisfies LoginResponse },
);
