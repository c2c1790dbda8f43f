import { NextResponse, type NextRequest } from 'next/server';
import { NONCE_PAGE_PATTERN, pageCsp } from './lib/config/csp.mjs';

// Runs before routing: legacy spellings of two routes, and a nonce CSP on the pages rendered per
// request. It sets no cookie: pages are cached publicly (a CDN or nginx keeps them only without
// Set-Cookie), so the XSRF cookie comes from GET /api/xsrf-token, which the axios client calls
// before its first write.

/** Paths that the spec spells two ways; the second spelling is the canonical one. */
const LEGACY_REDIRECTS: Record<string, string> = {
  '/matchmaking': '/matchMaking',
  '/join/create-vastuastrologer': '/join/vastuastrologer',
};

/**
 * Pages rendered per request, whose scripts Next marks with the nonce it finds in the request's
 * Content-Security-Policy. Every other page is the same HTML for every visitor (built or cached)
 * and gets next.config.mjs's policy without a nonce; both read NONCE_PAGE_PATTERN.
 */
const NONCE_PAGES = new RegExp(`^/${NONCE_PAGE_PATTERN}`);

/** The pay page, which opens Razorpay Checkout when Razorpay keys are set (TEST MODE loads nothing outside). */
const PAY_PAGE = /^\/bookings\/[^/]+\/pay\/?$/;

/** The policy with a fresh nonce, on the request (for Next) and the response (for the browser). */
function withNonceCsp(request: NextRequest, razorpay: boolean): { headers: Headers; csp: string } {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(18))));
  // Literal process.env reads: Next fills them in at build time, as for the browser's bundle.
  const csp = pageCsp({
    nonce,
    razorpay,
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

  // RAZORPAY_KEY_ID is read when the request is served (proxy runs on Node.js), as the server's payment provider is.
  const nonced = NONCE_PAGES.test(pathname) ? withNonceCsp(request, PAY_PAGE.test(pathname) && Boolean(process.env.RAZORPAY_KEY_ID)) : null;
  const response = nonced ? NextResponse.next({ request: { headers: nonced.headers } }) : NextResponse.next();
  if (nonced) response.headers.set('Content-Security-Policy', nonced.csp);
  return response;
}

export const config = {
  // Pages only: not API calls, build assets or public files.
  matcher: ['/((?!api/|_next/|images/|audio/|favicon|icon|apple-icon|robots.txt|sitemap.xml|manifest).*)'],
};
