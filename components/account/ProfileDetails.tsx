'use client';
import { useLocale, useTranslations } from 'next-intl';
import useSWR from 'swr';
import { formatLongDate } from '@/lib/astro/format';
import { fetchUserById } from '@/lib/client/api';
import type { UserData } from '@/lib/contract/auth';
import { localeOf } from '@/lib/i18n/locales';
import { formatDate } from '@/lib/text';
import styles from './Account.module.scss';

type RoleKey = 'customer' | 'astrologer' | 'vastu-astrologer';
const ROLE_KEYS: readonly string[] = ['customer', 'astrologer', 'vastu-astrologer'] satisfies RoleKey[];

/** SPEC 2.16: the user's details, read with the id of the stored user record. */
export default function ProfileDetails({ userId }: { userId: string }) {
  const t = useTranslations('Profile.details');
  const locale = localeOf(useLocale());
  const { data, error, isLoading } = useSWR<UserData>(['user', userId], () => fetchUserById(userId), { revalidateOnFocus: false, shouldRetryOnError: false });

  if (isLoading) return <p role="status">{t('loading')}</p>;
  if (error) return <p role="alert">{t('failed')}</p>;
  if (!data) return <p>{t('none')}</p>;

  // English dates as they always were; Hindi ones as the Hindi pages write them ("26 नवंबर 2026").
  const since = locale === 'hi' ? formatLongDate(data.createdAt, 'hi') : formatDate(data.createdAt);
  const rows: [string, string][] = [
    [t('name'), data.name || '—'],
    [t('mobile'), `+${data.country_code} ${data.mobile}`],
    [t('email'), data.email || '—'],
    [t('address'), data.address || '—'],
    [t('accountType'), data.role.map((r) => (ROLE_KEYS.includes(r) ? t(`roles.${r as RoleKey}`) : r)).join(', ')],
    [t('status'), data.status === 1 ? t('active') : t('inactive')],
    [t('memberSince'), since],
  ];
  return (
    <dl className={`card ${styles.details}`}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.row}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
