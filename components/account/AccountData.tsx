'use client';
import { useTranslations } from 'next-intl';
import { useLocaleRouter } from '@/lib/i18n/navigation';
import { useEffect, useRef, useState } from 'react';
import FormStatus from '@/components/form/FormStatus';
import { useSubmission } from '@/components/form/use-submission';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import { ACCOUNT_EXPORT_URL, deleteAccount } from '@/lib/client/account-api';
import { removeStoredUser } from '@/lib/client/storage';
import { SAVED_REPORTS_LIMIT } from '@/lib/contract/report-paths';
import styles from './Account.module.scss';

/** "Download my data" and "Delete my account", with plain words about what each does. */
export default function AccountData() {
  const t = useTranslations('Profile');
  const router = useLocaleRouter();
  const [confirming, setConfirming] = useState(false);
  const { busy, status, send } = useSubmission();
  // The stored user is forgotten once this screen has gone: earlier, the profile's sign-in
  // guard would see no user and send the browser to /login instead of home.
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (deleted.current) removeStoredUser();
    },
    [],
  );

  async function erase() {
    await send(deleteAccount, {
      accepted: (res) => res.status === 'success',
      failed: t('data.deleteFailed'),
      staysBusy: true,
      onSuccess: () => {
        deleted.current = true;
        router.replace('/');
      },
      onFailure: () => setConfirming(false),
    });
  }

  return (
    <section className={`card ${styles.section}`} aria-labelledby="your-data-title">
      <h2 id="your-data-title">{t('data.heading')}</h2>
      <p>{t('data.intro')}</p>
      <p>
        <a className="btn btn-outline" href={ACCOUNT_EXPORT_URL} download>
          {t('data.download')}
        </a>
      </p>
      <h3>{t('data.deleteHeading')}</h3>
      <p>{t('data.deleteIntro')}</p>
      <button type="button" className="btn btn-outline" onClick={() => setConfirming(true)}>
        {t('data.deleteButton')}
      </button>
      <FormStatus status={status} />
      {confirming && (
        <ConfirmDialog
          title={t('data.confirmTitle')}
          confirmLabel={t('data.deleteButton')}
          cancelLabel={t('cancel')}
          busyLabel={t('dialog.wait')}
          busy={busy}
          onConfirm={erase}
          onCancel={() => setConfirming(false)}
        >
          <p>{t('data.confirmIntro')}</p>
          <ul>
            <li>{t('data.confirmName')}</li>
            <li>{t('data.confirmReports', { limit: String(SAVED_REPORTS_LIMIT) })}</li>
            <li>{t('data.confirmApplications')}</li>
            <li>{t('data.confirmSessions')}</li>
          </ul>
          <p>{t('data.confirmKept')}</p>
          <p>{t('data.confirmAgain')}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
