'use client';
import { usePathname } from 'next/navigation';
import Link from '@/components/ui/IntentLink';
import type { AdminLink } from '@/lib/navigation';
import styles from './Admin.module.scss';

/** The console's menu: the areas the signed-in staff member may open, the current one marked. */
export default function AdminNav({ links }: { links: AdminLink[] }) {
  const pathname = usePathname();
  const current = (href: string) => (href === '/admin' ? pathname === href : pathname === href || pathname.startsWith(`${href}/`));
  return (
    <nav aria-label="Admin console" className={styles.nav}>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            {link.comingSoon ? (
              <span className={styles.soon}>
                {link.label}
                <small>{link.comingSoon}</small>
              </span>
            ) : (
              <Link href={link.href} className={styles.navLink} aria-current={current(link.href) ? 'page' : undefined}>
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
