'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import FormStatus from '@/components/form/FormStatus';
import { useSubmission } from '@/components/form/use-submission';
import Link from '@/components/ui/IntentLink';
import { useHydrated } from '@/components/ui/use-hydrated';
import { saveReport } from '@/lib/client/reports-api';
import { useStoredUser } from '@/lib/client/user';
import { SAVED_REPORTS_LIMIT, type ReportKind } from '@/lib/contract/report-paths';
import { signInPath } from '@/lib/return-path';
import styles from './Account.module.scss';

/**
 * "Save to my account" on a kundli or match result. A visitor who is not signed in is offered
 * sign-in and comes back to this same result (`returnTo`) to save it.
 */
export default function SaveReportButton({ kind, resultId, returnTo }: { kind: ReportKind; resultId: string; returnTo: string }) {
  const t = useTranslations('Reports');
  const hydrated = useHydrated();
  const user = useStoredUser();
  const { busy, status, send } = useSubmission();
  const [saved, setSaved] = useState(false);

  if (!hydrated) return null;
  if (!user) {
    return (
      <p className={styles.save}>
        <Link href={signInPath(returnTo)} className="btn btn-outline">
          {t(kind === 'vastu-check' ? 'signInToSave.vastuCheck' : `signInToSave.${kind}`)}
        </Link>{' '}
        <span className={styles.muted}>{t('keptNote', { limit: String(SAVED_REPORTS_LIMIT) })}</span>
      </p>
    );
  }
  return (
    <div className={styles.save}>
      {!saved && (
        <button
          type="button"
          className="btn"
          disabled={busy}
          onClick={() =>
            send(() => saveReport(kind, resultId), {
              accepted: (res) => res.status === 'success',
              failed: t('saveFailed'),
              success: t('saved'),
              onSuccess: () => setSaved(true),
            })
          }
        >
          {busy ? t('saving') : t('save')}
        </button>
      )}
      <FormStatus status={status} />
      {saved && <Link href="/profile">{t('goToSaved')}</Link>}
    </div>
  );
}
