import { paymentOrderRequestSchema, type PaymentOrderResponse } from '@/lib/contract/payments';
import { consumeLimits } from '@/lib/server/auth/rate-limit';
import { json, parseWith, readJsonObject, requireUser, route } from '@/lib/server/http/route';
import { createPaymentOrder } from '@/lib/server/services/payments';

export const dynamic = 'force-dynamic';

/** Issue 10: an order for the caller's unpaid booking, for the booking's amount. */
export const POST = route(async (req) => {
  const user = await requireUser(req);
  // Each order is a call to the payment provider: bounded per customer.
  await consumeLimits([['paymentOrdersPerUser', user.id]], 'payment attempts');
  const { bookingId } = parseWith(await readJsonObject(req), paymentOrderRequestSchema);
  const body: PaymentOrderResponse = { status: 'success', data: await createPaymentOrder(user.id, bookingId) };
  return json(body, 201, { 'Cache-Control': 'private, no-store' });
});
