import StaticImage from '@/components/ui/StaticImage';
import Link from '@/components/ui/IntentLink';
import type { BlogSummary } from '@/lib/contract/content';
import { formatLongDate } from '@/lib/astro/format';
import { findTeamMember, teamMemberText } from '@/content/team';
import { catalogue, fill } from '@/lib/i18n/catalogue';
import type { Locale } from '@/lib/i18n/locales';
import { formatDate, truncate } from '@/lib/text';
import styles from './Blog.module.scss';

/** The byline of an article with no author (the English catalogue's text, SPEC 9). */
export const AUTHOR_FALLBACK = catalogue('en').Blog.authorFallback;

/** An article's date as its page's language writes it: "14 August 2026", "14 अगस्त 2026". */
export function articleDate(iso: string, locale: Locale): string {
  return locale === 'hi' ? formatLongDate(iso, 'hi') : formatDate(iso);
}

/** An article's category in a language (a category outside the catalogue stays as stored). */
export function categoryLabel(category: string, locale: Locale): string {
  const names: Record<string, string> = catalogue(locale).Blog.categories;
  return names[category] ?? category;
}

/** "By <author>" in a language; a name is never translated, only the fallback for none. */
export function byline(author: string, locale: Locale): string {
  const t = catalogue(locale).Blog;
  // One of our team is named as the page's language writes their name; anyone else as stored.
  const member = findTeamMember(author);
  return fill(t.by, { author: member ? teamMemberText(member, locale).name : author.trim() || t.authorFallback });
}

/** A blog card; `summaryLength` is 100 on the home page and 120 on the list (SPEC 9). */
export default function BlogCard({
  blog,
  summaryLength,
  priority = false,
  headingLevel = 3,
  locale = 'en',
}: {
  blog: BlogSummary;
  summaryLength: number;
  priority?: boolean;
  /** 2 where the card sits directly under the page's h1, 3 under a section heading. */
  headingLevel?: 2 | 3;
  /** The page's language: the card's labels and link; the title and summary come in `blog.language`. */
  locale?: Locale;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // On a Hindi page, an article not written in Hindi keeps its English title and summary, marked so.
  const textLang = locale !== 'en' && blog.language === 'en' ? 'en' : undefined;
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
          <span className={styles.category}>{categoryLabel(blog.category, locale)}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={blog.createdAt}>{articleDate(blog.createdAt, locale)}</time>
        </p>
        <Heading className={styles.title} lang={textLang}>
          <Link href={`/blogs/${blog.slug}`} className="stretched-link">
            {blog.title}
          </Link>
        </Heading>
        <p className={styles.summary} lang={textLang}>
          {truncate(blog.summary, summaryLength)}
        </p>
        <p className={styles.author}>{byline(blog.author, locale)}</p>
      </div>
    </article>
  );
}
