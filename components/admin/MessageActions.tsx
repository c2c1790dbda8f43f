'use client';
import { useLocaleRouter } from '@/lib/i18n/navigation';
import { useId, useState } from 'react';
import { TextAreaField } from '@/components/form/Field';
import FormStatus from '@/components/form/FormStatus';
import { useSubmission } from '@/components/form/use-submission';
import { markMessage, replyToMessage } from '@/lib/client/admin-api';
import { messageReplyRequestSchema, REPLY_MAX_LENGTH, type ContactMessageState, type MessageReply } from '@/lib/contract/admin-messages';
import styles from './Admin.module.scss';

/**
 * A message's buttons (mark read, mark handled) and its reply form. A mark refreshes the table
 * (a handled message leaves the list of new ones); a reply is shown in its row at once instead
 * (`onReplied`), so the admin sees what they sent.
 */
export default function MessageActions({
  id,
  status,
  senderName,
  onReplied,
}: {
  id: string;
  status: ContactMessageState;
  senderName: string;
  onReplied: (reply: MessageReply, status: ContactMessageState) => void;
}) {
  const router = useLocaleRouter();
  const mark = useSubmission();
  const reply = useSubmission();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = `reply-${useId()}`;

  const setStatus = (next: 'read' | 'handled') =>
    mark.send(() => markMessage(id, { status: next }), {
      accepted: (r) => r.message.status === next,
      success: next === 'handled' ? 'Marked handled.' : 'Marked read.',
      failed: 'The message could not be updated. Please try again.',
      onSuccess: () => router.refresh(),
    });

  async function sendReply(e: React.FormEvent) {
    e.preventDefault();
    const parsed = messageReplyRequestSchema.safeParse({ text });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Please write your reply.');
      return;
    }
    setProblem(null);
    await reply.send(() => replyToMessage(id, parsed.data), {
      accepted: (r) => r.delivered,
      refusal: (r) => r.message,
      success: 'Reply sent.',
      failed: 'The reply could not be sent. Please try again.',
      onSuccess: (r) => {
        setText('');
        onReplied(r.reply, r.status);
      },
    });
  }

  return (
    <div>
      <div className={styles.toolbar}>
        {status === 'new' ? (
          <button type="button" className={`btn btn-outline ${styles.unbroken}`} disabled={mark.busy} onClick={() => setStatus('read')}>
            Mark read
          </button>
        ) : null}
        {status !== 'handled' ? (
          <button type="button" className={`btn ${styles.unbroken}`} disabled={mark.busy} onClick={() => setStatus('handled')}>
            Mark handled
          </button>
        ) : null}
      </div>
      <FormStatus status={mark.status} />
      <details>
        <summary>Reply by e-mail to {senderName}</summary>
        <form onSubmit={sendReply} noValidate>
          <TextAreaField id={fieldId} label="Your reply" rows={5} maxLength={REPLY_MAX_LENGTH} value={text} error={problem} onChange={(e) => setText(e.target.value)} />
          <button type="submit" className="btn" disabled={reply.busy}>
            Send reply
          </button>
          <FormStatus status={reply.status} />
        </form>
      </details>
    </div>
  );
}
