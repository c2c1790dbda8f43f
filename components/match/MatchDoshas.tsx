import type { MatchResult as MatchResultData } from '@/lib/contract/astrology';
import { personLabel } from '@/lib/contract/astrology-basics';
import styles from './Match.module.scss';

type Parihara = { key: string; name?: string; rule: string; source: string };

/** A rule as the reader sees it: its words, then where it comes from. */
function RuleItem({ rule }: { rule: Parihara }) {
  return (
    <li>
      {rule.name ? <strong>{rule.name}. </strong> : null}
      {rule.rule}. <span className={styles.source}>Source: {rule.source}.</span>
    </li>
  );
}

/**
 * The three doshas matching looks at, each with the exceptions that apply and a calm sentence:
 * Mangal dosha weighed across both charts (samya), Nadi dosha and Bhakoot dosha.
 */
export default function MatchDoshas({ result }: { result: MatchResultData }) {
  const boy = personLabel(result.boy, 'Boy');
  const girl = personLabel(result.girl, 'Girl');
  const { manglikSamya: samya, doshaExceptions: ex } = result;
  const side = (name: string, s: MatchResultData['manglikSamya']['boy']) =>
    s.manglik
      ? `${name}: Manglik (Mars in the ${s.marsHouseFromLagna}${suffix(s.marsHouseFromLagna)} house from the Lagna)${s.cancellations.length ? `, cancelled in the same chart by ${s.cancellations.length === 1 ? 'one rule' : `${s.cancellations.length} rules`}` : ''}.`
      : `${name}: not Manglik (Mars in the ${s.marsHouseFromLagna}${suffix(s.marsHouseFromLagna)} house from the Lagna).`;
  return (
    <section aria-labelledby="match-doshas" className={styles.doshas}>
      <h2 id="match-doshas">Doshas and their exceptions</h2>

      <div className={`card ${styles.dosha}`}>
        <h3>Mangal dosha (both charts together)</h3>
        <p>{samya.summary}</p>
        <ul className={styles.plain}>
          <li>{side(boy, samya.boy)}</li>
          <li>{side(girl, samya.girl)}</li>
        </ul>
        {samya.rules.length > 0 && (
          <>
            <h4>Rules that apply</h4>
            <ul>
              {samya.rules.map((r) => (
                <RuleItem key={r.key} rule={r} />
              ))}
            </ul>
          </>
        )}
        {[samya.boy, samya.girl].some((s) => s.cancellations.length > 0) && (
          <details>
            <summary>Cancellations within each chart</summary>
            {([
              [boy, samya.boy],
              [girl, samya.girl],
            ] as const).map(([name, s]) =>
              s.cancellations.length ? (
                <div key={name}>
                  <h4>{name}</h4>
                  <ul>
                    {s.cancellations.map((c) => (
                      <RuleItem key={c.key} rule={c} />
                    ))}
                  </ul>
                </div>
              ) : null,
            )}
          </details>
        )}
      </div>

      <KootaDosha title="Nadi dosha" sentence={nadiSentence(ex.nadi)} exceptions={ex.nadi.exceptions} />
      <KootaDosha title="Bhakoot dosha" sentence={bhakootSentence(ex.bhakoot)} exceptions={ex.bhakoot.exceptions} />
      <p className={styles.note}>
        The koota points above stay as the table gives them; the exceptions say where tradition eases a dosha. Traditional remedies (such as prayers or
        a Kumbh vivah for Mangal dosha) are offered by tradition, not as a guarantee of any result.
      </p>
    </section>
  );
}

/** Nadi or Bhakoot dosha: its sentence, then the named exceptions that apply. */
function KootaDosha({ title, sentence, exceptions }: { title: string; sentence: string; exceptions: readonly Parihara[] }) {
  return (
    <div className={`card ${styles.dosha}`}>
      <h3>{title}</h3>
      <p>{sentence}</p>
      {exceptions.length > 0 && (
        <ul aria-label={`${title} exceptions`}>
          {exceptions.map((e) => (
            <RuleItem key={e.key} rule={e} />
          ))}
        </ul>
      )}
    </div>
  );
}

const suffix = (n: number) => (n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th');

function nadiSentence(n: MatchResultData['doshaExceptions']['nadi']): string {
  if (!n.dosha) return 'The two birth stars have different nadis, so there is no Nadi dosha.';
  if (n.exceptions.length) return 'Both birth stars share a nadi (Nadi dosha), and tradition names an exception that applies here, so it is not held against the match:';
  return 'Both birth stars share a nadi (Nadi dosha) and none of the named exceptions applies. It is one factor among many, weighed by an astrologer with both full charts.';
}

function bhakootSentence(b: MatchResultData['doshaExceptions']['bhakoot']): string {
  if (!b.dosha) return 'The two Moon signs are not 2/12, 5/9 or 6/8 from each other, so there is no Bhakoot dosha.';
  if (b.exceptions.length) return 'The Moon signs are 2/12, 5/9 or 6/8 apart (Bhakoot dosha), and tradition names an exception that applies here:';
  return 'The Moon signs are 2/12, 5/9 or 6/8 apart (Bhakoot dosha) and none of the named exceptions applies. Astrologers read it together with the rest of both charts.';
}
