import { testCheckoutRequestSchema, type TestCheckoutResponse } from '@/lib/contract/payments';
import { consumeLimits } from '@/lib/server/auth/rate-limit';
import { json, parseWith, readJsonObject, requireUser, route } from '@/lib/server/http/route';
import { completeTestCheckout } from '@/lib/server/services/payments';

export const dynamic = 'force-dynamic';

/** TEST MODE's checkout (404 with Razorpay keys): the customer's chosen outcome, signed as Razorpay would. */
export const POST = route(async (req) => {
  const user = await requireUser(req);
  await consumeLimits([['paymentChecksPerUser', user.id]], 'payment checks');
  const input = parseWith(await readJsonObject(req), testCheckoutRequestSchema);
  const body: TestCheckoutResponse = { status: 'success', data: await completeTestCheckout(user.id, input) };
  return json(body, 200, { 'Cache-Control': 'private, no-store' });
});
