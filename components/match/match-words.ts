import { useTranslations } from 'next-intl';
import type { DisplayLanguage } from '@/lib/astro/format';
import { GUNA_MINIMUM, verdictBand, verdictFor, type VerdictBand } from '@/lib/astro/guna-bands';

/** A band's key in the Match catalogue's `result.bands`. */
const BAND_KEYS: Readonly<Record<VerdictBand, 'notRecommended' | 'average' | 'good' | 'excellent'>> = {
  'not-recommended': 'notRecommended',
  average: 'average',
  good: 'good',
  excellent: 'excellent',
};

/** The band line and the verdict (the engine's, lib/astro/guna-bands.ts) of a gunas total in the page's language. */
export function useMatchBand(lang: DisplayLanguage) {
  const t = useTranslations('Match.result');
  return (total: number) => {
    const key = BAND_KEYS[verdictBand(total)];
    return { line: t('bandLine', { band: t(`bands.${key}`), minimum: String(GUNA_MINIMUM) }), verdict: verdictFor(total, lang) };
  };
}

/**
 * How the engine's sentences are marked on this page: nothing when they are in the page's language,
 * else their language (an English result on a Hindi page, as the form shows what the API answered).
 * Also the full stop that ends one of them.
 */
export function engineText(page: DisplayLanguage, wordedIn: DisplayLanguage) {
  return { lang: wordedIn === page ? undefined : wordedIn, stop: wordedIn === 'hi' ? '।' : '.' };
}

/** A person's name, or "Boy"/"Girl" (वर/कन्या) when none was given. */
export function usePersonLabel() {
  const t = useTranslations('Match.form');
  return (person: { name: string }, role: 'Boy' | 'Girl') => person.name || t(role === 'Boy' ? 'boy' : 'girl');
}
