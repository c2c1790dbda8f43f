'use client';
import { usePathname } from 'next/navigation';
import type { SyntheticEvent } from 'react';
import { HREFLANG, isLocalizedPath, languageCookie, LOCALE_NAMES, localePath, otherLocale, splitLocale, type Locale } from '@/lib/i18n/locales';

/**
 * The header's link to the same page in the other language (`English` / `हिन्दी`). A plain link:
 * it is in the page's HTML (built or cached, the same for every visitor) and works without
 * JavaScript; once the page runs, it also carries the page's query string and remembers the
 * choice in a cookie of the browser's own, which per-visitor pages follow (proxy.ts).
 */

export default function LanguageSwitch({ locale, className }: { locale: Locale; className?: string }) {
  const other = otherLocale(locale);
  const path = splitLocale(usePathname() ?? '/').path;
  // The console is English only: no other language to switch to.
  if (!isLocalizedPath(path)) return null;
  // The query is added as the link is used: a built page's HTML has none, and reading it while
  // rendering would make every static page render on the client.
  const carryQuery = (e: SyntheticEvent<HTMLAnchorElement>) => {
    e.currentTarget.search = window.location.search;
  };
  return (
    <a
      href={localePath(path, other)}
      hrefLang={HREFLANG[other]}
      lang={other}
      className={className}
      onClick={(e) => {
        carryQuery(e);
        document.cookie = languageCookie(other);
      }}
      onPointerDown={carryQuery}
      onFocus={carryQuery}
    >
      {LOCALE_NAMES[other]}
    </a>
  );
}
