import type { PaymentWebhookResponse } from '@/lib/contract/payments';
import { consumeLimits } from '@/lib/server/auth/rate-limit';
import { clientIp } from '@/lib/server/auth/request-guard';
import { JSON_BODY_MAX_BYTES, readBodyBytes } from '@/lib/server/http/body';
import { json, route } from '@/lib/server/http/route';
import { handlePaymentWebhook } from '@/lib/server/services/payments';

export const dynamic = 'force-dynamic';

/**
 * Issue 10: Razorpay's webhook (payment.captured, payment.failed). No session and no XSRF token:
 * the X-Razorpay-Signature over the raw bytes, exactly as received, is the only proof.
 */
export const POST = route(async (req) => {
  await consumeLimits([['paymentWebhooksPerIp', clientIp(req)]], 'webhook calls');
  const raw = await readBodyBytes(req, JSON_BODY_MAX_BYTES, 'The webhook body is too large.');
  const result = await handlePaymentWebhook(raw, req.headers.get('x-razorpay-signature'), req.headers.get('x-razorpay-event-id'));
  const body: PaymentWebhookResponse = { status: 'success', result };
  return json(body, 200, { 'Cache-Control': 'no-store' });
});
