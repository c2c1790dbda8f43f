import { KUNDLI_SECTIONS } from './kundli-words';
import styles from './KundliResult.module.scss';

/** The in-page index: the sections as anchor links, a short wrapping list (never a tall sidebar on a phone). */
export default function KundliIndex() {
  return (
    <nav aria-label="Sections of this kundli" className={`${styles.index} no-print`}>
      <ol>
        {KUNDLI_SECTIONS.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`}>{s.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
