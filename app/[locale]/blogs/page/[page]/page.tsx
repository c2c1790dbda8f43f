import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import BlogList from '@/components/blog/BlogList';
import { localeOf, localePath } from '@/lib/i18n/locales';
import { blogListPath } from '@/lib/page-queries';
import { blogListMetadata, loadBlogListPage } from '@/lib/server/blog-list-page';

// Page N of the blog list, reached through /blogs?page=N (rewritten in next.config.mjs) and
// cached per page. A page past the end redirects to the last one, so only real pages are kept.
export const revalidate = 60;

type Props = { params: Promise<{ locale: string; page: string }> };

export function generateStaticParams(): { page: string }[] {
  return [];
}

function pageNumber(raw: string): number {
  return /^\d{1,9}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, page } = await params;
  return blogListMetadata(pageNumber(page), localeOf(locale));
}

export default async function BlogListPage({ params }: Props) {
  const { locale: segment, page } = await params;
  const locale = localeOf(segment);
  const requested = pageNumber(page);
  const result = await loadBlogListPage(requested, locale);
  if (!result.failed && (result.currentPage !== requested || requested === 1)) redirect(localePath(blogListPath(result.currentPage), locale));
  return <BlogList result={result} locale={locale} />;
}
