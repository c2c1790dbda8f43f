import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/ui/IntentLink';
import { bookingPath } from '@/lib/consultations/services';
import type { VastuCheckData } from '@/lib/contract/vastu-check';
import { itemLabel, plotShapeLabel, zoneInfo, type SelfCheckLanguage } from '@/lib/vastu/self-check-rules';
import styles from './VastuCheck.module.scss';
import VastuCompass from './VastuCompass';

/**
 * The self-check's result: score, picture, a verdict per zone, each answer's rule and the remedies.
 * The report's sentences come written in the page's language (getVastuCheck's `language`).
 */
export default function VastuCheckResult({ check, pdfHref }: { check: VastuCheckData; pdfHref?: string }) {
  const t = useTranslations('VastuCheck.result');
  const language: SelfCheckLanguage = useLocale() === 'hi' ? 'hi' : 'en';
  const { report, answers } = check;
  const kind = answers.propertyKind;
  const verdicts = Object.fromEntries(report.zones.map((z) => [z.zone, z.verdict]));
  return (
    <>
      <section aria-labelledby="vastu-score">
        <h2 id="vastu-score" className="visually-hidden">
          {t('score')}
        </h2>
        <p className={styles.score}>
          <strong data-testid="vastu-score">{report.score} / 100</strong>
          <span>{report.headline}</span>
        </p>
        <p>
          {kind === 'home' ? t('home') : t('business')} · {plotShapeLabel(answers.plotShape, language)}
        </p>
        {pdfHref && (
          <p className={styles.downloads}>
            <a className="btn btn-outline" href={pdfHref} download>
              {t('downloadPdf')}
            </a>
          </p>
        )}
      </section>

      <div className={styles.resultGrid}>
        <section aria-labelledby="vastu-zones">
          <h2 id="vastu-zones">{t('zonesTitle')}</h2>
          <ul className={styles.zones}>
            {report.zones.map((z) => (
              <li key={z.zone} className={styles[`zone_${z.verdict}`]} data-zone={z.zone}>
                <span className={styles.verdict}>
                  {z.name}: {t(`verdicts.${z.verdict}`)}
                </span>
                <p>{z.summary}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="vastu-picture">
          <h2 id="vastu-picture">{t('layoutTitle')}</h2>
          <VastuCompass answers={answers} verdicts={verdicts} title={t('compassTitle')} />
          <p className={styles.pictureNote}>{t('legend')}</p>
        </section>
      </div>

      <section aria-labelledby="vastu-findings">
        <h2 id="vastu-findings">{t('findingsTitle')}</h2>
        <table className={styles.findings}>
          <thead>
            <tr>
              <th scope="col">{t('part')}</th>
              <th scope="col">{t('where')}</th>
              <th scope="col">{t('rating')}</th>
              <th scope="col">{t('why')}</th>
            </tr>
          </thead>
          <tbody>
            {report.findings.map((f, i) => (
              <tr key={`${f.item}-${i}`}>
                <th scope="row">{itemLabel(f.item, kind, language)}</th>
                <td>{f.zone ? zoneInfo(f.zone, language).name : '—'}</td>
                <td>{t(`ratings.${f.rating}`)}</td>
                <td>{f.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="vastu-remedies" className={styles.remedies}>
        <h2 id="vastu-remedies">{t('remediesTitle')}</h2>
        {report.remedies.length ? (
          <ol>
            {report.remedies.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ol>
        ) : (
          <p>{t('noRemedies')}</p>
        )}
        <p className={styles.pictureNote}>{t('remediesNote')}</p>
      </section>

      <section className={styles.cta} aria-labelledby="vastu-book">
        <h2 id="vastu-book">{t('bookTitle')}</h2>
        <p>{t('bookText')}</p>
        <Link className="btn" href={bookingPath('professional-vastu-check')}>
          {t('bookButton')}
        </Link>
      </section>
    </>
  );
}
