'use client';
import { useTranslations } from 'next-intl';
import { useLocaleRouter } from '@/lib/i18n/navigation';
import { useState, type FormEvent } from 'react';
import { InputField } from '@/components/form/Field';
import FormStatus from '@/components/form/FormStatus';
import { useSubmission } from '@/components/form/use-submission';
import { saveMeetingLink } from '@/lib/client/expert-desk-api';
import { MEETING_LINK_MAX_LENGTH, meetingLinkRequestSchema } from '@/lib/contract/expert-desk';

/** An example address, the same in every language. */
const EXAMPLE_LINK = 'https://meet.google.com/…';

/** The video call's link of one consultation: added or changed by its expert; the customer is told the first time. */
export default function MeetingLinkForm({ bookingId, current }: { bookingId: string; current: string | null }) {
  const t = useTranslations('ExpertDesk.link');
  const router = useLocaleRouter();
  const [link, setLink] = useState(current ?? '');
  const { busy, status, send, show } = useSubmission();
  const id = `meeting-link-${bookingId}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = meetingLinkRequestSchema.safeParse({ meetingLink: link });
    if (!checked.success) return show('error', checked.error.issues[0]!.message);
    await send(() => saveMeetingLink(bookingId, checked.data.meetingLink), {
      accepted: (res) => res.status === 'success',
      success: t('saved'),
      failed: t('failed'),
      onSuccess: () => router.refresh(),
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('label')}>
      <InputField
        id={id}
        label={t('label')}
        type="url"
        inputMode="url"
        placeholder={EXAMPLE_LINK}
        maxLength={MEETING_LINK_MAX_LENGTH}
        value={link}
        onChange={(e) => setLink(e.target.value)}
        hint={t('hint')}
      />
      <button type="submit" className="btn btn-outline" disabled={busy}>
        {current ? t('change') : t('add')}
      </button>
      <FormStatus status={status} />
    </form>
  );
}
