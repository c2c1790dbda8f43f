import { expect, type APIResponse } from '@playwright/test';

/**
 * Answered from Next's page cache: HIT, or STALE for a page past its revalidate time (the pages
 * with a "next free" time renew every minute), which is served from the cache while it renews.
 * Never MISS, which is a render.
 */
export function expectFromPageCache(res: APIResponse): void {
  expect(['HIT', 'STALE']).toContain(res.headers()['x-nextjs-cache']);
}
