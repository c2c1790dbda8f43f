import { NextResponse, type NextRequest } from 'next/server';

// Runs before routing: legacy spellings of two routes, and the XSRF cookie that the axios
// client echoes back in X-XSRF-TOKEN. It is never the only guard: route handlers check again.

/** Paths that the spec spells two ways; the second spelling is the canonical one. */
const LEGACY_REDIRECTS: Record<string, string> = {
  '/matchmaking': '/matchMaking',
  '/join/create-vastuastrologer': '/join/vastuastrologer',
};

export const XSRF_COOKIE = 'XSRF-TOKEN';

function newXsrfToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // Exact, case-sensitive match: /matchMaking itself must not redirect.
  const target = LEGACY_REDIRECTS[pathname.replace(/\/+$/, '') || '/'];
  if (target) {
    const url = request.nextUrl.clone();
    url.pathname = target;
    return NextResponse.redirect(url, 308);
  }

  const response = NextResponse.next();
  if (!request.cookies.get(XSRF_COOKIE)) {
    response.cookies.set(XSRF_COOKIE, newXsrfToken(), {
      path: '/',
      sameSite: 'lax',
      secure: request.nextUrl.protocol === 'https:',
      httpOnly: false, // the browser client must read it to send the header
    });
  }
  return response;
}

export const config = {
  // Pages only: not API calls, build assets or public files.
  matcher: ['/((?!api/|_next/|images/|audio/|favicon|icon|apple-icon|robots.txt|sitemap.xml|manifest).*)'],
};
