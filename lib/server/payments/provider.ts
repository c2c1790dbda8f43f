import 'server-only';
import { randomBytes } from 'node:crypto';
import type { PaymentProviderName } from '@/lib/contract/payments';
import { serverEnv, type ServerEnv } from '../env';
import { getTestPaymentsKey } from '../secrets';

export const PAYMENT_CURRENCY = 'INR';

export interface ProviderRefund {
  refundId: string;
  amountPaise: number;
}

export interface ProviderOrder {
  orderId: string;
  amountPaise: number;
  currency: typeof PAYMENT_CURRENCY;
}

/**
 * Where money is taken. Razorpay when its keys are configured; TEST MODE otherwise, which takes
 * no money: orders are made here and its checkout page lets the customer succeed or fail. Both
 * sign the checkout callback the same way (signature.ts), so one code path verifies either.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The public key Razorpay Checkout opens with; null in TEST MODE. */
  readonly keyId: string | null;
  /** An order for exactly this amount, in paise; `receipt` is the booking id. */
  createOrder(input: { amountPaise: number; receipt: string }): Promise<ProviderOrder>;
  /** The secret the provider signs checkout callbacks with (Razorpay: the key secret). */
  callbackSecret(): Promise<string>;
  /** Gives back `amountPaise` of a captured payment; `receipt` is the booking id. */
  refund(input: { paymentId: string; amountPaise: number; receipt: string }): Promise<ProviderRefund>;
}

type RazorpayOrders = { create(params: { amount: number; currency: string; receipt: string }): Promise<{ id: string; amount: number | string; currency: string }> };
type RazorpayPayments = { refund(paymentId: string, params: { amount: number; speed: 'normal'; receipt: string }): Promise<{ id: string; amount?: number | string }> };
type RazorpayFactory = (keys: { keyId: string; keySecret: string }) => Promise<{ orders: RazorpayOrders; payments: RazorpayPayments }>;

const officialSdk: RazorpayFactory = async ({ keyId, keySecret }) => {
  const { default: Razorpay } = await import('razorpay');
  return new Razorpay({ key_id: keyId, key_secret: keySecret });
};

export function razorpayProvider(keys: { keyId: string; keySecret: string }, sdk: RazorpayFactory = officialSdk): PaymentProvider {
  const client = sdk(keys);
  return {
    name: 'razorpay',
    keyId: keys.keyId,
    async createOrder({ amountPaise, receipt }) {
      const order = await (await client).orders.create({ amount: amountPaise, currency: PAYMENT_CURRENCY, receipt });
      // What Razorpay will charge is what the order says: it must be what we asked for.
      if (Number(order.amount) !== amountPaise || order.currency !== PAYMENT_CURRENCY) {
        throw new Error(`Razorpay created order ${order.id} for ${order.amount} ${order.currency}, not ${amountPaise} ${PAYMENT_CURRENCY}`);
      }
      return { orderId: order.id, amountPaise, currency: PAYMENT_CURRENCY };
    },
    callbackSecret: () => Promise.resolve(keys.keySecret),
    async refund({ paymentId, amountPaise, receipt }) {
      const refund = await (await client).payments.refund(paymentId, { amount: amountPaise, speed: 'normal', receipt });
      if (Number(refund.amount) !== amountPaise) throw new Error(`Razorpay refunded ${refund.amount} of payment ${paymentId}, not ${amountPaise}`);
      return { refundId: refund.id, amountPaise };
    },
  };
}

/** TEST MODE ids look like Razorpay's but say what they are. */
export const testOrderId = () => `order_test_${randomBytes(10).toString('hex')}`;
export const testPaymentId = () => `pay_test_${randomBytes(10).toString('hex')}`;
export const testRefundId = () => `rfnd_test_${randomBytes(10).toString('hex')}`;

export function testModeProvider(secret: () => Promise<string> = getTestPaymentsKey): PaymentProvider {
  return {
    name: 'test',
    keyId: null,
    createOrder: async ({ amountPaise }) => ({ orderId: testOrderId(), amountPaise, currency: PAYMENT_CURRENCY }),
    callbackSecret: secret,
    // No money was taken, so none goes back: the refund is recorded as if it had.
    refund: async ({ amountPaise }) => ({ refundId: testRefundId(), amountPaise }),
  };
}

export function selectPaymentProvider(env: Pick<ServerEnv, 'razorpay'>): PaymentProvider {
  return env.razorpay ? razorpayProvider(env.razorpay) : testModeProvider();
}

let selected: PaymentProvider | undefined;

/** The provider of this server, chosen once from the settings. */
export function paymentProvider(): PaymentProvider {
  return (selected ??= selectPaymentProvider(serverEnv()));
}

/**
 * Why a production server must not start: with no Razorpay keys, TEST MODE would mark bookings
 * paid without taking any money. Null with keys, outside production (`next dev`), or when
 * ALLOW_TEST_PAYMENTS=true says it is meant (`npm start` on a laptop, the test servers).
 */
export function testPaymentsProblem(env: Pick<ServerEnv, 'razorpay' | 'allowTestPayments'>, nodeEnv: string | undefined): string | null {
  if (env.razorpay || nodeEnv !== 'production' || env.allowTestPayments) return null;
  return (
    'Refusing to start: no Razorpay keys are set, so payments would run in TEST MODE and take no money. ' +
    'Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or, for local use only, ALLOW_TEST_PAYMENTS=true.'
  );
}
