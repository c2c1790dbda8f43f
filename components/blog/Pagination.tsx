import styles from './Blog.module.scss';

/**
 * Previous / Page X of Y / Next, as real links so every page is crawlable and shareable.
 * Plain anchors, not next/link: each page of the list is its own cached page (/blogs?page=N is
 * rewritten to /blogs/page/N), and the client router, seeing /blogs as a static route, would
 * reuse page 1's prefetched payload for ?page=2. A full load of a cached page is as fast.
 */
export default function Pagination({ currentPage, totalPages, basePath }: { currentPage: number; totalPages: number; basePath: string }) {
  const href = (page: number) => (page <= 1 ? basePath : `${basePath}?page=${page}`);
  const hasPrev = currentPage > 1;
  const hasNext = currentPage < totalPages;
  return (
    <nav className={styles.pagination} aria-label="Blog pages">
      {hasPrev ? (
        <a className="btn btn-outline" href={href(currentPage - 1)} rel="prev">
          Previous
        </a>
      ) : (
        <span className={`btn btn-outline ${styles.disabled}`} aria-disabled="true">
          Previous
        </span>
      )}
      <p className={styles.pageStatus} aria-live="polite">
        Page {currentPage} of {totalPages}
      </p>
      {hasNext ? (
        <a className="btn btn-outline" href={href(currentPage + 1)} rel="next">
          Next
        </a>
      ) : (
        <span className={`btn btn-outline ${styles.disabled}`} aria-disabled="true">
          Next
        </span>
      )}
    </nav>
  );
}
