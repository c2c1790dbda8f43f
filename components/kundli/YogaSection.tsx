import { useTranslations } from 'next-intl';
import type { KundliReadChart } from '@/lib/contract/kundli';
import KundliSection from './KundliSection';
import { useAstroWords } from './use-astro-words';
import styles from './KundliResult.module.scss';

/**
 * Each yoga present: its name, the rule it meets, the grahas that form it and the text it comes from, in the
 * page's language (the result page gives the Hindi rules: yogasIn).
 */
export default function YogaSection({ yogas }: { yogas: KundliReadChart['yogas'] }) {
  const t = useTranslations('Kundli.yogas');
  const w = useAstroWords();
  return (
    <KundliSection id="yogas">
      {yogas.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul className={styles.yogas}>
          {yogas.map((y) => (
            <li key={y.key} className={styles.block}>
              <h3>{w.chartYoga(y.key, y.name)}</h3>
              <p>{y.rule}</p>
              <p className={styles.basis}>{t('formedBy', { planets: y.planets.map((p) => w.graha(p)).join(', '), source: y.source })}</p>
              {y.cancellations && y.cancellations.length > 0 && <p>{t('cancelled', { rules: y.cancellations.join('; ') })}</p>}
            </li>
          ))}
        </ul>
      )}
    </KundliSection>
  );
}
