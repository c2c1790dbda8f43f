import { useTranslations } from 'next-intl';
import { Fragment } from 'react';
import { ruleRows, type MuhurtaResultWords, type MuhurtaView } from './muhurta-view';
import styles from './Muhurta.module.scss';

/** Above this many days left out, the list opens on request: a year's search leaves out hundreds. */
const EXCLUDED_SHOWN_OPEN = 14;

/** The private result of a muhurta search (server-rendered; no script). */
/** `words`: the same labels as plain data, for the rules' rows the PDF shares. */
export default function MuhurtaResult({ view, place, avoidRahuKaal, words }: { view: MuhurtaView; place: string; avoidRahuKaal: boolean; words: MuhurtaResultWords }) {
  const t = useTranslations('Muhurta.result');
  const excludedList = (
    <ul className={styles.excluded}>
      {view.excluded.map((e) => (
        <li key={e.date}>
          <strong>{e.day}</strong>: {e.reasons.join('; ')}
        </li>
      ))}
    </ul>
  );
  return (
    <>
      <section className={`card ${styles.section} ${styles.summaryCard}`} aria-labelledby="muhurta-summary">
        <h2 id="muhurta-summary">{t('summary')}</h2>
        <dl className={styles.summary}>
          <dt>{t('occasion')}</dt>
          <dd>{view.activity}</dd>
          <dt>{t('range')}</dt>
          <dd>{t('rangeValue', { from: view.from, to: view.to })}</dd>
          <dt>{t('place')}</dt>
          <dd>{place}</dd>
          <dt>{t('timezone')}</dt>
          <dd>{view.timezone}</dd>
          <dt>{t('birthStar')}</dt>
          <dd>{view.birthStar ? t('birthStarValue', view.birthStar) : t('noBirth')}</dd>
          <dt>{t('rahuKaal')}</dt>
          <dd>{avoidRahuKaal ? t('rahuKaalAvoided') : t('rahuKaalAllowed')}</dd>
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="muhurta-windows">
        <h2 id="muhurta-windows">{t('windowsTitle')}</h2>
        <p>{view.windowCount === 0 ? t('windowsNone') : view.windowCount === 1 ? t('windowsOne') : t('windowsMany', { count: view.windowCount })}</p>
        {view.windowCount === 0 && <p className={styles.muted}>{t('noWindowsHint')}</p>}
        {view.months.map((m) => (
          <section key={m.month} aria-labelledby={`muhurta-month-${m.month}`}>
            <h3 id={`muhurta-month-${m.month}`}>{m.title}</h3>
            <table className={styles.windows}>
              <thead>
                <tr>
                  <th scope="col">{t('time')}</th>
                  <th scope="col">{t('nakshatra')}</th>
                  <th scope="col">{t('tithi')}</th>
                  <th scope="col">{t('lagna')}</th>
                  <th scope="col">{t('ownReasons')}</th>
                </tr>
              </thead>
              {m.days.map((d) => (
                <tbody key={d.date}>
                  <tr className={styles.day}>
                    <th scope="rowgroup" colSpan={5}>
                      {d.day}
                    </th>
                  </tr>
                  {d.windows.map((w) => (
                    <tr key={w.start}>
                      <th scope="row">{t('timeRange', { start: w.start, end: w.end })}</th>
                      <td data-label={t('nakshatra')}>{w.nakshatra}</td>
                      <td data-label={t('tithi')}>{w.tithi}</td>
                      <td data-label={t('lagna')}>{w.lagna}</td>
                      {w.ownReasons.length ? (
                        <td data-label={t('ownReasons')} className={styles.wide}>
                          <ul>
                            {w.ownReasons.map((r) => (
                              <li key={r}>{r}</li>
                            ))}
                          </ul>
                        </td>
                      ) : (
                        <td className={styles.empty} />
                      )}
                    </tr>
                  ))}
                  <tr className={styles.dayReasons}>
                    <td colSpan={5}>
                      <strong>{t('dayReasons')}</strong>
                      <ul>
                        {d.reasons.map((r) => (
                          <li key={r}>{r}</li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                </tbody>
              ))}
            </table>
          </section>
        ))}
      </section>

      <section className={styles.section} aria-labelledby="muhurta-asta">
        <h2 id="muhurta-asta">{t('astaTitle')}</h2>
        {!view.astaApplies && !view.chaturmasApplies && <p>{t('astaNotApplied')}</p>}
        {view.astaApplies &&
          (view.asta.length ? (
            <ul>
              {view.asta.map((a) => (
                <li key={`${a.graha}-${a.start}`}>{t('astaSpan', a)}</li>
              ))}
            </ul>
          ) : (
            <p>{t('noAsta')}</p>
          ))}
        {view.chaturmasApplies && <p>{view.chaturmas ? t('chaturmas', view.chaturmas) : t('noChaturmas')}</p>}
      </section>

      {view.excluded.length > 0 && (
        <section className={styles.section} aria-labelledby="muhurta-excluded">
          <h2 id="muhurta-excluded">{t('excludedTitle')}</h2>
          <p>{t('excludedIntro')}</p>
          {view.excluded.length > EXCLUDED_SHOWN_OPEN ? (
            <details className={styles.more}>
              <summary>{t('excludedMore', { count: view.excluded.length })}</summary>
              {excludedList}
            </details>
          ) : (
            excludedList
          )}
        </section>
      )}

      <section className={styles.section} aria-labelledby="muhurta-rules">
        <h2 id="muhurta-rules">{t('rulesTitle')}</h2>
        <RuleList rows={ruleRows(view, avoidRahuKaal, words)} />
        <p>{t('source', { source: view.source })}</p>
        <p>{t('commonRules')}</p>
        <p className={styles.muted}>{t('tradition')}</p>
      </section>
    </>
  );
}

/** The activity's rules as data, each list in the page's language. */
function RuleList({ rows }: { rows: [string, string][] }) {
  return (
    <dl className={styles.rules}>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
