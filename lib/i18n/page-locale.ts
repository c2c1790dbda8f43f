import 'server-only';
import { getLocale } from 'next-intl/server';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/** The language of the page being rendered (its [locale] segment), as a Locale. */
export async function pageLocale(): Promise<Locale> {
  const locale = await getLocale();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
