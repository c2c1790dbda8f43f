import type { Metadata } from 'next';
import AdminTable, { formatWhen } from '@/components/admin/AdminTable';
import styles from '@/components/admin/Admin.module.scss';
import Pager from '@/components/admin/Pager';
import { auditQuerySchema, noActorLabel } from '@/lib/contract/admin';
import { ADMIN_ONLY } from '@/lib/roles';
import { requireStaffPage } from '@/lib/server/auth/staff';
import { listAdminActions } from '@/lib/server/services/admin-audit';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Audit log' };

const show = (value: unknown) => (value == null ? '' : JSON.stringify(value, null, 1));

/** Who did what and when in the console, newest first, 25 entries a page. Admins only. */
export default async function AuditPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireStaffPage(ADMIN_ONLY);
  const parsed = auditQuerySchema.safeParse({ page: (await searchParams).page });
  const page = parsed.success ? parsed.data.page : 1;
  const log = await listAdminActions(page);
  return (
    <>
      <h1>Audit log</h1>
      <p>Every change made in the console, newest first. Times are Indian Standard Time.</p>
      <AdminTable columns={['When', 'Who', 'What', 'Before', 'After']}>
        {log.entries.map((e) => (
          <tr key={e.id}>
            <td data-label="When">{formatWhen(e.createdAt)}</td>
            <td data-label="Who">{e.actor ? `${e.actor.name || 'Staff'} (+91 ${e.actor.mobile})` : noActorLabel(e.action)}</td>
            <td data-label="What">
              {e.action} on {e.targetType} <span className={styles.pre}>{e.targetId}</span>
            </td>
            <td data-label="Before">
              <pre className={styles.pre}>{show(e.before)}</pre>
            </td>
            <td data-label="After">
              <pre className={styles.pre}>{show(e.after)}</pre>
            </td>
          </tr>
        ))}
      </AdminTable>
      {log.entries.length === 0 ? <p>Nothing has been recorded yet.</p> : null}
      <Pager page={page} total={log.total} href={(p) => `/admin/audit?page=${p}`} />
    </>
  );
}
