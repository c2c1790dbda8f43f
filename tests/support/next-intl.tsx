import type { ReactNode } from 'react';
import { createTranslator } from 'use-intl/core';
import { catalogue } from '@/lib/i18n/catalogue';
import { testLocale } from './test-locale';

// next-intl's hooks in unit tests. In the site, a server component reads them from the request
// and a client island from <ClientMessages>; a component rendered alone in a test has neither,
// so the hooks read the site's catalogues directly, with the same translator, in the test's
// language (./test-locale.ts).

export function useLocale() {
  return testLocale();
}

export function useTranslations(namespace?: string) {
  const lang = testLocale();
  return createTranslator({ locale: lang, messages: catalogue(lang), namespace: namespace as never, timeZone: 'Asia/Kolkata' });
}

export function NextIntlClientProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
