import 'server-only';
import { eq } from 'drizzle-orm';
import { computeTransits } from '@/lib/astro';
import { generateDailyHoroscope } from '@/lib/astro/daily-horoscope';
import { addDays, generatePeriodHoroscope, periodDays, type HoroscopePeriod, type PeriodReading } from '@/lib/astro/period-horoscope';
import { SIGNS, type Sign } from '@/lib/astro/zodiac';
import type { HoroscopeEntry } from '@/lib/contract/content';
import { indiaDate } from '@/lib/text';
import { cached } from '../cache';
import { getDb } from '../db/client';
import { horoscopeEntries } from '../db/schema';
import { serverEnv } from '../env';

export const HOROSCOPE_TAG = 'horoscope';

/** The transits the day's entries are read from: 06:00 in India, the start of the working day. */
export function transitInstant(day: string): Date {
  return new Date(`${day}T06:00:00+05:30`);
}

/** The twelve generated entries of a day (pure computation; deterministic for the date). */
export function generateEntriesForDay(day: string) {
  const generated = generateDailyHoroscope(day, computeTransits(transitInstant(day)));
  return SIGNS.map((sign) => ({ day, sign, ...generated[sign], source: 'generated' as const }));
}

/**
 * The twelve entries for a day in India, Aries first. Missing entries are generated from the
 * day's transits and stored, so an editor can replace one (an edited entry is never overwritten).
 */
export function getHoroscopeForDay(day: string = indiaDate()): Promise<HoroscopeEntry[]> {
  return cached(`horoscope:${day}`, [HOROSCOPE_TAG], serverEnv().contentCacheMs, async () => {
    const db = await getDb();
    let rows = await db.select().from(horoscopeEntries).where(eq(horoscopeEntries.day, day));
    if (rows.length < SIGNS.length || rows.some((r) => r.source === 'seed')) {
      for (const entry of generateEntriesForDay(day)) {
        await db
          .insert(horoscopeEntries)
          .values(entry)
          .onConflictDoUpdate({
            target: [horoscopeEntries.day, horoscopeEntries.sign],
            set: { content: entry.content, mood: entry.mood, luckyNumber: entry.luckyNumber, luckyColor: entry.luckyColor, source: 'generated', updatedAt: new Date() },
            // Older demo text is replaced; generated and editors' entries stay.
            setWhere: eq(horoscopeEntries.source, 'seed'),
          });
      }
      rows = await db.select().from(horoscopeEntries).where(eq(horoscopeEntries.day, day));
    }
    const bySign = new Map(rows.map((r) => [r.sign, r]));
    return SIGNS.flatMap((sign) => {
      const r = bySign.get(sign);
      return r ? [{ sign, content: r.content, mood: r.mood, luckyNumber: r.luckyNumber, luckyColor: r.luckyColor, date: day }] : [];
    });
  });
}

/** Everything a sign's own page shows: today, tomorrow, this week and this month. */
export interface SignHoroscope {
  sign: Sign;
  /** India's date the page was made for, YYYY-MM-DD. */
  day: string;
  today: HoroscopeEntry | undefined;
  tomorrow: HoroscopeEntry | undefined;
  week: PeriodReading;
  month: PeriodReading;
}

/** The transits of every day of the period containing `day`; shared by the twelve signs. */
function periodTransits(period: HoroscopePeriod, day: string) {
  const days = periodDays(period, day);
  // Deterministic for the dates: kept for the day like the entries (the key names the period's first day).
  return cached(`horoscope-period:${period}:${days[0]}`, [HOROSCOPE_TAG], serverEnv().contentCacheMs, async () =>
    days.map((d) => ({ day: d, transits: computeTransits(transitInstant(d)) })),
  );
}

/**
 * A sign's page: today's and tomorrow's entries as the daily board has them (an editor's entry
 * for either day is what shows), and the week and the month read from each day's transits.
 */
export async function getSignHoroscope(sign: Sign, day: string = indiaDate()): Promise<SignHoroscope> {
  const [todays, tomorrows, weekDays, monthDays] = await Promise.all([
    getHoroscopeForDay(day),
    getHoroscopeForDay(addDays(day, 1)),
    periodTransits('week', day),
    periodTransits('month', day),
  ]);
  return {
    sign,
    day,
    today: todays.find((e) => e.sign === sign),
    tomorrow: tomorrows.find((e) => e.sign === sign),
    week: generatePeriodHoroscope(sign, 'week', weekDays),
    month: generatePeriodHoroscope(sign, 'month', monthDays),
  };
}
