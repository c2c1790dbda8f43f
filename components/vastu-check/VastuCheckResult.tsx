import Link from '@/components/ui/IntentLink';
import { bookingPath } from '@/lib/consultations/services';
import type { VastuCheckData } from '@/lib/contract/vastu-check';
import type { ZoneVerdict } from '@/lib/vastu/self-check';
import { ITEM_LABELS, PLOT_SHAPE_LABELS, ZONE_INFO } from '@/lib/vastu/self-check-rules';
import styles from './VastuCheck.module.scss';
import VastuCompass from './VastuCompass';

export const ZONE_VERDICT_LABELS: Record<ZoneVerdict, string> = { good: 'Good', fair: 'Fair', attention: 'Needs attention' };
const RATING_LABELS = { good: 'Good', fair: 'Fair', poor: 'Poor' } as const;

/** The self-check's result: score, picture, a verdict per zone, each answer's rule and the remedies. */
export default function VastuCheckResult({ check, pdfHref }: { check: VastuCheckData; pdfHref?: string }) {
  const { report, answers } = check;
  const kind = answers.propertyKind;
  const verdicts = Object.fromEntries(report.zones.map((z) => [z.zone, z.verdict]));
  return (
    <>
      <section aria-labelledby="vastu-score">
        <h2 id="vastu-score" className="visually-hidden">
          Score
        </h2>
        <p className={styles.score}>
          <strong data-testid="vastu-score">{report.score} / 100</strong>
          <span>{report.headline}</span>
        </p>
        <p>
          {kind === 'home' ? 'Home' : 'Business'} · {PLOT_SHAPE_LABELS[answers.plotShape]}
        </p>
        {pdfHref && (
          <p className={styles.downloads}>
            <a className="btn btn-outline" href={pdfHref} download>
              Download PDF
            </a>
          </p>
        )}
      </section>

      <div className={styles.resultGrid}>
        <section aria-labelledby="vastu-zones">
          <h2 id="vastu-zones">Zone by zone</h2>
          <ul className={styles.zones}>
            {report.zones.map((z) => (
              <li key={z.zone} className={styles[`zone_${z.verdict}`]} data-zone={z.zone}>
                <span className={styles.verdict}>
                  {z.name}: {ZONE_VERDICT_LABELS[z.verdict]}
                </span>
                <p>{z.summary}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="vastu-picture">
          <h2 id="vastu-picture">Your layout</h2>
          <VastuCompass answers={answers} verdicts={verdicts} title="Your layout, coloured by each zone's verdict" />
          <p className={styles.pictureNote}>Green: good. Yellow: fair. Red: needs attention. North is at the top.</p>
        </section>
      </div>

      <section aria-labelledby="vastu-findings">
        <h2 id="vastu-findings">Each answer checked</h2>
        <table className={styles.findings}>
          <thead>
            <tr>
              <th scope="col">Part</th>
              <th scope="col">Where</th>
              <th scope="col">Rating</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {report.findings.map((f, i) => (
              <tr key={`${f.item}-${i}`}>
                <th scope="row">{ITEM_LABELS[f.item][kind]}</th>
                <td>{f.zone ? ZONE_INFO[f.zone].name : '—'}</td>
                <td>{RATING_LABELS[f.rating]}</td>
                <td>{f.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="vastu-remedies" className={styles.remedies}>
        <h2 id="vastu-remedies">Remedies without demolition</h2>
        {report.remedies.length ? (
          <ol>
            {report.remedies.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ol>
        ) : (
          <p>Nothing needs correcting from your answers. Keep the centre open and the north-east clean and light.</p>
        )}
        <p className={styles.pictureNote}>
          These are traditional, general suggestions from common Vastu references, based only on your answers. A consultant who sees the
          plan can tell which matter most for your property.
        </p>
      </section>

      <section className={styles.cta} aria-labelledby="vastu-book">
        <h2 id="vastu-book">Want an expert to look at your plan?</h2>
        <p>A consultant reviews your actual floor plan and directions, and gives corrections in order of importance.</p>
        <Link className="btn" href={bookingPath('professional-vastu-check')}>
          Book a Professional Vastu Check
        </Link>
      </section>
    </>
  );
}
