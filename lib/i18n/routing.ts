import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from './locales';

/**
 * next-intl's routing: English unprefixed, Hindi under /hi. Pages are cached publicly, so the
 * language is read from the path alone: no detection from Accept-Language or a cookie, no locale
 * cookie, and no `Link` header (the alternates are in each page's <head>). proxy.ts applies it.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});
