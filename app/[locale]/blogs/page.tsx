import type { Metadata } from 'next';
import BlogList from '@/components/blog/BlogList';
import { localeOf } from '@/lib/i18n/locales';
import { blogListMetadata, loadBlogListPage } from '@/lib/server/blog-list-page';

// Page 1 of the list, from Next's page cache. /blogs?page=N is rewritten to /blogs/page/N
// (next.config.mjs), so every page of the list is cached under its own path, not per query.
export const revalidate = 60;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return blogListMetadata(1, localeOf((await params).locale));
}

export default async function BlogsPage({ params }: Props) {
  const locale = localeOf((await params).locale);
  return <BlogList result={await loadBlogListPage(1, locale)} locale={locale} />;
}
