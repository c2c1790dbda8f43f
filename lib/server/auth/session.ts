import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { NextRequest, NextResponse } from 'next/server';
import { getDb } from '../db/client';
import { sessions, users } from '../db/schema';

export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
// Writing last_seen on every request would make each page view a database write.
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

const PLAIN_COOKIE = 'session';
const HOST_COOKIE = '__Host-session';

export type SessionUser = typeof users.$inferSelect;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether the visitor reached us over https (directly or through the reverse proxy). */
export function isHttps(req: NextRequest): boolean {
  return isHttpsProto(req.headers.get('x-forwarded-proto') ?? req.nextUrl.protocol.replace(':', ''));
}

/** Whether an X-Forwarded-Proto value (first hop) says https. */
export function isHttpsProto(proto: string): boolean {
  return proto.split(',')[0]!.trim() === 'https';
}

/** The session cookie's name: the __Host- one over https, so a subdomain cannot plant it. */
export function sessionCookieNameFor(https: boolean): string {
  return https ? HOST_COOKIE : PLAIN_COOKIE;
}

export function sessionCookieName(req: NextRequest): string {
  return sessionCookieNameFor(isHttps(req));
}

function readToken(req: NextRequest): string | undefined {
  return req.cookies.get(sessionCookieName(req))?.value;
}

export function hasSessionCookie(req: NextRequest): boolean {
  return Boolean(req.cookies.get(HOST_COOKIE) ?? req.cookies.get(PLAIN_COOKIE));
}

/** Starts a session for a user and sets its cookie on the response. */
export async function startSession(req: NextRequest, res: NextResponse, userId: string): Promise<void> {
  const token = randomBytes(32).toString('base64url'); // 256 bits
  const db = await getDb();
  await db.insert(sessions).values({ tokenHash: sha256(token), userId, expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS) });
  res.cookies.set(sessionCookieName(req), token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isHttps(req),
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

/** The signed-in user of this request, or null. Expired, idle or revoked sessions do not count. */
export async function readSession(req: NextRequest): Promise<{ sessionId: string; user: SessionUser } | null> {
  return readSessionToken(readToken(req));
}

/** The session a cookie's token belongs to (see readSession), for callers that read cookies themselves. */
export async function readSessionToken(token: string | undefined): Promise<{ sessionId: string; user: SessionUser } | null> {
  if (!token || token.length > 100) return null;
  const db = await getDb();
  const now = new Date();
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() > SESSION_IDLE_MS) return null;
  if (row.user.status !== 1) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session.id));
  }
  return { sessionId: row.session.id, user: row.user };
}

/** Revokes the request's session (if any) and clears its cookie. */
export async function endSession(req: NextRequest, res: NextResponse): Promise<void> {
  const token = readToken(req);
  if (token) {
    const db = await getDb();
    await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt)));
  }
  res.cookies.set(sessionCookieName(req), '', { httpOnly: true, sameSite: 'lax', path: '/', secure: isHttps(req), maxAge: 0 });
}
