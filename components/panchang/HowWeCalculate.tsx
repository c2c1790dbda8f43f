import { getTranslations } from 'next-intl/server';
import styles from './Panchang.module.scss';

const POINTS = ['day', 'positions', 'limbs', 'muhurta', 'month', 'times'] as const;

/** The conventions, as the page promises them (the same as the Swiss Ephemeris reference the engine is tested against). */
export default async function HowWeCalculate() {
  const t = await getTranslations('Panchang');
  return (
    <section aria-labelledby="how-we-calculate" className={styles.panchang}>
      <h2 id="how-we-calculate">{t('howTitle')}</h2>
      <ul>
        {POINTS.map((point) => (
          <li key={point}>{t(`how.${point}`)}</li>
        ))}
      </ul>
    </section>
  );
}
