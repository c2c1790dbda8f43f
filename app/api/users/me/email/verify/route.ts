import { emailVerifyRequestSchema, type ProfileResponse } from '@/lib/contract/account';
import { clientIp } from '@/lib/server/auth/request-guard';
import { json, parseWith, readJsonObject, requireUser, route } from '@/lib/server/http/route';
import { verifyEmailChange } from '@/lib/server/services/profile';

export const dynamic = 'force-dynamic';

/** The code sent to the pending address: the address becomes the user's verified e-mail. */
export const POST = route(async (req) => {
  const user = await requireUser(req);
  const { otp } = parseWith(await readJsonObject(req), emailVerifyRequestSchema);
  const body: ProfileResponse = { status: 'success', message: 'Your e-mail address is verified.', data: await verifyEmailChange(user.id, otp, clientIp(req)) };
  return json(body, 200, { 'Cache-Control': 'private, no-store' });
});
