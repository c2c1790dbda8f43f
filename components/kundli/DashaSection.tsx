import type { ReactNode } from 'react';
import { formatYearSpan } from '@/lib/astro/format';
import type { KundliReadChart } from '@/lib/contract/kundli';
import KundliSection from './KundliSection';
import { dateSpan } from './kundli-words';
import styles from './KundliResult.module.scss';

/** "(now)" beside the running period; the period itself carries aria-current. */
const Now = () => <span className={styles.now}> (now)</span>;

/** A period whose sub-periods fold under it: open, marked and "(now)" while it runs. */
function FoldedPeriod({ now, label, listClass = styles.antardashas, children }: { now: boolean; label: ReactNode; listClass?: string; children: ReactNode }) {
  return (
    <li aria-current={now ? 'true' : undefined}>
      <details open={now}>
        <summary>
          {label}
          {now && <Now />}
        </summary>
        <ul className={listClass}>{children}</ul>
      </details>
    </li>
  );
}

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
          const label = (
            <>
              <strong>{m.lord}</strong> mahadasha: {dateSpan(m)}
            </>
          );
          return (
            <FoldedPeriod key={m.start} now={nowMaha} label={label}>
              {m.antardashas.map((a, j) => {
                const nowAntar = nowMaha && mark?.antar === j;
                return (
                  <FoldedPeriod key={a.start} now={nowAntar} label={`${m.lord}–${a.lord}: ${dateSpan(a)}`} listClass={styles.pratyantardashas}>
                    {a.pratyantardashas?.map((p, k) => {
                      const nowPratyantar = nowAntar && mark?.pratyantar === k;
                      return (
                        <li key={p.start} aria-current={nowPratyantar ? 'true' : undefined} className={nowPratyantar ? styles.running : undefined}>
                          {m.lord}–{a.lord}–{p.lord}: {dateSpan(p)}
                          {nowPratyantar && <Now />}
                        </li>
                      );
                    })}
                  </FoldedPeriod>
                );
              })}
            </FoldedPeriod>
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
            const label = (
              <>
                <strong>{m.yogini}</strong> ({m.lord}): {dateSpan(m)}
              </>
            );
            return (
              <FoldedPeriod key={m.start} now={m === yoginiNow} label={label}>
                {m.antardashas.map((a) => (
                  <li key={a.start}>
                    {m.yogini}–{a.yogini} ({a.lord}): {dateSpan(a)}
                  </li>
                ))}
              </FoldedPeriod>
            );
          })}
        </ul>
      </details>
    </KundliSection>
  );
}
