/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { SHARED_ANSWER_HEADER } from '@/lib/page-cache-contract.mjs';
import { createResponseCache, type ResponseCache } from '@/scripts/response-cache.mjs';

// A stand-in for Next: answers pages the way Next answers them from its page cache, and counts
// how often it is asked. The cache sits in front of it exactly as in scripts/server.mjs.
interface Answer {
  status?: number;
  cache?: string;
  cacheControl?: string;
  cookie?: boolean;
  /** An API answer marked as shared content (SHARED_ANSWER_HEADER). */
  shared?: boolean;
  body?: string | Buffer;
}

const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=86400';

function origin(cache: ResponseCache, answer: (req: http.IncomingMessage) => Answer) {
  let calls = 0;
  const server = http.createServer((req, res) => {
    if (cache.serve(req, res)) return;
    cache.capture(req, res);
    calls++;
    const a = answer(req);
    res.setHeader('X-Request-Id', String(calls));
    res.setHeader('Cache-Control', a.cacheControl ?? PUBLIC);
    res.setHeader('x-nextjs-cache', a.cache ?? 'HIT');
    res.setHeader('ETag', '"abc"');
    res.setHeader('Vary', 'rsc, next-router-state-tree, next-router-prefetch, Accept-Encoding');
    if (a.cookie) res.setHeader('Set-Cookie', 'x=1');
    if (a.shared) res.setHeader(SHARED_ANSWER_HEADER, '1');
    const body = a.body ?? `page ${req.url}`;
    if (req.headers['accept-encoding']?.includes('gzip')) {
      res.setHeader('Content-Encoding', 'gzip');
      res.statusCode = a.status ?? 200;
      res.write(gzipSync(body).subarray(0, 5));
      res.end(gzipSync(body).subarray(5));
    } else {
      res.statusCode = a.status ?? 200;
      res.end(body);
    }
  });
  return {
    calls: () => calls,
    listen: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function get(base: string, path: string, headers: Record<string, string> = {}, method = 'GET') {
  const res = await fetch(base + path, { method, headers: { 'accept-encoding': 'identity', ...headers } });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

describe('finished copies of public pages', () => {
  let now = Date.parse('2026-11-23T06:00:00Z');
  let cache: ResponseCache;
  let server: ReturnType<typeof origin>;
  let base: string;
  let answer: (req: http.IncomingMessage) => Answer;

  beforeEach(async () => {
    now = Date.parse('2026-11-23T06:00:00Z');
    answer = () => ({});
    cache = createResponseCache({ now: () => now });
    server = origin(cache, (req) => answer(req));
    base = await server.listen();
  });
  afterEach(() => server.close());

  it('sends a page Next served from its page cache again without asking Next', async () => {
    const first = await get(base, '/blogs/a');
    const second = await get(base, '/blogs/a');
    expect(server.calls()).toBe(1);
    expect(second.text).toBe(first.text);
    expect(second.headers.get('x-response-cache')).toBe('HIT');
    expect(second.headers.get('cache-control')).toBe(PUBLIC);
    expect(second.headers.get('etag')).toBe('"abc"');
    // Per-exchange headers are not replayed.
    expect(second.headers.get('x-request-id')).toBeNull();
  });

  it('keeps the compressed body as Next sent it, one copy per Accept-Encoding', async () => {
    const zipped = await fetch(`${base}/x`, { headers: { 'accept-encoding': 'gzip' } });
    expect(await zipped.text()).toBe('page /x');
    const again = await fetch(`${base}/x`, { headers: { 'accept-encoding': 'gzip' } });
    expect(again.headers.get('content-encoding')).toBe('gzip');
    expect(await again.text()).toBe('page /x');
    expect(server.calls()).toBe(1);
    await get(base, '/x');
    expect(server.calls()).toBe(2);
    await get(base, '/x');
    expect(server.calls()).toBe(2);
  });

  it('answers 304 to a matching If-None-Match and serves HEAD without a body', async () => {
    await get(base, '/p');
    // As a browser revalidates its stale copy (fetch() would add Cache-Control: no-cache here).
    const status = await new Promise<number>((resolve, reject) =>
      http.get(`${base}/p`, { headers: { 'accept-encoding': 'identity', 'if-none-match': '"abc"' } }, (res) => resolve(res.resume().statusCode!)).on('error', reject),
    );
    expect(status).toBe(304);
    const head = await get(base, '/p', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(server.calls()).toBe(1);
  });

  it.each<[string, Answer]>([
    ['a first render (not from the page cache)', { cache: 'MISS' }],
    ['a stale copy being renewed', { cache: 'STALE' }],
    ['a not-found page', { status: 404 }],
    ['an answer that sets a cookie', { cookie: true }],
    ['a private page', { cacheControl: 'private, no-cache, no-store, max-age=0, must-revalidate' }],
  ])('never keeps %s', async (_, a) => {
    answer = () => a;
    await get(base, '/q');
    await get(base, '/q');
    expect(server.calls()).toBe(2);
    expect(cache.stats().entries).toBe(0);
  });

  it('leaves requests of the client router, API calls and reloads to Next', async () => {
    await get(base, '/r');
    await get(base, '/r', { rsc: '1' });
    await get(base, '/r?_rsc=abc');
    await get(base, '/r', { 'cache-control': 'max-age=0' });
    expect(server.calls()).toBe(4);
    await get(base, '/api/blogs');
    await get(base, '/api/blogs');
    expect(server.calls()).toBe(6);
  });

  it('sends an API answer marked as shared content again, per address, until content changes', async () => {
    answer = (req) => ({ shared: req.url!.startsWith('/api/blogs') });
    await get(base, '/api/blogs?page=1');
    const again = await get(base, '/api/blogs?page=1');
    expect(again.headers.get('x-response-cache')).toBe('HIT');
    expect(server.calls()).toBe(1);
    await get(base, '/api/blogs?page=2');
    expect(server.calls()).toBe(2);
    // Unmarked API answers stay with Next, even public ones.
    await get(base, '/api/services');
    await get(base, '/api/services');
    expect(server.calls()).toBe(4);
    cache.clear();
    await get(base, '/api/blogs?page=1');
    expect(server.calls()).toBe(5);
  });

  it('asks Next again once s-maxage has passed', async () => {
    answer = () => ({ cacheControl: 'public, s-maxage=1, stale-while-revalidate=60' });
    await get(base, '/s');
    await get(base, '/s');
    expect(server.calls()).toBe(1);
    await new Promise((r) => setTimeout(r, 1100));
    await get(base, '/s');
    expect(server.calls()).toBe(2);
  });

  it('never serves a copy past midnight India time (the daily horoscope)', async () => {
    now = Date.parse('2026-11-23T18:29:30Z'); // 23:59:30 in India
    await get(base, '/horoscope');
    await get(base, '/horoscope');
    expect(server.calls()).toBe(1);
    now = Date.parse('2026-11-23T18:30:01Z');
    await get(base, '/horoscope');
    expect(server.calls()).toBe(2);
  });

  it('drops every copy when content changes, and keeps no page over its size bound', async () => {
    await get(base, '/t');
    cache.clear();
    await get(base, '/t');
    expect(server.calls()).toBe(2);
    answer = () => ({ body: 'x'.repeat(3 * 1024 * 1024) });
    await get(base, '/big');
    await get(base, '/big');
    expect(server.calls()).toBe(4);
  });

  it('does not keep an answer that was under way when content changed', async () => {
    // Content changes (an admin publishes) while Next is still answering with the old page.
    answer = (req) => {
      if (req.url === '/during') cache.clear();
      return {};
    };
    await get(base, '/during');
    await get(base, '/during');
    expect(server.calls()).toBe(2);
    // Answers begun after the change are kept as before.
    answer = () => ({});
    await get(base, '/during');
    await get(base, '/during');
    expect(server.calls()).toBe(3);
  });

  it('stays within its byte bound however many pages are asked for', async () => {
    const small = createResponseCache({ maxBytes: 64 * 1024 });
    const bounded = origin(small, () => ({ body: 'y'.repeat(4000) }));
    const url = await bounded.listen();
    for (let i = 0; i < 40; i++) await get(url, `/many/${i}`);
    expect(small.stats().bytes).toBeLessThanOrEqual(64 * 1024);
    expect(small.stats().entries).toBeLessThan(40);
    await bounded.close();
  });
});
