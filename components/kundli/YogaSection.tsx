import type { KundliReadChart } from '@/lib/contract/kundli';
import KundliSection from './KundliSection';
import styles from './KundliResult.module.scss';

/** Each yoga present: its name, the rule it meets, the grahas that form it and the text it comes from. */
export default function YogaSection({ yogas }: { yogas: KundliReadChart['yogas'] }) {
  return (
    <KundliSection id="yogas">
      {yogas.length === 0 ? (
        <p>None of the classical yogas this page checks is formed in the birth chart.</p>
      ) : (
        <ul className={styles.yogas}>
          {yogas.map((y) => (
            <li key={y.key} className={styles.block}>
              <h3>{y.name}</h3>
              <p>{y.rule}</p>
              <p className={styles.basis}>
                Formed by {y.planets.join(', ')} · {y.source}
              </p>
              {y.cancellations && y.cancellations.length > 0 && <p>Cancelled: {y.cancellations.join('; ')}.</p>}
            </li>
          ))}
        </ul>
      )}
    </KundliSection>
  );
}
