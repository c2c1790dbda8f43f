import type { Metadata } from 'next';
import AdminTable, { formatWhen } from '@/components/admin/AdminTable';
import UserAccess from '@/components/admin/UserAccess';
import { isUuid } from '@/lib/contract/uuid';
import { ADMIN_ONLY } from '@/lib/roles';
import { requireStaffPage } from '@/lib/server/auth/staff';
import { HttpError } from '@/lib/server/errors';
import { getUserForAdmin } from '@/lib/server/services/admin-users';
import { notFound } from 'next/navigation';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Account' };


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
        {user.name || 'No name given'}, {user.email ?? 'no e-mail'}. {user.active ? 'Active' : 'Inactive'} since {formatWhen(user.createdAt)}.
      </p>
      <UserAccess id={user.id} roles={user.roles} isSelf={user.id === admin.id} />
      <h2>Recent sign-ins</h2>
      {user.sessions.length === 0 ? <p>This account has never signed in.</p> : null}
      <AdminTable columns={['Signed in', 'Last seen', 'State']}>
        {user.sessions.map((s) => (
          <tr key={s.id}>
            <td data-label="Signed in">{formatWhen(s.createdAt)}</td>
            <td data-label="Last seen">{formatWhen(s.lastSeenAt)}</td>
            <td data-label="State">{s.current ? 'Signed in' : s.endedAt ? `Ended ${formatWhen(s.endedAt)}` : 'Expired'}</td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}
