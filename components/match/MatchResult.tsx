import type { MatchResult as MatchResultData } from '@/lib/contract/astrology';
import { NorthIndianChart, SouthIndianChart } from '@/components/kundli/ChartDiagrams';
import { diagramInput } from '@/lib/astro/chart-input';
import styles from './Match.module.scss';

/** The score out of 10, the eight kootas explained, Manglik status and both charts. */
export default function MatchResult({ result }: { result: MatchResultData }) {
  return (
    <section aria-labelledby="match-result" className={styles.result}>
      <div className={`card ${styles.score}`}>
        <h2 id="match-result">
          {result.boy.name} and {result.girl.name}
        </h2>
        <p className={styles.scoreLine}>
          <span className={styles.scoreValue}>{result.compatibilityScore.toFixed(1)}</span>
          <span> / 10</span>
        </p>
        <p>
          {result.total} of {result.maxScore} gunas. {result.verdict}
        </p>
      </div>

      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>The eight kootas (Ashtakoota Guna Milan)</caption>
          <thead>
            <tr>
              <th scope="col">Koota</th>
              <th scope="col">{result.boy.name || 'Boy'}</th>
              <th scope="col">{result.girl.name || 'Girl'}</th>
              <th scope="col">Points</th>
              <th scope="col">What it means</th>
            </tr>
          </thead>
          <tbody>
            {result.kootas.map((k) => (
              <tr key={k.name}>
                <th scope="row">{k.label}</th>
                <td>{k.groom}</td>
                <td>{k.bride}</td>
                <td>
                  {k.points} / {k.max}
                </td>
                <td>{k.explanation}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td colSpan={2} />
              <td>
                {result.total} / {result.maxScore}
              </td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>

      <p>
        Manglik: {result.boy.name || 'Boy'} is {result.manglik.boy ? '' : 'not '}Manglik; {result.girl.name || 'Girl'} is {result.manglik.girl ? '' : 'not '}
        Manglik (Mars counted from the Lagna).{' '}
        {result.manglik.boy === result.manglik.girl ? 'Traditionally, matching Manglik status is considered balanced.' : 'Traditionally, a mismatch is discussed with an astrologer.'}
      </p>

      <div className="split">
        {([
          ['boyChart', result.boy.name || 'Boy'],
          ['girlChart', result.girl.name || 'Girl'],
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
    </section>
  );
}
