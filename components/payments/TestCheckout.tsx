'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import FormStatus from '@/components/form/FormStatus';
import { useSubmission } from '@/components/form/use-submission';
import { completeTestCheckout, verifyPayment } from '@/lib/client/payments-api';
import type { PaymentOrderData } from '@/lib/contract/payments';
import styles from './Payments.module.scss';

interface Props {
  bookingId: string;
  order: PaymentOrderData;
  amountLabel: string;
  serviceTitle: string;
  onPaid: () => void;
  onFailed: () => void;
}

/**
 * TEST MODE's stand-in for Razorpay Checkout, labelled as such. "Pay successfully" has the server
 * sign a test payment exactly as Razorpay signs its callback, then verifies it through the same
 * call as a real payment; "Fail the payment" records a failed try, as Razorpay's payment.failed.
 */
export default function TestCheckout({ bookingId, order, amountLabel, serviceTitle, onPaid, onFailed }: Props) {
  const t = useTranslations('PayPanel');
  const { busy, status, send } = useSubmission();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  const succeed = () =>
    send(
      async () => {
        const outcome = await completeTestCheckout({ bookingId, orderId: order.orderId, outcome: 'success' });
        if (outcome.outcome !== 'success') throw new Error('The test checkout did not succeed');
        return verifyPayment({ bookingId, orderId: outcome.orderId, paymentId: outcome.paymentId, signature: outcome.signature });
      },
      { accepted: () => true, failed: t('testConfirmFailed'), staysBusy: true, onSuccess: onPaid },
    );

  const fail = () =>
    send(() => completeTestCheckout({ bookingId, orderId: order.orderId, outcome: 'failure' }), {
      accepted: () => true,
      failed: t('testFailFailed'),
      onSuccess: onFailed,
    });

  return (
    <section className={styles.testCheckout} aria-labelledby="test-checkout-title">
      <p className={styles.testBadge}>{t('testBadge')}</p>
      <h2 id="test-checkout-title" ref={heading} tabIndex={-1}>
        {t('testHeading')}
      </h2>
      <p>{t.rich('testIntro', { amount: amountLabel, service: serviceTitle, strong: (chunks) => <strong>{chunks}</strong> })}</p>
      <p className={styles.orderLine}>{t('order', { id: order.orderId })}</p>
      <div className={styles.actions}>
        <button type="button" className="btn" onClick={succeed} disabled={busy}>
          {t('succeed')}
        </button>
        <button type="button" className="btn btn-outline" onClick={fail} disabled={busy}>
          {t('fail')}
        </button>
      </div>
      <FormStatus status={status} />
    </section>
  );
}
