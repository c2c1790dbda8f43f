import type { Metadata } from 'next';
import styles from '@/components/admin/Admin.module.scss';
import MessageActions from '@/components/admin/MessageActions';
import Pager from '@/components/admin/Pager';
import { CONTACT_MESSAGE_STATES, MESSAGE_STATE_LABELS, messageListQuerySchema } from '@/lib/contract/admin-messages';
import { ADMIN_ONLY } from '@/lib/roles';
import { requireStaffPage } from '@/lib/server/auth/staff';
import { listContactMessages } from '@/lib/server/services/admin-messages';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Messages' };

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** Contact messages, newest first, 25 a page, filtered by state; each can be marked and answered. */
export default async function MessagesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireStaffPage(ADMIN_ONLY);
  const raw = await searchParams;
  const parsed = messageListQuerySchema.safeParse({ page: raw.page, status: raw.status });
  const query = parsed.success ? parsed.data : { page: 1, status: undefined };
  const list = await listContactMessages(query);
  const href = (page: number) => `/admin/messages?${new URLSearchParams({ ...(query.status ? { status: query.status } : {}), page: String(page) })}`;
  return (
    <>
      <h1>Messages</h1>
      <form method="get" action="/admin/messages" className={styles.toolbar}>
        <div className="form-field">
          <label htmlFor="message-status">Show</label>
          <select id="message-status" name="status" defaultValue={query.status ?? ''}>
            <option value="">All messages</option>
            {CONTACT_MESSAGE_STATES.map((s) => (
              <option key={s} value={s}>
                {MESSAGE_STATE_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-outline">
          Filter
        </button>
      </form>
      {list.messages.length === 0 ? <p>No messages here.</p> : null}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Received</th>
              <th scope="col">From</th>
              <th scope="col">Message</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {list.messages.map((m) => (
              <tr key={m.id} data-testid="message-row">
                <td data-label="Received">{when.format(new Date(m.createdAt))}</td>
                <td data-label="From">
                  {m.fullName}
                  <br />
                  <a href={`tel:${m.countryCode}${m.phone}`}>
                    {m.countryCode} {m.phone}
                  </a>
                  <br />
                  <a href={`mailto:${m.email}`}>{m.email}</a>
                </td>
                <td data-label="Message">
                  <p className={styles.pre}>{m.message}</p>
                  {m.replies.map((r) => (
                    <p key={r.id} className={styles.pre}>
                      <strong>
                        Reply by {r.authorName}, {when.format(new Date(r.createdAt))}
                        {r.sentAt ? '' : ' (not sent)'}:
                      </strong>{' '}
                      {r.text}
                    </p>
                  ))}
                </td>
                <td data-label="Status">{MESSAGE_STATE_LABELS[m.status]}</td>
                <td data-label="Actions">
                  <MessageActions id={m.id} status={m.status} senderName={m.fullName} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={query.page} total={list.total} href={href} />
    </>
  );
}
