import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { compareManglik, computeChart, computeManglikDosha, doshaExceptions, poruthams, type Chart } from '@/lib/astro';
import { ashtakoota } from '@/lib/astro/ashtakoota';
import type { DisplayLanguage } from '@/lib/astro/format';
import type { MatchData, MatchPersonEcho, MatchPersonInput, MatchRequest, MatchResult } from '@/lib/contract/astrology';
import { isUuid } from '@/lib/contract/uuid';
import { birthUtcOffset } from '@/lib/places/timezone';
import { getDb } from '../db/client';
import { unexpired } from '../db/expiry';
import { groupCommit } from '../db/group-commit';
import { matchResults } from '../db/schema';
import { serverEnv } from '../env';
import { isDatabaseUnavailable } from '../errors';
import { zoneAt } from '../places';
import { toKundliChart } from '@/lib/contract/kundli';

function chartOf(p: MatchPersonInput) {
  const [year, month, day] = p.dob.split('-').map(Number) as [number, number, number];
  const [hours, minutes, seconds] = p.birthTime.split(':').map(Number) as [number, number, number];
  const timezone = birthUtcOffset(p.timezone, () => zoneAt(p.latitude, p.longitude), { year, month, day, hours, minutes, seconds });
  return { timezone, chart: computeChart({ year, month, day, hours, minutes, seconds, timezone, latitude: p.latitude, longitude: p.longitude }) };
}

/** What matching adds beyond the Ashtakoota: Mangal dosha samya, Nadi/Bhakoot exceptions, the ten poruthams, worded in `lang`. */
function matchDepth(boy: Chart, girl: Chart, lang: DisplayLanguage = 'en'): Pick<MatchResult, 'manglikSamya' | 'doshaExceptions' | 'poruthams'> {
  const boyMoon = boy.planets.Moon.longitude;
  const girlMoon = girl.planets.Moon.longitude;
  return {
    manglikSamya: compareManglik(computeManglikDosha(boy, lang), computeManglikDosha(girl, lang), boy, girl, lang),
    doshaExceptions: doshaExceptions(boyMoon, girlMoon, lang),
    poruthams: poruthams(boyMoon, girlMoon, lang),
  };
}

/**
 * A stored match's engine sentences in another language: the kootas, the verdict and the depth, worded
 * again from the echoed birth details (each with the UTC offset its chart was computed for), so the
 * points are the stored ones. The stored result itself stays English, as the API gives it.
 */
function wordedIn(result: Omit<MatchResult, 'manglikSamya' | 'doshaExceptions' | 'poruthams'>, lang: DisplayLanguage): MatchResult {
  const boy = chartOf(result.boy).chart;
  const girl = chartOf(result.girl).chart;
  const guna = ashtakoota({ moonLongitude: boy.planets.Moon.longitude }, { moonLongitude: girl.planets.Moon.longitude }, {}, lang);
  return { ...result, verdict: guna.verdict, kootas: guna.kootas, ...matchDepth(boy, girl, lang) };
}

/** SPEC 2.13: Ashtakoota of the two Moon positions, both Manglik statuses and both charts. */
export function matchCharts(request: MatchRequest): MatchResult {
  const boy = chartOf(request.boy);
  const girl = chartOf(request.girl);
  const result = ashtakoota({ moonLongitude: boy.chart.planets.Moon.longitude }, { moonLongitude: girl.chart.planets.Moon.longitude });
  const person = (p: MatchPersonInput, timezone: string): MatchPersonEcho => ({ name: p.name, gender: p.gender, dob: p.dob, birthTime: p.birthTime, birthPlace: p.birthPlace, latitude: p.latitude, longitude: p.longitude, timezone });
  return {
    compatibilityScore: result.compatibilityScore,
    outOf10: result.outOf10,
    total: result.total,
    maxScore: result.max,
    verdict: result.verdict,
    kootas: result.kootas,
    manglik: { boy: boy.chart.manglik.isManglik, girl: girl.chart.manglik.isManglik },
    boy: person(request.boy, boy.timezone),
    girl: person(request.girl, girl.timezone),
    boyChart: toKundliChart(boy.chart),
    girlChart: toKundliChart(girl.chart),
    ...matchDepth(boy.chart, girl.chart),
  };
}

type NewRow = typeof matchResults.$inferInsert & { id: string };

// Concurrent requests share one INSERT (see group-commit), as kundlis do.
const storeMatch = groupCommit<NewRow>(async (rows) => {
  const db = await getDb();
  await db.insert(matchResults).values(rows);
});

/**
 * Computes a match and keeps it under a private id, so it can be opened again and saved to an
 * account. Like a kundli, it holds birth details: it expires (ANONYMOUS_KUNDLI_TTL_SECONDS)
 * unless it is saved as a report.
 */
export async function createMatch(request: MatchRequest, userId: string | null): Promise<MatchData> {
  const result = matchCharts(request);
  const now = new Date();
  const id = randomUUID();
  try {
    await storeMatch({ id, userId, result, expiresAt: new Date(now.getTime() + serverEnv().anonymousKundliTtlMs), createdAt: now, updatedAt: now });
  } catch (err) {
    // The match needs no database: while it is down the result is still shown, without a link.
    if (!isDatabaseUnavailable(err)) throw err;
    return { ...result, _id: null };
  }
  return { ...result, _id: id };
}

/** A stored match by its private id, unless it has expired, its sentences in `lang` (English, as stored, by default). */
export async function getMatch(id: string, lang: DisplayLanguage = 'en'): Promise<MatchData | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(matchResults)
    .where(and(eq(matchResults.id, id), unexpired(matchResults.expiresAt)))
    .limit(1);
  if (!row) return null;
  const stored = row.result as Omit<MatchResult, 'manglikSamya' | 'doshaExceptions' | 'poruthams'> & Partial<MatchResult>;
  // Matches stored before the samya, exceptions and poruthams were added get them from the echoed
  // birth details (each with the UTC offset its chart was computed for), so every page shows them.
  if (lang !== 'en') return { ...wordedIn(stored, lang), _id: row.id };
  const result: MatchResult = stored.manglikSamya && stored.doshaExceptions && stored.poruthams
    ? { ...stored, manglikSamya: stored.manglikSamya, doshaExceptions: stored.doshaExceptions, poruthams: stored.poruthams }
    : { ...stored, ...matchDepth(chartOf(stored.boy).chart, chartOf(stored.girl).chart) };
  return { ...result, _id: row.id };
}

/** Deletes unsaved matches past their retention period. */
export async function deleteExpiredMatches(): Promise<number> {
  const db = await getDb();
  const gone = await db.delete(matchResults).where(lt(matchResults.expiresAt, new Date())).returning({ id: matchResults.id });
  return gone.length;
}
