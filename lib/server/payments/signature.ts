import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

// Razorpay's two documented signatures, the only place they are computed or checked. TEST MODE
// signs its checkout callbacks with the same function, so both go through one verification path.
//   payment (Checkout callback): HMAC-SHA256(key_secret, `${order_id}|${payment_id}`), hex
//   webhook (X-Razorpay-Signature): HMAC-SHA256(webhook_secret, raw request body), hex

const HEX_SHA256 = /^[0-9a-f]{64}$/;

function hmacHex(secret: string, message: string | Uint8Array): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Compares in constant time; anything that is not a lowercase hex SHA-256 is simply wrong. */
function matches(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || !HEX_SHA256.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'ascii'), Buffer.from(given, 'ascii'));
}

export function signPayment(secret: string, orderId: string, paymentId: string): string {
  return hmacHex(secret, `${orderId}|${paymentId}`);
}

export function isValidPaymentSignature(secret: string, orderId: string, paymentId: string, signature: unknown): boolean {
  return matches(signPayment(secret, orderId, paymentId), signature);
}

export function signWebhook(secret: string, rawBody: string | Uint8Array): string {
  return hmacHex(secret, rawBody);
}

export function isValidWebhookSignature(secret: string, rawBody: string | Uint8Array, signature: unknown): boolean {
  return matches(signWebhook(secret, rawBody), signature);
}
