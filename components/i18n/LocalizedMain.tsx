'use client';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { splitLocale, type Locale } from '@/lib/i18n/locales';
import { isPerItemPage, isTranslated } from '@/lib/i18n/translated';
import UntranslatedNotice from './UntranslatedNotice';

/**
 * The page's main content. A Hindi page whose texts are not in the catalogue yet (lib/i18n/translated.ts)
 * shows its English text, marked `lang="en"` for screen readers, under a short Hindi notice.
 * A client part only because a layout does not know its page's path; it renders on the server too.
 * The notice comes from the server, so the catalogues stay out of the browser's JavaScript. A page
 * translated item by item (an article) knows from its data whether it is, and shows the notice itself.
 */
export default function LocalizedMain({ locale, notice, children }: { locale: Locale; notice: string; children: ReactNode }) {
  const path = splitLocale(usePathname() ?? '/').path;
  const untranslated = locale !== 'en' && !isPerItemPage(path) && !isTranslated(path);
  return (
    <main id="main" tabIndex={-1} lang={untranslated ? 'en' : undefined}>
      {untranslated ? <UntranslatedNotice notice={notice} /> : null}
      {children}
    </main>
  );
}
