import { paymentOrderRequestSchema, paymentVerifyRequestSchema, testCheckoutRequestSchema } from '@/lib/contract/payments';

const BOOKING = '6f1c2f1e-4b1a-4a53-9f1e-0d5c8a0e1b2c';
const CALLBACK = { bookingId: BOOKING, orderId: 'order_IEIaMR65cu6nz3', paymentId: 'pay_IH4NVgf4Dreq1l', signature: 'a'.repeat(64) };

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('payment requests', () => {
  it('take Razorpay’s and TEST MODE’s ids as Checkout hands them over', () => {
    expect(paymentVerifyRequestSchema.parse(CALLBACK)).toEqual(CALLBACK);
    expect(paymentVerifyRequestSchema.safeParse({ ...CALLBACK, orderId: 'order_test_0123456789abcdef0123', paymentId: 'pay_test_0a1b' }).success).toBe(true);
  });

  it('keep only the fields of the contract: an amount sent by the client is dropped', () => {
    expect(paymentOrderRequestSchema.parse({ bookingId: BOOKING, amount: 100 })).toEqual({ bookingId: BOOKING });
  });

  it.each([
    [{ bookingId: 'not-a-uuid' }, 'The booking was not found.'],
    [{ orderId: 'pay_IEIaMR65cu6nz3' }, 'The order is not valid.'],
    [{ paymentId: 'pay_IH4N-gf4' }, 'The payment is not valid.'],
    [{ paymentId: 'pay_x\u0000' }, 'The payment contains characters that are not allowed.'],
    [{ signature: '' }, 'The signature is required.'],
    [{ signature: 'a'.repeat(129) }, 'The signature must be at most 128 characters.'],
  ])('refuse %j with a plain message', (change, expected) => {
    expect(message(paymentVerifyRequestSchema.safeParse({ ...CALLBACK, ...change }))).toBe(expected);
  });

  it('let the test checkout only succeed or fail an order of TEST MODE', () => {
    expect(testCheckoutRequestSchema.safeParse({ bookingId: BOOKING, orderId: 'order_test_0123', outcome: 'success' }).success).toBe(true);
    expect(message(testCheckoutRequestSchema.safeParse({ bookingId: BOOKING, orderId: 'order_IEIaMR65cu6nz3', outcome: 'success' }))).toBe('The order is not valid.');
    expect(message(testCheckoutRequestSchema.safeParse({ bookingId: BOOKING, orderId: 'order_test_0123', outcome: 'refund' }))).toBe('Choose whether the test payment succeeds or fails.');
  });
});
