import BlogCard from './BlogCard';
import styles from './Blog.module.scss';
import Pagination from './Pagination';
import type { BlogPage } from '@/lib/contract/content';
import { catalogue } from '@/lib/i18n/catalogue';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { unavailableMark } from '@/lib/page-cache-contract.mjs';

const LIST_SUMMARY_LENGTH = 120;

/** The blog list page's body: heading, cards and pagination, in the page's language. */
export default function BlogList({ result, locale = 'en' }: { result: BlogPage & { failed?: boolean }; locale?: Locale }) {
  const t = catalogue(locale).Blog;
  return (
    <div className="container page" {...unavailableMark(Boolean(result.failed))}>
      <h1>{t.heading}</h1>
      <p className="lead">{t.lead}</p>
      {result.blogs.length ? (
        <ul className={styles.grid}>
          {result.blogs.map((b, i) => (
            <li key={b._id}>
              <BlogCard blog={b} summaryLength={LIST_SUMMARY_LENGTH} priority={i < 3} headingLevel={2} locale={locale} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t.empty}</p>
      )}
      <Pagination currentPage={result.currentPage} totalPages={result.totalPages} basePath={localePath('/blogs', locale)} locale={locale} />
    </div>
  );
}
