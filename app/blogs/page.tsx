import type { Metadata } from 'next';
import BlogCard from '@/components/blog/BlogCard';
import styles from '@/components/blog/Blog.module.scss';
import Pagination from '@/components/blog/Pagination';
import { BLOG_LIST_PAGE_SIZE } from '@/lib/contract/content';
import { pageMetadata } from '@/lib/seo';
import { getPublishedBlogs } from '@/lib/server/services/blogs';
import { logError } from '@/lib/server/log';

const LIST_SUMMARY_LENGTH = 120;

type Props = { searchParams: Promise<{ page?: string | string[] }> };

/** ?page= as a positive whole number; anything else means page 1. */
function requestedPage(raw: string | string[] | undefined): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && /^\d{1,6}$/.test(value) ? Math.max(1, Number(value)) : 1;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const page = requestedPage((await searchParams).page);
  return pageMetadata({
    title: page > 1 ? `Blog: Vastu, Astrology and Numerology Articles (Page ${page})` : 'Blog: Vastu, Astrology and Numerology Articles',
    description: 'Practical articles on Vastu for homes and offices, Vedic astrology, kundli, match making and numerology from our consultants.',
    path: page > 1 ? `/blogs?page=${page}` : '/blogs',
  });
}

export default async function BlogsPage({ searchParams }: Props) {
  const page = requestedPage((await searchParams).page);
  const result = await getPublishedBlogs(page, BLOG_LIST_PAGE_SIZE).catch((err) => {
    // SPEC 8: a failed blog fetch is logged and the list shows empty.
    logError('could not load blogs', err, { page: 'blogs' });
    return { blogs: [], totalPages: 1, currentPage: 1, total: 0 };
  });

  return (
    <div className="container page">
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
