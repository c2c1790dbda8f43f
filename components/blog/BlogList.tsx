import BlogCard from './BlogCard';
import styles from './Blog.module.scss';
import Pagination from './Pagination';
import type { BlogPage } from '@/lib/contract/content';
import { unavailableMark } from '@/lib/page-cache-contract.mjs';

const LIST_SUMMARY_LENGTH = 120;

/** The blog list page's body: heading, cards and pagination. */
export default function BlogList({ result }: { result: BlogPage & { failed?: boolean } }) {
  return (
    <div className="container page" {...unavailableMark(Boolean(result.failed))}>
      <h1>Our Blog</h1>
      <p className="lead">Vastu, astrology and numerology explained simply, by the consultants who practise them.</p>
      {result.blogs.length ? (
        <ul className={styles.grid}>
          {result.blogs.map((b, i) => (
            <li key={b._id}>
              <BlogCard blog={b} summaryLength={LIST_SUMMARY_LENGTH} priority={i < 3} headingLevel={2} />
            </li>
          ))}
        </ul>
      ) : (
        <p>No articles to show yet.</p>
      )}
      <Pagination currentPage={result.currentPage} totalPages={result.totalPages} basePath="/blogs" />
    </div>
  );
}
