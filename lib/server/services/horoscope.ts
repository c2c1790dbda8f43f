import 'server-only';
import { eq } from 'drizzle-orm';
import { computeTransits } from '@/lib/astro';
import { generateDailyHoroscope } from '@/lib/astro/daily-horoscope';
import { addDays, generatePeriodHoroscope, periodDays, type HoroscopePeriod, type PeriodReading } from '@/lib/astro/period-horoscope';
import { SIGNS, type Sign } from '@/lib/astro/zodiac';
import type { DisplayLanguage } from '@/lib/astro/format';
import type { HoroscopeEntry, LocalizedHoroscopeEntry } from '@/lib/contract/content';
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
 * The day's twelve stored rows. Missing entries are generated from the day's transits and stored,
 * so an editor can replace one (an edited entry is never overwritten).
 */
async function loadDayRows(day: string) {
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
  return rows;
}

type EntryRow = Awaited<ReturnType<typeof loadDayRows>>[number];

/** The twelve entries for a day in India, Aries first, in English. */
export function getHoroscopeForDay(day?: string): Promise<HoroscopeEntry[]>;
/**
 * In Hindi: a generated entry's Hindi is computed from the day's transits when read, not stored
 * (deterministic like the English one, so a row stored before the Hindi phrase tables existed has
 * it too, and a better phrase table reaches every day without rewriting rows). An editor's entry
 * shows its Hindi version, or its English text marked `language: 'en'` when it has none.
 */
export function getHoroscopeForDay(day: string | undefined, language: 'hi'): Promise<LocalizedHoroscopeEntry[]>;
export function getHoroscopeForDay(day: string = indiaDate(), language: DisplayLanguage = 'en'): Promise<HoroscopeEntry[] | LocalizedHoroscopeEntry[]> {
  if (language === 'hi') return cached(`horoscope:${day}:hi`, [HOROSCOPE_TAG], serverEnv().contentCacheMs, () => hindiEntries(day));
  return cached(`horoscope:${day}`, [HOROSCOPE_TAG], serverEnv().contentCacheMs, async () => {
    const bySign = new Map((await loadDayRows(day)).map((r) => [r.sign, r]));
    return SIGNS.flatMap((sign) => {
      const r = bySign.get(sign);
      return r ? [{ sign, content: r.content, mood: r.mood, luckyNumber: r.luckyNumber, luckyColor: r.luckyColor, date: day }] : [];
    });
  });
}

async function hindiEntries(day: string): Promise<LocalizedHoroscopeEntry[]> {
  const bySign = new Map((await loadDayRows(day)).map((r) => [r.sign, r]));
  const generated = generateDailyHoroscope(day, computeTransits(transitInstant(day)), 'hi');
  const inHindi = (sign: Sign, r: EntryRow): LocalizedHoroscopeEntry => {
    if (r.source !== 'editor') return { sign, ...generated[sign], date: day, language: 'hi' };
    if (r.contentHi && r.moodHi && r.luckyColorHi) return { sign, content: r.contentHi, mood: r.moodHi, luckyNumber: r.luckyNumber, luckyColor: r.luckyColorHi, date: day, language: 'hi' };
    return { sign, content: r.content, mood: r.mood, luckyNumber: r.luckyNumber, luckyColor: r.luckyColor, date: day, language: 'en' };
  };
  return SIGNS.flatMap((sign) => {
    const r = bySign.get(sign);
    return r ? [inHindi(sign, r)] : [];
  });
}

/** Everything a sign's own page shows: today, tomorrow, this week and this month. */
export interface SignHoroscope {
  sign: Sign;
  /** India's date the page was made for, YYYY-MM-DD. */
  day: string;
  today: HoroscopeEntry | LocalizedHoroscopeEntry | undefined;
  tomorrow: HoroscopeEntry | LocalizedHoroscopeEntry | undefined;
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
 * for either day is what shows), and the week and the month read from each day's transits, in
 * the page's language.
 */
export async function getSignHoroscope(sign: Sign, day: string = indiaDate(), language: DisplayLanguage = 'en'): Promise<SignHoroscope> {
  const entriesOf = (d: string) => (language === 'hi' ? getHoroscopeForDay(d, 'hi') : getHoroscopeForDay(d));
  const [todays, tomorrows, weekDays, monthDays] = await Promise.all([
    entriesOf(day),
    entriesOf(addDays(day, 1)),
    periodTransits('week', day),
    periodTransits('month', day),
  ]);
  return {
    sign,
    day,
    today: todays.find((e) => e.sign === sign),
    tomorrow: tomorrows.find((e) => e.sign === sign),
    week: generatePeriodHoroscope(sign, 'week', weekDays, language),
    month: generatePeriodHoroscope(sign, 'month', monthDays, language),
  };
}
