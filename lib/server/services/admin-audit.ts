import 'server-only';
import { count, desc, eq } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type AuditEntry, type AuditPage } from '@/lib/contract/admin';
import { getDb, type AppDb } from '../db/client';
import { adminAuditLog, users } from '../db/schema';

export interface AdminAction {
  /** The staff member who acted; null for the command line (`npm run admin:create`) and the site's own automatic actions (AUTOMATIC_AUDIT_ACTIONS). */
  actorId: string | null;
  /** What was done, as `<area>.<verb>`: 'message.mark', 'user.roles', 'blog.publish'. */
  action: string;
  targetType: string;
  targetId: string;
  /** The changed fields before and after. Never a secret (hash, token, code) or a birth detail. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Records an admin action. Pass the change's transaction, so the entry exists exactly when the change does. */
export async function recordAdminAction(tx: Pick<AppDb, 'insert'>, entry: AdminAction): Promise<void> {
  await tx.insert(adminAuditLog).values({
    actorUserId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** One page of the log, newest first, with who acted (their mobile number, as staff know them). */
export async function listAdminActions(page: number): Promise<AuditPage> {
  const db = await getDb();
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: adminAuditLog, actorMobile: users.mobile, actorName: users.name })
      .from(adminAuditLog)
      .leftJoin(users, eq(users.id, adminAuditLog.actorUserId))
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(adminAuditLog),
  ]);
  const entries: AuditEntry[] = rows.map(({ entry, actorMobile, actorName }) => ({
    id: entry.id,
    actor: entry.actorUserId ? { id: entry.actorUserId, name: actorName ?? '', mobile: actorMobile ?? '' } : null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: (entry.before as Record<string, unknown> | null) ?? null,
    after: (entry.after as Record<string, unknown> | null) ?? null,
    createdAt: entry.createdAt.toISOString(),
  }));
  return { entries, page, pageSize: ADMIN_PAGE_SIZE, total: total?.n ?? 0 };
}
