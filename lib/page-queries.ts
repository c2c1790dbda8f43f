// The one address of each cached page. Next keys a cached page by its path, but every other
// spelling (`/?x=1`, `/blogs?page=01`) is still a request that Next routes, and the server keeps
// a finished copy per address (scripts/response-cache.mjs): so proxy.ts sends such spellings to
// the page's own address before anything renders or is kept. Pure: proxy.ts passes what it knows.

import { DIRECTORY_PATH, directoryPagePath, readDirectoryQuery, type DirectoryQuery } from './experts/directory';

/** Cached pages that read no query parameter (the list pages of next.config.mjs's PUBLIC_PAGES). */
const PAGES_WITHOUT_QUERY =
  /^\/(?:horoscope(?:\/[^/]+)?|vastu-tips|vastu-faqs|faqs|services(?:\/[^/]+)?|ourexpert|about-us|advertise-with-us|collaboration-franchise|contact|join-as-astrologer|partner-with-us|privacy-policy|term-condition|blogs\/[^/]+|panchang\/[^/]+|festivals\/\d{4}\/[^/]+)?$/;

export const BLOG_LIST_PATH = '/blogs';

/** Page `page` of the blog list, as links and redirects spell it. */
export function blogListPath(page: number): string {
  return page > 1 ? `${BLOG_LIST_PATH}?page=${page}` : BLOG_LIST_PATH;
}

// The directory (/astrologers) filters and sorts by query (a GET form, no script needed). A query
// string alone would make Next render it per request, so proxy.ts has Next render each choice's
// own address from DIRECTORY_RENDER_PATH/<kind>/<language>/<expertise>/<sort>
// (app/directory/...), one cache entry per choice; that path is never an address of its own.
export const DIRECTORY_RENDER_PATH = '/directory';
const ALL = 'all';
const ANY = 'any';

/** Where Next renders the directory's address `/astrologers?search` (already its one spelling), or null for the bare list. */
export function directoryRenderPath(search: URLSearchParams): string | null {
  if (search.size === 0) return null;
  const q = readDirectoryQuery(search);
  const segment = (v: string | undefined, none: string) => (v ? encodeURIComponent(v) : none);
  return `${DIRECTORY_RENDER_PATH}/${q.kind ?? ALL}/${segment(q.language, ANY)}/${segment(q.expertise, ANY)}/${q.sort}`;
}

/** The choices of a render path's segments (decoded by Next or not). */
export function directoryQueryOfSegments(segments: { kind: string; language: string; expertise: string; sort: string }): DirectoryQuery {
  const decode = (v: string) => {
    try {
      return decodeURIComponent(v);
    } catch {
      return v;
    }
  };
  const params = new URLSearchParams({ sort: segments.sort });
  if (segments.kind !== ALL) params.set('kind', segments.kind);
  if (segments.language !== ANY) params.set('language', decode(segments.language));
  if (segments.expertise !== ANY) params.set('expertise', decode(segments.expertise));
  return readDirectoryQuery(params);
}

const RENDER_PATH = new RegExp(`^${DIRECTORY_RENDER_PATH}/([^/]+)/([^/]+)/([^/]+)/([^/]+)/?$`);

/** A request for the render path itself: the directory's own address of those choices. */
export function directoryRenderPathRedirect(pathname: string): CanonicalRedirect | null {
  if (pathname !== DIRECTORY_RENDER_PATH && !pathname.startsWith(`${DIRECTORY_RENDER_PATH}/`)) return null;
  const m = RENDER_PATH.exec(pathname);
  const location = m ? directoryPagePath(directoryQueryOfSegments({ kind: m[1]!, language: m[2]!, expertise: m[3]!, sort: m[4]! })) : DIRECTORY_PATH;
  return { location, status: 308 };
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
  const internal = directoryRenderPathRedirect(pathname);
  if (internal) return internal;
  const keys = [...search.keys()];
  if (keys.length === 0) return null;
  if (PAGES_WITHOUT_QUERY.test(pathname)) return { location: pathname, status: 308 };
  if (pathname === DIRECTORY_PATH) {
    const own = directoryPagePath(readDirectoryQuery(search));
    return own === `${pathname}?${search.toString()}` ? null : { location: own, status: 308 };
  }
  if (pathname !== BLOG_LIST_PATH) return null;

  const pages = search.getAll('page');
  const page = pages.length > 0 && /^[1-9]\d{0,8}$/.test(pages[0]!) ? Number(pages[0]) : 1;
  if (blogListPages !== null && page > blogListPages) return { location: blogListPath(blogListPages), status: 307 };
  const own = blogListPath(page);
  const asked = `${pathname}?${search.toString()}`;
  return asked === own ? null : { location: own, status: 308 };
}
