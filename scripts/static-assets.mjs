// Build assets (/_next/static/...) in Brotli for browsers that accept it. Next compresses its
// answers with gzip only; Brotli makes the same JavaScript about 15% smaller, which is what a
// mid-range phone on a slow network waits for. The files have content hashes in their names
// and never change, so each is compressed once (at Brotli's best quality, off the event loop)
// and kept in memory: the set of keys is the build's own files, so the cache cannot grow from
// what clients ask for. Anything else (no `br`, other files, a missing file) goes to Next.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const PREFIX = '/_next/static/';
const TYPES = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=UTF-8' };
const compress = promisify(brotliCompress);

export function brotliStaticAssets(root) {
  const staticDir = path.join(root, '.next', 'static');
  /** Compressed bodies by file, as promises so concurrent first requests share one compression. */
  const compressed = new Map();

  function load(file) {
    let pending = compressed.get(file);
    if (!pending) {
      pending = fs
        .readFile(file)
        .then((raw) => compress(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }));
      pending.catch(() => compressed.delete(file)); // a missing file is Next's 404, never cached
      compressed.set(file, pending);
    }
    return pending;
  }

  /** Answers the request with a Brotli body and returns true, or returns false to let Next answer. */
  return async function serveBrotli(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    if (!url.startsWith(PREFIX) || !/\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))) return false;
    const relative = decodeURIComponent(url.slice(PREFIX.length).split('?', 1)[0]);
    const type = TYPES[path.extname(relative)];
    const file = path.resolve(staticDir, relative);
    if (!type || !file.startsWith(staticDir + path.sep)) return false;
    let body;
    try {
      body = await load(file);
    } catch {
      return false;
    }
    res.writeHead(200, {
      'Content-Type': type,
      'Content-Encoding': 'br',
      'Content-Length': body.length,
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
