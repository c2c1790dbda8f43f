import type { Metadata } from 'next';
import StaticImage from '@/components/ui/StaticImage';
import Link from '@/components/ui/IntentLink';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { articleDate, byline, categoryLabel } from '@/components/blog/BlogCard';
import styles from '@/components/blog/Blog.module.scss';
import UntranslatedNotice from '@/components/i18n/UntranslatedNotice';
import JsonLd from '@/components/seo/JsonLd';
import AuthorCard from '@/components/team/AuthorCard';
import { findTeamMember, teamMemberPath } from '@/content/team';
import { blogSlugSchema } from '@/lib/contract/content';
import { site } from '@/lib/config/site';
import { catalogue } from '@/lib/i18n/catalogue';
import { localeOf, HREFLANG, localePath, type Locale } from '@/lib/i18n/locales';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import { renderMarkdown } from '@/lib/server/markdown';
import { getPublishedBlogBySlug, inLanguage } from '@/lib/server/services/blogs';

type Props = { params: Promise<{ locale: string; slug: string }> };

// One lookup per request, shared by generateMetadata and the page.
// A database failure is thrown, not shown as "not found": Next then keeps serving the cached
// copy of the article (and answers an error only when it has none).
const loadBlog = cache(async (slug: string) => {
  if (!blogSlugSchema.safeParse(slug).success) return null;
  return getPublishedBlogBySlug(slug);
});

/**
 * The article as the page in `locale` shows it: its Hindi version on a Hindi page when it has one,
 * else the English text (`written` false: the page says so and keeps the English page canonical).
 */
async function loadArticle(slug: string, locale: Locale) {
  const stored = await loadBlog(slug);
  if (!stored) return null;
  const written = stored.hi !== null;
  const blog = inLanguage(stored, locale === 'en' ? undefined : locale);
  return { blog, written, shownInEnglish: locale !== 'en' && !written };
}

// Articles render on their first request and are then served from Next's page cache; none is
// rendered at build time, because the build does not open the database.
export const revalidate = 300;

export function generateStaticParams(): { slug: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: segment, slug } = await params;
  const locale = localeOf(segment);
  const article = await loadArticle(slug, locale);
  if (!article) return { title: catalogue(locale).Blog.notFoundTitle, robots: { index: false } };
  const { blog, written } = article;
  return pageMetadata(
    {
      title: blog.title,
      description: blog.metaDescription,
      path: `/blogs/${blog.slug}`,
      image: blog.coverImage,
      type: 'article',
      publishedTime: blog.createdAt,
      authors: [blog.author || catalogue('en').Blog.authorFallback],
      itemWritten: written,
    },
    locale,
  );
}

export default async function BlogPage({ params }: Props) {
  const { locale: segment, slug } = await params;
  const locale = localeOf(segment);
  const article = await loadArticle(slug, locale);
  if (!article) notFound();
  const { blog, shownInEnglish } = article;
  const t = catalogue(locale).Blog;
  const author = blog.author.trim() || t.authorFallback;
  // Articles are written by our own team; an author typed in the console who is not one of them gets no card.
  const member = findTeamMember(blog.author);
  // The language the article's own words are in: English on a Hindi page until its Hindi is written.
  const textLang = shownInEnglish ? 'en' : locale;
  // The page's own words (links, byline) inside an article marked English are in the page's language.
  const chromeLang = shownInEnglish ? locale : undefined;

  return (
    <>
      {shownInEnglish && <UntranslatedNotice notice={t.untranslated} />}
      <div className="container page">
        <article className={styles.article} lang={shownInEnglish ? 'en' : undefined}>
          <Link href="/blogs" lang={chromeLang}>
            {t.backArrow}
          </Link>
          <h1 style={{ marginTop: 16 }}>{blog.title}</h1>
          <p className={styles.articleMeta} lang={chromeLang}>
            <span>{byline(blog.author, locale)}</span>
            <span className={styles.category}>{categoryLabel(blog.category, locale)}</span>
            <time dateTime={blog.createdAt}>{articleDate(blog.createdAt, locale)}</time>
          </p>
          {blog.coverImage && (
            <StaticImage src={blog.coverImage} alt="" width={1200} height={675} sizes="(max-width: 820px) 100vw, 780px" className={styles.articleCover} eager />
          )}
          <div className="prose" dangerouslySetInnerHTML={{ __html: renderMarkdown(blog.content, locale) }} />
          {member && <AuthorCard member={member} locale={locale} lang={chromeLang} />}
          <Link href="/blogs" className={`btn btn-outline ${styles.back}`} lang={chromeLang}>
            {t.back}
          </Link>
        </article>
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: blog.title,
            description: blog.metaDescription,
            ...(locale === 'en' ? {} : { inLanguage: HREFLANG[textLang] }),
            image: blog.coverImage ? [absoluteUrl(blog.coverImage)] : undefined,
            datePublished: blog.createdAt,
            dateModified: blog.updatedAt,
            author: member ? { '@type': 'Person', name: member.name, jobTitle: member.role, url: absoluteUrl(teamMemberPath(member)) } : { '@type': 'Person', name: author },
            publisher: { '@type': 'Organization', name: site.name, logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') } },
            mainEntityOfPage: absoluteUrl(localePath(`/blogs/${blog.slug}`, textLang)),
            articleSection: categoryLabel(blog.category, textLang),
          }}
        />
      </div>
    </>
  );
}
