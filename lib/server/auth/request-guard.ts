import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { serverEnv } from '../env';
import { HttpError } from '../errors';
import { XSRF_COOKIE, XSRF_HEADER } from '@/lib/contract/xsrf';
import { hasSessionCookie } from './session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The host a write must come from: the configured public origin (NEXT_PUBLIC_SITE_URL). Only
 * when none is configured (a laptop) is it taken from the request: behind a trusted proxy
 * (TRUST_PROXY_HOPS > 0) the X-Forwarded-Host it set, else the Host header. A client-chosen
 * X-Forwarded-Host never counts: scripts/server.mjs drops it when no proxy is trusted.
 */
function expectedHost(req: NextRequest): string | null {
  const { siteUrl, trustProxyHops } = serverEnv();
  if (siteUrl) return new URL(siteUrl).host.toLowerCase();
  const first = (value: string | null) => value?.split(',')[0]?.trim().toLowerCase() || null;
  return (trustProxyHops > 0 ? first(req.headers.get('x-forwarded-host')) : null) ?? first(req.headers.get('host'));
}

/**
 * Cross-site request forgery checks for state-changing calls. A request carrying a session
 * cookie must send the XSRF cookie's value back in X-XSRF-TOKEN (double submit) and come from
 * this origin. A request from another origin is refused even without a session.
 */
export function assertSameOriginWrite(req: NextRequest): void {
  if (SAFE_METHODS.has(req.method)) return;
  const origin = req.headers.get('origin');
  const originHost = origin === null ? null : safeHost(origin);
  const sameOrigin = originHost !== null && originHost === expectedHost(req);
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

/** Set by scripts/server.mjs on every request, after removing any copy the client sent. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

/**
 * The client's address for rate limits, as the custom server determined it: the socket's
 * address, or behind TRUST_PROXY_HOPS proxies the entry that many hops from the end of
 * X-Forwarded-For. Never read from X-Forwarded-For here: Next keeps a client-sent one. Without
 * the custom server (`next dev`) every client shares the one address 'unknown'.
 */
export function clientIp(req: NextRequest): string {
  return req.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || 'unknown';
}
