import { paymentVerifyRequestSchema, type PaymentVerifyResponse } from '@/lib/contract/payments';
import { consumeLimits } from '@/lib/server/auth/rate-limit';
import { json, parseWith, readJsonObject, requireUser, route } from '@/lib/server/http/route';
import { verifyCheckoutPayment } from '@/lib/server/services/payments';

export const dynamic = 'force-dynamic';

/** Issue 10: the checkout's callback (Razorpay's or TEST MODE's), verified, recorded once. */
export const POST = route(async (req) => {
  const user = await requireUser(req);
  await consumeLimits([['paymentChecksPerUser', user.id]], 'payment checks');
  const input = parseWith(await readJsonObject(req), paymentVerifyRequestSchema);
  const body: PaymentVerifyResponse = { status: 'success', data: await verifyCheckoutPayment(user.id, input) };
  return json(body, 200, { 'Cache-Control': 'private, no-store' });
});
