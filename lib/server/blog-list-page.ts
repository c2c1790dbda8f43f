import 'server-only';
import type { Metadata } from 'next';
import { BLOG_LIST_PAGE_SIZE, type BlogPage } from '@/lib/contract/content';
import { blogListPath } from '@/lib/page-queries';
import { pageMetadata } from '@/lib/seo';
import { logError } from './log';
import { getPublishedBlogs } from './services/blogs';

/** Metadata of /blogs and /blogs?page=N (the canonical spelling of page N). */
export function blogListMetadata(page: number): Metadata {
  return pageMetadata({
    title: page > 1 ? `Blog: Vastu, Astrology and Numerology Articles (Page ${page})` : 'Blog: Vastu, Astrology and Numerology Articles',
    description: 'Practical articles on Vastu for homes and offices, Vedic astrology, kundli, match making and numerology from our consultants.',
    path: blogListPath(page),
  });
}

/** One page of the list; on failure (SPEC 8) the error is logged and the list shows empty. */
export function loadBlogListPage(page: number): Promise<BlogPage & { failed?: boolean }> {
  return getPublishedBlogs(page, BLOG_LIST_PAGE_SIZE).catch((err) => {
    logError('could not load blogs', err, { page: 'blogs' });
    return { blogs: [], totalPages: 1, currentPage: 1, total: 0, failed: true };
  });
}
