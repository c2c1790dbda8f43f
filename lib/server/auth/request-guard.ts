import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { serverEnv } from '../env';
import { HttpError } from '../errors';
import { hasSessionCookie } from './session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

/** The host the visitor addressed (the proxy's Host when behind one). */
function requestHost(req: NextRequest): string {
  return (req.headers.get('x-forwarded-host') ?? req.headers.get('host') ?? req.nextUrl.host).split(',')[0]!.trim().toLowerCase();
}

/**
 * Cross-site request forgery checks for state-changing calls. A request carrying a session
 * cookie must send the XSRF cookie's value back in X-XSRF-TOKEN (double submit) and come from
 * this origin. A request from another origin is refused even without a session.
 */
export function assertSameOriginWrite(req: NextRequest): void {
  if (SAFE_METHODS.has(req.method)) return;
  const origin = req.headers.get('origin');
  const sameOrigin = origin !== null && safeHost(origin) === requestHost(req);
  if (origin !== null && !sameOrigin) throw new HttpError(403, 'Cross-site requests are not allowed.');
  if (!hasSessionCookie(req)) return;
  if (!sameOrigin) throw new HttpError(403, 'Cross-site requests are not allowed.');
  const cookie = req.cookies.get(XSRF_COOKIE)?.value ?? '';
  const header = req.headers.get(XSRF_HEADER) ?? '';
  if (!cookie || !equal(cookie, header)) {
    throw new HttpError(403, 'Your security token is missing or out of date. Please reload the page and try again.');
  }
}

function safeHost(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

function equal(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The client's address for rate limits. Behind TRUST_PROXY_HOPS reverse proxies the address is
 * read that many entries from the end of X-Forwarded-For (entries before it can be forged).
 * With no proxy, Next fills the header from the socket unless the client sent one itself.
 */
export function clientIp(req: NextRequest): string {
  const chain = (req.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const hops = serverEnv().trustProxyHops;
  const ip = chain[Math.max(0, chain.length - Math.max(1, hops))];
  return ip || 'unknown';
}
