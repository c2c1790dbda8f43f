'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import Link from '@/components/ui/IntentLink';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useStoredUser, type StoredUser } from '@/lib/client/user';
import styles from './ExpertForms.module.scss';

/**
 * Profile forms need the registered user (kept in the browser). Until the browser has been
 * read it shows a neutral placeholder, so a signed-in expert never sees the "register first"
 * message flash by; with no stored user it shows that message instead of the form.
 */
export default function StoredUserGate({ children }: { children: (user: StoredUser) => ReactNode }) {
  const t = useTranslations('ExpertForms.form');
  const hydrated = useHydrated();
  const user = useStoredUser();
  if (!hydrated) {
    return (
      <p className={styles.loading} role="status">
        {t('loading')}
      </p>
    );
  }
  if (!user) {
    return (
      <div className={`notice ${styles.gate}`}>
        <p>
          {t('gate')} <Link href="/join-as-astrologer">{t('gateLink')}</Link>
        </p>
      </div>
    );
  }
  return children(user);
}
