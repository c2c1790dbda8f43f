import { useTranslations } from 'next-intl';
import Link from '@/components/ui/IntentLink';
import { bookingPath } from '@/lib/consultations/services';
import { EXPERTS } from '@/lib/experts/kinds';
import type { KundliReadChart } from '@/lib/contract/kundli';
import KundliSection from './KundliSection';
import { useAstroWords } from './use-astro-words';
import styles from './KundliResult.module.scss';

/**
 * The written reading, each paragraph with the positions and the rule's source it rests on; then a way to a person.
 * The reading's phrase tables are English only so far: on a Hindi page it is shown in English, marked so, under a one-line note.
 */
export default function ReadingSection({ reading }: { reading: KundliReadChart['reading'] }) {
  const t = useTranslations('Kundli.reading');
  const english = useAstroWords().lang === 'en';
  return (
    <KundliSection id="reading">
      {!english && <p className={styles.note}>{t('englishOnly')}</p>}
      {reading.sections.map((s) => (
        <div key={s.key} className={styles.readingPart} lang={english ? undefined : 'en'}>
          <h3>{s.title}</h3>
          {s.paragraphs.map((p) => (
            <div key={p.key} className={styles.paragraph}>
              <p>{p.text}</p>
              <p className={styles.basis}>
                Based on: {p.basis.positions.join('; ')} · {p.basis.source}
              </p>
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
