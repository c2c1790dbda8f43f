import { NextResponse, type NextRequest } from 'next/server';

// Runs before routing: legacy spellings of two routes. It sets no cookie: pages are cached
// publicly (a CDN or nginx keeps them only without Set-Cookie), so the XSRF cookie comes from
// GET /api/xsrf-token, which the axios client calls before its first write.

/** Paths that the spec spells two ways; the second spelling is the canonical one. */
const LEGACY_REDIRECTS: Record<string, string> = {
  '/matchmaking': '/matchMaking',
  '/join/create-vastuastrologer': '/join/vastuastrologer',
};

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // Exact, case-sensitive match: /matchMaking itself must not redirect.
  const target = LEGACY_REDIRECTS[pathname.replace(/\/+$/, '') || '/'];
  if (target) {
    const url = request.nextUrl.clone();
    url.pathname = target;
    return NextResponse.redirect(url, 308);
  }

  return NextResponse.next();
}

export const config = {
  // Pages only: not API calls, build assets or public files.
  matcher: ['/((?!api/|_next/|images/|audio/|favicon|icon|apple-icon|robots.txt|sitemap.xml|manifest).*)'],
};
