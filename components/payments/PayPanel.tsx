'use client';
import { useLocaleRouter } from '@/lib/i18n/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import FormStatus from '@/components/form/FormStatus';
import { useSubmission } from '@/components/form/use-submission';
import { createPaymentOrder, verifyPayment } from '@/lib/client/payments-api';
import { PAYMENT_FAILED_MESSAGE, type PaymentOrderData, type PaymentProviderName } from '@/lib/contract/payments';
import { openRazorpayCheckout } from './razorpay-checkout';
import TestCheckout from './TestCheckout';
import styles from './Payments.module.scss';

interface Props {
  bookingId: string;
  provider: PaymentProviderName;
  /** "₹5,100", already formatted by the page. */
  amountLabel: string;
  serviceTitle: string;
  /** Shown in Razorpay Checkout. */
  businessName: string;
  customer: { name: string; contact: string; email: string | null };
}

/**
 * Pays for one booking: makes an order (its amount is the server's), then opens Razorpay Checkout
 * or, in TEST MODE, the test checkout. A verified payment goes to the booking's confirmation; a failed or closed
 * one leaves the booking waiting for payment, with a message and the same button to try again
 * (each try is a new order).
 */
export default function PayPanel({ bookingId, provider, amountLabel, serviceTitle, businessName, customer }: Props) {
  const t = useTranslations('PayPanel');
  const router = useLocaleRouter();
  const { busy, status, show, send } = useSubmission();
  const [testOrder, setTestOrder] = useState<PaymentOrderData | null>(null);
  const [failed, setFailed] = useState(false);
  const [focusRetry, setFocusRetry] = useState(false);
  const payButton = useRef<HTMLButtonElement>(null);

  // Back to the button that retries once it is on screen again (it is not while the test
  // checkout shows), so a keyboard user is where the next step is.
  useEffect(() => {
    const button = payButton.current;
    if (!focusRetry || !button || button.disabled) return;
    button.focus();
    setFocusRetry(false);
  }, [focusRetry, testOrder, busy]);

  const toConfirmation = () => router.push(`/bookings/${bookingId}/confirmed`);

  function paymentFailed(message = PAYMENT_FAILED_MESSAGE) {
    setTestOrder(null);
    setFailed(true);
    show('error', message);
    setFocusRetry(true);
  }

  async function pay() {
    setFailed(false);
    await send(() => createPaymentOrder(bookingId), {
      accepted: () => true,
      failed: t('startFailed'),
      noAnswer: t('startNoAnswer'),
      onSuccess: (order) => {
        if (order.provider === 'test') {
          setTestOrder(order);
          return;
        }
        void openRazorpayCheckout({
          order,
          businessName,
          description: serviceTitle,
          customer,
          onPaid: (callback) =>
            void send(() => verifyPayment({ bookingId, ...callback }), {
              accepted: () => true,
              failed: t('confirmFailed'),
              staysBusy: true,
              onSuccess: toConfirmation,
            }),
          onFailed: (reason) => paymentFailed(reason ? `${PAYMENT_FAILED_MESSAGE} (${reason})` : undefined),
          onClosed: () => show('error', t('windowClosed')),
        }).catch(() => paymentFailed(t('windowFailed')));
      },
    });
  }

  return (
    <div className={styles.pay}>
      {!testOrder && (
        <button ref={payButton} type="button" className="btn" onClick={pay} disabled={busy} aria-describedby="pay-amount">
          {busy ? t('starting') : failed ? t('tryAgain', { amount: amountLabel }) : t('pay', { amount: amountLabel })}
        </button>
      )}
      {testOrder && (
        <TestCheckout
          bookingId={bookingId}
          order={testOrder}
          amountLabel={amountLabel}
          serviceTitle={serviceTitle}
          onPaid={toConfirmation}
          onFailed={() => paymentFailed()}
        />
      )}
      <FormStatus status={status} />
      {provider === 'test' && !testOrder && <p className={styles.testNote}>{t('testNote')}</p>}
    </div>
  );
}
