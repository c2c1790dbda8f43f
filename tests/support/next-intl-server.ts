import { createTranslator } from 'use-intl/core';
import { catalogue } from '@/lib/i18n/catalogue';
import type { Locale } from '@/lib/i18n/locales';
import { testLocale } from './test-locale';

// next-intl/server in unit tests: server components render outside Next here, so there is no
// request to read the language from. The same translator next-intl uses, over the site's own
// catalogues, in the test's language (./test-locale.ts).

export async function getLocale(): Promise<Locale> {
  return testLocale();
}

export async function getMessages() {
  return catalogue(testLocale());
}

export async function getTranslations(options?: string | { locale?: string; namespace?: string }) {
  const { locale = testLocale(), namespace } = typeof options === 'string' ? { namespace: options } : (options ?? {});
  const lang = locale === 'hi' ? 'hi' : 'en';
  return createTranslator({ locale: lang, messages: catalogue(lang), namespace: namespace as never, timeZone: 'Asia/Kolkata' });
}
