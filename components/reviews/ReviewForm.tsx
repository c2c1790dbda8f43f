'use client';
import { useLocaleRouter } from '@/lib/i18n/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { FieldError, FieldGroup, TextAreaField } from '@/components/form/Field';
import FormStatus from '@/components/form/FormStatus';
import { schemaProblems, type Problems } from '@/components/form/problems';
import { useSubmission } from '@/components/form/use-submission';
import { reviewBooking } from '@/lib/client/bookings-api';
import { MAX_RATING, MIN_RATING } from '@/lib/experts/reviews';
import { REVIEW_TEXT_MAX, reviewRequestSchema, type OwnReviewData } from '@/lib/contract/reviews';
import { formatLongDate } from '@/lib/astro/format';
import { formatDate } from '@/lib/text';
import { typedTextLang, localeOf } from '@/lib/i18n/locales';
import { Stars } from './Stars';
import styles from './Reviews.module.scss';

const RATINGS = Array.from({ length: MAX_RATING - MIN_RATING + 1 }, (_, i) => MIN_RATING + i);

/**
 * "Rate this consultation" on a completed booking with an expert: stars as radio buttons and a
 * text. Once written, the review is shown with "Edit" while the edit window lasts.
 */
export default function ReviewForm({ bookingId, expertName, review }: { bookingId: string; expertName: string; review: OwnReviewData | null }) {
  const t = useTranslations('ReviewForm');
  const locale = localeOf(useLocale());
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
      success: review ? t('updated') : t('thanks'),
      failed: t('failed'),
      onSuccess: () => {
        setEditing(false);
        router.refresh();
      },
    });
  }

  if (review && !editing) {
    return (
      <div className={styles.own}>
        <h3>{t('yourReview')}</h3>
        <p className={styles.meta}>
          <Stars rating={review.rating} /> <time dateTime={review.createdAt}>{locale === 'en' ? formatDate(review.createdAt) : formatLongDate(review.createdAt, locale)}</time>
          {review.hidden && <span>{t('hidden')}</span>}
        </p>
        {review.text && (
          <p className={styles.text} lang={typedTextLang(review.text, locale)}>
            {review.text}
          </p>
        )}
        {review.editable && (
          <button type="button" className="btn btn-outline" onClick={() => setEditing(true)}>
            {t('edit')}
            <span className="visually-hidden">{t('editHidden', { name: expertName })}</span>
          </button>
        )}
        <FormStatus status={status} />
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('rate')}</h3>
      <FieldGroup legend={t('howWas', { name: expertName })}>
        <div className={styles.starInputs} aria-describedby={problems.rating ? `${id}-rating-error` : undefined}>
          {RATINGS.map((n) => (
            <label key={n} className={styles.starInput}>
              <input type="radio" name={`${id}-rating`} value={n} checked={rating === n} onChange={() => setRating(n)} />
              <span aria-hidden="true">{'★'.repeat(n)}</span>
              <span className="visually-hidden">{t('starCount', { count: n })}</span> {t(`stars.${n}` as 'stars.1')}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-rating`} error={problems.rating} />
      </FieldGroup>
      <TextAreaField
        id={`${id}-text`}
        label={t('text')}
        hint={t('textHint')}
        value={text}
        maxLength={REVIEW_TEXT_MAX}
        rows={4}
        error={problems.text}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="btn" disabled={busy}>
        {review ? t('save') : t('send')}
      </button>
      <FormStatus status={status} />
    </form>
  );
}
