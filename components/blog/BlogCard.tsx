import StaticImage from '@/components/ui/StaticImage';
import Link from '@/components/ui/IntentLink';
import type { BlogSummary } from '@/lib/contract/content';
import { formatDate, truncate } from '@/lib/text';
import styles from './Blog.module.scss';

export const AUTHOR_FALLBACK = 'Astro Expert';

/** A blog card; `summaryLength` is 100 on the home page and 120 on the list (SPEC 9). */
export default function BlogCard({
  blog,
  summaryLength,
  priority = false,
  headingLevel = 3,
}: {
  blog: BlogSummary;
  summaryLength: number;
  priority?: boolean;
  /** 2 where the card sits directly under the page's h1, 3 under a section heading. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`card ${styles.card}`}>
      {blog.coverImage ? (
        <StaticImage
          src={blog.coverImage}
          alt=""
          width={600}
          height={338}
          sizes="(max-width: 560px) 100vw, (max-width: 900px) 50vw, 380px"
          className={styles.cover}
          eager={priority}
        />
      ) : (
        <div className={styles.coverFallback} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.category}>{blog.category}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={blog.createdAt}>{formatDate(blog.createdAt)}</time>
        </p>
        <Heading className={styles.title}>
          <Link href={`/blogs/${blog.slug}`} className="stretched-link">
            {blog.title}
          </Link>
        </Heading>
        <p className={styles.summary}>{truncate(blog.summary, summaryLength)}</p>
        <p className={styles.author}>By {blog.author.trim() || AUTHOR_FALLBACK}</p>
      </div>
    </article>
  );
}
