import type { FaqCategory } from '@/content/types';
import styles from './Faq.module.scss';

/** Every item of every group shares this name: the browser keeps at most one of them open. */
const ACCORDION_NAME = 'faq';

/**
 * FAQ groups as one accordion: opening an item closes the one that was open (SPEC 4). Built from
 * `<details name>` (an exclusive accordion the browser runs itself), so the page ships no script for
 * it and the answers are in the HTML for search engines and find-in-page. A browser without
 * exclusive `<details>` still opens and closes each item; it just leaves earlier ones open.
 */
export default function FaqAccordion({ categories }: { categories: FaqCategory[] }) {
  return (
    <div className={styles.faq}>
      {categories.map((cat, ci) => (
        <section key={cat.category} className={styles.category} aria-labelledby={`faq-group-${ci}`}>
          <h2 id={`faq-group-${ci}`}>{cat.category}</h2>
          <ul className={styles.items}>
            {cat.items.map((item, ii) => (
              <li key={ii} className={`card ${styles.item}`}>
                <details name={ACCORDION_NAME} className={styles.details}>
                  <summary className={styles.question}>
                    <h3>{item.question}</h3>
                    <span aria-hidden="true" className={styles.sign} />
                  </summary>
                  <div className={styles.answer}>
                    {item.answer.split(/\n\s*\n/).map((p, pi) => (
                      <p key={pi}>{p}</p>
                    ))}
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
