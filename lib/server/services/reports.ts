import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { KundliRequest, MatchResult } from '@/lib/contract/astrology';
import type { VastuCheckRequest } from '@/lib/contract/vastu-check';
import { checkVastu } from '@/lib/vastu/self-check';
import { defaultReportTitle, REPORT_LIMIT_MESSAGE, reportHref, SAVED_REPORTS_LIMIT, type SaveReportRequest, type SavedReport } from '@/lib/contract/reports';
import { isUuid } from '@/lib/contract/uuid';
import { getDb } from '../db/client';
import { unexpired } from '../db/expiry';
import { kundliResults, matchResults, savedReports, users, vastuCheckResults } from '../db/schema';
import type { Tx } from '../db/transaction';
import { HttpError, notFound } from '../errors';

type ReportRow = typeof savedReports.$inferSelect;

export const REPORT_NOT_FOUND = 'This saved report was not found.';
const RESULT_NOT_FOUND = 'This result was not found. Results not saved to an account are deleted after a while; please make it again.';

type ReportKind = SaveReportRequest['kind'];

/** Each kind's result table and the saved_reports column that points at it. */
const RESULT_OF = {
  kundli: { table: kundliResults, column: savedReports.kundliResultId, field: 'kundliResultId' },
  match: { table: matchResults, column: savedReports.matchResultId, field: 'matchResultId' },
  'vastu-check': { table: vastuCheckResults, column: savedReports.vastuCheckResultId, field: 'vastuCheckResultId' },
} as const satisfies Record<ReportKind, { table: unknown; column: unknown; field: keyof ReportRow }>;

function toSavedReport(row: ReportRow): SavedReport {
  const resultId = row[RESULT_OF[row.kind].field]!;
  return {
    _id: row.id,
    kind: row.kind,
    title: row.title,
    resultId,
    href: reportHref(row.kind, resultId),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The user's saved reports, newest first. */
export async function listReports(userId: string): Promise<SavedReport[]> {
  const db = await getDb();
  const rows = await db.select().from(savedReports).where(eq(savedReports.userId, userId)).orderBy(desc(savedReports.createdAt), desc(savedReports.id));
  return rows.map(toSavedReport);
}

/** A result the user may save (unexpired): its owner (null when anonymous) and its default title. */
async function findResult(tx: Tx, kind: ReportKind, id: string): Promise<{ ownerId: string | null; defaultTitle: string } | null> {
  if (kind === 'kundli') {
    const [row] = await tx
      .select({ userId: kundliResults.userId, request: kundliResults.request })
      .from(kundliResults)
      .where(and(eq(kundliResults.id, id), unexpired(kundliResults.expiresAt)))
      .limit(1);
    return row ? { ownerId: row.userId, defaultTitle: defaultReportTitle({ kind, name: (row.request as KundliRequest).name }) } : null;
  }
  if (kind === 'vastu-check') {
    const [row] = await tx
      .select({ userId: vastuCheckResults.userId, answers: vastuCheckResults.answers })
      .from(vastuCheckResults)
      .where(and(eq(vastuCheckResults.id, id), unexpired(vastuCheckResults.expiresAt)))
      .limit(1);
    if (!row) return null;
    const answers = row.answers as VastuCheckRequest;
    return { ownerId: row.userId, defaultTitle: defaultReportTitle({ kind, property: answers.propertyKind, score: checkVastu(answers).score }) };
  }
  const [row] = await tx
    .select({ userId: matchResults.userId, result: matchResults.result })
    .from(matchResults)
    .where(and(eq(matchResults.id, id), unexpired(matchResults.expiresAt)))
    .limit(1);
  if (!row) return null;
  const result = row.result as MatchResult;
  return { ownerId: row.userId, defaultTitle: defaultReportTitle({ kind, boy: result.boy.name, girl: result.girl.name }) };
}

/** What makes a result what it is (the rest is derived from it), by kind: a copy has the same. */
const CONTENT_OF = {
  kundli: kundliResults.request,
  match: matchResults.result,
  'vastu-check': vastuCheckResults.answers,
} as const satisfies Record<ReportKind, unknown>;

/**
 * The user's report of a copy of this result: one whose result has the same content, so that
 * saving a shared link twice keeps one copy.
 */
async function findSavedCopy(tx: Tx, kind: ReportKind, id: string, userId: string): Promise<ReportRow | null> {
  const { table, column } = RESULT_OF[kind];
  const content = CONTENT_OF[kind];
  const [source] = await tx.select({ content }).from(table).where(eq(table.id, id)).limit(1);
  const [found] = await tx
    .select({ report: savedReports })
    .from(savedReports)
    .innerJoin(table, eq(column, table.id))
    .where(and(eq(savedReports.userId, userId), sql`${content} = ${JSON.stringify(source!.content)}::jsonb`))
    .limit(1);
  return found?.report ?? null;
}

/** Copies a result into a new one of the user's, kept until its report is deleted; resolves to the copy's id. */
async function copyResult(tx: Tx, kind: ReportKind, id: string, userId: string, now: Date): Promise<string> {
  const copy = { id: randomUUID(), userId, expiresAt: null, createdAt: now, updatedAt: now };
  if (kind === 'kundli') {
    const [row] = await tx.select().from(kundliResults).where(eq(kundliResults.id, id)).limit(1);
    await tx.insert(kundliResults).values({ ...row!, ...copy });
  } else if (kind === 'vastu-check') {
    const [row] = await tx.select().from(vastuCheckResults).where(eq(vastuCheckResults.id, id)).limit(1);
    await tx.insert(vastuCheckResults).values({ ...row!, ...copy });
  } else {
    const [row] = await tx.select().from(matchResults).where(eq(matchResults.id, id)).limit(1);
    await tx.insert(matchResults).values({ ...row!, ...copy });
  }
  return copy.id;
}

/**
 * Saves a kundli, match or Vastu self-check result to the user's account.
 * - The user's own result, or an anonymous one this browser made (`madeHere`: its signed claim,
 *   lib/server/result-claims.ts), becomes theirs and stops expiring.
 * - An anonymous result made elsewhere (its link shared or found) is saved as a copy: a new result
 *   of the user's, so deleting the report or the account never touches the creator's result, and
 *   the user's data download holds only the copy.
 * - Another user's result, or one saved by someone else, is "not found".
 * At most SAVED_REPORTS_LIMIT per user: the user's row is locked for the count and the insert, so
 * concurrent saves are counted one after another and never exceed the limit. Saving a result
 * already saved, or one the user already keeps a copy of, answers with that report (`created: false`).
 */
export async function saveReport(userId: string, request: SaveReportRequest, { madeHere = false }: { madeHere?: boolean } = {}): Promise<{ report: SavedReport; created: boolean }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const target = RESULT_OF[request.kind];
    const [existing] = await tx.select().from(savedReports).where(eq(target.column, request.resultId)).limit(1);
    if (existing) {
      if (existing.userId !== userId) throw notFound(RESULT_NOT_FOUND);
      return { report: toSavedReport(existing), created: false };
    }
    const result = await findResult(tx, request.kind, request.resultId);
    if (!result || (result.ownerId && result.ownerId !== userId)) throw notFound(RESULT_NOT_FOUND);
    const original = result.ownerId === userId || madeHere;
    const savedCopy = original ? null : await findSavedCopy(tx, request.kind, request.resultId, userId);
    if (savedCopy) return { report: toSavedReport(savedCopy), created: false };
    const [{ saved }] = (await tx.select({ saved: count() }).from(savedReports).where(eq(savedReports.userId, userId))) as [{ saved: number }];
    if (saved >= SAVED_REPORTS_LIMIT) throw new HttpError(409, REPORT_LIMIT_MESSAGE);

    const now = new Date();
    let resultId = request.resultId;
    if (original) {
      await tx.update(target.table).set({ userId, expiresAt: null, updatedAt: now }).where(eq(target.table.id, request.resultId));
    } else {
      resultId = await copyResult(tx, request.kind, request.resultId, userId, now);
    }
    const [row] = await tx
      .insert(savedReports)
      .values({
        userId,
        kind: request.kind,
        title: request.title ?? result.defaultTitle,
        [target.field]: resultId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { report: toSavedReport(row!), created: true };
  });
}

/** Renames one of the user's reports; another user's report is "not found". */
export async function renameReport(userId: string, id: string, title: string): Promise<SavedReport> {
  if (!isUuid(id)) throw notFound(REPORT_NOT_FOUND);
  const db = await getDb();
  const [row] = await db
    .update(savedReports)
    .set({ title, updatedAt: new Date() })
    .where(and(eq(savedReports.id, id), eq(savedReports.userId, userId)))
    .returning();
  if (!row) throw notFound(REPORT_NOT_FOUND);
  return toSavedReport(row);
}

/** Deletes one of the user's reports and the result it kept (a saved result has no other owner). */
export async function deleteReport(userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(REPORT_NOT_FOUND);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(savedReports)
      .where(and(eq(savedReports.id, id), eq(savedReports.userId, userId)))
      .returning();
    if (!row) throw notFound(REPORT_NOT_FOUND);
    await deleteResultsOf(tx, userId, [row]);
  });
}

async function deleteResultsOf(tx: Tx, userId: string, rows: ReportRow[]) {
  for (const row of rows) {
    if (row.kundliResultId) await tx.delete(kundliResults).where(and(eq(kundliResults.id, row.kundliResultId), eq(kundliResults.userId, userId)));
    if (row.matchResultId) await tx.delete(matchResults).where(and(eq(matchResults.id, row.matchResultId), eq(matchResults.userId, userId)));
    if (row.vastuCheckResultId) await tx.delete(vastuCheckResults).where(and(eq(vastuCheckResults.id, row.vastuCheckResultId), eq(vastuCheckResults.userId, userId)));
  }
}

/** The user's saved reports with the results they keep, for the data download. */
export async function exportReports(userId: string, tx: Tx) {
  const rows = await tx.select().from(savedReports).where(eq(savedReports.userId, userId)).orderBy(desc(savedReports.createdAt));
  const out = [];
  for (const row of rows) {
    const [result] = row.kundliResultId
      ? await tx.select({ request: kundliResults.request, chart: kundliResults.chart }).from(kundliResults).where(eq(kundliResults.id, row.kundliResultId))
      : row.vastuCheckResultId
        ? await tx.select({ answers: vastuCheckResults.answers }).from(vastuCheckResults).where(eq(vastuCheckResults.id, row.vastuCheckResultId))
        : await tx.select({ result: matchResults.result }).from(matchResults).where(eq(matchResults.id, row.matchResultId!));
    out.push({ ...toSavedReport(row), result: result ?? null });
  }
  return out;
}

/** Every kundli, match and self-check tied to the user (saved or not yet expired), for the data download. */
export async function exportResults(userId: string, tx: Tx) {
  const kundlis = await tx.select().from(kundliResults).where(eq(kundliResults.userId, userId));
  const matches = await tx.select().from(matchResults).where(eq(matchResults.userId, userId));
  const vastuChecks = await tx.select().from(vastuCheckResults).where(eq(vastuCheckResults.userId, userId));
  return {
    kundlis: kundlis.map((k) => ({ _id: k.id, request: k.request, birthDateTime: k.birthDateTime, chart: k.chart, createdAt: k.createdAt, expiresAt: k.expiresAt })),
    matches: matches.map((m) => ({ _id: m.id, result: m.result, createdAt: m.createdAt, expiresAt: m.expiresAt })),
    vastuChecks: vastuChecks.map((v) => ({ _id: v.id, answers: v.answers, createdAt: v.createdAt, expiresAt: v.expiresAt })),
  };
}

/** Deletes the user's reports and every result tied to them. */
export async function eraseReportsAndResults(userId: string, tx: Tx): Promise<void> {
  await tx.delete(savedReports).where(eq(savedReports.userId, userId));
  await tx.delete(kundliResults).where(eq(kundliResults.userId, userId));
  await tx.delete(matchResults).where(eq(matchResults.userId, userId));
  await tx.delete(vastuCheckResults).where(eq(vastuCheckResults.userId, userId));
}
