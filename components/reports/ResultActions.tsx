import { useLocale, useTranslations } from 'next-intl';
import { reportPdfUrl } from '@/lib/client/astro-api';
import { reportHref, type ResultKind } from '@/lib/contract/report-paths';
import { localeOf } from '@/lib/i18n/locales';
import ShareButton from './ShareButton';
import styles from './ResultActions.module.scss';

/** "Download PDF" and "Share" under a kundli or match result (not printed). */
export default function ResultActions({ kind, resultId, shareTitle }: { kind: ResultKind; resultId: string; shareTitle: string }) {
  const t = useTranslations('Reports');
  // The PDF in the page's language.
  const locale = localeOf(useLocale());
  return (
    <div className={`${styles.actions} no-print`}>
      <a className="btn" href={reportPdfUrl(kind, resultId, locale)} download>
        {t('downloadPdf')}
      </a>
      <ShareButton path={reportHref(kind, resultId)} title={shareTitle} />
    </div>
  );
}
