'use client';
import { useLocaleRouter } from '@/lib/i18n/navigation';
import { useId, useState, type FormEvent } from 'react';
import { FieldError, FieldGroup, TextAreaField } from '@/components/form/Field';
import FormStatus from '@/components/form/FormStatus';
import { schemaProblems, type Problems } from '@/components/form/problems';
import { useSubmission } from '@/components/form/use-submission';
import { reviewBooking } from '@/lib/client/bookings-api';
import { MAX_RATING, MIN_RATING } from '@/lib/experts/reviews';
import { REVIEW_TEXT_MAX, reviewRequestSchema, type OwnReviewData } from '@/lib/contract/reviews';
import { formatDate } from '@/lib/text';
import { Stars } from './Stars';
import styles from './Reviews.module.scss';

const RATINGS = Array.from({ length: MAX_RATING - MIN_RATING + 1 }, (_, i) => MIN_RATING + i);
const STAR_WORDS: Record<number, string> = { 1: 'Poor', 2: 'Fair', 3: 'Good', 4: 'Very good', 5: 'Excellent' };

/**
 * "Rate this consultation" on a completed booking with an expert: stars as radio buttons and a
 * text. Once written, the review is shown with "Edit" while the edit window lasts.
 */
export default function ReviewForm({ bookingId, expertName, review }: { bookingId: string; expertName: string; review: OwnReviewData | null }) {
  const router = useLocaleRouter();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [rating, setRating] = useState<number | null>(review?.rating ?? null);
  const [text, setText] = useState(review?.text ?? '');
  const [problems, setProblems] = useState<Problems<'rating' | 'text'>>({});
  const { busy, status, send } = useSubmission();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values = { rating: rating ?? undefined, text };
    const found = schemaProblems(reviewRequestSchema, values, ['rating', 'text'] as const);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    await send(() => reviewBooking(bookingId, { rating: rating!, text }), {
      accepted: (res) => res.status === 'success',
      success: review ? 'Your review was updated.' : 'Thank you for your review.',
      failed: 'Your review could not be saved. Please try again.',
      onSuccess: () => {
        setEditing(false);
        router.refresh();
      },
    });
  }

  if (review && !editing) {
    return (
      <div className={styles.own}>
        <h3>Your review</h3>
        <p className={styles.meta}>
          <Stars rating={review.rating} /> <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
          {review.hidden && <span> (hidden by our team)</span>}
        </p>
        {review.text && <p className={styles.text}>{review.text}</p>}
        {review.editable && (
          <button type="button" className="btn btn-outline" onClick={() => setEditing(true)}>
            Edit<span className="visually-hidden"> your review of {expertName}</span>
          </button>
        )}
        <FormStatus status={status} />
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Rate this consultation</h3>
      <FieldGroup legend={`How was your consultation with ${expertName}?`}>
        <div className={styles.starInputs} aria-describedby={problems.rating ? `${id}-rating-error` : undefined}>
          {RATINGS.map((n) => (
            <label key={n} className={styles.starInput}>
              <input type="radio" name={`${id}-rating`} value={n} checked={rating === n} onChange={() => setRating(n)} />
              <span aria-hidden="true">{'★'.repeat(n)}</span>
              <span className="visually-hidden">
                {n} star{n === 1 ? '' : 's'}:
              </span>{' '}
              {STAR_WORDS[n]}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-rating`} error={problems.rating} />
      </FieldGroup>
      <TextAreaField
        id={`${id}-text`}
        label="Your review (optional)"
        hint="Shown on the expert's page with your first name and initial."
        value={text}
        maxLength={REVIEW_TEXT_MAX}
        rows={4}
        error={problems.text}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="btn" disabled={busy}>
        {review ? 'Save review' : 'Send review'}
      </button>
      <FormStatus status={status} />
    </form>
  );
}
