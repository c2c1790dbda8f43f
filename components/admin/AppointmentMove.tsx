'use client';
import { useLocaleRouter } from '@/lib/i18n/navigation';
import { useEffect, useId, useState } from 'react';
import { SelectField } from '@/components/form/Field';
import FormStatus from '@/components/form/FormStatus';
import { useSubmission } from '@/components/form/use-submission';
import { freeSlotsOf, moveAppointment } from '@/lib/client/admin-bookings-api';
import { formatBookingTime } from '@/lib/consultations/booking-dates';
import type { SlotTimes } from '@/lib/experts';

/** How many days of free slots the console offers (the booking form's horizon). */
const SLOT_DAYS = 30;

/**
 * Assigns or reassigns a paid or scheduled consultation: an expert who takes its service and one
 * of their free slots, read from the same slots API customers book from. A slot taken meanwhile
 * is a 409: its message is shown and the free slots are read again.
 */
export default function AppointmentMove({ id, serviceSlug, experts, current }: { id: string; serviceSlug: string; experts: readonly { slug: string; name: string }[]; current: string | null }) {
  const router = useLocaleRouter();
  const base = `appointment-${useId()}`;
  const [expert, setExpert] = useState(current ?? experts[0]?.slug ?? '');
  // The free times read for one expert (and one reading: a refusal reads them again).
  const [read, setRead] = useState<{ expert: string; reading: number; times: SlotTimes[] } | null>(null);
  const [reading, setReading] = useState(0);
  const [chosen, setChosen] = useState('');
  const submission = useSubmission();

  useEffect(() => {
    if (!expert) return;
    let current = true;
    freeSlotsOf(expert, serviceSlug, SLOT_DAYS)
      .catch(() => [] as SlotTimes[])
      .then((times) => {
        if (current) setRead({ expert, reading, times });
      });
    return () => {
      current = false;
    };
  }, [expert, serviceSlug, reading]);

  const slots = read && read.expert === expert && read.reading === reading ? read.times : null;
  const slot = slots?.some((s) => s.start === chosen) ? chosen : (slots?.[0]?.start ?? '');

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!expert || !slot) return;
    const name = experts.find((x) => x.slug === expert)?.name ?? expert;
    await submission.send(() => moveAppointment(id, { expertSlug: expert, slotStart: slot }), {
      accepted: (r) => r.booking.expert?.slug === expert,
      success: `The consultation is now with ${name} on ${formatBookingTime(slot)}. The customer has been told.`,
      failed: 'The appointment could not be changed. Please try again.',
      onSuccess: () => router.refresh(),
      onFailure: () => setReading((n) => n + 1),
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${base}-title`} data-testid="appointment-move">
      <h2 id={`${base}-title`}>Expert and time</h2>
      <SelectField id={`${base}-expert`} label="Expert" value={expert} options={experts.map((x) => ({ value: x.slug, label: x.name }))} onChange={(e) => setExpert(e.target.value)} />
      {slots === null ? (
        <p role="status">Reading the free times…</p>
      ) : slots.length === 0 ? (
        <p>No free times in the next {SLOT_DAYS} days. Choose another expert.</p>
      ) : (
        <SelectField
          id={`${base}-slot`}
          label="Free slot (India time)"
          value={slot}
          options={slots.map((s) => ({ value: s.start, label: formatBookingTime(s.start) }))}
          onChange={(e) => setChosen(e.target.value)}
        />
      )}
      <button type="submit" className="btn" disabled={submission.busy || !slot}>
        Give this consultation to the expert at this time
      </button>
      <FormStatus status={submission.status} />
    </form>
  );
}
