import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Messages } from '@/lib/i18n/catalogue';

/**
 * Gives the client components inside it the catalogue namespaces they use, and only those: the
 * browser gets the texts of its island, never the whole catalogue. A server component; wrap each
 * client island (a form, a switch) and read the texts there with next-intl's `useTranslations`.
 */
export default async function ClientMessages({ namespaces, children }: { namespaces: readonly (keyof Messages)[]; children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  const picked = Object.fromEntries(namespaces.map((ns) => [ns, (messages as Record<string, unknown>)[ns]]));
  return (
    <NextIntlClientProvider locale={locale} messages={picked} timeZone="Asia/Kolkata">
      {children}
    </NextIntlClientProvider>
  );
}
