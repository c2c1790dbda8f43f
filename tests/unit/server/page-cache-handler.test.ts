/** @jest-environment node */
import PageCacheHandler, { CACHE_MAX_BYTES, indiaDay } from '@/lib/server/page-cache-handler.mjs';
import { revalidatePages } from '@/lib/server/cache';

type Hook = { stats(): { entries: number; bytes: number } };
const hook = () => (globalThis as unknown as { __pageCache: Hook }).__pageCache;

/** An entry as Next stores it, with the implicit tags it gives a page: each layout above it and its path. */
const page = (path: string, html = '<p>hi</p>', status = 200) => {
  const segments = path.split('/').filter(Boolean);
  const layouts = segments.map((_, i) => `_N_T_/${segments.slice(0, i + 1).join('/')}/layout`);
  const tags = ['_N_T_/layout', ...layouts, `_N_T_${path || '/'}/page`.replace('//', '/'), `_N_T_${path || '/'}`];
  return { kind: 'APP_PAGE', html, rscData: Buffer.from('rsc'), status, headers: { 'x-next-cache-tags': tags.join(',') } };
};

describe('page cache handler', () => {
  const cache = new PageCacheHandler();
  afterEach(() => jest.useRealTimers());

  it('serves what it stored', async () => {
    await cache.set('/route-cache/APP_PAGE/x/$/faqs', page('/faqs'), { tags: [] });
    expect((await cache.get('/route-cache/APP_PAGE/x/$/faqs'))?.value).toMatchObject({ html: '<p>hi</p>' });
  });

  it('does not keep not-found pages or empty values', async () => {
    await cache.set('k404', page('/blogs/nothing', 'nf', 404), { tags: [] });
    await cache.set('knull', null, { tags: [] });
    expect(await cache.get('k404')).toBeNull();
    expect(await cache.get('knull')).toBeNull();
  });

  it('stays within its byte bound however many pages are asked for', async () => {
    const html = 'x'.repeat(100_000);
    for (let n = 0; n < 1500; n++) await cache.set(`/blogs/page/${n}`, page(`/blogs/page/${n}`, html), { tags: [] });
    expect(hook().stats().bytes).toBeLessThanOrEqual(CACHE_MAX_BYTES);
    expect(await cache.get('/blogs/page/0')).toBeNull();
    expect(await cache.get('/blogs/page/1499')).not.toBeNull();
  });

  it('drops the pages of changed content at once (seeding, publishing)', async () => {
    await cache.set('home', page(''), { tags: [] });
    await cache.set('blogs', page('/blogs'), { tags: [] });
    await cache.set('article', page('/blogs/a'), { tags: [] });
    await cache.set('faqs', page('/faqs'), { tags: [] });
    revalidatePages(['/', '/blogs']);
    expect(await cache.get('blogs')).toBeNull();
    expect(await cache.get('article')).toBeNull();
    expect(await cache.get('faqs')).not.toBeNull();
  });

  it('does not keep a page whose render was under way when its content changed', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
    const key = '/route-cache/APP_PAGE/x/$/astrologers';
    expect(await cache.get(key)).toBeNull(); // a miss: Next starts rendering with the old content
    jest.advanceTimersByTime(50);
    revalidatePages(['/astrologers']); // an expert is approved meanwhile
    jest.advanceTimersByTime(50);
    await cache.set(key, page('/astrologers', '<p>old</p>'), { tags: [] });
    expect(await cache.get(key)).toBeNull();
    // The next render, begun after the change, is kept.
    jest.advanceTimersByTime(50);
    await cache.get(key);
    jest.advanceTimersByTime(50);
    await cache.set(key, page('/astrologers', '<p>new</p>'), { tags: [] });
    expect((await cache.get(key))?.value).toMatchObject({ html: '<p>new</p>' });
    // A change of other content does not stop this page from being kept.
    const faqs = '/route-cache/APP_PAGE/x/$/faqs-2';
    await cache.get(faqs);
    revalidatePages(['/blogs']);
    jest.advanceTimersByTime(50);
    await cache.set(faqs, page('/faqs'), { tags: [] });
    expect(await cache.get(faqs)).not.toBeNull();
  });

  it('keeps the last good copy when a page was rendered without its database content', async () => {
    await cache.set('list', page('/blogs', '<ul><li>article</li></ul>'), { tags: [] });
    await cache.set('list', page('/blogs', '<div data-content-unavailable="true"><p>No articles</p></div>'), { tags: [] });
    expect((await cache.get('list'))?.value).toMatchObject({ html: '<ul><li>article</li></ul>' });
  });

  it('ends the horoscope page at midnight India time, when a new day is generated', async () => {
    jest.useFakeTimers({ now: new Date('2026-03-01T18:00:00Z') }); // 23:30 in India
    await cache.set('horoscope', page('/horoscope'), { tags: [] });
    await cache.set('faqs2', page('/faqs'), { tags: [] });
    expect(await cache.get('horoscope')).not.toBeNull();
    jest.setSystemTime(new Date('2026-03-01T18:31:00Z')); // 00:01 the next day in India
    expect(indiaDay()).toBe('2026-03-02');
    expect(await cache.get('horoscope')).toBeNull();
    expect(await cache.get('faqs2')).not.toBeNull();
  });
});
