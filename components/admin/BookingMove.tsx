'use client';
import { useLocaleRouter } from '@/lib/i18n/navigation';
import { useId, useState } from 'react';
import { FieldRow, InputField, SelectField, TextAreaField } from '@/components/form/Field';
import FormStatus from '@/components/form/FormStatus';
import { checkWith, type Problems } from '@/components/form/problems';
import { useSubmission } from '@/components/form/use-submission';
import { changeBooking } from '@/lib/client/admin-bookings-api';
import { BOOKING_STATUS_LABELS } from '@/lib/consultations/booking-status';
import { formatRupees } from '@/lib/consultations/services';
import { ADMIN_BOOKING_NOTE_MAX_LENGTH, adminBookingUpdateSchema, type AdminBookingMove } from '@/lib/contract/admin-bookings';

type FieldName = 'status' | 'scheduledAt' | 'note';
const FIELDS: readonly FieldName[] = ['status', 'scheduledAt', 'note'];

/** India has one time zone and no daylight saving: the console's times are all +05:30. */
const IST_OFFSET = '+05:30';

const MOVE_BUTTONS: Record<AdminBookingMove, string> = {
  scheduled: 'Schedule the consultation',
  completed: 'Mark completed',
  cancelled: 'Cancel the booking',
  refunded: 'Refund and close the booking',
};

/**
 * The form that moves a booking on: the moves its state allows, the agreed date and time (India
 * time) when scheduling, and a note. Checked with the route's own schema before it is sent; the
 * page reloads its history after.
 */
export default function BookingMove({ id, moves, amountPaise, completedWaits }: { id: string; moves: readonly AdminBookingMove[]; amountPaise: number; completedWaits: string | null }) {
  const router = useLocaleRouter();
  const base = `move-${useId()}`;
  const [status, setStatus] = useState<AdminBookingMove>(moves[0]!);
  const [day, setDay] = useState('');
  const [time, setTime] = useState('');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<Problems<FieldName>>({});
  const submission = useSubmission();

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const scheduling = status === 'scheduled';
    const checked = checkWith(
      adminBookingUpdateSchema,
      { status, note, scheduledAt: scheduling && day && time ? `${day}T${time}:00${IST_OFFSET}` : undefined },
      FIELDS,
    );
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    await submission.send(() => changeBooking(id, checked.data), {
      accepted: (r) => r.booking.status === status,
      success: `Booking moved to ${BOOKING_STATUS_LABELS[status].toLowerCase()}. The customer has been told.`,
      failed: 'The booking could not be changed. Please try again.',
      onSuccess: () => {
        setNote('');
        router.refresh();
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`}>Move this booking</h2>
      <SelectField
        id={`${base}-status`}
        label="New state"
        value={status}
        error={problems.status}
        options={moves.map((m) => ({ value: m, label: BOOKING_STATUS_LABELS[m] }))}
        onChange={(e) => setStatus(e.target.value as AdminBookingMove)}
      />
      {status === 'scheduled' ? (
        <FieldRow>
          <InputField id={`${base}-day`} label="Date of the consultation" type="date" required value={day} error={problems.scheduledAt} onChange={(e) => setDay(e.target.value)} />
          <InputField id={`${base}-time`} label="Time (India, IST)" type="time" required value={time} onChange={(e) => setTime(e.target.value)} />
        </FieldRow>
      ) : null}
      {status === 'completed' && completedWaits ? <p role="note">{completedWaits}</p> : null}
      {status === 'refunded' ? <p>{formatRupees(amountPaise)} goes back to the customer through the payment provider. This cannot be undone.</p> : null}
      <TextAreaField
        id={`${base}-note`}
        label="Note"
        hint="Why, or what was agreed. The customer sees it in the booking's history."
        rows={3}
        maxLength={ADMIN_BOOKING_NOTE_MAX_LENGTH}
        value={note}
        error={problems.note}
        onChange={(e) => setNote(e.target.value)}
      />
      <button type="submit" className="btn" disabled={submission.busy || (status === 'completed' && completedWaits !== null)}>
        {MOVE_BUTTONS[status]}
      </button>
      <FormStatus status={submission.status} />
    </form>
  );
}
