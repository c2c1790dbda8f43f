import type { Metadata } from 'next';
import Link from '@/components/ui/IntentLink';
import { pageMetadata } from '@/lib/seo';
import { shellPages, type ShellContent, type ShellPath } from './shell-pages';
import styles from './Content.module.scss';

export function shellMetadata(path: ShellPath): Metadata {
  const page: ShellContent = shellPages[path];
  return pageMetadata({ title: page.title, description: page.description, path, noIndex: page.noIndex });
}

/**
 * A page whose tool or form is still being built: it says so plainly and points to pages that
 * work today, so no link on the site ends in a dead page.
 */
export default function PageShell({ path, title }: { path: ShellPath; title?: string }) {
  const { title: defaultTitle, intro, status, related }: ShellContent = shellPages[path];
  return (
    <div className={`container page ${styles.shell}`}>
      <h1>{title ?? defaultTitle}</h1>
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
