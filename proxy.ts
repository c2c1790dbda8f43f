import { NextResponse, type NextRequest } from 'next/server';
import { pageCsp } from './lib/config/csp.mjs';

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

/**
 * Pages rendered per request, whose scripts Next marks with the nonce it finds in the request's
 * Content-Security-Policy. Every other page is the same HTML for every visitor (built or cached)
 * and gets next.config.mjs's policy without a nonce; the two lists must match (NONCE_PAGES there).
 */
const NONCE_PAGES = /^\/kundli\/[^/]+\/?$/;

/** The policy with a fresh nonce, on the request (for Next) and the response (for the browser). */
function withNonceCsp(request: NextRequest): { headers: Headers; csp: string } {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(18))));
  // Literal process.env reads: Next fills them in at build time, as for the browser's bundle.
  const csp = pageCsp({
    nonce,
    env: {
      NODE_ENV: process.env.NODE_ENV,
      NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY,
      NEXT_PUBLIC_MAP_EMBED_URL: process.env.NEXT_PUBLIC_MAP_EMBED_URL,
      NEXT_PUBLIC_API_BASE_URL: process.env.NEXT_PUBLIC_API_BASE_URL,
    },
  });
  const headers = new Headers(request.headers);
  headers.set('Content-Security-Policy', csp);
  return { headers, csp };
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

  const nonced = NONCE_PAGES.test(pathname) ? withNonceCsp(request) : null;
  const response = nonced ? NextResponse.next({ request: { headers: nonced.headers } }) : NextResponse.next();
  if (nonced) response.headers.set('Content-Security-Policy', nonced.csp);
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
