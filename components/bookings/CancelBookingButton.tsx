'use client';
import { useLocaleRouter } from '@/lib/i18n/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import FormStatus from '@/components/form/FormStatus';
import { useSubmission } from '@/components/form/use-submission';
import { cancelBooking } from '@/lib/client/bookings-api';

/**
 * Cancels an unpaid booking after the customer confirms; the page then shows its new state. It
 * stays mounted once the booking is cancelled (`cancellable` false, no button), so the message that
 * says so outlives the page's refresh instead of vanishing with the button.
 */
export default function CancelBookingButton({ bookingId, cancellable }: { bookingId: string; cancellable: boolean }) {
  const t = useTranslations('BookingCancel');
  const router = useLocaleRouter();
  const [confirming, setConfirming] = useState(false);
  const { busy, status, send } = useSubmission();

  async function cancel() {
    await send(() => cancelBooking(bookingId), {
      accepted: (res) => res.status === 'success',
      success: t('cancelled'),
      failed: t('failed'),
      onSuccess: () => {
        setConfirming(false);
        router.refresh();
      },
    });
  }

  return (
    <div>
      {!cancellable ? null : confirming ? (
        <div role="group" aria-label={t('confirmLabel')}>
          <p>{t('question')}</p>
          <button type="button" className="btn" onClick={cancel} disabled={busy}>
            {t('yes')}
          </button>{' '}
          <button type="button" className="btn btn-outline" onClick={() => setConfirming(false)} disabled={busy}>
            {t('keep')}
          </button>
        </div>
      ) : (
        <button type="button" className="btn btn-outline" onClick={() => setConfirming(true)}>
          {t('cancel')}
        </button>
      )}
      <FormStatus status={status} />
    </div>
  );
}
