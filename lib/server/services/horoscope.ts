import 'server-only';
import { eq } from 'drizzle-orm';
import { horoscopePool } from '@/content/horoscope-pool';
import { ZODIAC_SIGNS, type HoroscopeEntry } from '@/lib/contract/content';
import { indiaDate } from '@/lib/text';
import { cached } from '../cache';
import { getDb } from '../db/client';
import { horoscopeEntries } from '../db/schema';
import { serverEnv } from '../env';

export const HOROSCOPE_TAG = 'horoscope';

/**
 * The twelve entries for a day in India, Aries first. A day with no stored entries is filled
 * from the authored pool (deterministic per date), and the rows are stored so an editor can
 * replace one. Existing rows (generated or edited) are never overwritten.
 */
export function getHoroscopeForDay(day: string = indiaDate()): Promise<HoroscopeEntry[]> {
  return cached(`horoscope:${day}`, [HOROSCOPE_TAG], serverEnv().contentCacheMs, async () => {
    const db = await getDb();
    let rows = await db.select().from(horoscopeEntries).where(eq(horoscopeEntries.day, day));
    if (rows.length < ZODIAC_SIGNS.length) {
      await db.insert(horoscopeEntries).values(poolEntriesForDay(day)).onConflictDoNothing();
      rows = await db.select().from(horoscopeEntries).where(eq(horoscopeEntries.day, day));
    }
    const bySign = new Map(rows.map((r) => [r.sign, r]));
    return ZODIAC_SIGNS.flatMap((sign) => {
      const r = bySign.get(sign);
      return r ? [{ sign, content: r.content, mood: r.mood, luckyNumber: r.luckyNumber, luckyColor: r.luckyColor, date: day }] : [];
    });
  });
}

export function poolEntriesForDay(day: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) throw new Error(`Not a calendar date: ${day}`);
  const dayNumber = Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
  return ZODIAC_SIGNS.map((sign, i) => {
    const variants = horoscopePool[sign];
    // Different signs step through their pools out of phase, so two signs rarely repeat together.
    const variant = variants[(((dayNumber + i * 3) % variants.length) + variants.length) % variants.length]!;
    return { day, sign, ...variant, source: 'seed' as const };
  });
}
