import { API_CSP, pageCsp, UPLOAD_CSP } from './lib/config/csp.mjs';

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
// - /kundli/<id>, rendered per request: none here, proxy.ts sets the policy with a nonce;
// - the API: nothing may load; uploaded images: the same plus a sandbox, and CORP.
const NONCE_PAGES = 'kundli/[^/]+/?$';

const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Native/wasm packages must stay outside the server bundle (see ARCHITECTURE.md pitfalls).
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'rate-limiter-flexible', 'sharp'],
  images: {
    formats: ['image/avif', 'image/webp'],
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      { source: `/((?!api/|${NONCE_PAGES}).*)`, headers: [{ key: 'Content-Security-Policy', value: pageCsp() }] },
      { source: '/api/((?!uploads/).*)', headers: [{ key: 'Content-Security-Policy', value: API_CSP }] },
      {
        source: '/api/uploads/:path*',
        headers: [
          { key: 'Content-Security-Policy', value: UPLOAD_CSP },
          // Only this site's pages may embed its uploads.
          { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
        ],
      },
      {
        source: '/:dir(images|audio)/:path*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=604800, stale-while-revalidate=86400' }],
      },
    ];
  },
};

export default nextConfig;
