'use client';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { splitLocale, type Locale } from '@/lib/i18n/locales';
import { isTranslated } from '@/lib/i18n/translated';

/**
 * The page's main content. A Hindi page whose texts are not in the catalogue yet (lib/i18n/translated.ts)
 * shows its English text, marked `lang="en"` for screen readers, under a short Hindi notice.
 * A client part only because a layout does not know its page's path; it renders on the server too.
 * The notice comes from the server, so the catalogues stay out of the browser's JavaScript.
 */
export default function LocalizedMain({ locale, notice, children }: { locale: Locale; notice: string; children: ReactNode }) {
  const path = splitLocale(usePathname() ?? '/').path;
  const untranslated = locale !== 'en' && !isTranslated(path);
  return (
    <main id="main" tabIndex={-1} lang={untranslated ? 'en' : undefined}>
      {untranslated ? (
        <p className="container untranslated-notice" lang="hi" role="note">
          {notice}
        </p>
      ) : null}
      {children}
    </main>
  );
}
