'use client';
import { useLocaleRouter } from '@/lib/i18n/navigation';
import { useId, useState } from 'react';
import { TextAreaField } from '@/components/form/Field';
import FormStatus from '@/components/form/FormStatus';
import { checkWith, type Problems } from '@/components/form/problems';
import { useSubmission } from '@/components/form/use-submission';
import { reopenBooking } from '@/lib/client/admin-bookings-api';
import { BOOKING_STATUS_LABELS, type BookingStatus } from '@/lib/consultations/booking-status';
import { adminReopenSchema, REOPEN_REASON_MAX_LENGTH } from '@/lib/contract/admin-bookings';

/** Undoes a wrong "Completed" or "Cancelled": the reason is required and goes into the history the customer reads. */
export default function ReopenBooking({ id, status }: { id: string; status: BookingStatus }) {
  const router = useLocaleRouter();
  const base = `reopen-${useId()}`;
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems<'reason'>>({});
  const submission = useSubmission();

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const checked = checkWith(adminReopenSchema, { reason }, ['reason']);
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    await submission.send(() => reopenBooking(id, checked.data), {
      accepted: (r) => r.booking.status !== status,
      success: 'Booking reopened. The customer has been told.',
      failed: 'The booking could not be reopened. Please try again.',
      onSuccess: () => {
        setReason('');
        router.refresh();
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`}>Undo &ldquo;{BOOKING_STATUS_LABELS[status]}&rdquo;</h2>
      <TextAreaField
        id={`${base}-reason`}
        label="Reason"
        hint="Required. Why this was wrong; the customer sees it in the booking's history."
        rows={3}
        maxLength={REOPEN_REASON_MAX_LENGTH}
        value={reason}
        error={problems.reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <button type="submit" className="btn" disabled={submission.busy}>
        Reopen the booking
      </button>
      <FormStatus status={submission.status} />
    </form>
  );
}
