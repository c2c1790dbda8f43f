import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { isUuid } from '@/lib/contract/uuid';
import type { VastuCheckData, VastuCheckRequest } from '@/lib/contract/vastu-check';
import { checkVastu } from '@/lib/vastu/self-check';
import type { SelfCheckLanguage } from '@/lib/vastu/self-check-rules';
import { getDb } from '../db/client';
import { unexpired } from '../db/expiry';
import { vastuCheckResults } from '../db/schema';
import { serverEnv } from '../env';

type Row = typeof vastuCheckResults.$inferSelect;

// The report is computed from the stored answers on every read: the rules are pure and fast,
// and a corrected rule then reaches saved reports too (and the report is written in the
// language of the page that reads it).
function toVastuCheckData(row: Pick<Row, 'id' | 'answers' | 'createdAt'>, language: SelfCheckLanguage = 'en'): VastuCheckData {
  const answers = row.answers as VastuCheckRequest;
  return { _id: row.id, answers, report: checkVastu(answers, language), createdAt: row.createdAt.toISOString() };
}

/**
 * Scores a self-check and keeps its answers under a private id. Like a kundli it expires
 * (ANONYMOUS_KUNDLI_TTL_SECONDS) unless it is saved as a report (services/reports.ts).
 */
export async function createVastuCheck(answers: VastuCheckRequest, userId: string | null): Promise<VastuCheckData> {
  const now = new Date();
  const row = { id: randomUUID(), userId, answers, expiresAt: new Date(now.getTime() + serverEnv().anonymousKundliTtlMs), createdAt: now, updatedAt: now };
  const db = await getDb();
  await db.insert(vastuCheckResults).values(row);
  return toVastuCheckData(row);
}

/** A stored self-check by its private id, unless it has expired; its report's sentences in `language`. */
export async function getVastuCheck(id: string, language: SelfCheckLanguage = 'en'): Promise<VastuCheckData | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(vastuCheckResults)
    .where(and(eq(vastuCheckResults.id, id), unexpired(vastuCheckResults.expiresAt)))
    .limit(1);
  return row ? toVastuCheckData(row, language) : null;
}

/** Deletes unsaved self-checks past their time, with the kundlis' clean-up. */
export async function deleteExpiredVastuChecks(): Promise<number> {
  const db = await getDb();
  const gone = await db.delete(vastuCheckResults).where(lt(vastuCheckResults.expiresAt, new Date())).returning({ id: vastuCheckResults.id });
  return gone.length;
}
