/** @jest-environment node */
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import { isValidPaymentSignature, isValidWebhookSignature, signPayment, signWebhook } from '@/lib/server/payments/signature';

// Known vectors, computed outside this code with the documented algorithm:
//   printf '%s' 'order_IEIaMR65cu6nz3|pay_IH4NVgf4Dreq1l' | openssl dgst -sha256 -hmac 'EnLs21M47BllR3X8PSFtjtbd' -hex
//   printf '%s' '{"entity":"event","event":"payment.captured"}' | openssl dgst -sha256 -hmac 'webhook-secret-123' -hex
const PAYMENT = {
  secret: 'EnLs21M47BllR3X8PSFtjtbd',
  orderId: 'order_IEIaMR65cu6nz3',
  paymentId: 'pay_IH4NVgf4Dreq1l',
  signature: '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f',
};
const WEBHOOK = {
  secret: 'webhook-secret-123',
  body: '{"entity":"event","event":"payment.captured"}',
  signature: '05eca6d7ef818a97e861a6e888d158a6678e96d67113dc1a732ad892923c4e47',
};

describe('Razorpay payment signature', () => {
  it('is HMAC-SHA256 of "order_id|payment_id" with the key secret, in hex', () => {
    expect(signPayment(PAYMENT.secret, PAYMENT.orderId, PAYMENT.paymentId)).toBe(PAYMENT.signature);
    expect(isValidPaymentSignature(PAYMENT.secret, PAYMENT.orderId, PAYMENT.paymentId, PAYMENT.signature)).toBe(true);
  });

  it('agrees with the official SDK on the same vector', () => {
    const params = { order_id: PAYMENT.orderId, payment_id: PAYMENT.paymentId };
    expect(validatePaymentVerification(params, PAYMENT.signature, PAYMENT.secret)).toBe(true);
    expect(validatePaymentVerification(params, PAYMENT.signature.replace(/^0/, '1'), PAYMENT.secret)).toBe(false);
  });

  it.each([
    ['another order', { orderId: 'order_IEIaMR65cu6nz4' }],
    ['another payment', { paymentId: 'pay_IH4NVgf4Dreq1m' }],
    ['another secret', { secret: 'EnLs21M47BllR3X8PSFtjtbe' }],
    ['a changed signature', { signature: PAYMENT.signature.replace(/f$/, 'e') }],
    ['an uppercase signature', { signature: PAYMENT.signature.toUpperCase() }],
    ['a truncated signature', { signature: PAYMENT.signature.slice(0, 63) }],
    ['an empty signature', { signature: '' }],
    ['a non-string signature', { signature: 42 as unknown as string }],
  ])('refuses %s', (_label, change) => {
    const v = { ...PAYMENT, ...change };
    expect(isValidPaymentSignature(v.secret, v.orderId, v.paymentId, v.signature)).toBe(false);
  });
});

describe('Razorpay webhook signature', () => {
  it('is HMAC-SHA256 of the raw body with the webhook secret, in hex, over text or bytes', () => {
    expect(signWebhook(WEBHOOK.secret, WEBHOOK.body)).toBe(WEBHOOK.signature);
    expect(isValidWebhookSignature(WEBHOOK.secret, new TextEncoder().encode(WEBHOOK.body), WEBHOOK.signature)).toBe(true);
  });

  it('agrees with the official SDK on the same vector', () => {
    expect(validateWebhookSignature(WEBHOOK.body, WEBHOOK.signature, WEBHOOK.secret)).toBe(true);
  });

  it('refuses a body changed by one byte (a re-serialised body would not match either)', () => {
    expect(isValidWebhookSignature(WEBHOOK.secret, WEBHOOK.body.replace('captured', 'failed'), WEBHOOK.signature)).toBe(false);
    expect(isValidWebhookSignature(WEBHOOK.secret, WEBHOOK.body.replace(',', ', '), WEBHOOK.signature)).toBe(false);
    expect(isValidWebhookSignature('webhook-secret-124', WEBHOOK.body, WEBHOOK.signature)).toBe(false);
  });
});
