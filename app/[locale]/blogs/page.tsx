import BlogList from '@/components/blog/BlogList';
import { blogListMetadata, loadBlogListPage } from '@/lib/server/blog-list-page';

// Page 1 of the list, from Next's page cache. /blogs?page=N is rewritten to /blogs/page/N
// (next.config.mjs), so every page of the list is cached under its own path, not per query.
export const revalidate = 60;

export const metadata = blogListMetadata(1);

export default async function BlogsPage() {
  return <BlogList result={await loadBlogListPage(1)} />;
}
