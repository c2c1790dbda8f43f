import type { Metadata } from 'next';
import AdminTable from '@/components/admin/AdminTable';
import styles from '@/components/admin/Admin.module.scss';
import Pager from '@/components/admin/Pager';
import Link from '@/components/ui/IntentLink';
import { userSearchQuerySchema } from '@/lib/contract/admin-users';
import { ADMIN_ONLY, roleNames } from '@/lib/roles';
import { requireStaffPage } from '@/lib/server/auth/staff';
import { findUsers } from '@/lib/server/services/admin-users';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Users' };

/** Find an account by mobile number or e-mail; 25 a page. */
export default async function UsersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireStaffPage(ADMIN_ONLY);
  const raw = await searchParams;
  const parsed = userSearchQuerySchema.safeParse({ page: raw.page, q: raw.q });
  const problem = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  const query = parsed.success ? parsed.data : { page: 1, q: '' };
  const list = await findUsers(query);
  const href = (page: number) => `/admin/users?${new URLSearchParams({ ...(query.q ? { q: query.q } : {}), page: String(page) })}`;
  return (
    <>
      <h1>Users</h1>
      <form method="get" action="/admin/users" className={styles.toolbar} role="search">
        <div className="form-field">
          <label htmlFor="user-search">Mobile number or e-mail</label>
          <input id="user-search" name="q" type="search" defaultValue={typeof raw.q === 'string' ? raw.q : ''} maxLength={254} aria-describedby={problem ? 'user-search-error' : undefined} />
        </div>
        <button type="submit" className="btn btn-outline">
          Search
        </button>
      </form>
      {problem ? (
        <p id="user-search-error" role="alert" className="message-error">
          {problem}
        </p>
      ) : null}
      {list.users.length === 0 ? <p>No account matches.</p> : null}
      <AdminTable columns={['Mobile', 'Name', 'E-mail', 'Roles']}>
        {list.users.map((u) => (
          <tr key={u.id}>
            <td data-label="Mobile">
              <Link href={`/admin/users/${u.id}`}>
                +{u.countryCode} {u.mobile}
              </Link>
            </td>
            <td data-label="Name">{u.name || 'Not given'}</td>
            <td data-label="E-mail">{u.email ?? 'Not given'}</td>
            <td data-label="Roles">{roleNames(u.roles)}</td>
          </tr>
        ))}
      </AdminTable>
      <Pager page={query.page} total={list.total} href={href} />
    </>
  );
}
