import 'server-only';
import { asc } from 'drizzle-orm';
import type { VastuTip } from '@/lib/contract/content';
import type { Locale } from '@/lib/i18n/locales';
import { cached } from '../cache';
import { getDb } from '../db/client';
import { vastuTips } from '../db/schema';
import { serverEnv } from '../env';

export const VASTU_TIPS_TAG = 'vastu-tips';
/** Cached pages that show the tips: dropped when tips change (in each language, lib/server/cache.ts). */
export const VASTU_TIPS_PAGES = ['/vastu-tips'] as const;

type TipRow = typeof vastuTips.$inferSelect;

const written = (text: string | null): text is string => Boolean(text?.trim());

/**
 * A tip as a page in `lang` shows it. Hindi: the Hindi title and description when both are
 * written (else the English pair, marked `lang: 'en'`), and the Hindi narration when there is one.
 * No language: exactly the English tip of SPEC 7, without `lang`.
 */
export function tipInLanguage(r: TipRow, lang?: Locale): VastuTip {
  const english: VastuTip = { _id: r.id, title: r.title, description: r.description, fileUrl: r.fileUrl, audioUrl: r.audioUrl };
  if (!lang) return english;
  if (lang === 'en') return { ...english, lang };
  const hindiText = written(r.titleHi) && written(r.descriptionHi);
  return {
    ...english,
    ...(hindiText ? { title: r.titleHi!, description: r.descriptionHi! } : {}),
    ...(written(r.audioUrlHi) ? { audioUrl: r.audioUrlHi } : {}),
    lang: hindiText ? 'hi' : 'en',
  };
}

function getTipRows(): Promise<TipRow[]> {
  return cached('vastu-tips:rows', [VASTU_TIPS_TAG], serverEnv().contentCacheMs, async () => {
    const db = await getDb();
    return db.select().from(vastuTips).orderBy(asc(vastuTips.sortOrder), asc(vastuTips.title));
  });
}

/** The tips in their /vastu-tips order, in `lang` where written (see `tipInLanguage`). */
export async function getAllVastuTips(lang?: Locale): Promise<VastuTip[]> {
  return (await getTipRows()).map((r) => tipInLanguage(r, lang));
}
