'use client';
import { useLocaleRouter } from '@/lib/i18n/navigation';
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
  const router = useLocaleRouter();
  const [confirming, setConfirming] = useState(false);
  const { busy, status, send } = useSubmission();

  async function cancel() {
    await send(() => cancelBooking(bookingId), {
      accepted: (res) => res.status === 'success',
      success: 'Your booking is cancelled.',
      failed: 'The booking could not be cancelled. Please try again.',
      onSuccess: () => {
        setConfirming(false);
        router.refresh();
      },
    });
  }

  return (
    <div>
      {!cancellable ? null : confirming ? (
        <div role="group" aria-label="Confirm the cancellation">
          <p>Cancel this booking? Nothing has been paid, so nothing is charged.</p>
          <button type="button" className="btn" onClick={cancel} disabled={busy}>
            Yes, cancel the booking
          </button>{' '}
          <button type="button" className="btn btn-outline" onClick={() => setConfirming(false)} disabled={busy}>
            Keep it
          </button>
        </div>
      ) : (
        <button type="button" className="btn btn-outline" onClick={() => setConfirming(true)}>
          Cancel booking
        </button>
      )}
      <FormStatus status={status} />
    </div>
  );
}
