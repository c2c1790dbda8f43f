'use client';
import { useTranslations } from 'next-intl';
import SaveReportButton from '@/components/account/SaveReportButton';
import ResultActions from '@/components/reports/ResultActions';
import Link from '@/components/ui/IntentLink';
import styles from './Match.module.scss';

/** Under a fresh match: its private link, saving it to the account, its PDF and sharing the link. */
export default function MatchLinks({ id }: { id: string }) {
  const t = useTranslations('Match.form');
  const page = useTranslations('Match.page');
  const href = `/matchMaking/${id}`;
  return (
    <div className={styles.links}>
      <p>
        <Link href={href}>{t('privateLink')}</Link>
        {t('privateLinkNote')}
      </p>
      <SaveReportButton kind="match" resultId={id} returnTo={href} />
      <ResultActions kind="match" resultId={id} shareTitle={page('heading')} />
    </div>
  );
}
