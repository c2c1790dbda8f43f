'use client';
import { useLocaleRouter } from '@/lib/i18n/navigation';
import FormStatus from '@/components/form/FormStatus';
import { useSubmission } from '@/components/form/use-submission';
import { retryRefund } from '@/lib/client/admin-bookings-api';

/** The dashboard's Retry of one payment still to give back; the page reloads its list after. */
export default function RefundRetry({ paymentRowId, paymentId }: { paymentRowId: string; paymentId: string }) {
  const router = useLocaleRouter();
  const submission = useSubmission();

  async function retry() {
    await submission.send(() => retryRefund(paymentRowId), {
      accepted: (r) => r.payment.refundId.length > 0,
      success: `Payment ${paymentId} was refunded.`,
      failed: 'The refund could not be retried. Please try again.',
      onSuccess: () => router.refresh(),
    });
  }

  return (
    <>
      <button type="button" className="btn btn-outline" disabled={submission.busy} onClick={retry} aria-label={`Retry the refund of payment ${paymentId}`}>
        Retry
      </button>
      <FormStatus status={submission.status} />
    </>
  );
}
