import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { FormLanguageProvider } from '@/components/form/FormLanguage';
import { HI_MESSAGES } from '@/lib/i18n/api-messages.hi';
import type { Messages } from '@/lib/i18n/catalogue';

/**
 * Gives the client components inside it the catalogue namespaces they use, and only those: the
 * browser gets the texts of its island, never the whole catalogue. A server component; wrap each
 * client island (a form, a switch) and read the texts there with next-intl's `useTranslations`.
 * `forms`: the island has a form, whose problems and alerts (the contracts' and the API's
 * messages) the form kit shows in Hindi on a Hindi page; only then does the Hindi table of those
 * messages go to the browser.
 */
export default async function ClientMessages({ namespaces, forms = false, children }: { namespaces: readonly (keyof Messages)[]; forms?: boolean; children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  const picked = Object.fromEntries(namespaces.map((ns) => [ns, (messages as Record<string, unknown>)[ns]]));
  const island = (
    <NextIntlClientProvider locale={locale} messages={picked} timeZone="Asia/Kolkata">
      {children}
    </NextIntlClientProvider>
  );
  return forms && locale === 'hi' ? <FormLanguageProvider table={HI_MESSAGES}>{island}</FormLanguageProvider> : island;
}
