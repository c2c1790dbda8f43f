// Content-Security-Policy of the site, built once from the build-time settings and used by
// next.config.mjs (every page, the API, uploads) and proxy.ts (pages rendered per request,
// which get a nonce). Plain JavaScript because next.config.mjs imports it.

/** The footer's and the contact page's map; a Google Maps embed URL may be configured instead. */
export const DEFAULT_MAP_EMBED_URL =
  'https://www.openstreetmap.org/export/embed.html?bbox=77.3035%2C28.3995%2C77.3295%2C28.4155&layer=mapnik&marker=28.4075%2C77.3165';

/**
 * Pages rendered per request, which get the policy with a nonce (proxy.ts) instead of
 * next.config.mjs's policy without one: the console, the customer's bookings and profile, the expert's desk, and the
 * results under private links. They show what visitors typed (contact messages, applications,
 * names), so no inline script may run on them without this request's nonce. A regular expression
 * source of the path after its first slash, used by both files so they always agree.
 */
export const NONCE_PAGE_PATTERN = '(?:admin(?:/.*)?|bookings(?:/.*)?|expert|profile|kundli/[^/]+|matchMaking/[^/]+|vastu-check/[^/]+|muhurta/[^/]+)/?$';

/** API answers are data: they may load, run or be framed by nothing. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Uploaded images: shown, never run (an SVG or HTML disguised as an image gets a sandbox). */
export const UPLOAD_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

// Google Maps JavaScript API and Places, only when NEXT_PUBLIC_GOOGLE_MAPS_API_KEY is set
// (Google's CSP guide for the Maps JavaScript API).
const GOOGLE = {
  script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  img: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'],
  connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  frame: ['https://*.google.com'],
};

// Razorpay Checkout: its script, the checkout frame it opens and the calls it makes. Only on the
// pay page and only when Razorpay keys are set (proxy.ts): every other page loads nothing of it.
const RAZORPAY = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
};

function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The policy of a page.
 * - With a nonce (pages rendered per request, see proxy.ts): only scripts carrying this
 *   request's nonce run, and what they load ('strict-dynamic', which is how the Google Maps
 *   loader's own scripts are allowed). 'unsafe-inline' is ignored by browsers that know nonces.
 * - Without (pages served from the build or Next's cache, whose HTML is the same for every
 *   visitor and so cannot carry a per-request nonce): scripts from this origin, plus inline
 *   scripts, because Next streams the page's data as inline `self.__next_f.push(...)` scripts
 *   whose content differs per page. Scripts from any other origin, eval and plugins stay
 *   blocked; what an injected inline script could do is limited by connect-src and form-action
 *   to this origin, and page content is sanitised where it is rendered (lib/server/markdown.ts).
 * - `razorpay`: the pay page with Razorpay keys configured also allows Razorpay Checkout's origins.
 * @param {{ nonce?: string, env?: Record<string, string | undefined>, razorpay?: boolean }} [options]
 */
export function pageCsp({ nonce, env = process.env, razorpay = false } = {}) {
  const google = Boolean(env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY);
  const dev = env.NODE_ENV === 'development'; // React's dev tools evaluate code
  const g = (kind) => [...(google ? GOOGLE[kind] ?? [] : []), ...(razorpay ? RAZORPAY[kind] ?? [] : [])];
  const mapOrigin = originOf(env.NEXT_PUBLIC_MAP_EMBED_URL || DEFAULT_MAP_EMBED_URL);
  const apiOrigin = originOf(env.NEXT_PUBLIC_API_BASE_URL || ''); // absolute only when another host serves the API
  const script = nonce ? ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...g('script')] : ["'self'", "'unsafe-inline'", ...g('script')];
  const directives = {
    'default-src': ["'self'"],
    'script-src': dev ? [...script, "'unsafe-eval'"] : script,
    // React sets style attributes; Next inlines critical CSS.
    'style-src': ["'self'", "'unsafe-inline'", ...g('style')],
    'img-src': ["'self'", 'data:', 'blob:', ...g('img')],
    'font-src': ["'self'", 'data:', ...g('font')],
    'connect-src': ["'self'", ...(apiOrigin ? [apiOrigin] : []), ...g('connect')],
    'media-src': ["'self'"], // the Vastu tips' narration (public/audio)
    'frame-src': [...(mapOrigin ? [mapOrigin] : []), ...g('frame')],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .filter(([, values]) => values.length)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
