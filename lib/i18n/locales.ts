// The site's languages and how a path carries one. Pure: read by proxy.ts, the links, the
// metadata and the sitemap, so all of them agree on where a page lives in each language.

export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

/** English keeps every path of the spec unprefixed; Hindi lives under /hi. */
export const DEFAULT_LOCALE: Locale = 'en';

/** The hreflang of each language: the business serves India. */
export const HREFLANG: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language's name in its own script, as the language switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The language a route's `[locale]` segment (or next-intl's `getLocale()`) names; English for anything else. */
export const localeOf = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

/** Paths that have no Hindi version: the console (a staff tool, English only) and the API. */
const UNLOCALIZED = /^\/(?:admin|api)(?:\/|$)/;

/** Whether a path has a Hindi version (the console and the API have none). */
export const isLocalizedPath = (path: string) => !UNLOCALIZED.test(path);

/**
 * The language of a request path and the path without its prefix: `/hi/kundli` is Hindi
 * `/kundli`, `/kundli` is English `/kundli`. `prefix` is the prefix written in the path, if any
 * (an `/en/...` path is English too, but is sent to its unprefixed address by proxy.ts).
 */
export function splitLocale(pathname: string): { locale: Locale; path: string; prefix: Locale | null } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  if (match && isLocale(match[1])) return { locale: match[1], path: pathname.slice(3) || '/', prefix: match[1] };
  return { locale: DEFAULT_LOCALE, path: pathname, prefix: null };
}

/**
 * A site path in a language: `/kundli` → `/hi/kundli`, `/` → `/hi`; English and unlocalized
 * paths, and a path that already names its language (a return path `/hi/bookings`), as given.
 */
export function localePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith('/') || path.startsWith('//') || !isLocalizedPath(path)) return path;
  if (splitLocale(path.replace(/[?#].*$/s, '')).prefix !== null) return path;
  if (path === '/') return `/${locale}`;
  return /^\/[?#]/.test(path) ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/**
 * The cookie that remembers the language a visitor last chose with the header's switch. Written by
 * the browser (the switch), never by the server, so no cached answer carries a Set-Cookie; read by
 * proxy.ts only on pages that are already per-visitor (see `remembersLanguage`).
 */
export const LANGUAGE_COOKIE = 'lang';

/** The cookie's value as the switch writes it: a year, the whole site. */
export const languageCookie = (locale: Locale) => `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;

/**
 * The `lang` to mark a text someone typed (an expert's name or bio) with on a page in `locale`:
 * 'en' when a Hindi page shows a text with no Devanagari in it, so screen readers read it as
 * English; nothing when it is in the page's language.
 */
export const typedTextLang = (text: string, locale: Locale): 'en' | undefined => (locale === 'hi' && !/[\u0900-\u097F]/.test(text) ? 'en' : undefined);

export const otherLocale = (locale: Locale): Locale => (locale === 'hi' ? 'en' : 'hi');

/** The language of a page from its route params (`app/[locale]/…`), for the page and its metadata. */
export async function localeOfParams(params: Promise<{ locale: string }>): Promise<Locale> {
  return localeOf((await params).locale);
}
