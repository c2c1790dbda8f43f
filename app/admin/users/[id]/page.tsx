import type { Metadata } from 'next';
import styles from '@/components/admin/Admin.module.scss';
import UserAccess from '@/components/admin/UserAccess';
import { isUuid } from '@/lib/contract/uuid';
import { ADMIN_ONLY } from '@/lib/roles';
import { requireStaffPage } from '@/lib/server/auth/staff';
import { HttpError } from '@/lib/server/errors';
import { getUserForAdmin } from '@/lib/server/services/admin-users';
import { notFound } from 'next/navigation';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Account' };

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

async function loadUser(id: string) {
  if (!isUuid(id)) notFound();
  try {
    return await getUserForAdmin(id);
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) notFound();
    throw err;
  }
}

/** One account: its roles (granted and revoked here) and its recent sign-ins (ended here). */
export default async function UserPage({ params }: { params: Promise<{ id: string }> }) {
  const admin = await requireStaffPage(ADMIN_ONLY);
  const user = await loadUser((await params).id);
  return (
    <>
      <h1>
        +{user.countryCode} {user.mobile}
      </h1>
      <p>
        {user.name || 'No name given'}, {user.email ?? 'no e-mail'}. {user.active ? 'Active' : 'Inactive'} since {when.format(new Date(user.createdAt))}.
      </p>
      <UserAccess id={user.id} roles={user.roles} isSelf={user.id === admin.id} />
      <h2>Recent sign-ins</h2>
      {user.sessions.length === 0 ? <p>This account has never signed in.</p> : null}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Signed in</th>
              <th scope="col">Last seen</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {user.sessions.map((s) => (
              <tr key={s.id}>
                <td data-label="Signed in">{when.format(new Date(s.createdAt))}</td>
                <td data-label="Last seen">{when.format(new Date(s.lastSeenAt))}</td>
                <td data-label="State">{s.current ? 'Signed in' : s.endedAt ? `Ended ${when.format(new Date(s.endedAt))}` : 'Expired'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
