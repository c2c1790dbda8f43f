'use client';
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
      failed: 'Your account could not be deleted. Please try again.',
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
      <h2 id="your-data-title">Your data</h2>
      <p>Download everything we keep about you as a JSON file: your profile, sign-ins, saved reports with their results, kundlis and any expert applications.</p>
      <p>
        <a className="btn btn-outline" href={ACCOUNT_EXPORT_URL} download>
          Download my data
        </a>
      </p>
      <h3>Delete my account</h3>
      <p>This deletes your account and signs you out on every device.</p>
      <button type="button" className="btn btn-outline" onClick={() => setConfirming(true)}>
        Delete my account
      </button>
      <FormStatus status={status} />
      {confirming && (
        <ConfirmDialog title="Delete your account?" confirmLabel="Delete my account" busy={busy} onConfirm={erase} onCancel={() => setConfirming(false)}>
          <p>These are deleted at once and cannot be recovered:</p>
          <ul>
            <li>your name, mobile number and e-mail address;</li>
            <li>your saved reports (up to {SAVED_REPORTS_LIMIT}) and every kundli and match you made while signed in;</li>
            <li>any expert application and its photo;</li>
            <li>your sign-ins: you are signed out on every device.</li>
          </ul>
          <p>Kept: paid bookings, only as anonymised accounting records (amount, date, service), because tax law requires them. They no longer name you.</p>
          <p>You can sign up again later with the same number; it will be a new, empty account.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
