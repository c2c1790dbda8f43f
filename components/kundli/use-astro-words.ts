import { useLocale } from 'next-intl';
import { isLocale } from '@/lib/i18n/locales';
import { astroWords, type AstroWords } from './kundli-words';

/** The engine's words in the language of the page being rendered (server or browser). */
export function useAstroWords(): AstroWords {
  const locale = useLocale();
  return astroWords(isLocale(locale) ? locale : 'en');
}
