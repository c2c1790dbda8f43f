import Link from 'next/link';
import styles from './Blog.module.scss';

/** Previous / Page X of Y / Next, as real links so every page is crawlable and shareable. */
export default function Pagination({ currentPage, totalPages, basePath }: { currentPage: number; totalPages: number; basePath: string }) {
  const href = (page: number) => (page <= 1 ? basePath : `${basePath}?page=${page}`);
  const hasPrev = currentPage > 1;
  const hasNext = currentPage < totalPages;
  return (
    <nav className={styles.pagination} aria-label="Blog pages">
      {hasPrev ? (
        <Link className="btn btn-outline" href={href(currentPage - 1)} rel="prev">
          Previous
        </Link>
      ) : (
        <span className={`btn btn-outline ${styles.disabled}`} aria-disabled="true">
          Previous
        </span>
      )}
      <p className={styles.pageStatus} aria-live="polite">
        Page {currentPage} of {totalPages}
      </p>
      {hasNext ? (
        <Link className="btn btn-outline" href={href(currentPage + 1)} rel="next">
          Next
        </Link>
      ) : (
        <span className={`btn btn-outline ${styles.disabled}`} aria-disabled="true">
          Next
        </span>
      )}
    </nav>
  );
}
