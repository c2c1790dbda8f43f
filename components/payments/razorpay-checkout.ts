import type { PaymentOrderData } from '@/lib/contract/payments';

// Razorpay Checkout (https://checkout.razorpay.com/v1/checkout.js), loaded only when a customer
// pays, on the pay page whose Content-Security-Policy allows Razorpay's origins (lib/config/csp.mjs).

const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}
interface RazorpayFailure {
  error?: { description?: string };
}
interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', listener: (response: RazorpayFailure) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let loading: Promise<RazorpayConstructor> | undefined;

function loadCheckout(): Promise<RazorpayConstructor> {
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => {
      const ctor = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (ctor) resolve(ctor);
      else reject(new Error('Razorpay Checkout did not load'));
    };
    script.onerror = () => reject(new Error('Razorpay Checkout could not be loaded'));
    document.head.appendChild(script);
  }).catch((err) => {
    loading = undefined; // let the next try load it again
    throw err;
  });
  return loading;
}

export interface CheckoutOptions {
  order: PaymentOrderData;
  businessName: string;
  description: string;
  customer: { name: string; contact: string; email: string | null };
  onPaid: (callback: { orderId: string; paymentId: string; signature: string }) => void;
  onFailed: (reason: string | undefined) => void;
  onClosed: () => void;
}

export async function openRazorpayCheckout({ order, businessName, description, customer, onPaid, onFailed, onClosed }: CheckoutOptions): Promise<void> {
  const Razorpay = await loadCheckout();
  let settled = false;
  const checkout = new Razorpay({
    key: order.keyId,
    order_id: order.orderId,
    amount: order.amount,
    currency: order.currency,
    name: businessName,
    description,
    prefill: { name: customer.name, contact: customer.contact, ...(customer.email ? { email: customer.email } : {}) },
    handler: (response: RazorpaySuccess) => {
      settled = true;
      onPaid({ orderId: response.razorpay_order_id, paymentId: response.razorpay_payment_id, signature: response.razorpay_signature });
    },
    modal: { ondismiss: () => !settled && onClosed() },
  });
  checkout.on('payment.failed', (response) => {
    settled = true;
    onFailed(response.error?.description);
  });
  checkout.open();
}
