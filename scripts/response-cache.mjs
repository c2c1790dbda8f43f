// Finished responses of public pages, kept in memory and sent again without going through Next.
//
// Next serves a cached page from its page cache (lib/server/page-cache-handler.mjs), but each
// request still runs its router, the page-cache lookup, an ETag hash over the whole HTML and the
// compression: about 5 ms of CPU, which caps one process at a few hundred pages a second. A page
// that Next answered from its cache with `Cache-Control: public, s-maxage=...` is what a CDN or
// nginx may keep; this does the same in the process, so the app alone serves such pages at close
// to static-file speed. The rules are HTTP's (http-cache-semantics, as a shared cache):
// - only GET of pages, only answers Next gave from its page cache (`x-nextjs-cache: HIT`), so a
//   first render, a not-found page or a render made while the database was down is never kept;
//   and GET of API routes whose answer says it is shared content from the content cache
//   (SHARED_ANSWER_HEADER: the blog list), which no client's cookie or address changes;
// - never requests of Next's client router (RSC payloads, prefetches), nor answers that set a
//   cookie; a browser's reload (`Cache-Control: max-age=0`) goes through to Next;
// - one copy per URL and Accept-Encoding (Next compresses per request), bounded in bytes;
// - fresh for the page's s-maxage, and never past midnight India time (the daily horoscope);
// - content changes in this process (seeding, publishing: lib/server/cache.ts) drop every copy
//   through the page cache's hook; other instances converge within s-maxage, as a CDN would.
import CachePolicy from 'http-cache-semantics';
import { LRUCache } from 'lru-cache';
import { SHARED_ANSWER_HEADER } from '../lib/page-cache-contract.mjs';

const MAX_BYTES = 32 * 1024 * 1024;
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;
const INDIA_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Request headers of Next's client router: such requests want an RSC payload, not the page. */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'next-url'];
/** Response headers that belong to one exchange, never replayed. */
const PER_RESPONSE_HEADERS = ['x-request-id', 'strict-transport-security', 'date', 'connection', 'keep-alive', 'transfer-encoding'];
/** Build assets: never kept here (scripts/static-assets.mjs and Next serve them). */
const NOT_KEPT = /^\/_next\//;
const API = /^\/api\//;

function nextIndiaMidnight(now) {
  return Math.floor((now + INDIA_OFFSET_MS) / DAY_MS + 1) * DAY_MS - INDIA_OFFSET_MS;
}

function policyRequest(req) {
  return { url: req.url, method: 'GET', headers: req.headers };
}

function isPageRequest(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '/';
  if (NOT_KEPT.test(url) || url.includes('_rsc=')) return false;
  return !ROUTER_HEADERS.some((h) => h in req.headers);
}

function keyOf(req) {
  return `${req.url}\n${req.headers['accept-encoding'] ?? ''}`;
}

function matchesEtag(req, etag) {
  const wanted = req.headers['if-none-match'];
  if (!wanted || !etag) return false;
  return wanted.trim() === '*' || wanted.split(',').some((t) => t.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''));
}

export function createResponseCache({ maxBytes = MAX_BYTES, now = Date.now } = {}) {
  // Bumped by clear(): an answer whose request began before a change may carry the old content.
  let generation = 0;
  const entries = new LRUCache({
    maxSize: maxBytes,
    maxEntrySize: Math.min(MAX_ENTRY_BYTES, maxBytes),
    sizeCalculation: (entry) => entry.body.length + 1024,
  });

  /** Answers from memory if a fresh copy fits this request; false when Next must answer. */
  function serve(req, res) {
    if (!isPageRequest(req)) return false;
    const entry = entries.get(keyOf(req));
    if (!entry) return false;
    if (now() >= entry.expires || !entry.policy.satisfiesWithoutRevalidation(policyRequest(req))) return false;
    const headers = entry.policy.responseHeaders();
    for (const [name, value] of Object.entries(headers)) if (!PER_RESPONSE_HEADERS.includes(name)) res.setHeader(name, value);
    res.setHeader('x-response-cache', 'HIT');
    if (matchesEtag(req, headers.etag)) {
      res.removeHeader('content-length');
      res.writeHead(304);
      res.end();
      return true;
    }
    res.writeHead(entry.status);
    res.end(req.method === 'HEAD' ? undefined : entry.body);
    return true;
  }

  /** Watches Next's answer to a page request and keeps it when a shared cache may. */
  function capture(req, res) {
    if (req.method !== 'GET' || !isPageRequest(req)) return;
    const startedIn = generation;
    const chunks = [];
    let bytes = 0;
    let tooBig = false;
    const write = res.write;
    const end = res.end;
    const keep = (chunk, encoding) => {
      if (tooBig || chunk == null || typeof chunk === 'function') return;
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');
      bytes += buf.length;
      if (bytes > MAX_ENTRY_BYTES) tooBig = true;
      else chunks.push(buf);
    };
    res.write = function (chunk, encoding, cb) {
      keep(chunk, encoding);
      return write.call(this, chunk, encoding, cb);
    };
    res.end = function (chunk, encoding, cb) {
      keep(chunk, encoding);
      return end.call(this, chunk, encoding, cb);
    };
    res.on('finish', () => {
      const shared = API.test(req.url ?? '') ? res.hasHeader(SHARED_ANSWER_HEADER) : res.getHeader('x-nextjs-cache') === 'HIT';
      if (tooBig || res.statusCode !== 200 || !shared || res.hasHeader('set-cookie')) return;
      // Content changed while Next answered: this copy may be the old one.
      if (startedIn !== generation) return;
      const headers = {};
      for (const [name, value] of Object.entries(res.getHeaders())) if (!PER_RESPONSE_HEADERS.includes(name)) headers[name] = value;
      const policy = new CachePolicy(policyRequest(req), { status: 200, headers }, { shared: true });
      if (!policy.storable() || policy.timeToLive() <= 0) return;
      const at = now();
      const fresh = Math.min(policy.maxAge() * 1000, nextIndiaMidnight(at) - at);
      if (fresh <= 0) return;
      entries.set(keyOf(req), { status: 200, policy, body: Buffer.concat(chunks), expires: at + fresh });
    });
  }

  return {
    serve,
    capture,
    clear: () => {
      generation++;
      entries.clear();
    },
    stats: () => ({ entries: entries.size, bytes: entries.calculatedSize }),
  };
}
