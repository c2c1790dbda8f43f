import { useTranslations } from 'next-intl';
import { reportPdfUrl } from '@/lib/client/astro-api';
import { reportHref, type ReportKind } from '@/lib/contract/report-paths';
import ShareButton from './ShareButton';
import styles from './ResultActions.module.scss';

/** "Download PDF" and "Share" under a kundli or match result (not printed). */
export default function ResultActions({ kind, resultId, shareTitle }: { kind: ReportKind; resultId: string; shareTitle: string }) {
  const t = useTranslations('Reports');
  return (
    <div className={`${styles.actions} no-print`}>
      <a className="btn" href={reportPdfUrl(kind, resultId)} download>
        {t('downloadPdf')}
      </a>
      <ShareButton path={reportHref(kind, resultId)} title={shareTitle} />
    </div>
  );
}
