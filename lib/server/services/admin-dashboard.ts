import 'server-only';
import { count, eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { contactMessages, expertApplications } from '../db/schema';

export interface DashboardCounts {
  unreadMessages: number;
  pendingApplications: number;
}

/** What needs someone today: contact messages nobody has opened, applications nobody has reviewed. */
export async function getDashboardCounts(): Promise<DashboardCounts> {
  const db = await getDb();
  const [[messages], [applications]] = await Promise.all([
    db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, 'new')),
    db.select({ n: count() }).from(expertApplications).where(eq(expertApplications.status, 'pending')),
  ]);
  return { unreadMessages: messages?.n ?? 0, pendingApplications: applications?.n ?? 0 };
}
