// The production server: a small node:http server in front of Next's request handler
// (`npm run serve`, `npm start` and the test servers run it). It does what Next cannot do
// safely on its own:
// - the client address: Next keeps a client-sent X-Forwarded-For, so a client could choose the
//   address its rate limits are counted under. Here the address is taken from the socket (or
//   TRUST_PROXY_HOPS entries from the end of X-Forwarded-For behind trusted proxies) and passed
//   on in `x-client-address`, the only header the app reads it from (lib/server/auth/request-guard.ts);
// - a fresh request id per request (`x-request-id`, echoed on the response, on every log line);
// - TRACE, TRACK, CONNECT and other methods, and paths with bad percent-encoding, on which Next
//   answers a bare 500: refused here with 405 / 400 before Next sees them;
// - HSTS when the site is served over https;
// - build assets in Brotli for browsers that accept it (scripts/static-assets.mjs);
// - public pages that Next answered from its page cache, sent again from memory
//   (scripts/response-cache.mjs);
// - one JSON log line per request (pino), and console.error/warn turned into log lines whose
//   errors are masked, so no library can print a query's parameters.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { formatWithOptions } from 'node:util';
import { root } from './lib.mjs';
import { createResponseCache } from './response-cache.mjs';
import { brotliStaticAssets } from './static-assets.mjs';
import { describeError, loggedPath, maskData, requestContext, rootLogger } from '../lib/server/log-core.mjs';

process.env.NODE_ENV ??= 'production';
process.env.NEXT_TELEMETRY_DISABLED ??= '1';

const logger = rootLogger();
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '0.0.0.0';
const trustProxyHops = parseHops(process.env.TRUST_PROXY_HOPS);

/** Methods the app serves; anything else (TRACE, TRACK, CONNECT, PROPFIND, ...) is a 405 here. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const HSTS = 'max-age=63072000; includeSubDomains';
/** Headers only a trusted proxy may set; from anyone else they are dropped. */
const PROXY_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded', 'x-real-ip'];
const CLIENT_ADDRESS_HEADER = 'x-client-address';
const REQUEST_ID_HEADER = 'x-request-id';

function parseHops(value) {
  const hops = Number(value || 0);
  if (!Number.isInteger(hops) || hops < 0 || hops > 5) {
    console.error('Invalid environment: TRUST_PROXY_HOPS must be a whole number from 0 to 5');
    process.exit(1);
  }
  return hops;
}

function socketAddress(req) {
  return (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
}

/**
 * Sets the trusted client address and drops what the client may not choose. With no trusted
 * proxy the address is the socket's; behind N proxies it is the entry N hops from the end of
 * X-Forwarded-For (each proxy appends the address it saw; entries before it can be forged).
 * Returns whether the visitor reached the site over https.
 */
function applyClientAddress(req) {
  const socket = socketAddress(req);
  let address = socket;
  let https = Boolean(req.socket.encrypted);
  if (trustProxyHops === 0) {
    for (const name of PROXY_HEADERS) delete req.headers[name];
  } else {
    const chain = String(req.headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const hops = [...chain, socket];
    address = hops[Math.max(0, hops.length - 1 - trustProxyHops)];
    const proto = String(req.headers['x-forwarded-proto'] ?? '').split(',')[0].trim().toLowerCase();
    if (proto) https = proto === 'https';
  }
  req.headers[CLIENT_ADDRESS_HEADER] = address.slice(0, 64);
  return https;
}

/** True when every percent-escape of the path decodes to valid UTF-8 (Next would 500 otherwise). */
function hasValidPath(url) {
  if (!url.startsWith('/')) return false;
  const path = url.split(/[?#]/, 1)[0];
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

function refuse(req, res, status, message, headers = {}) {
  const api = req.url.startsWith('/api/') || req.url === '/api';
  const body = api
    ? JSON.stringify({ status: 'error', success: false, message })
    : `<!doctype html><html lang="en"><meta charset="utf-8"><title>${status}</title><h1>${message}</h1><p><a href="/">Home page</a></p></html>`;
  res.writeHead(status, {
    ...headers,
    'Content-Type': api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * console.* (Next's own messages and libraries') become log lines with errors and data masked,
 * so the output is JSON lines only. One exception: the demo delivery's `[otp] to=... code=...`
 * and `[notice] to=... <text>` lines and `[contact] to=...` messages, printed on purpose
 * (lib/server/delivery), stay as they are.
 */
function routeConsoleToLog() {
  const print = console.log.bind(console);
  const sanitize = (value) => (value instanceof Error ? describeError(value) : maskData(typeof value === 'string' ? value : formatWithOptions({ depth: 2 }, value)));
  for (const [method, level] of [['error', 'error'], ['warn', 'warn'], ['log', 'info'], ['info', 'info'], ['debug', 'debug']]) {
    console[method] = (...args) => {
      if (method === 'log' && typeof args[0] === 'string' && /^\[(otp|notice|contact)\] /.test(args[0])) return print(...args);
      const [first, ...rest] = args.map(sanitize);
      const msg = typeof first === 'string' ? first.trim() : `console.${method}`;
      const details = typeof first === 'string' ? rest : [first, ...rest];
      logger[level](details.length ? { details } : {}, msg);
    };
  }
}

routeConsoleToLog();
const { default: next } = await import('next');
const app = next({ dev: false, dir: root, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const serveBrotli = brotliStaticAssets(root);
const pages = createResponseCache();
// Content changes drop the page cache's entries (lib/server/page-cache-handler.mjs) and, through
// this hook, the finished copies of the pages too.
globalThis.__responseCache = pages;
const context = requestContext();
const server = http.createServer((req, res) => {
  const requestId = randomUUID();
  req.headers[REQUEST_ID_HEADER] = requestId;
  res.setHeader('X-Request-Id', requestId);
  const started = performance.now();
  context.run({ requestId }, () => {
    res.on('finish', () => {
      const fields = { method: req.method, path: loggedPath(req.url ?? '/'), status: res.statusCode, ms: Math.round(performance.now() - started) };
      if (res.statusCode >= 500) logger.error(fields, 'request failed');
      else logger.info(fields, 'request');
    });
    if (!METHODS.includes(req.method ?? '')) {
      logger.warn({ method: String(req.method).slice(0, 20) }, 'method not allowed');
      return refuse(req, res, 405, 'This method is not allowed.', { Allow: METHODS.join(', ') });
    }
    if (!hasValidPath(req.url ?? '')) {
      logger.warn('malformed percent-encoding in the path');
      return refuse(req, res, 400, 'The address is not valid: it contains a malformed escape sequence.');
    }
    if (applyClientAddress(req)) res.setHeader('Strict-Transport-Security', HSTS);
    if (pages.serve(req, res)) return;
    pages.capture(req, res);
    serveBrotli(req, res)
      .then((served) => served || handle(req, res))
      .catch((err) => {
        logger.error({ error: describeError(err) }, 'request handler failed');
        if (!res.headersSent) refuse(req, res, 500, 'Something went wrong on our side. Please try again.');
        else res.destroy();
      });
  });
});

// Methods Node's parser does not know (TRACK, ...) never reach the handler: answered here.
server.on('clientError', (err, socket) => {
  // A client that hung up (a closed tab, a load generator stopping) is not a malformed request.
  if (err.code === 'ECONNRESET' || err.code === 'EPIPE') return socket.destroy();
  const unknownMethod = err.code === 'HPE_INVALID_METHOD';
  if (socket.writable && !socket.destroyed) {
    socket.end(
      unknownMethod
        ? `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${METHODS.join(', ')}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`
        : 'HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
    );
  }
  logger.warn({ errorCode: err.code }, unknownMethod ? 'method not allowed' : 'malformed HTTP request');
});

// CONNECT asks this server to be a tunnel, which it is not.
server.on('connect', (req, socket) => {
  logger.warn({ method: 'CONNECT' }, 'method not allowed');
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${METHODS.join(', ')}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
});

server.listen(port, hostname, () => {
  const shown = hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname;
  logger.info({ url: `http://${shown}:${port}`, trustProxyHops }, `Ready on http://${shown}:${port}`);
});

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down: finishing requests in progress');
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  // Requests still running after this are cut off rather than holding the shutdown forever.
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
