'use client';
import { useLocaleRouter } from '@/lib/i18n/navigation';
import { useState, type FormEvent } from 'react';
import { TextAreaField } from '@/components/form/Field';
import FormStatus from '@/components/form/FormStatus';
import { useSubmission } from '@/components/form/use-submission';
import { markDone } from '@/lib/client/expert-desk-api';
import { EXPERT_SUMMARY_MAX_LENGTH } from '@/lib/contract/expert-desk';

/**
 * "Mark done" with an optional summary the customer reads in My Bookings. Before the
 * consultation has begun the button is disabled and says why (the server refuses it too).
 */
export default function MarkDoneForm({ bookingId, begun }: { bookingId: string; begun: boolean }) {
  const router = useLocaleRouter();
  const [summary, setSummary] = useState('');
  const { busy, status, send } = useSubmission();
  const id = `summary-${bookingId}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    await send(() => markDone(bookingId, summary), {
      accepted: (res) => res.status === 'success',
      success: 'Marked done.',
      failed: 'The consultation could not be marked done. Please try again.',
      onSuccess: () => router.refresh(),
    });
  }

  if (!begun) {
    return (
      <p>
        <button type="button" className="btn" disabled aria-describedby={`${id}-wait`}>
          Mark done
        </button>{' '}
        <span id={`${id}-wait`}>You can mark it done once its time has begun.</span>
      </p>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Mark done">
      <TextAreaField
        id={id}
        label="Summary for the customer (optional)"
        rows={3}
        maxLength={EXPERT_SUMMARY_MAX_LENGTH}
        value={summary}
        onChange={(e) => setSummary(e.target.value)}
        hint="What you discussed and advised; the customer reads it in My Bookings."
      />
      <button type="submit" className="btn" disabled={busy}>
        Mark done
      </button>
      <FormStatus status={status} />
    </form>
  );
}
