/**
 * A bare Next.js app for the benchmark's Lighthouse reference (see app/layout.jsx).
 * scripts/bench.mjs builds a copy of it outside the repo (inside, Next would also build the site's
 * own instrumentation.ts and proxy.ts into it) whose node_modules links to the repo's, so
 * Turbopack's root must hold both: the bench passes it in REFERENCE_TURBOPACK_ROOT.
 */
const nextConfig = { poweredByHeader: false, turbopack: { root: process.env.REFERENCE_TURBOPACK_ROOT } };

export default nextConfig;
