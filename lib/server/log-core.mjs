// The one logger of a server process, shared by the custom server (scripts/server.mjs) and the
// app (lib/server/log.ts). Plain JavaScript because the custom server runs it before Next
// loads; kept on globalThis because Next bundles its own copy of this module.
//
// One JSON line per event (pino). Every line written while a request is handled carries its
// request id (`reqId`), taken from an AsyncLocalStorage that the custom server enters per
// request. Nothing secret is ever passed here: see lib/server/log.ts for errors.
import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

// Field names that must never be printed, wherever they appear in a logged object.
const REDACTED = ['password', 'passwordHash', 'otp', 'code', 'codeHash', 'token', 'cookie', 'authorization', 'params', 'body', 'birthDate', 'birthTime', 'birthPlace', 'dob', 'tob', 'pob'];

const shared = /** @type {{ __astroLogger?: import('pino').Logger, __astroRequestContext?: AsyncLocalStorage<{ requestId: string }> }} */ (globalThis);

/** The per-request context (its request id) entered by the custom server. */
export function requestContext() {
  shared.__astroRequestContext ??= new AsyncLocalStorage();
  return shared.__astroRequestContext;
}

/** LOG_LEVEL (default info); an unknown value stops the server with a clear message. */
export function logLevel(value = process.env.LOG_LEVEL) {
  const level = (value || 'info').trim().toLowerCase();
  if (!LEVELS.includes(level)) throw new Error(`Invalid environment: LOG_LEVEL must be one of ${LEVELS.join(', ')}`);
  return level;
}

const MAX_MESSAGE = 300;

/**
 * What may be said about an error: its type, database error code and names of the table,
 * column or constraint, and its message with anything that could be data masked. A Drizzle
 * "Failed query: ... params: ..." message is replaced entirely (it holds every value of the
 * query), and the driver's `detail` (the offending row) is never read.
 * @param {unknown} err
 * @param {number} [depth]
 * @returns {Record<string, unknown>}
 */
export function describeError(err, depth = 0) {
  if (!(err instanceof Error)) return { type: typeof err, message: maskData(String(err)) };
  const e = /** @type {Error & Record<string, unknown>} */ (err);
  const isQueryError = e.message.startsWith('Failed query:');
  /** @type {Record<string, unknown>} */
  const out = { type: e.name, message: isQueryError ? 'database query failed' : maskData(e.message) };
  if (typeof e.code === 'string' || typeof e.code === 'number') out.errorCode = e.code;
  for (const key of ['table', 'column', 'constraint', 'routine']) {
    if (typeof e[key] === 'string') out[key] = e[key];
  }
  const frames = (e.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  if (frames.length) out.stack = frames.slice(0, 8).map((line) => line.trim()).join(' | ');
  if (e.cause !== undefined && depth < 3) out.cause = describeError(e.cause, depth + 1);
  return out;
}

/**
 * Masks what in an error message could be data rather than a description: quoted values,
 * e-mail addresses, runs of 6+ digits (codes, numbers), and anything after "params:".
 * @param {string} text
 */
export function maskData(text) {
  return text
    .replace(/\x1b\[[0-9;]*m/g, '') // terminal colours
    .replace(/params:[\s\S]*/i, 'params: [redacted]')
    .replace(/"[^"]*"|'[^']*'|`[^`]*`/g, '"…"')
    .replace(/[^\s@"'<>,;]+@[^\s@"'<>,;]+/g, '[e-mail]')
    .replace(/\d{6,}/g, '[digits]')
    .slice(0, MAX_MESSAGE);
}

/**
 * A path as it may be logged: no query string (it may hold a searched birth place), and long
 * opaque segments (a kundli's private link, an upload id) replaced by ':id'.
 * @param {string} url
 */
export function loggedPath(url) {
  return url
    .split(/[?#]/, 1)[0]
    .slice(0, 200)
    .replace(/\/[A-Za-z0-9_-]{16,}(?=\/|$)/g, '/:id');
}

export function rootLogger() {
  if (!shared.__astroLogger) {
    const context = requestContext();
    shared.__astroLogger = pino({
      level: logLevel(),
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: [...REDACTED, ...REDACTED.map((k) => `*.${k}`)], censor: '[redacted]' },
      mixin() {
        const store = context.getStore();
        return store ? { reqId: store.requestId } : {};
      },
    });
  }
  return shared.__astroLogger;
}
