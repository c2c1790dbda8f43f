import en from '@/messages/en';
import hi from '@/messages/hi';
import type { Locale } from './locales';

// The message catalogues, namespaced (messages/<locale>/<Namespace>.json, gathered in messages/<locale>.ts). Pages read them through next-intl
// (getTranslations, lib/i18n/request.ts); the site's frame (header, footer), which unit tests
// render outside Next, reads them here as plain data. English is the shape every language has.

export type Messages = typeof en;

const CATALOGUES: Record<Locale, Messages> = { en, hi };

export function catalogue(locale: Locale): Messages {
  return CATALOGUES[locale];
}

export { fill } from './fill';

/** The Nav namespace's keys by English label: lib/navigation.ts takes its labels from there. */
const navKeys = new Map(Object.entries(en.Nav).map(([key, label]) => [label, key as keyof Messages['Nav']]));

/** A menu's label or group title in a language; one outside the catalogue stays as given. */
export function navLabel(label: string, locale: Locale): string {
  const key = navKeys.get(label);
  return key ? catalogue(locale).Nav[key] : label;
}
