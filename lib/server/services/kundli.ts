import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { computeChart } from '@/lib/astro';
import type { KundliRequest } from '@/lib/contract/astrology';
import { toKundliChart, type KundliChart, type KundliData } from '@/lib/contract/kundli';
import { isUuid } from '@/lib/contract/uuid';
import { birthUtcOffset } from '@/lib/places/timezone';
import { getDb } from '../db/client';
import { unexpired } from '../db/expiry';
import { groupCommit } from '../db/group-commit';
import { kundliResults } from '../db/schema';
import { serverEnv } from '../env';
import { zoneAt } from '../places';

type Row = typeof kundliResults.$inferSelect;

function toKundliData(row: Row): KundliData {
  return {
    ...(row.request as KundliRequest & { timezone: string }),
    birthDateTime: row.birthDateTime.toISOString(),
    chart: row.chart as KundliChart,
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type NewRow = typeof kundliResults.$inferInsert & { id: string; createdAt: Date; updatedAt: Date };

// Concurrent requests share one INSERT (see group-commit): the id and times are made here, so
// the stored row needs no read-back.
const storeKundli = groupCommit<NewRow>(async (rows) => {
  const db = await getDb();
  await db.insert(kundliResults).values(rows);
});

/**
 * Computes and stores a kundli. It expires after 30 days (ANONYMOUS_KUNDLI_TTL_SECONDS), whoever
 * made it, unless it is saved as a report (services/reports.ts), which clears the expiry.
 */
export async function createKundli(sent: KundliRequest, userId: string | null): Promise<KundliData> {
  // The stored request (and the answer) carries the offset the chart was computed with.
  const request = { ...sent, timezone: birthUtcOffset(sent.timezone, () => zoneAt(sent.latitude, sent.longitude), sent) };
  const chart = computeChart({
    year: request.year,
    month: request.month,
    day: request.day,
    hours: request.hours,
    minutes: request.minutes,
    seconds: request.seconds,
    timezone: request.timezone,
    latitude: request.latitude,
    longitude: request.longitude,
  });
  const now = new Date();
  const row: NewRow = {
    id: randomUUID(),
    userId,
    request,
    chart: toKundliChart(chart),
    birthDateTime: new Date(chart.utc),
    expiresAt: new Date(now.getTime() + serverEnv().anonymousKundliTtlMs),
    createdAt: now,
    updatedAt: now,
  };
  await storeKundli(row);
  return toKundliData(row as Row);
}

/** A stored kundli by its private id, unless it has expired. */
export async function getKundli(id: string): Promise<KundliData | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(kundliResults)
    .where(and(eq(kundliResults.id, id), unexpired(kundliResults.expiresAt)))
    .limit(1);
  return row ? toKundliData(row) : null;
}

/** Deletes unsaved kundlis past their 30 days (birth details are not kept longer than promised). */
export async function deleteExpiredKundlis(): Promise<number> {
  const db = await getDb();
  const gone = await db.delete(kundliResults).where(lt(kundliResults.expiresAt, new Date())).returning({ id: kundliResults.id });
  return gone.length;
}
