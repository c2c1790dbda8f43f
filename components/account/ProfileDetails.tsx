'use client';
import useSWR from 'swr';
import { fetchUserById } from '@/lib/client/api';
import type { UserData } from '@/lib/contract/auth';
import { EXPERT_KINDS, EXPERTS } from '@/lib/experts';
import { formatDate } from '@/lib/text';
import styles from './Account.module.scss';

const ROLE_LABELS: Record<string, string> = { customer: 'Customer', ...Object.fromEntries(EXPERT_KINDS.map((kind) => [kind, EXPERTS[kind].label])) };

/** SPEC 2.16: the user's details, read with the id of the stored user record. */
export default function ProfileDetails({ userId }: { userId: string }) {
  const { data, error, isLoading } = useSWR<UserData>(['user', userId], () => fetchUserById(userId), { revalidateOnFocus: false, shouldRetryOnError: false });

  if (isLoading) return <p role="status">Loading your profile…</p>;
  if (error) return <p role="alert">Failed to fetch user details. Please try again later.</p>;
  if (!data) return <p>No user data found.</p>;

  const rows: [string, string][] = [
    ['Name', data.name || '—'],
    ['Mobile', `+${data.country_code} ${data.mobile}`],
    ['Email', data.email || '—'],
    ['Address', data.address || '—'],
    ['Account type', data.role.map((r) => ROLE_LABELS[r] ?? r).join(', ')],
    ['Status', data.status === 1 ? 'Active' : 'Inactive'],
    ['Member since', formatDate(data.createdAt)],
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
