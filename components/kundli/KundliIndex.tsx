import { useTranslations } from 'next-intl';
import { KUNDLI_SECTIONS } from './kundli-words';
import styles from './KundliResult.module.scss';

/** The in-page index: the sections as anchor links, a short wrapping list (never a tall sidebar on a phone). */
export default function KundliIndex() {
  const t = useTranslations('Kundli');
  return (
    <nav aria-label={t('result.indexLabel')} className={`${styles.index} no-print`}>
      <ol>
        {KUNDLI_SECTIONS.map((id) => (
          <li key={id}>
            <a href={`#${id}`}>{t(`sections.${id}`)}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
