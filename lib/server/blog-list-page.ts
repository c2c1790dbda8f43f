import 'server-only';
import type { Metadata } from 'next';
import { BLOG_LIST_PAGE_SIZE, type BlogPage } from '@/lib/contract/content';
import { catalogue, fill } from '@/lib/i18n/catalogue';
import type { Locale } from '@/lib/i18n/locales';
import { blogListPath } from '@/lib/page-queries';
import { pageMetadata } from '@/lib/seo';
import { logError } from './log';
import { getPublishedBlogs } from './services/blogs';

/** Metadata of /blogs and /blogs?page=N (the canonical spelling of page N), in a language. */
export function blogListMetadata(page: number, locale: Locale): Metadata {
  const t = catalogue(locale).Blog;
  return pageMetadata(
    {
      title: page > 1 ? fill(t.listTitlePaged, { page }) : t.listTitle,
      description: t.listDescription,
      path: blogListPath(page),
    },
    locale,
  );
}

/**
 * One page of the list, each article in the page's language where it is written in it; on failure
 * (SPEC 8) the error is logged and the list shows empty.
 */
export function loadBlogListPage(page: number, locale: Locale): Promise<BlogPage & { failed?: boolean }> {
  return getPublishedBlogs(page, BLOG_LIST_PAGE_SIZE, locale === 'en' ? undefined : locale).catch((err) => {
    logError('could not load blogs', err, { page: 'blogs' });
    return { blogs: [], totalPages: 1, currentPage: 1, total: 0, failed: true };
  });
}
