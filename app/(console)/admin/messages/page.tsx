import type { Metadata } from 'next';
import AdminTable from '@/components/admin/AdminTable';
import MessageRow from '@/components/admin/MessageRow';
import Pager from '@/components/admin/Pager';
import ShowFilter from '@/components/admin/ShowFilter';
import { CONTACT_MESSAGE_STATES, MESSAGE_STATE_LABELS, messageListQuerySchema } from '@/lib/contract/admin-messages';
import { ADMIN_ONLY } from '@/lib/roles';
import { requireStaffPage } from '@/lib/server/auth/staff';
import { listContactMessages } from '@/lib/server/services/admin-messages';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Messages' };


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
      <ShowFilter
        action="/admin/messages"
        id="message-status"
        name="status"
        value={query.status ?? ''}
        options={[{ value: '', label: 'All messages' }, ...CONTACT_MESSAGE_STATES.map((s) => ({ value: s, label: MESSAGE_STATE_LABELS[s] }))]}
      />
      {list.messages.length === 0 ? <p>No messages here.</p> : null}
      <AdminTable columns={['Received', 'From', 'Message', 'Status', 'Actions']}>
        {list.messages.map((m) => (
          <MessageRow key={m.id} message={m} />
        ))}
      </AdminTable>
      <Pager page={query.page} total={list.total} href={href} />
    </>
  );
}
