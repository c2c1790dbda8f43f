import { registrationRequestSchema } from '@/lib/contract/auth';
import { clientIp } from '@/lib/server/auth/request-guard';
import { json, parseJsonBody, route, withFailureBody } from '@/lib/server/http/route';
import { startRegistration } from '@/lib/server/services/accounts';

export const dynamic = 'force-dynamic';

/** Expert registration, step 1 (SPEC 2.22): codes to the mobile number and the e-mail address. */
export const POST = route(async (req) => {
  const failure = (message: string) => ({ status: false, message });
  const body = await parseJsonBody(req, registrationRequestSchema, failure);
  await withFailureBody(startRegistration(body, clientIp(req)), failure);
  return json({ status: true, message: 'OTPs sent to your mobile and e-mail. They are valid for 5 minutes.' });
});
