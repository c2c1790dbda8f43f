import { useTranslations } from 'next-intl';
import type { MatchResult as MatchResultData } from '@/lib/contract/astrology';
import { NorthIndianChart, SouthIndianChart } from '@/components/kundli/ChartDiagrams';
import { useAstroWords } from '@/components/kundli/use-astro-words';
import NextStep from '@/components/reports/NextStep';
import { diagramInput } from '@/lib/astro/chart-input';
import type { DisplayLanguage } from '@/lib/astro/format';
import { formatGunas } from '@/lib/astro/guna-bands';
import { engineText, useMatchBand, usePersonLabel } from './match-words';
import MatchDoshas from './MatchDoshas';
import MatchPoruthams from './MatchPoruthams';
import styles from './Match.module.scss';

/**
 * The total out of 36 gunas first (how Indian families read Guna Milan) with its band, then the score
 * out of 10, the eight kootas explained, the doshas with their exceptions (Mangal dosha across both
 * charts, Nadi, Bhakoot), the ten poruthams, both charts and a next step. `changeHref`, under a fresh
 * match on the form's page, leads back to the filled form below the result. `wordedIn`: the language
 * of the engine's sentences in `result` (the API's are English; the result page words them in its own).
 */
export default function MatchResult({ result, changeHref, wordedIn = 'en' }: { result: MatchResultData; changeHref?: string; wordedIn?: DisplayLanguage }) {
  const t = useTranslations('Match.result');
  const w = useAstroWords();
  const engine = engineText(w.lang, wordedIn);
  const label = usePersonLabel();
  const band = useMatchBand(w.lang)(result.total);
  const boy = label(result.boy, 'Boy');
  const girl = label(result.girl, 'Girl');
  return (
    <section aria-labelledby="match-result" className={styles.result}>
      <div className={`card ${styles.score}`}>
        <h2 id="match-result">{t('pair', { boy: result.boy.name, girl: result.girl.name })}</h2>
        <p className={styles.gunas}>
          <span className={styles.scoreValue}>{formatGunas(result.total)}</span>
          {t('gunasOf', { max: String(result.maxScore) })}
        </p>
        <p className={styles.band}>{band.line}</p>
        <p className={styles.scoreLine}>
          {t('score')} <span className={styles.outOf10}>{result.compatibilityScore.toFixed(1)}</span>
          <span> / 10</span>
        </p>
        <p>{wordedIn === w.lang ? result.verdict : band.verdict}</p>
        {changeHref && (
          <p className="no-print">
            <a href={changeHref}>{t('change')}</a>
          </p>
        )}
      </div>

      {/* On a phone each koota becomes a card whose cells carry their column's name (data-label). */}
      <table className={styles.table}>
        <caption>{t('kootasCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('koota')}</th>
            <th scope="col">{boy}</th>
            <th scope="col">{girl}</th>
            <th scope="col">{t('points')}</th>
            <th scope="col">{t('meaning')}</th>
          </tr>
        </thead>
        <tbody>
          {result.kootas.map((k) => (
            <tr key={k.name}>
              <th scope="row">{w.lang === 'en' ? k.label : w.koota(k.name)}</th>
              <td data-label={boy}>{w.kootaValue(k.groom)}</td>
              <td data-label={girl}>{w.kootaValue(k.bride)}</td>
              <td data-label={t('points')}>
                {formatGunas(k.points)} / {k.max}
              </td>
              <td className={styles.meaning} lang={engine.lang}>
                {k.explanation}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('total')}</th>
            <td colSpan={2} className={styles.empty} />
            <td data-label={t('points')}>
              {formatGunas(result.total)} / {result.maxScore}
            </td>
            <td className={styles.empty} />
          </tr>
        </tfoot>
      </table>

      <MatchDoshas result={result} wordedIn={wordedIn} />
      <MatchPoruthams poruthams={result.poruthams} wordedIn={wordedIn} />

      <div className="split">
        {([
          ['boyChart', boy],
          ['girlChart', girl],
        ] as const).map(([key, name]) => {
          const chart = result[key];
          return (
            <div key={key} className={`card ${styles.chartCard}`}>
              <h3>{name}</h3>
              <p>
                {t('chartLine', {
                  lagna: w.sign(chart.ascendant.sign),
                  moon: w.sign(chart.moonSign),
                  nakshatra: w.nakshatra(chart.moonNakshatra.name),
                  pada: String(chart.moonNakshatra.pada),
                  sun: w.sign(chart.sunSign),
                })}
              </p>
              <NorthIndianChart chart={diagramInput(chart, w.lang)} title={t('northChartOf', { name })} />
              <SouthIndianChart chart={diagramInput(chart, w.lang)} title={t('southChartOf', { name })} />
            </div>
          );
        })}
      </div>
      <NextStep text={t('nextStep')} href="/book/astrology-consultation" label={t('nextStepLabel')} />
    </section>
  );
}
