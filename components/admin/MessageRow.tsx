'use client';
import { useState } from 'react';
import { MESSAGE_STATE_LABELS, type AdminContactMessage, type MessageReply, type ContactMessageState } from '@/lib/contract/admin-messages';
import { formatWhen } from './AdminTable';
import styles from './Admin.module.scss';
import MessageActions from './MessageActions';

/**
 * One contact message of the console's list. A reply sent from it changes the row in place
 * (its state, its replies): the message stays in the list the admin is reading, shown as
 * replied, until the list is reloaded, even when the list shows only new messages.
 */
export default function MessageRow({ message }: { message: AdminContactMessage }) {
  const [status, setStatus] = useState<ContactMessageState>(message.status);
  const [replies, setReplies] = useState<MessageReply[]>(message.replies);
  const replied = replies.some((r) => r.sentAt);
  const [local, domain] = splitEmail(message.email);
  return (
    <tr data-testid="message-row">
      <td data-label="Received">{formatWhen(message.createdAt)}</td>
      <td data-label="From">
        {message.fullName}
        <br />
        <a href={`tel:${message.countryCode}${message.phone}`} className={styles.unbroken}>
          {`${message.countryCode} ${message.phone}`}
        </a>
        <br />
        {/* A long address breaks before its @ rather than anywhere. */}
        <a href={`mailto:${message.email}`}>
          {local}
          <wbr />
          {domain}
        </a>
      </td>
      <td data-label="Message">
        <p className={styles.pre}>{message.message}</p>
        {replies.map((r) => (
          <p key={r.id} className={styles.pre}>
            <strong>
              Reply by {r.authorName}, {formatWhen(r.createdAt)}
              {r.sentAt ? '' : ' (not sent)'}:
            </strong>{' '}
            {r.text}
          </p>
        ))}
      </td>
      <td data-label="Status" data-testid="message-status">
        <span className={styles.unbroken}>{MESSAGE_STATE_LABELS[status]}</span>
        {replied ? (
          <>
            <br />
            <span className={styles.unbroken}>
              <span aria-hidden="true">✓</span> Replied
            </span>
          </>
        ) : null}
      </td>
      <td data-label="Actions">
        <MessageActions
          id={message.id}
          status={status}
          senderName={message.fullName}
          onReplied={(reply, next) => {
            setReplies((list) => [...list, reply]);
            setStatus(next);
          }}
        />
      </td>
    </tr>
  );
}

function splitEmail(email: string): [string, string] {
  const at = email.lastIndexOf('@');
  return at > 0 ? [email.slice(0, at), email.slice(at)] : [email, ''];
}
