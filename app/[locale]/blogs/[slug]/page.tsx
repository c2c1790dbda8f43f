import type { Metadata } from 'next';
import StaticImage from '@/components/ui/StaticImage';
import Link from '@/components/ui/IntentLink';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { AUTHOR_FALLBACK } from '@/components/blog/BlogCard';
import styles from '@/components/blog/Blog.module.scss';
import JsonLd from '@/components/seo/JsonLd';
import AuthorCard from '@/components/team/AuthorCard';
import { findTeamMember, teamMemberPath } from '@/content/team';
import { blogSlugSchema } from '@/lib/contract/content';
import { site } from '@/lib/config/site';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import { renderMarkdown } from '@/lib/server/markdown';
import { getPublishedBlogBySlug } from '@/lib/server/services/blogs';
import { formatDate } from '@/lib/text';

type Props = { params: Promise<{ slug: string }> };

// One lookup per request, shared by generateMetadata and the page.
// A database failure is thrown, not shown as "not found": Next then keeps serving the cached
// copy of the article (and answers an error only when it has none).
const loadBlog = cache(async (slug: string) => {
  if (!blogSlugSchema.safeParse(slug).success) return null;
  return getPublishedBlogBySlug(slug);
});

// Articles render on their first request and are then served from Next's page cache; none is
// rendered at build time, because the build does not open the database.
export const revalidate = 300;

export function generateStaticParams(): { slug: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const blog = await loadBlog((await params).slug);
  if (!blog) return { title: 'Blog not found', robots: { index: false } };
  return pageMetadata({
    title: blog.title,
    description: blog.metaDescription,
    path: `/blogs/${blog.slug}`,
    image: blog.coverImage,
    type: 'article',
    publishedTime: blog.createdAt,
    authors: [blog.author || AUTHOR_FALLBACK],
  });
}

export default async function BlogPage({ params }: Props) {
  const blog = await loadBlog((await params).slug);
  if (!blog) notFound();
  const author = blog.author.trim() || AUTHOR_FALLBACK;
  // Articles are written by our own team; an author typed in the console who is not one of them gets no card.
  const member = findTeamMember(blog.author);

  return (
    <div className="container page">
      <article className={styles.article}>
        <Link href="/blogs">← Back to Blogs</Link>
        <h1 style={{ marginTop: 16 }}>{blog.title}</h1>
        <p className={styles.articleMeta}>
          <span>By {author}</span>
          <span className={styles.category}>{blog.category}</span>
          <time dateTime={blog.createdAt}>{formatDate(blog.createdAt)}</time>
        </p>
        {blog.coverImage && (
          <StaticImage src={blog.coverImage} alt="" width={1200} height={675} sizes="(max-width: 820px) 100vw, 780px" className={styles.articleCover} eager />
        )}
        <div className="prose" dangerouslySetInnerHTML={{ __html: renderMarkdown(blog.content) }} />
        {member && <AuthorCard member={member} />}
        <Link href="/blogs" className={`btn btn-outline ${styles.back}`}>
          Back to Blogs
        </Link>
      </article>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: blog.title,
          description: blog.metaDescription,
          image: blog.coverImage ? [absoluteUrl(blog.coverImage)] : undefined,
          datePublished: blog.createdAt,
          dateModified: blog.updatedAt,
          author: member ? { '@type': 'Person', name: member.name, jobTitle: member.role, url: absoluteUrl(teamMemberPath(member)) } : { '@type': 'Person', name: author },
          publisher: { '@type': 'Organization', name: site.name, logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') } },
          mainEntityOfPage: absoluteUrl(`/blogs/${blog.slug}`),
          articleSection: blog.category,
        }}
      />
    </div>
  );
}
