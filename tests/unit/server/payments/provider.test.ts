/** @jest-environment node */
import { razorpayProvider, selectPaymentProvider, testModeProvider, testPaymentsProblem } from '@/lib/server/payments/provider';

jest.mock('@/lib/server/secrets', () => ({ getTestPaymentsKey: () => Promise.resolve('stored-test-key') }));

const KEYS = { keyId: 'rzp_test_abc123', keySecret: 'secret-xyz' };

describe('payment provider selection', () => {
  it('is Razorpay, with the key id for Checkout, when both keys are set', () => {
    const provider = selectPaymentProvider({ razorpay: KEYS });
    expect(provider.name).toBe('razorpay');
    expect(provider.keyId).toBe('rzp_test_abc123');
  });

  it('is TEST MODE, with no key id, when no keys are set', async () => {
    const provider = selectPaymentProvider({ razorpay: undefined });
    expect(provider.name).toBe('test');
    expect(provider.keyId).toBeNull();
    await expect(provider.callbackSecret()).resolves.toBe('stored-test-key');
  });
});

describe('the Razorpay adapter', () => {
  it('creates an order through the SDK in paise, INR, with the booking id as receipt, and signs with the key secret', async () => {
    const create = jest.fn().mockResolvedValue({ id: 'order_N1', amount: 510000, currency: 'INR' });
    const provider = razorpayProvider(KEYS, async () => ({ orders: { create }, payments: { refund: jest.fn() } }));
    await expect(provider.createOrder({ amountPaise: 510000, receipt: '6f1c2f1e-4b1a-4a53-9f1e-0d5c8a0e1b2c' })).resolves.toEqual({
      orderId: 'order_N1',
      amountPaise: 510000,
      currency: 'INR',
    });
    expect(create).toHaveBeenCalledWith({ amount: 510000, currency: 'INR', receipt: '6f1c2f1e-4b1a-4a53-9f1e-0d5c8a0e1b2c' });
    await expect(provider.callbackSecret()).resolves.toBe('secret-xyz');
  });

  it('refuses an order Razorpay made for another amount', async () => {
    const create = jest.fn().mockResolvedValue({ id: 'order_N2', amount: 100, currency: 'INR' });
    const provider = razorpayProvider(KEYS, async () => ({ orders: { create }, payments: { refund: jest.fn() } }));
    await expect(provider.createOrder({ amountPaise: 510000, receipt: 'b' })).rejects.toThrow(/not 510000 INR/);
  });

  it('passes the keys to the official SDK', async () => {
    const sdk = jest.fn().mockResolvedValue({ orders: { create: jest.fn() }, payments: { refund: jest.fn() } });
    razorpayProvider(KEYS, sdk);
    expect(sdk).toHaveBeenCalledWith(KEYS);
  });
});

describe('refunds', () => {
  it('go through the SDK in paise, at normal speed, with the booking id as receipt', async () => {
    const refund = jest.fn().mockResolvedValue({ id: 'rfnd_N1', amount: 510000 });
    const provider = razorpayProvider(KEYS, async () => ({ orders: { create: jest.fn() }, payments: { refund } }));
    await expect(provider.refund({ paymentId: 'pay_N1', amountPaise: 510000, receipt: 'booking-1' })).resolves.toEqual({ refundId: 'rfnd_N1', amountPaise: 510000 });
    expect(refund).toHaveBeenCalledWith('pay_N1', { amount: 510000, speed: 'normal', receipt: 'booking-1' });
  });

  it('are refused when Razorpay gives back another amount', async () => {
    const refund = jest.fn().mockResolvedValue({ id: 'rfnd_N2', amount: 100 });
    const provider = razorpayProvider(KEYS, async () => ({ orders: { create: jest.fn() }, payments: { refund } }));
    await expect(provider.refund({ paymentId: 'pay_N2', amountPaise: 510000, receipt: 'b' })).rejects.toThrow(/not 510000/);
  });

  it('in TEST MODE are recorded with an id that says so', async () => {
    const provider = testModeProvider(() => Promise.resolve('k'));
    const done = await provider.refund({ paymentId: 'pay_test_1', amountPaise: 250000, receipt: 'x' });
    expect(done).toEqual({ refundId: expect.stringMatching(/^rfnd_test_[0-9a-f]{20}$/), amountPaise: 250000 });
  });
});

describe('the TEST MODE adapter', () => {
  it('makes its own order ids for the amount asked, each different', async () => {
    const provider = testModeProvider(() => Promise.resolve('k'));
    const a = await provider.createOrder({ amountPaise: 250000, receipt: 'x' });
    const b = await provider.createOrder({ amountPaise: 250000, receipt: 'x' });
    expect(a).toMatchObject({ amountPaise: 250000, currency: 'INR' });
    expect(a.orderId).toMatch(/^order_test_[0-9a-f]{20}$/);
    expect(a.orderId).not.toBe(b.orderId);
  });
});

describe('TEST MODE in production', () => {
  it('is refused unless allowed, and fine with keys or outside production', () => {
    expect(testPaymentsProblem({ razorpay: undefined, allowTestPayments: false }, 'production')).toMatch(/Refusing to start.*ALLOW_TEST_PAYMENTS=true/);
    expect(testPaymentsProblem({ razorpay: undefined, allowTestPayments: true }, 'production')).toBeNull();
    expect(testPaymentsProblem({ razorpay: KEYS, allowTestPayments: false }, 'production')).toBeNull();
    expect(testPaymentsProblem({ razorpay: undefined, allowTestPayments: false }, 'development')).toBeNull();
  });
});
