'use client';
import { useId, useState } from 'react';
import type { FaqCategory } from '@/content/types';
import styles from './Faq.module.scss';

/** FAQ groups as one accordion: opening an item closes the one that was open (SPEC 4). */
export default function FaqAccordion({ categories }: { categories: FaqCategory[] }) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const baseId = useId();

  return (
    <div className={styles.faq}>
      {categories.map((cat, ci) => (
        <section key={cat.category} className={styles.category} aria-labelledby={`${baseId}-cat-${ci}`}>
          <h2 id={`${baseId}-cat-${ci}`}>{cat.category}</h2>
          <ul className={styles.items}>
            {cat.items.map((item, ii) => {
              const key = `${ci}-${ii}`;
              const open = openKey === key;
              const panelId = `${baseId}-panel-${key}`;
              return (
                <li key={key} className={`card ${styles.item}`}>
                  <h3 className={styles.question}>
                    <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpenKey(open ? null : key)}>
                      <span>{item.question}</span>
                      <span aria-hidden="true" className={styles.sign}>
                        {open ? '−' : '+'}
                      </span>
                    </button>
                  </h3>
                  <div id={panelId} role="region" aria-label={item.question} hidden={!open} className={styles.answer}>
                    {item.answer.split(/\n\s*\n/).map((p, pi) => (
                      <p key={pi}>{p}</p>
                    ))}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
