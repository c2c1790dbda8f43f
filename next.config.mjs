import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';
import { API_CSP, NONCE_PAGE_PATTERN, pageCsp, UPLOAD_CSP } from './lib/config/csp.mjs';

/** @type {import('next').NextConfig} */
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), payment=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

// Each path gets exactly one Content-Security-Policy rule: a header set here wins over the same
// header set by a route or by proxy.ts, so the rules must not overlap.
// - pages and assets: the policy without a nonce (see lib/config/csp.mjs for what it allows and why);
// - the console, /bookings..., /profile and the results (/kundli/<id>, /matchMaking/<id>,
//   /vastu-check/<id>, /muhurta/<id>), rendered per request: none here, proxy.ts sets the policy with a nonce
//   (the pay page's also allows Razorpay Checkout when keys are set); NONCE_PAGE_PATTERN lists them;
// - the API: nothing may load; uploaded images: the same plus a sandbox, and CORP.

// Pages that are the same for every visitor and served from Next's page cache: shared caches
// (a CDN, deploy/nginx.conf) may keep them for a minute and serve them stale while they refresh.
// Browsers revalidate (max-age=0). Only list pages that read no cookie or header: a listed page
// must never show per-user content. Next's own value (s-maxage only) lacks `public`.
const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=86400';
const PUBLIC_PAGES = [
  '/', '/blogs', '/blogs/:slug', '/blogs/page/:page', '/horoscope', '/horoscope/:sign', '/vastu-tips', '/vastu-faqs', '/faqs',
  '/services', '/services/:slug', '/ourexpert', '/astrologers', '/astrologers/:slug', '/about-us', '/advertise-with-us',
  '/collaboration-franchise', '/contact', '/join-as-astrologer', '/partner-with-us', '/privacy-policy',
  '/term-condition', '/kundli', '/matchMaking', '/luckyNumber', '/cost-calculator', '/measurement-converter', '/area-converter',
  '/vastu-check', '/panchang', '/panchang/:city', '/festivals/:year', '/festivals/:year/:festival',
  '/muhurta',
];
// The same pages in Hindi, under /hi (lib/i18n/locales.ts): `/` is `/hi`.
const LOCALIZED_PUBLIC_PAGES = [...PUBLIC_PAGES, ...PUBLIC_PAGES.map((p) => (p === '/' ? '/hi' : `/hi${p}`))];

// Paths that are not English pages: Hindi ones (already in their segment), `/en/...` (redirected by
// proxy.ts), the console, the API, build assets, public files and the metadata routes.
const UNPREFIXED_PATHS = '(?:hi|en|admin)(?:/|$)|api/|_next/|images/|audio/|fonts/|favicon|icon|apple-icon|robots\\.txt|sitemap\\.xml|manifest';

const FESTIVAL_YEAR = '(\\d{4})';
const FESTIVAL_CITY = { type: 'query', key: 'city', value: '(?<city>[a-z]+(?:-[a-z]+)*)' };
const FESTIVAL_KIND = { type: 'query', key: 'kind', value: '(?<kind>all|festivals|ekadashi|pradosh|sankashti|moon|sankranti)' };

/** `/festivals/<year>?city=&kind=` → the cached render path of that choice (either may be absent). */
function festivalYearRewrites(prefix, locale) {
  const source = `${prefix}/festivals/:year${FESTIVAL_YEAR}`;
  return [
    { source, has: [FESTIVAL_CITY, FESTIVAL_KIND], destination: `/${locale}/festivals/:year/in/:city/:kind` },
    { source, has: [FESTIVAL_CITY], destination: `/${locale}/festivals/:year/in/:city/all` },
    { source, has: [FESTIVAL_KIND], destination: `/${locale}/festivals/:year/in/new-delhi/:kind` },
  ];
}

const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Native/wasm packages must stay outside the server bundle (see ARCHITECTURE.md pitfalls).
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'rate-limiter-flexible', 'sharp', 'pdfkit'],
  // Cached pages live in a bounded in-process cache that never serves what the build
  // prerendered (the build does not open the database): see lib/server/page-cache-handler.mjs.
  cacheHandler: fileURLToPath(new URL('./lib/server/page-cache-handler.mjs', import.meta.url)),
  cacheMaxMemorySize: 0,
  experimental: {
    // No `inlineCss`: inlined, the site's CSS (about 45 kB) went into every page twice, once as
    // <style> and once more inside the page's data for React, which doubled the HTML and the work
    // of reading it on a phone. As files it is about 9 kB compressed and cached across pages.
    // Each page loads the CSS of its own parts: the default chunking merged every route's styles
    // (the console's, the forms') into one sheet that every page had to read and match. A small
    // cost per request lets the graph chunker split them along the pages that use them.
    cssChunking: { type: 'graph', requestCost: 4000 },
    // forbidden() / unauthorized(): the admin console answers 403 / 401 pages from the server.
    authInterrupts: true,
  },
  images: {
    formats: ['image/avif', 'image/webp'],
  },
  async rewrites() {
    return {
      // /blogs?page=N is served by /blogs/page/N, so each page of the list has its own cache entry
      // (a query string alone would make the page render per request). Pages past 9999 show page 1.
      // A month of panchang at a named place (a main city or a gazetteer id) likewise: one cache
      // entry per month and place (app/panchang/month/[month]/[place]). Points are snapped to a
      // place and redirected there by /panchang itself. Each in both languages.
      beforeFiles: [
        ...['', '/hi'].flatMap((prefix) => {
          const locale = prefix ? 'hi' : 'en';
          return [
            {
              source: `${prefix}/blogs`,
              has: [{ type: 'query', key: 'page', value: '(?<page>[1-9]\\d{0,3})' }],
              destination: `/${locale}/blogs/page/:page`,
            },
            {
              source: `${prefix}/panchang`,
              has: [
                { type: 'query', key: 'month', value: '(?<month>(?:19\\d\\d|20\\d\\d|2100)-(?:0[1-9]|1[0-2]))' },
                { type: 'query', key: 'place', value: '(?<place>[a-z]+(?:-[a-z]+)*|\\d{1,10})' },
              ],
              destination: `/${locale}/panchang/month/:month/:place`,
            },
            // A year's festivals for a chosen city and kind (lib/festival-address.ts): one cache entry
            // each (app/festivals/[year]/in/[city]/[kind]). The first rule that matches wins.
            ...festivalYearRewrites(prefix, locale),
          ];
        }),
        // Every English page is served by app/[locale] as `en` (lib/i18n/locales.ts): `/kundli` by
        // `/en/kundli`. A rewrite of Next's own, so it stays inside the server whatever address the
        // server listens on (a proxy.ts rewrite to another origin would be fetched over HTTP).
        // proxy.ts has already run on the English path; Hindi paths, the console, the API,
        // build assets and public files are left alone.
        { source: '/', destination: '/en' },
        { source: `/:path((?!${UNPREFIXED_PATHS}).+)`, destination: '/en/:path' },
      ],
    };
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      { source: `/((?!api/|(?:hi/)?${NONCE_PAGE_PATTERN}).*)`, headers: [{ key: 'Content-Security-Policy', value: pageCsp() }] },
      { source: '/api/((?!uploads/).*)', headers: [{ key: 'Content-Security-Policy', value: API_CSP }] },
      {
        source: '/api/uploads/:path*',
        headers: [
          { key: 'Content-Security-Policy', value: UPLOAD_CSP },
          // Only this site's pages may embed its uploads.
          { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
        ],
      },
      ...LOCALIZED_PUBLIC_PAGES.map((source) => ({ source, headers: [{ key: 'Cache-Control', value: PUBLIC_PAGE_CACHE }] })),
      {
        source: '/:dir(images|audio|fonts)/:path*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=604800, stale-while-revalidate=86400' }],
      },
    ];
  },
};

// next-intl's plugin points `next-intl/config` at the per-request configuration.
const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

export default withNextIntl(nextConfig);
