import { useTranslations } from 'next-intl';
import Link from '@/components/ui/IntentLink';
import { bookingPath } from '@/lib/consultations/services';
import { EXPERTS } from '@/lib/experts/kinds';
import type { KundliReadChart } from '@/lib/contract/kundli';
import KundliSection from './KundliSection';
import styles from './KundliResult.module.scss';

/**
 * The written reading, each paragraph with the positions and the rule's source it rests on; then a way to a person.
 * The reading comes in the page's language (the result page writes the Hindi one from the same chart).
 */
export default function ReadingSection({ reading }: { reading: KundliReadChart['reading'] }) {
  const t = useTranslations('Kundli.reading');
  return (
    <KundliSection id="reading">
      {reading.sections.map((s) => (
        <div key={s.key} className={styles.readingPart}>
          <h3>{s.title}</h3>
          {s.paragraphs.map((p) => (
            <div key={p.key} className={styles.paragraph}>
              <p>{p.text}</p>
              <p className={styles.basis}>{t('basedOn', { positions: p.basis.positions.join('; '), source: p.basis.source })}</p>
            </div>
          ))}
        </div>
      ))}
      <div className={`${styles.cta} no-print`}>
        <p>{t('cta')}</p>
        <Link href={bookingPath(EXPERTS.astrologer.bookingService)} className="btn">
          {t('talk')}
        </Link>
      </div>
    </KundliSection>
  );
}
