import { catalogue, fill } from '@/lib/i18n/catalogue';
import type { Locale } from '@/lib/i18n/locales';
import styles from './Blog.module.scss';

/**
 * Previous / Page X of Y / Next, as real links so every page is crawlable and shareable.
 * Plain anchors, not next/link: each page of the list is its own cached page (/blogs?page=N is
 * rewritten to /blogs/page/N), and the client router, seeing /blogs as a static route, would
 * reuse page 1's prefetched payload for ?page=2. A full load of a cached page is as fast.
 */
export default function Pagination({ currentPage, totalPages, basePath, locale = 'en' }: { currentPage: number; totalPages: number; basePath: string; locale?: Locale }) {
  const t = catalogue(locale).Blog;
  const href = (page: number) => (page <= 1 ? basePath : `${basePath}?page=${page}`);
  const hasPrev = currentPage > 1;
  const hasNext = currentPage < totalPages;
  return (
    <nav className={styles.pagination} aria-label={t.pagesLabel}>
      {hasPrev ? (
        <a className="btn btn-outline" href={href(currentPage - 1)} rel="prev">
          {t.previous}
        </a>
      ) : (
        <span className={`btn btn-outline ${styles.disabled}`} aria-disabled="true">
          {t.previous}
        </span>
      )}
      <p className={styles.pageStatus} aria-live="polite">
        {fill(t.pageStatus, { page: currentPage, total: totalPages })}
      </p>
      {hasNext ? (
        <a className="btn btn-outline" href={href(currentPage + 1)} rel="next">
          {t.next}
        </a>
      ) : (
        <span className={`btn btn-outline ${styles.disabled}`} aria-disabled="true">
          {t.next}
        </span>
      )}
    </nav>
  );
}
