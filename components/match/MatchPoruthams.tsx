import type { MatchResult as MatchResultData } from '@/lib/contract/astrology';
import styles from './Match.module.scss';

/** The South Indian ten poruthams, folded under their count so the page stays short. */
export default function MatchPoruthams({ poruthams }: { poruthams: MatchResultData['poruthams'] }) {
  return (
    <section aria-labelledby="match-poruthams" className={styles.poruthams}>
      <h2 id="match-poruthams">The ten poruthams (South Indian matching)</h2>
      <p>{poruthams.summary}</p>
      <details>
        <summary>
          {poruthams.matched} of {poruthams.total} poruthams agree: see each one
        </summary>
        <table className={styles.table}>
          <caption>Ten poruthams, counted from the girl&apos;s birth star to the boy&apos;s</caption>
          <thead>
            <tr>
              <th scope="col">Porutham</th>
              <th scope="col">Agrees</th>
              <th scope="col">Rule and finding</th>
            </tr>
          </thead>
          <tbody>
            {poruthams.poruthams.map((p) => (
              <tr key={p.key}>
                <th scope="row">{p.name}</th>
                <td data-label="Agrees">{p.matched ? 'Yes' : 'No'}</td>
                <td className={styles.meaning}>
                  {p.rule}. {p.detail}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.source}>Source: {poruthams.poruthams[0]?.source}.</p>
      </details>
    </section>
  );
}
