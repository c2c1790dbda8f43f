import { useTranslations } from 'next-intl';
import { GUNA_MINIMUM, verdictBand, type VerdictBand } from '@/lib/astro/guna-bands';

/** A band's key in the Match catalogue's `result.bands` and `result.verdicts`. */
const BAND_KEYS: Readonly<Record<VerdictBand, 'notRecommended' | 'average' | 'good' | 'excellent'>> = {
  'not-recommended': 'notRecommended',
  average: 'average',
  good: 'good',
  excellent: 'excellent',
};

/** The band line and the verdict of a gunas total in the page's language (English word for word as the engine's). */
export function useMatchBand() {
  const t = useTranslations('Match.result');
  return (total: number) => {
    const key = BAND_KEYS[verdictBand(total)];
    return { line: t('bandLine', { band: t(`bands.${key}`), minimum: String(GUNA_MINIMUM) }), verdict: t(`verdicts.${key}`) };
  };
}

/** A person's name, or "Boy"/"Girl" (वर/कन्या) when none was given. */
export function usePersonLabel() {
  const t = useTranslations('Match.form');
  return (person: { name: string }, role: 'Boy' | 'Girl') => person.name || t(role === 'Boy' ? 'boy' : 'girl');
}
