import 'server-only';
import { cookies, headers } from 'next/headers';
import { forbidden, unauthorized } from 'next/navigation';
import { hasAnyRole, type Role } from '@/lib/roles';
import { HttpError } from '../errors';
import { isHttpsProto, readSessionToken, sessionCookieNameFor, type SessionUser } from './session';

// The console's one access check, made where the data is read: every admin route handler and
// every /admin page calls it (proxy.ts never decides). It reads the session from the request's
// cookies through next/headers, so route handlers and server components share it.

export const SIGN_IN_MESSAGE = 'Please sign in to continue.';
export const STAFF_ONLY_MESSAGE = 'Your account does not have access to this part of the console.';

export type StaffCheck = { ok: true; user: SessionUser } | { ok: false; reason: 'anonymous' | 'forbidden' };

/** Whether the signed-in user (if any) holds one of `allowed`. */
export async function checkStaff(allowed: readonly Role[]): Promise<StaffCheck> {
  const [jar, head] = await Promise.all([cookies(), headers()]);
  const https = isHttpsProto(head.get('x-forwarded-proto') ?? 'http');
  const session = await readSessionToken(jar.get(sessionCookieNameFor(https))?.value);
  if (!session) return { ok: false, reason: 'anonymous' };
  if (!hasAnyRole(session.user.roles, allowed)) return { ok: false, reason: 'forbidden' };
  return { ok: true, user: session.user };
}

/** For route handlers: the signed-in staff user, or a 401 (not signed in) / 403 (no such role). */
export async function requireStaff(allowed: readonly Role[]): Promise<SessionUser> {
  const check = await checkStaff(allowed);
  if (check.ok) return check.user;
  throw check.reason === 'anonymous' ? new HttpError(401, SIGN_IN_MESSAGE) : new HttpError(403, STAFF_ONLY_MESSAGE);
}

/** For /admin pages and server functions: the staff user, or Next's 401 / 403 page. */
export async function requireStaffPage(allowed: readonly Role[]): Promise<SessionUser> {
  const check = await checkStaff(allowed);
  if (check.ok) return check.user;
  return check.reason === 'anonymous' ? unauthorized() : forbidden();
}
