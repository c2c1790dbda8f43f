import Link from 'next/link';
import type { NavLink } from '@/lib/navigation';
import styles from './Content.module.scss';

/**
 * A page whose tool or form is still being built: it says so plainly and points to pages that
 * work today, so no link on the site ends in a dead page.
 */
export default function PageShell({ title, intro, status, related }: { title: string; intro: string; status: string; related: NavLink[] }) {
  return (
    <div className={`container page ${styles.shell}`}>
      <h1>{title}</h1>
      <p className="lead">{intro}</p>
      <p className="notice" role="status">
        {status}
      </p>
      {related.length > 0 && (
        <>
          <h2>Meanwhile</h2>
          <ul>
            {related.map((l) => (
              <li key={l.href}>
                <Link href={l.href}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
