import type { MatchResult as MatchResultData } from '@/lib/contract/astrology';
import { personLabel } from '@/lib/contract/astrology-basics';
import { NorthIndianChart, SouthIndianChart } from '@/components/kundli/ChartDiagrams';
import NextStep from '@/components/reports/NextStep';
import { diagramInput } from '@/lib/astro/chart-input';
import { formatGunas, matchBandLine } from '@/lib/astro/guna-bands';
import MatchDoshas from './MatchDoshas';
import MatchPoruthams from './MatchPoruthams';
import styles from './Match.module.scss';

/**
 * The total out of 36 gunas first (how Indian families read Guna Milan) with its band, then the score
 * out of 10, the eight kootas explained, the doshas with their exceptions (Mangal dosha across both
 * charts, Nadi, Bhakoot), the ten poruthams, both charts and a next step. `changeHref`, under a fresh
 * match on the form's page, leads back to the filled form below the result.
 */
export default function MatchResult({ result, changeHref }: { result: MatchResultData; changeHref?: string }) {
  const boy = personLabel(result.boy, 'Boy');
  const girl = personLabel(result.girl, 'Girl');
  return (
    <section aria-labelledby="match-result" className={styles.result}>
      <div className={`card ${styles.score}`}>
        <h2 id="match-result">
          {result.boy.name} and {result.girl.name}
        </h2>
        <p className={styles.gunas}>
          <span className={styles.scoreValue}>{formatGunas(result.total)}</span> of {result.maxScore} gunas
        </p>
        <p className={styles.band}>{matchBandLine(result.total)}</p>
        <p className={styles.scoreLine}>
          Score <span className={styles.outOf10}>{result.compatibilityScore.toFixed(1)}</span>
          <span> / 10</span>
        </p>
        <p>{result.verdict}</p>
        {changeHref && (
          <p className="no-print">
            <a href={changeHref}>Change details</a>
          </p>
        )}
      </div>

      {/* On a phone each koota becomes a card whose cells carry their column's name (data-label). */}
      <table className={styles.table}>
        <caption>The eight kootas (Ashtakoota Guna Milan)</caption>
        <thead>
          <tr>
            <th scope="col">Koota</th>
            <th scope="col">{boy}</th>
            <th scope="col">{girl}</th>
            <th scope="col">Points</th>
            <th scope="col">What it means</th>
          </tr>
        </thead>
        <tbody>
          {result.kootas.map((k) => (
            <tr key={k.name}>
              <th scope="row">{k.label}</th>
              <td data-label={boy}>{k.groom}</td>
              <td data-label={girl}>{k.bride}</td>
              <td data-label="Points">
                {formatGunas(k.points)} / {k.max}
              </td>
              <td className={styles.meaning}>{k.explanation}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td colSpan={2} className={styles.empty} />
            <td data-label="Points">
              {formatGunas(result.total)} / {result.maxScore}
            </td>
            <td className={styles.empty} />
          </tr>
        </tfoot>
      </table>

      <MatchDoshas result={result} />
      <MatchPoruthams poruthams={result.poruthams} />

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
                Lagna {chart.ascendant.sign} · Moon {chart.moonSign} ({chart.moonNakshatra.name} {chart.moonNakshatra.pada}) · Sun {chart.sunSign}
              </p>
              <NorthIndianChart chart={diagramInput(chart)} title={`North Indian chart of ${name}`} />
              <SouthIndianChart chart={diagramInput(chart)} title={`South Indian chart of ${name}`} />
            </div>
          );
        })}
      </div>
      <NextStep text="Matching is more than the gunas: an astrologer reads both full charts, Manglik status and timing with you." href="/book/astrology-consultation" label="Talk to an expert about this match" />
    </section>
  );
}
