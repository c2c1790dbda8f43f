import { NextResponse, type NextRequest } from 'next/server';
import { NONCE_PAGE_PATTERN, pageCsp } from './lib/config/csp.mjs';
import { isLocale, LANGUAGE_COOKIE, localePath, splitLocale } from './lib/i18n/locales';
import { canonicalPageRedirect, DIRECTORY_RENDER_PATH, directoryRenderPath, type CanonicalRedirect } from './lib/page-queries';
import { proxyHooks, type LimitRefusal } from './lib/proxy-hooks';

// Runs before routing: the page's language (English unprefixed, Hindi under /hi; next.config.mjs
// then serves an English path from app/[locale] as `en`), legacy spellings
// of two routes, the one address of each cached page (lib/page-queries.ts), the panchang page's
// per-address limit, and a nonce CSP on the pages rendered per request. Each rule reads the path
// without its language prefix and keeps the prefix in what it answers. It sets no cookie: pages are cached publicly (a CDN or nginx keeps them only without
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
/** Per-visitor pages in both languages (the nonce pages but the English-only console): they follow the chosen language. */
const REMEMBERS_LANGUAGE = new RegExp(`^/(?!admin(?:/|$))${NONCE_PAGE_PATTERN}`);

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

/** The panchang page: a month costs tens of milliseconds of CPU, so it counts against GET /api/panchang's limit. */
const PANCHANG_PAGE = /^\/panchang\/?$/;
/** Set by scripts/server.mjs (see lib/server/auth/request-guard.ts). */
const CLIENT_ADDRESS_HEADER = 'x-client-address';

/** Requests of Next's client router: RSC payloads. Prefetches are made ahead of a click and may never be seen. */
const isRouterRequest = (request: NextRequest) => request.headers.has('rsc') || request.headers.has('next-router-prefetch');
const isPrefetch = (request: NextRequest) => request.headers.has('next-router-prefetch') || /prefetch/i.test(request.headers.get('sec-purpose') ?? request.headers.get('purpose') ?? '');

/** Marks the directory's rewrite to its render path (lib/page-queries.ts). */
const DIRECTORY_REWRITE_HEADER = 'x-directory-rewrite';

async function canonicalRedirect(request: NextRequest, pathname: string): Promise<CanonicalRedirect | null> {
  const { searchParams } = request.nextUrl;
  if (isRouterRequest(request) || request.headers.has(DIRECTORY_REWRITE_HEADER)) return null;
  if (!searchParams.size && !pathname.startsWith(DIRECTORY_RENDER_PATH)) return null;
  const hooks = proxyHooks();
  const pages = pathname === '/blogs' && searchParams.has('page') && hooks ? await hooks.blogListPages().catch(() => null) : null;
  return canonicalPageRedirect(pathname, searchParams, pages);
}

async function panchangRefusal(request: NextRequest, pathname: string): Promise<LimitRefusal | null> {
  if (!PANCHANG_PAGE.test(pathname) || isPrefetch(request)) return null;
  const address = request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || 'unknown';
  // A limiter that fails lets the visitor through: the page still works without it.
  return (await proxyHooks()?.spendPanchangPoint(address).catch(() => null)) ?? null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain page for a person, not a bare status: what happened, when to come back, and a way on. */
function tooManyPanchangPages(refusal: LimitRefusal): NextResponse {
  const html = `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Please wait a moment</title>
<style>body{margin:0;font:1.05rem/1.6 system-ui,sans-serif;color:#2b2024;background:#fdf8f3}main{max-width:34rem;margin:12vh auto;padding:0 1.25rem}a{color:#8a2331}</style>
</head><body><main>
<h1>Please wait a moment before the next panchang</h1>
<p>${escapeHtml(refusal.message)}</p>
<p>Each address may open a limited number of panchang pages a minute, so that the calendar stays quick for everyone.</p>
<p><a href="/">Home page</a> · <a href="/panchang/new-delhi">Today&#39;s panchang in New Delhi</a></p>
</main></body></html>`;
  return new NextResponse(html, {
    status: 429,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': String(refusal.retryAfter), 'Cache-Control': 'no-store' },
  });
}

/** Same-site redirect, keeping the query; Next sends it as a relative Location, as its pages' redirects. */
function redirectTo(request: NextRequest, location: string, status: number): NextResponse {
  return NextResponse.redirect(new URL(location, request.nextUrl), status);
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const { locale, path, prefix } = splitLocale(pathname);
  // English has one address, without a prefix. (/hi/admin is no page: the console is English only.)
  if (prefix === 'en') {
    const url = request.nextUrl.clone();
    url.pathname = path;
    return NextResponse.redirect(url, 308);
  }

  // The language chosen with the header's switch, on pages that are already per visitor (never
  // cached publicly): a result or My Bookings opened from an old link or a bookmark comes in the
  // visitor's language. Public pages answer by their address alone, the same for everyone.
  const chosen = request.cookies.get(LANGUAGE_COOKIE)?.value;
  if (isLocale(chosen) && chosen !== locale && REMEMBERS_LANGUAGE.test(path) && (request.method === 'GET' || request.method === 'HEAD')) {
    const url = request.nextUrl.clone();
    url.pathname = localePath(path, chosen);
    const response = NextResponse.redirect(url, 307);
    response.headers.set('Cache-Control', 'private, no-store');
    return response;
  }

  // Exact, case-sensitive match: /matchMaking itself must not redirect.
  const target = LEGACY_REDIRECTS[path.replace(/\/+$/, '') || '/'];
  if (target) {
    const url = request.nextUrl.clone();
    url.pathname = localePath(target, locale);
    return NextResponse.redirect(url, 308);
  }

  if (request.method === 'GET' || request.method === 'HEAD') {
    const canonical = await canonicalRedirect(request, path);
    if (canonical) return redirectTo(request, localePath(canonical.location, locale), canonical.status);
    const refusal = await panchangRefusal(request, path);
    if (refusal) return tooManyPanchangPages(refusal);
  }

  // The directory's choices, each rendered and cached under its own path (lib/page-queries.ts).
  const directory = path === '/astrologers' ? directoryRenderPath(request.nextUrl.searchParams) : null;
  if (directory) {
    // Next runs this function again for the rewritten path: the mark keeps it from being sent back.
    const headers = new Headers(request.headers);
    headers.set(DIRECTORY_REWRITE_HEADER, '1');
    return NextResponse.rewrite(new URL(localePath(directory, locale), request.nextUrl), { request: { headers } });
  }

  // RAZORPAY_KEY_ID is read when the request is served (proxy runs on Node.js), as the server's payment provider is.
  const nonced = NONCE_PAGES.test(path) ? withNonceCsp(request, PAY_PAGE.test(path) && Boolean(process.env.RAZORPAY_KEY_ID)) : null;
  const response = nonced ? NextResponse.next({ request: { headers: nonced.headers } }) : NextResponse.next();
  if (nonced) response.headers.set('Content-Security-Policy', nonced.csp);
  return response;
}

export const config = {
  // Pages only: not API calls, build assets or public files.
  matcher: ['/((?!api/|_next/|images/|audio/|fonts/|favicon|icon|apple-icon|robots.txt|sitemap.xml|manifest).*)'],
};
