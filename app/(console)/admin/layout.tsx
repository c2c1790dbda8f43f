import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import AdminNav from '@/components/admin/AdminNav';
import styles from '@/components/admin/Admin.module.scss';
import { adminLinksFor } from '@/lib/navigation';
import { STAFF_ROLES } from '@/lib/roles';
import { requireStaffPage } from '@/lib/server/auth/staff';

// Per user and private: rendered on every request from the session cookie, never cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: { default: 'Admin console', template: '%s | Admin console' }, robots: { index: false, follow: false } };

/**
 * The console's frame. The role is checked here and again by each page and API call (a layout
 * does not re-run on every navigation, so it is never the only check).
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const user = await requireStaffPage(STAFF_ROLES);
  return (
    <div className="container page">
      <div className={styles.shell}>
        <AdminNav links={adminLinksFor(user.roles)} />
        <div>{children}</div>
      </div>
    </div>
  );
}
