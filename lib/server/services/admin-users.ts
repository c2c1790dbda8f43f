import 'server-only';
import { and, arrayContains, count, desc, eq, gt, isNull, like, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '@/lib/contract/admin';
import { ACCOUNT_NOT_FOUND, LAST_ADMIN_MESSAGE, SELF_ADMIN_MESSAGE, type AdminSession, type AdminUser, type AdminUserDetail, type EndSessionsResponse, type UserPage } from '@/lib/contract/admin-users';
import { ADMIN_ROLE, type Role } from '@/lib/roles';
import type { SessionUser } from '../auth/session';
import { getDb } from '../db/client';
import type { Tx } from '../db/transaction';
import { sessions, users } from '../db/schema';
import { HttpError } from '../errors';
import { recordAdminAction } from './admin-audit';

type UserRow = typeof users.$inferSelect;

/** Sign-ins shown on an account's page: the most recent ones. */
const RECENT_SESSIONS = 20;

/** Only what staff need: never a password hash or a verification detail. */
function toAdminUser(u: UserRow): AdminUser {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    countryCode: u.countryCode,
    mobile: u.mobile,
    roles: u.roles,
    active: u.status === 1,
    createdAt: u.createdAt.toISOString(),
  };
}

/** Accounts whose mobile number starts with `q` (digits) or whose e-mail is `q`; all when empty. */
export async function findUsers({ q, page }: { q: string; page: number }): Promise<UserPage> {
  const db = await getDb();
  let where: SQL | undefined;
  if (q.includes('@')) where = eq(sql`lower(${users.email})`, q);
  else if (q) where = like(users.mobile, `${q}%`); // digits only (the contract): nothing to escape
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { users: rows.map(toAdminUser), page, pageSize: ADMIN_PAGE_SIZE, total: total?.n ?? 0, q };
}

/** An account with its recent sign-ins (created, last seen, ended), never their tokens. */
export async function getUserForAdmin(id: string): Promise<AdminUserDetail> {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) throw new HttpError(404, ACCOUNT_NOT_FOUND);
  const rows = await db
    .select({ id: sessions.id, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt })
    .from(sessions)
    .where(eq(sessions.userId, id))
    .orderBy(desc(sessions.createdAt))
    .limit(RECENT_SESSIONS);
  const now = Date.now();
  const list: AdminSession[] = rows.map((s) => ({
    id: s.id,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    expiresAt: s.expiresAt.toISOString(),
    endedAt: s.revokedAt?.toISOString() ?? null,
    current: !s.revokedAt && s.expiresAt.getTime() > now,
  }));
  return { ...toAdminUser(user), sessions: list };
}

/**
 * Refuses (409) to leave the site without an admin: call it, inside the transaction, before the
 * account `userId` loses its admin role or is deleted. Every admin row is locked first, so two
 * admins removing each other at once are decided one after the other and one of them stays.
 */
export async function assertAnotherAdmin(tx: Tx, userId: string): Promise<void> {
  const admins = await tx.select({ id: users.id }).from(users).where(arrayContains(users.roles, [ADMIN_ROLE])).for('update');
  if (admins.some((a) => a.id === userId) && !admins.some((a) => a.id !== userId)) throw new HttpError(409, LAST_ADMIN_MESSAGE);
}

/**
 * Sets an account's roles (grant and revoke in one). An admin cannot take away their own admin
 * role, so the console always keeps the admin who is using it, and nobody can take the last
 * admin's. Ids arrive in lower case (route()), so the own-id check holds however the id was
 * written. Audited with the roles before and after.
 */
export async function setUserRoles(actor: SessionUser, id: string, roles: Role[]): Promise<AdminUserDetail> {
  if (actor.id === id && !roles.includes(ADMIN_ROLE)) throw new HttpError(409, SELF_ADMIN_MESSAGE);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ roles: users.roles }).from(users).where(eq(users.id, id)).for('update').limit(1);
    if (!current) throw new HttpError(404, ACCOUNT_NOT_FOUND);
    if (current.roles.includes(ADMIN_ROLE) && !roles.includes(ADMIN_ROLE)) await assertAnotherAdmin(tx, id);
    const same = current.roles.length === roles.length && current.roles.every((r) => (roles as string[]).includes(r));
    if (same) return;
    await tx.update(users).set({ roles, updatedAt: new Date() }).where(eq(users.id, id));
    await recordAdminAction(tx, { actorId: actor.id, action: 'user.roles', targetType: 'user', targetId: id, before: { roles: current.roles }, after: { roles } });
  });
  return getUserForAdmin(id);
}

/** Ends every current sign-in of an account (it must sign in again everywhere); audited. */
export async function endUserSessions(actor: SessionUser, id: string): Promise<EndSessionsResponse> {
  const db = await getDb();
  const ended = await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
    if (!user) throw new HttpError(404, ACCOUNT_NOT_FOUND);
    const now = new Date();
    const rows = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .returning({ id: sessions.id });
    await recordAdminAction(tx, { actorId: actor.id, action: 'user.sessions.end', targetType: 'user', targetId: id, after: { ended: rows.length } });
    return rows.length;
  });
  return { ended, message: ended === 1 ? 'Ended 1 sign-in.' : `Ended ${ended} sign-ins.` };
}
