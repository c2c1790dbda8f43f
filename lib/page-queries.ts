// The one address of each cached page. Next keys a cached page by its path, but every other
// spelling (`/?x=1`, `/blogs?page=01`) is still a request that Next routes, and the server keeps
// a finished copy per address (scripts/response-cache.mjs): so proxy.ts sends such spellings to
// the page's own address before anything renders or is kept. Pure: proxy.ts passes what it knows.

/** Cached pages that read no query parameter (the list pages of next.config.mjs's PUBLIC_PAGES). */
const PAGES_WITHOUT_QUERY =
  /^\/(?:horoscope(?:\/[^/]+)?|vastu-tips|vastu-faqs|faqs|services(?:\/[^/]+)?|ourexpert|about-us|advertise-with-us|collaboration-franchise|contact|join-as-astrologer|partner-with-us|privacy-policy|term-condition|blogs\/[^/]+|panchang\/[^/]+)?$/;

export const BLOG_LIST_PATH = '/blogs';

/** Page `page` of the blog list, as links and redirects spell it. */
export function blogListPath(page: number): string {
  return page > 1 ? `${BLOG_LIST_PATH}?page=${page}` : BLOG_LIST_PATH;
}

export interface CanonicalRedirect {
  location: string;
  /** 308 for another spelling of the same page; 307 for a list page past the end, which moves as articles are added. */
  status: 307 | 308;
}

/**
 * Where a GET of `pathname?search` belongs when it is not the page's own address, or null.
 * `blogListPages` is the list's page count when known (null: pages past the end are left to the page).
 */
export function canonicalPageRedirect(pathname: string, search: URLSearchParams, blogListPages: number | null): CanonicalRedirect | null {
  const keys = [...search.keys()];
  if (keys.length === 0) return null;
  if (PAGES_WITHOUT_QUERY.test(pathname)) return { location: pathname, status: 308 };
  if (pathname !== BLOG_LIST_PATH) return null;

  const pages = search.getAll('page');
  const page = pages.length > 0 && /^[1-9]\d{0,8}$/.test(pages[0]!) ? Number(pages[0]) : 1;
  if (blogListPages !== null && page > blogListPages) return { location: blogListPath(blogListPages), status: 307 };
  const own = blogListPath(page);
  const asked = `${pathname}?${search.toString()}`;
  return asked === own ? null : { location: own, status: 308 };
}
