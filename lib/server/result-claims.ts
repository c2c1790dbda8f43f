import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NextRequest, NextResponse } from 'next/server';
import { RESULT_CLAIMS_COOKIE, type ReportKind } from '@/lib/contract/reports';
import { isHttps } from './auth/session';
import { serverEnv } from './env';
import { getResultClaimKey } from './secrets';

/**
 * The claims of the anonymous results a browser made: for each, the result's id and an HMAC of
 * its kind and id under a server key, in one httpOnly cookie sent only to /api/reports. Holding a
 * result's link lets anyone open it; only a valid claim (or being its signed-in creator) lets a
 * browser save the result itself rather than a copy (services/reports.ts).
 */

/** The newest claims kept: a browser that makes more results can still save its recent ones. */
const MAX_CLAIMS = 20;
/** Longer than MAX_CLAIMS entries can be (about 60 characters each): anything longer is not ours. */
const MAX_COOKIE_LENGTH = 2048;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function signatureOf(kind: ReportKind, id: string): Promise<Buffer> {
  // 128 bits of the HMAC-SHA256: unforgeable, and short enough for twenty in one cookie.
  return createHmac('sha256', await getResultClaimKey()).update(`result-claim:${kind}:${id}`).digest().subarray(0, 16);
}

/** The cookie's entries (`<id>.<signature>`), newest first; an oversized or malformed value counts as none. */
function claimsIn(req: NextRequest): { id: string; signature: string }[] {
  const value = req.cookies.get(RESULT_CLAIMS_COOKIE)?.value ?? '';
  if (!value || value.length > MAX_COOKIE_LENGTH) return [];
  return value
    .split('~')
    .map((entry) => {
      const [id = '', signature = ''] = entry.split('.');
      return { id, signature };
    })
    .filter(({ id, signature }) => UUID.test(id) && /^[A-Za-z0-9_-]{22}$/.test(signature));
}

/** Whether this request carries a valid claim to the anonymous result `id` of `kind`. */
export async function hasResultClaim(req: NextRequest, kind: ReportKind, id: string): Promise<boolean> {
  const claim = claimsIn(req).find((c) => c.id === id.toLowerCase());
  if (!claim) return false;
  const expected = await signatureOf(kind, claim.id);
  const given = Buffer.from(claim.signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Adds the claim to a result this anonymous browser just made to the response's cookie. */
export async function addResultClaim(req: NextRequest, res: NextResponse, kind: ReportKind, id: string): Promise<void> {
  const entry = `${id}.${(await signatureOf(kind, id)).toString('base64url')}`;
  const kept = claimsIn(req)
    .filter((c) => c.id !== id)
    .slice(0, MAX_CLAIMS - 1)
    .map((c) => `${c.id}.${c.signature}`);
  res.cookies.set(RESULT_CLAIMS_COOKIE, [entry, ...kept].join('~'), {
    httpOnly: true,
    sameSite: 'lax',
    path: '/api/reports',
    secure: isHttps(req),
    // As long as an anonymous result is kept.
    maxAge: Math.floor(serverEnv().anonymousKundliTtlMs / 1000),
  });
}
