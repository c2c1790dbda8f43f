'use client';
import Link from 'next/link';
import * as navigation from 'next/navigation';
import { useState, type ComponentProps } from 'react';
import { isLocale, localePath } from '@/lib/i18n/locales';

/** The page's language, from its [locale] segment (none on the console: English). */
function usePageLocale() {
  // Unit tests may stand in for next/navigation without useParams: then the page is English.
  const useParams = navigation.useParams as typeof navigation.useParams | undefined;
  const locale = useParams?.()?.locale;
  return isLocale(locale) ? locale : 'en';
}

/**
 * The site's link: Next's `Link`, prefetching its page only once the visitor shows intent
 * (pointer over it, a touch, keyboard focus) instead of as soon as it is on screen.
 *
 * Next's default prefetches every link that scrolls into view; on the home page that is a dozen
 * requests whose answers a phone must parse while the page is becoming interactive. Our pages
 * come from a cache, so a page fetched on intent is still there by the time of the click.
 * (The pattern is Next's own "hover-triggered prefetch".)
 *
 * A site path is kept in the page's language: `/contact` on a Hindi page leads to `/hi/contact`.
 */
export default function IntentLink({ href, prefetch, onPointerEnter, onFocus, onTouchStart, ...props }: ComponentProps<typeof Link>) {
  const locale = usePageLocale();
  const [intent, setIntent] = useState(false);
  const show = () => setIntent(true);
  return (
    <Link
      {...props}
      href={typeof href === 'string' ? localePath(href, locale) : href}
      prefetch={intent ? (prefetch ?? null) : false}
      onPointerEnter={(e) => {
        show();
        onPointerEnter?.(e);
      }}
      onFocus={(e) => {
        show();
        onFocus?.(e);
      }}
      onTouchStart={(e) => {
        show();
        onTouchStart?.(e);
      }}
    />
  );
}
