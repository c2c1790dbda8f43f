'use client';
import { usePathname, useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { localePath, splitLocale, type Locale } from './locales';

// Client-side navigation that stays in the page's language: a form that sends its visitor on
// (a kundli to its result, sign-in back to where it started) writes the English site path, and
// these give it under /hi on a Hindi page. The one way components move the visitor.

/** The language of the page shown, read from its address (`/hi/...` is Hindi). */
export function usePageLocale(): Locale {
  return splitLocale(usePathname() ?? '/').locale;
}

/** A path in the language of the page shown now (navigation happens in the browser only). */
const inPageLanguage = (href: string) => localePath(href, splitLocale(window.location.pathname).locale);

/** next/navigation's router, whose push and replace keep the page's language. */
export function useLocaleRouter(): ReturnType<typeof useRouter> {
  const router = useRouter();
  return useMemo(
    () => ({
      ...router,
      push: (href, ...options) => router.push(inPageLanguage(href), ...options),
      replace: (href, ...options) => router.replace(inPageLanguage(href), ...options),
      prefetch: (href, ...options) => router.prefetch(inPageLanguage(href), ...options),
    }),
    [router],
  );
}
