import Link from '@/components/ui/IntentLink';
import styles from './AdminContent.module.scss';

/** Previous / next links of a server-paged admin table (`?page=N`, plus any other query). */
export default function Pager({ path, page, totalPages, query = {} }: { path: string; page: number; totalPages: number; query?: Record<string, string | undefined> }) {
  if (totalPages <= 1) return null;
  const href = (p: number) => {
    const params = new URLSearchParams(Object.entries({ ...query, page: String(p) }).filter((e): e is [string, string] => Boolean(e[1])));
    return `${path}?${params}`;
  };
  return (
    <nav className={styles.pager} aria-label="Pages">
      {page > 1 && <Link href={href(page - 1)}>Previous page</Link>}
      <span>
        Page {page} of {totalPages}
      </span>
      {page < totalPages && <Link href={href(page + 1)}>Next page</Link>}
    </nav>
  );
}
