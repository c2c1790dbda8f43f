import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { formatYearSpan } from '@/lib/astro/format';
import type { KundliReadChart } from '@/lib/contract/kundli';
import KundliSection from './KundliSection';
import { useAstroWords } from './use-astro-words';
import styles from './KundliResult.module.scss';

/** "(now)" beside the running period; the period itself carries aria-current. */
function Now() {
  const t = useTranslations('Kundli.dashas');
  return <span className={styles.now}>{t('now')}</span>;
}

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
  const t = useTranslations('Kundli.dashas');
  const w = useAstroWords();
  const dateSpan = w.span;
  const lord = w.graha;
  const v = chart.vimshottari;
  const mark = v.current;
  // ISO instants of one form compare as text.
  const yoginiNow = chart.yogini.mahadashas.find((m) => m.start <= chart.asOf && chart.asOf < m.end);
  return (
    <KundliSection id="dashas">
      <h3>{t('vimshottari')}</h3>
      <p>{t('starting', { lord: lord(v.startLord), balance: formatYearSpan(v.balanceYears, w.lang), days: String(v.yearDays) })}</p>
      <ul className={styles.dashas} aria-label={t('periodsLabel')}>
        {v.mahadashas.map((m, i) => {
          const nowMaha = mark?.maha === i;
          const label = (
            <>
              <strong>{lord(m.lord)}</strong> {t('mahadasha')}: {dateSpan(m)}
            </>
          );
          return (
            <FoldedPeriod key={m.start} now={nowMaha} label={label}>
              {m.antardashas.map((a, j) => {
                const nowAntar = nowMaha && mark?.antar === j;
                return (
                  <FoldedPeriod key={a.start} now={nowAntar} label={`${lord(m.lord)}–${lord(a.lord)}: ${dateSpan(a)}`} listClass={styles.pratyantardashas}>
                    {a.pratyantardashas?.map((p, k) => {
                      const nowPratyantar = nowAntar && mark?.pratyantar === k;
                      return (
                        <li key={p.start} aria-current={nowPratyantar ? 'true' : undefined} className={nowPratyantar ? styles.running : undefined}>
                          {lord(m.lord)}–{lord(a.lord)}–{lord(p.lord)}: {dateSpan(p)}
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

      <h3>{t('yogini')}</h3>
      <p>
        {t('yoginiIntro', { yogini: w.yogini(chart.yogini.startYogini), balance: formatYearSpan(chart.yogini.balanceYears, w.lang) })}
        {yoginiNow && t('yoginiNow', { yogini: w.yogini(yoginiNow.yogini), lord: lord(yoginiNow.lord), span: dateSpan(yoginiNow) })}
      </p>
      <details className={styles.yoginiAll}>
        <summary>{t('yoginiAll')}</summary>
        <ul className={`${styles.dashas} ${styles.yogini}`} aria-label={t('yoginiLabel')}>
          {chart.yogini.mahadashas.map((m) => {
            const label = (
              <>
                <strong>{w.yogini(m.yogini)}</strong> ({lord(m.lord)}): {dateSpan(m)}
              </>
            );
            return (
              <FoldedPeriod key={m.start} now={m === yoginiNow} label={label}>
                {m.antardashas.map((a) => (
                  <li key={a.start}>
                    {w.yogini(m.yogini)}–{w.yogini(a.yogini)} ({lord(a.lord)}): {dateSpan(a)}
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
