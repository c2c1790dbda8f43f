import { useTranslations } from 'next-intl';
import type { KundliReadChart } from '@/lib/contract/kundli';
import KundliSection from './KundliSection';
import { useAstroWords } from './use-astro-words';
import styles from './KundliResult.module.scss';

/**
 * Each yoga present: its name, the rule it meets, the grahas that form it and the text it comes from.
 * The rule's wording is the engine's, in English: on a Hindi page it is marked as English.
 */
export default function YogaSection({ yogas }: { yogas: KundliReadChart['yogas'] }) {
  const t = useTranslations('Kundli.yogas');
  const w = useAstroWords();
  const engineLang = w.lang === 'en' ? undefined : 'en';
  return (
    <KundliSection id="yogas">
      {yogas.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul className={styles.yogas}>
          {yogas.map((y) => (
            <li key={y.key} className={styles.block}>
              <h3>{w.chartYoga(y.key, y.name)}</h3>
              <p lang={engineLang}>{y.rule}</p>
              <p className={styles.basis}>{t('formedBy', { planets: y.planets.map((p) => w.graha(p)).join(', '), source: y.source })}</p>
              {y.cancellations && y.cancellations.length > 0 && <p lang={engineLang}>{t('cancelled', { rules: y.cancellations.join('; ') })}</p>}
            </li>
          ))}
        </ul>
      )}
    </KundliSection>
  );
}
