import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { AppDetailsUpdate, HoroscopeOverrideInput } from '@/lib/contract/admin-content';
import type { Sign } from '@/lib/astro/zodiac';
import type { SessionUser } from '../auth/session';
import { invalidateTag, revalidatePages } from '../cache';
import { getDb } from '../db/client';
import { appDetails, horoscopeEntries } from '../db/schema';
import { notFound } from '../errors';
import { recordAdminAction } from './admin-audit';
import { HOROSCOPE_TAG } from './horoscope';

// Small content edits of the console: a day's horoscope entry per sign, the app's download URL.
// Each is audited in the change's transaction, and the public pages that show it are dropped.

const HOROSCOPE_PAGES = ['/horoscope'] as const;

/**
 * Replaces the entry of one sign on one day with an editor's text. An editor's entry is never
 * overwritten by the generated one (lib/server/services/horoscope.ts).
 */
export async function overrideHoroscope(actor: SessionUser, day: string, sign: Sign, input: HoroscopeOverrideInput) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(horoscopeEntries).where(and(eq(horoscopeEntries.day, day), eq(horoscopeEntries.sign, sign))).limit(1);
    const [after] = await tx
      .insert(horoscopeEntries)
      .values({ day, sign, ...input, source: 'editor' })
      .onConflictDoUpdate({ target: [horoscopeEntries.day, horoscopeEntries.sign], set: { ...input, source: 'editor', updatedAt: new Date() } })
      .returning();
    const view = (r: typeof before) => (r ? { content: r.content, mood: r.mood, luckyNumber: r.luckyNumber, luckyColor: r.luckyColor, source: r.source } : null);
    await recordAdminAction(tx, { actorId: actor.id, action: 'horoscope.override', targetType: 'horoscope_entry', targetId: after!.id, before: view(before), after: view(after) });
  });
  invalidateTag(HOROSCOPE_TAG);
  revalidatePages(HOROSCOPE_PAGES);
  return { day, sign, ...input };
}

/** Sets the download URL of a known app (404 for an unknown one). */
export async function updateAppDetails(actor: SessionUser, appName: string, update: AppDetailsUpdate) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const name = appName.toLowerCase();
    const [before] = await tx.select().from(appDetails).where(eq(appDetails.appName, name)).limit(1);
    if (!before) throw notFound('No app has this name.');
    await tx.update(appDetails).set({ appUrl: update.appUrl, updatedAt: new Date() }).where(eq(appDetails.appName, name));
    await recordAdminAction(tx, { actorId: actor.id, action: 'app.update', targetType: 'app_details', targetId: name, before: { appUrl: before.appUrl }, after: { appUrl: update.appUrl } });
    return { appName: name, appUrl: update.appUrl };
  });
}
