import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { KundliSectionId } from './kundli-words';
import styles from './KundliResult.module.scss';

/** One section of the result: a region named by its heading, whose id is the index's anchor. */
export default function KundliSection({ id, className, children }: { id: KundliSectionId; className?: string; children: ReactNode }) {
  const t = useTranslations('Kundli.sections');
  return (
    <section aria-labelledby={id} className={`${styles.section} ${className ?? ''}`}>
      <h2 id={id} className={styles.anchor}>
        {t(id)}
      </h2>
      {children}
    </section>
  );
}
