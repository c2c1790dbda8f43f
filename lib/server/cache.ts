import 'server-only';

/**
 * Per-process cache for content reads (blogs, tips, horoscope). Pages render per request and
 * read through it, so a page costs no database round-trip while the entry is fresh. Writes
 * call invalidateTag; other instances converge within the TTL. Kept in-process on purpose:
 * Next's data cache lives on disk and is not keyed by the database the server is pointed at.
 */
interface Entry {
  expires: number;
  tags: readonly string[];
  value: Promise<unknown>;
}

const store = new Map<string, Entry>();

export async function cached<T>(key: string, tags: readonly string[], ttlMs: number, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = store.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  store.set(key, { expires: now + ttlMs, tags, value });
  // A failed load must not be served from the cache.
  value.catch(() => {
    if (store.get(key)?.value === value) store.delete(key);
  });
  return value;
}

export function invalidateTag(tag: string): void {
  for (const [key, entry] of store) if (entry.tags.includes(tag)) store.delete(key);
}
