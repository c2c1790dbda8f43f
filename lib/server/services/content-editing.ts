import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, max } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, pageCount } from '@/lib/contract/admin';
import type { AdminPage, AdminVastuTip, AppDetailsUpdate, HoroscopeOverrideInput, VastuTipInput, VastuTipPatch } from '@/lib/contract/admin-content';
import type { Sign } from '@/lib/astro/zodiac';
import { consumeLimits } from '../auth/rate-limit';
import type { SessionUser } from '../auth/session';
import { invalidateTag, revalidatePages } from '../cache';
import { getDb } from '../db/client';
import { appDetails, horoscopeEntries, vastuTips } from '../db/schema';
import { notFound } from '../errors';
import { prepareAudio, storeAudio } from '../uploads';
import { recordAdminAction } from './admin-audit';
import { HOROSCOPE_TAG } from './horoscope';
import { VASTU_TIPS_PAGES, VASTU_TIPS_TAG } from './vastu-tips';

// Content edits of the console besides articles: Vastu tips and their narration, a day's
// horoscope entry per sign, the app's download URL.
// Each is audited in the change's transaction, and the public pages that show it are dropped.

const HOROSCOPE_PAGES = ['/horoscope'] as const;

/**
 * Replaces the entry of one sign on one day with an editor's text. An editor's entry is never
 * overwritten by the generated one (lib/server/services/horoscope.ts).
 */
export async function overrideHoroscope(actor: SessionUser, day: string, sign: Sign, input: HoroscopeOverrideInput) {
  const db = await getDb();
  // Without a Hindi version, an earlier one is cleared: it was written for the English text replaced here.
  const row = { ...input, contentHi: input.contentHi ?? null, moodHi: input.moodHi ?? null, luckyColorHi: input.luckyColorHi ?? null };
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(horoscopeEntries).where(and(eq(horoscopeEntries.day, day), eq(horoscopeEntries.sign, sign))).limit(1);
    const [after] = await tx
      .insert(horoscopeEntries)
      .values({ day, sign, ...row, source: 'editor' })
      .onConflictDoUpdate({ target: [horoscopeEntries.day, horoscopeEntries.sign], set: { ...row, source: 'editor', updatedAt: new Date() } })
      .returning();
    const view = (r: typeof before) =>
      r
        ? {
            content: r.content,
            mood: r.mood,
            luckyNumber: r.luckyNumber,
            luckyColor: r.luckyColor,
            ...(r.contentHi ? { contentHi: r.contentHi, moodHi: r.moodHi, luckyColorHi: r.luckyColorHi } : {}),
            source: r.source,
          }
        : null;
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

/** Stores a narration (MP3, M4A or OGG by content, at most 5 MB) and returns its address. */
export async function uploadContentAudio(actor: SessionUser, file: File): Promise<{ url: string }> {
  await consumeLimits([['uploadsPerUser', actor.id]], 'uploads');
  const audio = await prepareAudio(file);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const stored = await storeAudio(tx, audio, actor.id);
    await recordAdminAction(tx, { actorId: actor.id, action: 'upload.audio', targetType: 'upload', targetId: stored.id, after: { contentType: audio.contentType, bytes: audio.bytes.length } });
    return { url: stored.url };
  });
}

function refreshTips(): void {
  invalidateTag(VASTU_TIPS_TAG);
  revalidatePages(VASTU_TIPS_PAGES);
}

const tipView = (r: typeof vastuTips.$inferSelect) => ({
  title: r.title,
  description: r.description,
  fileUrl: r.fileUrl,
  audioUrl: r.audioUrl,
  titleHi: r.titleHi,
  descriptionHi: r.descriptionHi,
  audioUrlHi: r.audioUrlHi,
});
const toTip = (r: typeof vastuTips.$inferSelect): AdminVastuTip => ({ _id: r.id, ...tipView(r) });

export async function listVastuTipsForAdmin(page: number): Promise<AdminPage<AdminVastuTip>> {
  const db = await getDb();
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(vastuTips);
  const totalPages = pageCount(total);
  const current = Math.min(Math.max(1, page), totalPages);
  const rows = await db.select().from(vastuTips).orderBy(asc(vastuTips.sortOrder), asc(vastuTips.title)).limit(ADMIN_PAGE_SIZE).offset((current - 1) * ADMIN_PAGE_SIZE);
  return { items: rows.map(toTip), page: current, pageSize: ADMIN_PAGE_SIZE, total, totalPages };
}

/** A new tip, shown last on /vastu-tips. */
export async function createVastuTip(actor: SessionUser, input: VastuTipInput): Promise<AdminVastuTip> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [{ last } = { last: 0 }] = await tx.select({ last: max(vastuTips.sortOrder) }).from(vastuTips);
    const [created] = await tx
      .insert(vastuTips)
      .values({ ...input, key: `tip-${randomUUID()}`, sortOrder: (last ?? 0) + 1 })
      .returning();
    await recordAdminAction(tx, { actorId: actor.id, action: 'vastu_tip.create', targetType: 'vastu_tip', targetId: created!.id, after: tipView(created!) });
    return created!;
  });
  refreshTips();
  return toTip(row);
}

export async function updateVastuTip(actor: SessionUser, id: string, patch: VastuTipPatch): Promise<AdminVastuTip> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(vastuTips).where(eq(vastuTips.id, id)).limit(1).for('update');
    if (!before) throw notFound('No tip has this id.');
    const [after] = await tx.update(vastuTips).set({ ...patch, updatedAt: new Date() }).where(eq(vastuTips.id, id)).returning();
    await recordAdminAction(tx, { actorId: actor.id, action: 'vastu_tip.update', targetType: 'vastu_tip', targetId: id, before: tipView(before), after: tipView(after!) });
    return after!;
  });
  refreshTips();
  return toTip(row);
}
