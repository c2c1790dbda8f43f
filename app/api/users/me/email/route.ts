import { emailChangeRequestSchema, type AccountMessageResponse } from '@/lib/contract/account';
import { clientIp } from '@/lib/server/auth/request-guard';
import { json, parseWith, readJsonObject, requireUser, route } from '@/lib/server/http/route';
import { requestEmailChange } from '@/lib/server/services/profile';

export const dynamic = 'force-dynamic';

/** Sends a 6-digit code to an address the user wants to add; it is set only once verified. */
export const POST = route(async (req) => {
  const user = await requireUser(req);
  const { email } = parseWith(await readJsonObject(req), emailChangeRequestSchema);
  await requestEmailChange(user.id, email, clientIp(req));
  const body: AccountMessageResponse = { status: 'success', message: `We sent a 6-digit code to ${email}. Enter it to verify the address.` };
  return json(body, 200, { 'Cache-Control': 'private, no-store' });
});
