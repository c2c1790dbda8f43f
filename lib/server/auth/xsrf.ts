import 'server-only';
import { randomBytes } from 'node:crypto';
import type { NextRequest, NextResponse } from 'next/server';
import { XSRF_COOKIE } from '@/lib/contract/xsrf';

/**
 * Gives the browser an XSRF cookie (double submit, see request-guard) unless it has one. Only
 * this endpoint sets it: pages are publicly cacheable and must carry no Set-Cookie.
 */
export function issueXsrfCookie(req: NextRequest, res: NextResponse): NextResponse {
  if (req.cookies.get(XSRF_COOKIE)?.value) return res;
  res.cookies.set(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
    path: '/',
    sameSite: 'lax',
    secure: req.nextUrl.protocol === 'https:' || req.headers.get('x-forwarded-proto') === 'https',
    httpOnly: false, // the browser client must read it to send the header
  });
  return res;
}
