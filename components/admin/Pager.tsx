import Link from '@/components/ui/IntentLink';
import { pageCount } from '@/lib/contract/admin';
import styles from './Admin.module.scss';

/** Previous / next links of a console table paged on the server; `href` builds a page's address. */
export default function Pager({ page, total, href }: { page: number; total: number; href: (page: number) => string }) {
  const pages = pageCount(total);
  return (
    <nav aria-label="Pages" className={styles.pager}>
      {page > 1 ? <Link href={href(page - 1)}>Previous page</Link> : null}
      <span>
        Page {Math.min(page, pages)} of {pages} ({total} in all)
      </span>
      {page < pages ? <Link href={href(page + 1)}>Next page</Link> : null}
    </nav>
  );
}
