'use client';
import Link from '@/components/ui/IntentLink';
import Icon from '@/components/ui/icons/Icon';
import { usePathname } from 'next/navigation';
import { useRef } from 'react';
import { logout as endServerSession } from '@/lib/client/api';
import { clearStorage } from '@/lib/client/storage';
import { useStoredUser } from '@/lib/client/user';
import { EXPERT_KINDS } from '@/lib/experts/kinds';
import { localePath, splitLocale } from '@/lib/i18n/locales';
import { useLocaleRouter } from '@/lib/i18n/navigation';
import type { NavLink } from '@/lib/navigation';
import { signInPath } from '@/lib/return-path';
import NavLinkItems from './NavLinkItems';
import styles from './Header.module.scss';

/** The menu's words in the page's language (the header's catalogue). */
export interface AccountMenuTexts {
  login: string;
  profile: string;
  logout: string;
}

/**
 * Login (back to this page afterwards, in its language), or the signed-in visitor's menu:
 * profile, bookings, logout. The header gives the texts and links already in the page's language.
 */
export default function AccountMenu({ menuGroup, texts, links, deskLink }: { menuGroup: string; texts: AccountMenuTexts; links: readonly NavLink[]; deskLink: NavLink }) {
  const pathname = usePathname() ?? '/';
  const router = useLocaleRouter();
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
    const page = splitLocale(pathname);
    return (
      <Link href={page.path === '/' ? localePath('/login', page.locale) : signInPath(pathname, page.locale)} className={`btn ${styles.login}`}>
        {texts.login}
      </Link>
    );
  }

  return (
    <details ref={menu} name={menuGroup} className={styles.disclosure}>
      <summary className={`${styles.link} ${styles.profileButton}`}>
        <span className={styles.profileName}>{user.name?.trim() || texts.profile}</span> <Icon name="chevronDown" size={16} className={styles.chevron} />
      </summary>
      <div id="profile-menu" className={`${styles.panel} ${styles.panelRight}`}>
        <ul>
          <NavLinkItems links={isExpert ? [...links, deskLink] : links} className={styles.panelLink} />
          <li>
            <button type="button" className={styles.panelLink} onClick={logout}>
              {texts.logout}
            </button>
          </li>
        </ul>
      </div>
    </details>
  );
}
