// How the festival pages' addresses name a year, a city, a kind of day and a festival, and the
// address of the .ics feed. Shared by the pages, the sitemap, next.config.mjs's rewrite (its
// patterns repeat FESTIVAL_CITY_PATTERN and the filter names) and the tests.

import type { FestivalKind } from './astro/festivals/types';

/** The year page's filters: which kinds of day each shows (null: every kind). */
export const FESTIVAL_FILTERS = {
  all: null,
  festivals: ['festival', 'period', 'shivaratri'],
  ekadashi: ['ekadashi'],
  pradosh: ['pradosh'],
  sankashti: ['sankashti'],
  moon: ['purnima', 'amavasya'],
  sankranti: ['sankranti'],
} as const satisfies Record<string, readonly FestivalKind[] | null>;

export type FestivalFilter = keyof typeof FESTIVAL_FILTERS;

export const FESTIVAL_FILTER_NAMES = Object.keys(FESTIVAL_FILTERS) as FestivalFilter[];

export function isFestivalFilter(value: string): value is FestivalFilter {
  return Object.hasOwn(FESTIVAL_FILTERS, value);
}

export function matchesFilter(kind: FestivalKind, filter: FestivalFilter): boolean {
  const kinds: readonly FestivalKind[] | null = FESTIVAL_FILTERS[filter];
  return kinds === null || kinds.includes(kind);
}

/** The city shown when the address names none (lib/places/main-cities.ts DEFAULT_PANCHANG_CITY). */
export const DEFAULT_FESTIVAL_CITY_SLUG = 'new-delhi';

/** `/festivals/2026`, with `?city=` and `?kind=` when they are not the defaults. */
export function festivalYearPath(year: number, choice: { city?: string; filter?: FestivalFilter } = {}): string {
  const q = new URLSearchParams();
  if (choice.city && choice.city !== DEFAULT_FESTIVAL_CITY_SLUG) q.set('city', choice.city);
  if (choice.filter && choice.filter !== 'all') q.set('kind', choice.filter);
  const query = q.toString();
  return `/festivals/${year}${query ? `?${query}` : ''}`;
}

/** `/festivals/2026/diwali` */
export function festivalPath(year: number, key: string): string {
  return `/festivals/${year}/${key}`;
}

/** The .ics feed of a year at a point: `/api/festivals/ics?year=&lat=&lon=&tz=[&lang=hi]`. */
export function festivalFeedPath(year: number, place: { latitude: number; longitude: number; timezone: string }, lang: 'en' | 'hi'): string {
  const q = new URLSearchParams({ year: String(year), lat: String(place.latitude), lon: String(place.longitude), tz: place.timezone });
  if (lang === 'hi') q.set('lang', 'hi');
  return `/api/festivals/ics?${q}`;
}
