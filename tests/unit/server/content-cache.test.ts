/** @jest-environment node */
import { cached, contentCacheStats, invalidateTag, CONTENT_CACHE_MAX_BYTES } from '@/lib/server/cache';

const TTL = 60_000;
const big = (n: number) => ({ page: n, body: 'x'.repeat(300_000) });

describe('content cache', () => {
  beforeEach(() => invalidateTag('t'));

  it('stays within its byte bound however many distinct keys are asked for', async () => {
    for (let n = 1; n <= 400; n++) await cached(`k:${n}`, ['t'], TTL, async () => big(n));
    const { bytes, entries } = contentCacheStats();
    expect(bytes).toBeLessThanOrEqual(CONTENT_CACHE_MAX_BYTES);
    expect(entries).toBeLessThan(400);
  });

  it('serves a fresh entry without loading again, and loads again after invalidation', async () => {
    const load = jest.fn(async () => 'value');
    await cached('k:same', ['t'], TTL, load);
    await cached('k:same', ['t'], TTL, load);
    expect(load).toHaveBeenCalledTimes(1);
    invalidateTag('t');
    await cached('k:same', ['t'], TTL, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent callers', async () => {
    const load = jest.fn(() => new Promise<string>((r) => setTimeout(() => r('v'), 10)));
    await Promise.all([cached('k:c', ['t'], TTL, load), cached('k:c', ['t'], TTL, load)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep misses or failures', async () => {
    const miss = jest.fn(async () => null);
    await cached('k:miss', ['t'], TTL, miss);
    await cached('k:miss', ['t'], TTL, miss);
    expect(miss).toHaveBeenCalledTimes(2);
    const fail = jest.fn(async () => {
      throw new Error('down');
    });
    await expect(cached('k:fail', ['t'], TTL, fail)).rejects.toThrow('down');
    await expect(cached('k:fail', ['t'], TTL, fail)).rejects.toThrow('down');
    expect(fail).toHaveBeenCalledTimes(2);
  });
});
