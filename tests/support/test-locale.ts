import type { Locale } from '@/lib/i18n/locales';

// The language of the components a unit test renders, for the next-intl stand-ins
// (next-intl.tsx, next-intl-server.ts): English unless the test asks for another.

let current: Locale = 'en';

export function useTestLocale(locale: Locale) {
  current = locale;
}

export const testLocale = (): Locale => current;
