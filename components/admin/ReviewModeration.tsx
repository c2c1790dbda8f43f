'use client';
import { useLocaleRouter } from '@/lib/i18n/navigation';
import { useState, type FormEvent } from 'react';
import { InputField } from '@/components/form/Field';
import FormStatus from '@/components/form/FormStatus';
import { useSubmission } from '@/components/form/use-submission';
import { hideReview, showReview } from '@/lib/client/admin-api';
import { HIDE_REASON_MESSAGE } from '@/lib/contract/reviews';

/** Hide a review with a required reason, or show a hidden one again. The review's words are never editable here. */
export default function ReviewModeration({ reviewId, hidden }: { reviewId: string; hidden: boolean }) {
  const router = useLocaleRouter();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, status, send } = useSubmission();
  const done = () => router.refresh();

  async function hide(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setProblem(HIDE_REASON_MESSAGE);
    setProblem(null);
    await send(() => hideReview(reviewId, reason.trim()), { accepted: (r) => Boolean(r.review), success: 'Review hidden.', failed: 'The review could not be hidden.', onSuccess: done });
  }

  if (hidden) {
    return (
      <div>
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => send(() => showReview(reviewId), { accepted: (r) => Boolean(r.review), success: 'Review shown again.', failed: 'The review could not be shown.', onSuccess: done })}>
          Show again
        </button>
        <FormStatus status={status} />
      </div>
    );
  }
  return (
    <form onSubmit={hide} noValidate>
      <InputField id={`hide-reason-${reviewId}`} label="Reason for hiding" value={reason} maxLength={500} error={problem} onChange={(e) => setReason(e.target.value)} required />
      <button type="submit" className="btn btn-outline" disabled={busy}>
        Hide review
      </button>
      <FormStatus status={status} />
    </form>
  );
}
