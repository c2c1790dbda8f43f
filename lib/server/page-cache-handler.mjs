// Next's response cache (ISR pages and cached route handlers), kept in this process's memory.
//
// Why a handler of our own instead of Next's file-system cache:
// - The build never opens the database (PGlite has no lock between processes), so what the
//   build prerenders for database-backed pages is a placeholder. This handler never reads build
//   output: a page's first request after start renders it with real data, and later requests are
//   served from here until the page's `revalidate` time has passed (then in the background).
// - It is bounded: least recently used entries go first once CACHE_MAX_BYTES is reached.
// - Not-found answers are not kept, so invented slugs cannot fill it. A page rendered while the
//   database was unreachable is not kept either: the last good copy goes on serving.
// - Content changes made by this process (seeding, publishing) drop the affected pages at once
//   through the hook below; other instances converge within the pages' `revalidate` time.
// - Entries of pages whose content is per day (the horoscope) end at midnight India time.
//
// Next loads this file by path at run time, outside its bundles: plain JavaScript, no aliases.
import { LRUCache } from 'lru-cache';
import { CONTENT_UNAVAILABLE_ATTRIBUTE } from '../page-cache-contract.mjs';

export const CACHE_MAX_BYTES = 64 * 1024 * 1024;
const CACHE_MAX_ENTRIES = 5000;
/** Implicit tag prefix Next gives every page by its path (see revalidatePath). */
const IMPLICIT_TAG = '_N_T_';
/**
 * The languages' segments of the public pages (lib/i18n/locales.ts): `/blogs` is rendered as
 * `/en/blogs` and `/hi/blogs` by the route `/[locale]/blogs`. Paths outside it (the console) have none.
 */
const LOCALES = ['en', 'hi'];
const LOCALE_ROUTE = '/[locale]';
/** The implicit tags of a site path in every language, and of the route that renders it. */
const localizedTags = (path) => [
  `${IMPLICIT_TAG}${path}`,
  ...LOCALES.map((l) => `${IMPLICIT_TAG}/${l}${path === '/' ? '' : path}`),
];
/** Pages whose content changes at midnight India time (the home page shows today's panchang). */
const DAILY_TAGS = [
  ...localizedTags('/horoscope'),
  ...localizedTags('/'),
  `${IMPLICIT_TAG}/horoscope/[sign]/page`,
  `${IMPLICIT_TAG}${LOCALE_ROUTE}/horoscope/[sign]/page`,
  `${IMPLICIT_TAG}/panchang/[city]/page`,
  `${IMPLICIT_TAG}${LOCALE_ROUTE}/panchang/[city]/page`,
  `${IMPLICIT_TAG}/index`,
  `${IMPLICIT_TAG}${LOCALE_ROUTE}/page`,
];
const INDIA_OFFSET_MS = 5.5 * 60 * 60 * 1000;

export function indiaDay(at = Date.now()) {
  return new Date(at + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

function byteSize(value) {
  if (!value) return 1;
  let size = 256;
  for (const part of [value.html, value.rscData, value.body, value.pageData, value.data]) {
    if (typeof part === 'string') size += part.length * 2;
    else if (part && typeof part.byteLength === 'number') size += part.byteLength;
    else if (part && typeof part === 'object') size += JSON.stringify(part).length * 2;
  }
  if (value.segmentData instanceof Map) for (const buf of value.segmentData.values()) size += buf?.byteLength ?? 0;
  return size;
}

function tagsOf(value, ctxTags) {
  const header = value?.headers?.['x-next-cache-tags'];
  const fromHeader = typeof header === 'string' ? header.split(',') : [];
  return [...new Set([...(ctxTags ?? []), ...fromHeader])];
}

function isDegraded(value) {
  const marker = `${CONTENT_UNAVAILABLE_ATTRIBUTE}=`;
  for (const part of [value.html, value.rscData]) {
    if (typeof part === 'string' && part.includes(marker)) return true;
    if (part && typeof part === 'object' && typeof part.includes === 'function' && Buffer.isBuffer(part) && part.includes(marker)) return true;
  }
  return false;
}

const entries = new LRUCache({
  max: CACHE_MAX_ENTRIES,
  maxSize: CACHE_MAX_BYTES,
  maxEntrySize: CACHE_MAX_BYTES / 4,
  sizeCalculation: (entry) => entry.size,
});

/**
 * When each page key was first asked for since it was last stored: a render starts after such a
 * request (a miss, or a stale copy being refreshed). Bounded like the entries.
 */
const askedSince = new LRUCache({ max: CACHE_MAX_ENTRIES });
/** When each tag was last dropped (content changed); a render begun before may show old content. */
const droppedAt = new LRUCache({ max: CACHE_MAX_ENTRIES });

/** Drops every entry carrying one of the tags. Used by Next (revalidateTag) and by the app. */
function dropTags(tags) {
  const wanted = new Set(typeof tags === 'string' ? [tags] : tags);
  if (!wanted.size) return;
  const now = Date.now();
  for (const tag of wanted) droppedAt.set(tag, now);
  for (const [key, entry] of entries.entries()) if (entry.tags.some((t) => wanted.has(t))) entries.delete(key);
  // Finished copies of pages kept by the production server (scripts/response-cache.mjs).
  globalThis.__responseCache?.clear();
}

// The app's content services reach the cache through this hook (lib/server/cache.ts): Next's
// revalidatePath needs a request scope, and seeding may run before any request.
globalThis.__pageCache = {
  revalidatePaths(paths) {
    // A path's page in each language, and (below the home page) every page under it.
    dropTags(
      paths.flatMap((p) => [
        ...localizedTags(p),
        ...(p === '/' ? [`${IMPLICIT_TAG}/index`] : [`${IMPLICIT_TAG}${p}/layout`, `${IMPLICIT_TAG}${LOCALE_ROUTE}${p}/layout`]),
      ]),
    );
  },
  stats() {
    return { entries: entries.size, bytes: entries.calculatedSize };
  },
};

export default class PageCacheHandler {
  async get(key) {
    if (!askedSince.has(key)) askedSince.set(key, Date.now());
    const entry = entries.get(key);
    if (!entry) return null;
    if (entry.day !== indiaDay() && entry.tags.some((t) => DAILY_TAGS.includes(t))) {
      entries.delete(key);
      return null;
    }
    return { lastModified: entry.lastModified, value: entry.value };
  }

  async set(key, value, ctx) {
    const asked = askedSince.get(key);
    askedSince.delete(key);
    // A render that was under way when its content changed may show the old content: not kept,
    // so the next request renders again (a publish shows within seconds, not after `revalidate`).
    if (asked !== undefined && value && tagsOf(value, ctx?.tags).some((t) => (droppedAt.get(t) ?? -1) >= asked)) return;
    // A missing value, a not-found page or a failure is never kept.
    if (!value || (typeof value.status === 'number' && value.status >= 400)) {
      entries.delete(key);
      return;
    }
    if (isDegraded(value)) return;
    const size = byteSize(value);
    entries.set(key, { value, lastModified: Date.now(), day: indiaDay(), tags: tagsOf(value, ctx?.tags), size });
  }

  async revalidateTag(tags) {
    dropTags(tags);
  }

  resetRequestCache() {}
}
