import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { computeChart, computeDeepChart, deepenChart, DEFAULT_AYANAMSA, timelyDepth, withReading, type Ayanamsa, type BirthMoment } from '@/lib/astro';
import type { KundliRequest } from '@/lib/contract/astrology';
import { toKundliDeepChart, type KundliChart, type KundliData, type KundliDeepChart } from '@/lib/contract/kundli';
import { isUuid } from '@/lib/contract/uuid';
import { birthUtcOffset } from '@/lib/places/timezone';
import { getDb } from '../db/client';
import { unexpired } from '../db/expiry';
import { groupCommit } from '../db/group-commit';
import { kundliResults } from '../db/schema';
import { serverEnv } from '../env';
import { zoneAt } from '../places';

type Row = typeof kundliResults.$inferSelect;
type StoredRequest = Omit<KundliRequest, 'ayanamsa'> & { timezone: string; ayanamsa?: Ayanamsa };

const DAY_MS = 86_400_000;

/**
 * "Now" for the parts of a chart that depend on the date (current dasha, Sade Sati's past/current/next,
 * transits): to the minute, so the sky of that minute is computed once for every kundli made in it.
 */
function asOfNow(): Date {
  return new Date(Math.floor(Date.now() / 60_000) * 60_000);
}

function birthMoment(r: StoredRequest): BirthMoment {
  return { year: r.year, month: r.month, day: r.day, hours: r.hours, minutes: r.minutes, seconds: r.seconds, timezone: r.timezone, latitude: r.latitude, longitude: r.longitude };
}

/**
 * A stored chart as read today. Results stored before the deeper parts existed (no `vargas`) get them computed
 * from the stored request (same engine, Lahiri); a chart whose date-dependent parts were counted on an earlier UTC
 * day has those refreshed from its stored dashas and signs. Nothing is written back: the stored row stays as made.
 */
function chartAsReadNow(stored: KundliChart | KundliDeepChart, request: StoredRequest): KundliDeepChart {
  const asOf = asOfNow();
  if (!('vargas' in stored)) {
    const chart = computeChart(birthMoment(request), { ayanamsa: request.ayanamsa ?? DEFAULT_AYANAMSA });
    const fresh = toKundliDeepChart(chart, deepenChart(chart, asOf));
    // The stored fields stay as they were; the deep Vimshottari (same two levels, one more) replaces the old one.
    return { ...fresh, ...stored, vimshottari: fresh.vimshottari };
  }
  if (Math.floor(Date.parse(stored.asOf) / DAY_MS) === Math.floor(asOf.getTime() / DAY_MS)) return stored;
  const timely = timelyDepth(stored, stored.vimshottari, asOf);
  return { ...stored, asOf: timely.asOf, vimshottari: timely.vimshottari, transits: timely.transits, doshas: { ...stored.doshas, sadeSati: timely.sadeSati } };
}

function toKundliData(row: Row, chart?: KundliDeepChart): KundliData {
  const request = row.request as StoredRequest;
  return {
    ...request,
    // Results stored before the choice existed were computed with Lahiri.
    ayanamsa: request.ayanamsa ?? DEFAULT_AYANAMSA,
    birthDateTime: row.birthDateTime.toISOString(),
    chart: withReading(chart ?? chartAsReadNow(row.chart as KundliChart | KundliDeepChart, request)),
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
  const asOf = asOfNow();
  const { chart, deep } = computeDeepChart(birthMoment(request), { ayanamsa: request.ayanamsa }, asOf);
  const deepChart = toKundliDeepChart(chart, deep);
  const now = new Date();
  const row: NewRow = {
    id: randomUUID(),
    userId,
    request,
    chart: deepChart,
    birthDateTime: new Date(chart.utc),
    expiresAt: new Date(now.getTime() + serverEnv().anonymousKundliTtlMs),
    createdAt: now,
    updatedAt: now,
  };
  await storeKundli(row);
  return toKundliData(row as Row, deepChart);
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
