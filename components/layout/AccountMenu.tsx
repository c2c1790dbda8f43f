'use client';
import Link from '@/components/ui/IntentLink';
import Icon from '@/components/ui/icons/Icon';
import { usePathname, useRouter } from 'next/navigation';
import { useRef } from 'react';
import { logout as endServerSession } from '@/lib/client/api';
import { clearStorage } from '@/lib/client/storage';
import { useStoredUser } from '@/lib/client/user';
import { EXPERT_KINDS } from '@/lib/experts/kinds';
import { accountLinks, expertDeskLink } from '@/lib/navigation';
import { signInPath } from '@/lib/return-path';
import NavLinkItems from './NavLinkItems';
import styles from './Header.module.scss';

/** Login (back to this page afterwards), or the signed-in visitor's menu: profile, bookings, logout. */
export default function AccountMenu({ menuGroup }: { menuGroup: string }) {
  const pathname = usePathname();
  const router = useRouter();
  const user = useStoredUser();
  const menu = useRef<HTMLDetailsElement>(null);

  async function logout() {
    if (menu.current) menu.current.open = false;
    // Revoke the session on the server; a failure (e.g. already expired) must not keep anyone signed in here.
    await endServerSession().catch((err) => console.error('Could not end the session on the server', err));
    clearStorage();
    router.push('/login');
  }

  // An expert account reaches its desk from here; the desk itself checks the profile is published.
  const isExpert = Array.isArray(user?.role) && user.role.some((r) => (EXPERT_KINDS as readonly string[]).includes(r));

  if (!user) {
    return (
      <Link href={pathname === '/' ? '/login' : signInPath(pathname)} className={`btn ${styles.login}`}>
        Login
      </Link>
    );
  }

  return (
    <details ref={menu} name={menuGroup} className={styles.disclosure}>
      <summary className={`${styles.link} ${styles.profileButton}`}>
        <span className={styles.profileName}>{user.name?.trim() || 'Profile'}</span> <Icon name="chevronDown" size={16} className={styles.chevron} />
      </summary>
      <div id="profile-menu" className={`${styles.panel} ${styles.panelRight}`}>
        <ul>
          <NavLinkItems links={isExpert ? [...accountLinks, expertDeskLink] : accountLinks} className={styles.panelLink} />
          <li>
            <button type="button" className={styles.panelLink} onClick={logout}>
              Logout
            </button>
          </li>
        </ul>
      </div>
    </details>
  );
}
