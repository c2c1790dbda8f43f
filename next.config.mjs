import { fileURLToPath } from 'node:url';

/** @type {import('next').NextConfig} */
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), payment=()' },
  { key: 'Content-Security-Policy', value: "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'" },
];

const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Native/wasm packages must stay outside the server bundle (see ARCHITECTURE.md pitfalls).
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'rate-limiter-flexible', 'sharp'],
  // Cached pages live in a bounded in-process cache that never serves what the build
  // prerendered (the build does not open the database): see lib/server/page-cache-handler.mjs.
  cacheHandler: fileURLToPath(new URL('./lib/server/page-cache-handler.mjs', import.meta.url)),
  cacheMaxMemorySize: 0,
  images: {
    formats: ['image/avif', 'image/webp'],
  },
  async rewrites() {
    return {
      // /blogs?page=N is served by /blogs/page/N, so each page of the list has its own cache entry
      // (a query string alone would make the page render per request). Pages past 9999 show page 1.
      beforeFiles: [{ source: '/blogs', has: [{ type: 'query', key: 'page', value: '(?<page>[1-9]\\d{0,3})' }], destination: '/blogs/page/:page' }],
    };
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      {
        source: '/:dir(images|audio)/:path*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=604800, stale-while-revalidate=86400' }],
      },
    ];
  },
};

export default nextConfig;
