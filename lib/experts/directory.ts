import { EXPERT_KINDS, type ExpertKind } from './kinds';
import { HORIZON_DAYS } from './hours';
import type { SlotTimes } from './slots';

// The public directory of the one list (/astrologers): its filters, its sort orders and its one
// address per choice. Pure, shared by the page (server), proxy.ts (lib/page-queries.ts) and tests.

/** What the directory needs of an expert to filter and sort them. */
export interface DirectoryEntry {
  slug: string;
  name: string;
  kind: ExpertKind;
  languages: readonly string[];
  expertise: readonly string[];
  nextFree: SlotTimes | null;
  /** The average rating, null until the expert has reviews. */
  rating: number | null;
  reviewCount: number;
}

export const DIRECTORY_SORTS = ['next', 'rating'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];

/** An average is shown, and sorted by, only from this many reviews on: fewer say little. */
export const MIN_REVIEWS_FOR_RATING = 3;

export interface DirectoryFilters {
  kind?: ExpertKind;
  /** Lower case: one address, one cached copy, whatever case a link used. */
  language?: string;
  expertise?: string;
}

export interface DirectoryQuery extends DirectoryFilters {
  sort: DirectorySort;
}

export const DIRECTORY_PATH = '/astrologers';
/** The query parameters of the directory, in the order its one address writes them. */
export const DIRECTORY_PARAMS = ['kind', 'language', 'expertise', 'sort'] as const;
/** A filter word longer than this is no language or expertise anyone chose from the list. */
const MAX_WORD = 60;

const same = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/** The experts matching the filters (kind exactly; language and expertise ignoring case). */
export function filterExperts<T extends DirectoryEntry>(experts: readonly T[], filters: DirectoryFilters): T[] {
  return experts.filter(
    (e) =>
      (!filters.kind || e.kind === filters.kind) &&
      (!filters.language || e.languages.some((l) => same(l, filters.language!))) &&
      (!filters.expertise || e.expertise.some((x) => same(x, filters.expertise!))),
  );
}

/** The values the filters offer: every language and expertise in the list, once each, sorted. */
export function filterChoices(experts: readonly DirectoryEntry[]): { languages: string[]; expertise: string[] } {
  const unique = (values: readonly string[]) => {
    const seen = new Map<string, string>();
    for (const v of values) if (!seen.has(v.toLowerCase())) seen.set(v.toLowerCase(), v);
    return [...seen.values()].sort((a, b) => a.localeCompare(b));
  };
  return { languages: unique(experts.flatMap((e) => e.languages)), expertise: unique(experts.flatMap((e) => e.expertise)) };
}

const nextFreeAt = (e: DirectoryEntry) => (e.nextFree ? Date.parse(e.nextFree.start) : Number.POSITIVE_INFINITY);
const byNextFree = (a: DirectoryEntry, b: DirectoryEntry) => nextFreeAt(a) - nextFreeAt(b) || a.name.localeCompare(b.name) || a.slug.localeCompare(b.slug);
const rated = (e: DirectoryEntry) => e.rating !== null && e.reviewCount >= MIN_REVIEWS_FOR_RATING;

/**
 * A sorted copy. 'next': the soonest free time first, experts with none in the horizon last.
 * 'rating': experts with enough reviews first by average (more reviews first on a tie), then the
 * rest by next free time.
 */
export function sortExperts<T extends DirectoryEntry>(experts: readonly T[], sort: DirectorySort): T[] {
  if (sort === 'next') return [...experts].sort(byNextFree);
  return [...experts].sort((a, b) => {
    if (rated(a) !== rated(b)) return rated(a) ? -1 : 1;
    if (rated(a)) return b.rating! - a.rating! || b.reviewCount - a.reviewCount || byNextFree(a, b);
    return byNextFree(a, b);
  });
}

/** The choices of a query string; unknown, empty or overlong values are left out. */
export function readDirectoryQuery(params: URLSearchParams): DirectoryQuery {
  const kind = params.get('kind') ?? '';
  const word = (name: string) => {
    const v = (params.get(name) ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
    return v && v.length <= MAX_WORD ? v : undefined;
  };
  const sort = params.get('sort') ?? '';
  const query: DirectoryQuery = { sort: (DIRECTORY_SORTS as readonly string[]).includes(sort) ? (sort as DirectorySort) : 'next' };
  if ((EXPERT_KINDS as readonly string[]).includes(kind)) query.kind = kind as ExpertKind;
  const language = word('language');
  if (language) query.language = language;
  const expertise = word('expertise');
  if (expertise) query.expertise = expertise;
  return query;
}

/** The one query string of these choices ('' for the whole list by next free time). */
export function directoryQueryOf(query: DirectoryQuery): string {
  const params = new URLSearchParams();
  for (const key of DIRECTORY_PARAMS) {
    const value = key === 'sort' ? (query.sort === 'next' ? undefined : query.sort) : query[key];
    if (value) params.set(key, value);
  }
  return params.toString();
}

/** The directory's address for these choices. */
export function directoryPagePath(query: DirectoryQuery): string {
  const search = directoryQueryOf(query);
  return search ? `${DIRECTORY_PATH}?${search}` : DIRECTORY_PATH;
}

const INDIA_OFFSET_MS = 330 * 60 * 1000;
const indiaDay = (at: number) => new Date(at + INDIA_OFFSET_MS).toISOString().slice(0, 10);
const DAY_MS = 24 * 60 * 60 * 1000;

/** The languages a next free time is written in (the site's; lib/i18n is not this pure module's to read). */
type NextFreeLanguage = 'en' | 'hi';

/** The words of a next free time in each language: Hindi as the site's Hindi pages say a day and a time. */
const NEXT_FREE_WORDS = {
  en: { none: (days: number) => `No free time in the next ${days} days`, today: 'Today', tomorrow: 'Tomorrow' },
  hi: { none: (days: number) => `अगले ${days} दिनों में कोई समय ख़ाली नहीं`, today: 'आज', tomorrow: 'कल' },
} as const satisfies Record<NextFreeLanguage, unknown>;

// Made on first use: a first Intl.DateTimeFormat with a time zone costs a browser its ICU data.
// Hindi names the part of the day before the time ("शाम 4:00"), as lib/astro/format.ts's clock does.
let hindiFormats: { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat } | undefined;
const hindi = () =>
  (hindiFormats ??= {
    day: new Intl.DateTimeFormat('hi-IN', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Asia/Kolkata', numberingSystem: 'latn' }),
    time: new Intl.DateTimeFormat('hi-IN', { hour: 'numeric', minute: '2-digit', dayPeriod: 'short', timeZone: 'Asia/Kolkata', numberingSystem: 'latn' }),
  });

/**
 * "Today 4:00 pm", "Tomorrow 10:30 am", "Thu 3 Dec, 9:00 am": when an expert is next free, India time.
 * In Hindi: "आज शाम 4:00", "कल सुबह 10:30", "गुरुवार, 3 दिसंबर, सुबह 9:00" (Latin digits).
 */
export function formatNextFree(slot: SlotTimes | null, now: Date = new Date(), lang: NextFreeLanguage = 'en'): string {
  const words = NEXT_FREE_WORDS[lang];
  if (!slot) return words.none(HORIZON_DAYS);
  const at = Date.parse(slot.start);
  const local = new Date(at + INDIA_OFFSET_MS);
  const hours = local.getUTCHours();
  const time = lang === 'hi' ? hindi().time.format(at) : `${hours % 12 || 12}:${String(local.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
  const day = indiaDay(at);
  if (day === indiaDay(now.getTime())) return `${words.today} ${time}`;
  if (day === indiaDay(now.getTime() + DAY_MS)) return `${words.tomorrow} ${time}`;
  if (lang === 'hi') return `${hindi().day.format(at)}, ${time}`;
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][local.getUTCDay()];
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][local.getUTCMonth()];
  return `${weekday} ${local.getUTCDate()} ${month}, ${time}`;
}
