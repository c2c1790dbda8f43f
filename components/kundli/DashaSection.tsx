import { formatYearSpan } from '@/lib/astro/format';
import type { KundliReadChart } from '@/lib/contract/kundli';
import KundliSection from './KundliSection';
import { dateSpan } from './kundli-words';
import styles from './KundliResult.module.scss';

/** "(now)" beside the running period; the period itself carries aria-current. */
const Now = () => <span className={styles.now}> (now)</span>;

/**
 * Vimshottari to three levels, each level folded in `<details>` (729 pratyantar rows would flood the page), the
 * running maha, antar and pratyantar open and marked; then the Yogini dasha.
 */
export default function DashaSection({ chart }: { chart: KundliReadChart }) {
  const v = chart.vimshottari;
  const mark = v.current;
  // ISO instants of one form compare as text.
  const yoginiNow = chart.yogini.mahadashas.find((m) => m.start <= chart.asOf && chart.asOf < m.end);
  return (
    <KundliSection id="dashas">
      <h3>Vimshottari dasha</h3>
      <p>
        Starting dasha: {v.startLord}, with {formatYearSpan(v.balanceYears)} remaining at birth. Years of {v.yearDays} days.
      </p>
      <ul className={styles.dashas} aria-label="Vimshottari periods">
        {v.mahadashas.map((m, i) => {
          const nowMaha = mark?.maha === i;
          return (
            <li key={m.start} aria-current={nowMaha ? 'true' : undefined}>
              <details open={nowMaha}>
                <summary>
                  <strong>{m.lord}</strong> mahadasha: {dateSpan(m)}
                  {nowMaha && <Now />}
                </summary>
                <ul className={styles.antardashas}>
                  {m.antardashas.map((a, j) => {
                    const nowAntar = nowMaha && mark?.antar === j;
                    return (
                      <li key={a.start} aria-current={nowAntar ? 'true' : undefined}>
                        <details open={nowAntar}>
                          <summary>
                            {m.lord}–{a.lord}: {dateSpan(a)}
                            {nowAntar && <Now />}
                          </summary>
                          <ul className={styles.pratyantardashas}>
                            {a.pratyantardashas?.map((p, k) => {
                              const nowPratyantar = nowAntar && mark?.pratyantar === k;
                              return (
                                <li key={p.start} aria-current={nowPratyantar ? 'true' : undefined} className={nowPratyantar ? styles.running : undefined}>
                                  {m.lord}–{a.lord}–{p.lord}: {dateSpan(p)}
                                  {nowPratyantar && <Now />}
                                </li>
                              );
                            })}
                          </ul>
                        </details>
                      </li>
                    );
                  })}
                </ul>
              </details>
            </li>
          );
        })}
      </ul>

      <h3>Yogini dasha</h3>
      <p>
        Eight yoginis in a 36-year cycle. At birth: {chart.yogini.startYogini}, with {formatYearSpan(chart.yogini.balanceYears)} remaining.
        {yoginiNow && ` Now: ${yoginiNow.yogini} (${yoginiNow.lord}), ${dateSpan(yoginiNow)}.`}
      </p>
      <details className={styles.yoginiAll}>
        <summary>All Yogini periods, from birth to 108 years</summary>
        <ul className={`${styles.dashas} ${styles.yogini}`} aria-label="Yogini periods">
          {chart.yogini.mahadashas.map((m) => {
            const now = m === yoginiNow;
            return (
              <li key={m.start} aria-current={now ? 'true' : undefined}>
                <details open={now}>
                  <summary>
                    <strong>{m.yogini}</strong> ({m.lord}): {dateSpan(m)}
                    {now && <Now />}
                  </summary>
                  <ul className={styles.antardashas}>
                    {m.antardashas.map((a) => (
                      <li key={a.start}>
                        {m.yogini}–{a.yogini} ({a.lord}): {dateSpan(a)}
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            );
          })}
        </ul>
      </details>
    </KundliSection>
  );
}
