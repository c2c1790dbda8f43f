import 'server-only';
import { asc } from 'drizzle-orm';
import type { VastuTip } from '@/lib/contract/content';
import { cached } from '../cache';
import { getDb } from '../db/client';
import { vastuTips } from '../db/schema';
import { serverEnv } from '../env';

export const VASTU_TIPS_TAG = 'vastu-tips';
/** Cached pages that show the tips: dropped when tips change. */
export const VASTU_TIPS_PAGES = ['/vastu-tips'] as const;

export function getAllVastuTips(): Promise<VastuTip[]> {
  return cached('vastu-tips:all', [VASTU_TIPS_TAG], serverEnv().contentCacheMs, async () => {
    const db = await getDb();
    const rows = await db.select().from(vastuTips).orderBy(asc(vastuTips.sortOrder), asc(vastuTips.title));
    return rows.map((r) => ({ _id: r.id, title: r.title, description: r.description, fileUrl: r.fileUrl, audioUrl: r.audioUrl }));
  });
}
