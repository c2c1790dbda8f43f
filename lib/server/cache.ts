import 'server-only';
import { LRUCache } from 'lru-cache';
import { revalidatePath } from 'next/cache';
import { LOCALES } from '@/lib/i18n/locales';

/**
 * Per-process cache for content reads (blogs, tips, horoscope) made by the API and by pages when
 * Next renders them. Writes call invalidateTag; other instances converge within the TTL. Kept
 * in-process on purpose: Next's data cache is not keyed by the database the server points at.
 *
 * Bounded by bytes and entries, so keys derived from requests (page, limit, slug) cannot grow
 * memory: callers still build keys from clamped values, and the least recently used entry goes
 * first when the bound is reached. Misses (null/undefined) and failures are never kept.
 */
export const CONTENT_CACHE_MAX_BYTES = 32 * 1024 * 1024;
const CONTENT_CACHE_MAX_ENTRIES = 2000;

interface Entry {
  tags: readonly string[];
  value: unknown;
}

interface ContentCache {
  store: LRUCache<string, Entry>;
  /** Loads under way, so concurrent callers of one key share a query. Bounded by the requests in flight. */
  inFlight: Map<string, Promise<unknown>>;
}

// One cache per process, kept on the global object: Next compiles this module once per bundle
// layer (API routes, pages), and a change made through the API must reach what pages read.
const shared = globalThis as { __astroContentCache?: ContentCache };
const { store, inFlight } = (shared.__astroContentCache ??= {
  store: new LRUCache<string, Entry>({
    max: CONTENT_CACHE_MAX_ENTRIES,
    maxSize: CONTENT_CACHE_MAX_BYTES,
    // An entry larger than the whole bound is served but not kept.
    maxEntrySize: CONTENT_CACHE_MAX_BYTES,
    sizeCalculation: (entry) => Math.max(1, Buffer.byteLength(JSON.stringify(entry.value) ?? '')),
  }),
  inFlight: new Map(),
});

export async function cached<T>(key: string, tags: readonly string[], ttlMs: number, load: () => Promise<T>): Promise<T> {
  const hit = store.get(key);
  if (hit) return hit.value as T;
  const pending = inFlight.get(key);
  if (pending) return pending as Promise<T>;
  const value = load()
    .then((v) => {
      if (v !== null && v !== undefined && ttlMs > 0 && inFlight.get(key) === value) store.set(key, { tags, value: v }, { ttl: ttlMs });
      return v;
    })
    .finally(() => {
      if (inFlight.get(key) === value) inFlight.delete(key);
    });
  inFlight.set(key, value);
  return value;
}

export function invalidateTag(tag: string): void {
  for (const [key, entry] of store.entries()) if (entry.tags.includes(tag)) store.delete(key);
  // A load that started before the change must not store what it read.
  inFlight.clear();
}

/** Size of the cache, for tests and diagnostics. */
export function contentCacheStats(): { entries: number; bytes: number } {
  return { entries: store.size, bytes: store.calculatedSize };
}

interface PageCacheHook {
  revalidatePaths(paths: readonly string[]): void;
}

/**
 * Drops this instance's cached pages at these paths (and the pages below them), so the next
 * visitor sees changed content. Pages are kept by lib/server/page-cache-handler.mjs.
 *
 * Inside a request (an editor publishing), Next's own revalidatePath reaches the handler: the
 * route's bundle does not share the global object the handler set its hook on, so the hook alone
 * would miss. Outside a request (seeding at start-up) revalidatePath cannot run, and the hook is
 * what is there.
 */
export function revalidatePages(paths: readonly string[]): void {
  (globalThis as { __pageCache?: PageCacheHook }).__pageCache?.revalidatePaths(paths);
  for (const path of paths) {
    try {
      // Public pages are rendered by app/[locale]: `/blogs` is `/en/blogs` and `/hi/blogs`.
      for (const locale of LOCALES) revalidatePath(path === '/' ? `/${locale}` : `/${locale}${path}`);
      if (path !== '/') revalidatePath(`/[locale]${path}`, 'layout');
    } catch {
      // Not in a request: nothing of Next's to tell.
    }
  }
}
