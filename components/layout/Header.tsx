'use client';
import Link from '@/components/ui/IntentLink';
import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useRef, useState } from 'react';
import { site } from '@/lib/config/site';
import { logout as endServerSession } from '@/lib/client/api';
import { clearStorage } from '@/lib/client/storage';
import { useStoredUser } from '@/lib/client/user';
import { accountLinks, mainLinks, toolGroups } from '@/lib/navigation';
import { useDismiss } from '@/components/ui/use-dismiss';
import styles from './Header.module.scss';

export default function Header() {
  const pathname = usePathname();
  const router = useRouter();
  const user = useStoredUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const [toolsOpen, setToolsOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);

  const toolsRef = useRef<HTMLLIElement>(null);
  const toolsButton = useRef<HTMLButtonElement>(null);
  const profileRef = useRef<HTMLDivElement>(null);
  const profileButton = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLDivElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);

  const closeTools = useCallback(() => setToolsOpen(false), []);
  const closeProfile = useCallback(() => setProfileOpen(false), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useDismiss(toolsOpen, closeTools, toolsRef, toolsButton);
  useDismiss(profileOpen, closeProfile, profileRef, profileButton);
  useDismiss(menuOpen, closeMenu, navRef, menuButton);

  // A new page closes every menu (state adjusted during render, as React recommends).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setMenuOpen(false);
    setToolsOpen(false);
    setProfileOpen(false);
  }

  async function logout() {
    setProfileOpen(false);
    // Revoke the session on the server; a failure (e.g. already expired) must not keep anyone signed in here.
    await endServerSession().catch((err) => console.error('Could not end the session on the server', err));
    clearStorage();
    router.push('/login');
  }

  const isCurrent = (href: string) => (href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`));

  return (
    <header className={styles.header}>
      <div className={styles.inner} ref={navRef}>
        <Link href="/" className={styles.brand}>
          <span aria-hidden="true" className={styles.logo}>
            ॐ
          </span>
          {site.name}
        </Link>

        <button
          ref={menuButton}
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen((v) => !v)}
        >
          <span className={styles.burger} aria-hidden="true" />
          <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          <span aria-hidden="true">Menu</span>
        </button>

        <nav id="site-nav" aria-label="Main" className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`}>
          <ul className={styles.links}>
            {mainLinks.map((l) => (
              <li key={l.href}>
                <Link href={l.href} aria-current={isCurrent(l.href) ? 'page' : undefined} className={styles.link}>
                  {l.label}
                </Link>
              </li>
            ))}
            <li className={styles.dropdown} ref={toolsRef}>
              <button
                ref={toolsButton}
                type="button"
                className={styles.link}
                aria-expanded={toolsOpen}
                aria-controls="tools-menu"
                onClick={() => setToolsOpen((v) => !v)}
              >
                Tools <span aria-hidden="true">▾</span>
              </button>
              <div id="tools-menu" className={styles.panel} hidden={!toolsOpen}>
                {toolGroups.map((group) => (
                  <div key={group.title} className={styles.group}>
                    <p className={styles.groupTitle} id={`tools-${group.title.replace(/\s+/g, '-').toLowerCase()}`}>
                      {group.title}
                    </p>
                    <ul aria-labelledby={`tools-${group.title.replace(/\s+/g, '-').toLowerCase()}`}>
                      {group.links.map((l) => (
                        <li key={l.href}>
                          <Link href={l.href} className={styles.panelLink} onClick={closeTools}>
                            {l.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </li>
            <li className={styles.account}>
              {user ? (
                <div className={styles.dropdown} ref={profileRef}>
                  <button
                    ref={profileButton}
                    type="button"
                    className={`${styles.link} ${styles.profileButton}`}
                    aria-expanded={profileOpen}
                    aria-controls="profile-menu"
                    onClick={() => setProfileOpen((v) => !v)}
                  >
                    {user.name?.trim() || 'Profile'} <span aria-hidden="true">▾</span>
                  </button>
                  <div id="profile-menu" className={`${styles.panel} ${styles.panelRight}`} hidden={!profileOpen}>
                    <ul>
                      {accountLinks.map((l) => (
                        <li key={l.href}>
                          <Link href={l.href} className={styles.panelLink} onClick={closeProfile}>
                            {l.label}
                          </Link>
                        </li>
                      ))}
                      <li>
                        <button type="button" className={styles.panelLink} onClick={logout}>
                          Logout
                        </button>
                      </li>
                    </ul>
                  </div>
                </div>
              ) : (
                <Link href="/login" className={`btn ${styles.login}`}>
                  Login
                </Link>
              )}
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
