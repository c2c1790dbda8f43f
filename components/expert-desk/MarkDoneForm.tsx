'use client';
import { useTranslations } from 'next-intl';
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
  const t = useTranslations('ExpertDesk.done');
  const router = useLocaleRouter();
  const [summary, setSummary] = useState('');
  const { busy, status, send } = useSubmission();
  const id = `summary-${bookingId}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    await send(() => markDone(bookingId, summary), {
      accepted: (res) => res.status === 'success',
      success: t('saved'),
      failed: t('failed'),
      onSuccess: () => router.refresh(),
    });
  }

  if (!begun) {
    return (
      <p>
        <button type="button" className="btn" disabled aria-describedby={`${id}-wait`}>
          {t('button')}
        </button>{' '}
        <span id={`${id}-wait`}>{t('wait')}</span>
      </p>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label={t('button')}>
      <TextAreaField
        id={id}
        label={t('summary')}
        rows={3}
        maxLength={EXPERT_SUMMARY_MAX_LENGTH}
        value={summary}
        onChange={(e) => setSummary(e.target.value)}
        hint={t('summaryHint')}
      />
      <button type="submit" className="btn" disabled={busy}>
        {t('button')}
      </button>
      <FormStatus status={status} />
    </form>
  );
}
