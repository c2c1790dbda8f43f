'use client';
import { useLocaleRouter } from '@/lib/i18n/navigation';
import { useState, type FormEvent } from 'react';
import { InputField } from '@/components/form/Field';
import FormStatus from '@/components/form/FormStatus';
import { useSubmission } from '@/components/form/use-submission';
import { saveMeetingLink } from '@/lib/client/expert-desk-api';
import { MEETING_LINK_MAX_LENGTH, meetingLinkRequestSchema } from '@/lib/contract/expert-desk';

/** The video call's link of one consultation: added or changed by its expert; the customer is told the first time. */
export default function MeetingLinkForm({ bookingId, current }: { bookingId: string; current: string | null }) {
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
      success: 'Meeting link saved. The customer sees it on their booking.',
      failed: 'The link could not be saved. Please try again.',
      onSuccess: () => router.refresh(),
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Meeting link">
      <InputField
        id={id}
        label="Meeting link"
        type="url"
        inputMode="url"
        placeholder="https://meet.google.com/…"
        maxLength={MEETING_LINK_MAX_LENGTH}
        value={link}
        onChange={(e) => setLink(e.target.value)}
        hint="An https:// address of the video call."
      />
      <button type="submit" className="btn btn-outline" disabled={busy}>
        {current ? 'Change link' : 'Add link'}
      </button>
      <FormStatus status={status} />
    </form>
  );
}
