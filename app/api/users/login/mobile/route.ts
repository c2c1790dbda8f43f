import { loginMobileRequestSchema, type LoginResponse } from '@/lib/contract/auth';
import { clientIp } from '@/lib/server/auth/request-guard';
import { json, parseJsonBody, route, withFailureBody } from '@/lib/server/http/route';
import { requestLoginCode } from '@/lib/server/services/accounts';

export const dynamic = 'force-dynamic';

export const POST = route(async (req) => {
  // The spec's client reads user.status and user.message, on failure too.
  const failure = (message: string) => ({ user: { status: false, message } });
  const body = await parseJsonBody(req, loginMobileRequestSchema, failure);
  await withFailureBody(requestLoginCode(body.country_code, body.mobile, clientIp(req)), failure);
  const res: LoginResponse = { user: { status: true, message: 'OTP sent to your mobile number. It is valid for 5 minutes.' } };
  return json(res);
});
