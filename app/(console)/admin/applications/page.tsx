import type { Metadata } from 'next';
import ApplicationActions from '@/components/admin-content/ApplicationActions';
import styles from '@/components/admin-content/AdminContent.module.scss';
import Pager from '@/components/admin-content/Pager';
import Link from '@/components/ui/IntentLink';
import { APPLICATION_STATUS_LABELS as STATUS_LABELS, applicationListQuerySchema, APPLICATION_STATUSES, type AdminApplication } from '@/lib/contract/admin-content';
import { WEEKDAYS, type WeeklyAvailability } from '@/lib/contract/expert-profile';
import { EXPERTS } from '@/lib/experts';
import { ADMIN_ONLY } from '@/lib/roles';
import { requireStaffPage } from '@/lib/server/auth/staff';
import { listApplications } from '@/lib/server/services/application-review';
import { formatDate } from '@/lib/text';

export const metadata: Metadata = { title: 'Expert applications', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function week(availability: unknown): string {
  const w = availability as WeeklyAvailability | undefined;
  if (!w) return 'Not given';
  const days = WEEKDAYS.filter((d) => w[d]?.available).map((d) => `${d.slice(0, 3)} ${w[d].slots.map((s) => `${s.start}–${s.end}`).join(', ')}`);
  return days.length ? days.join('; ') : 'No day available';
}

function facts(a: AdminApplication): [string, string][] {
  const p = a.profile as Record<string, unknown>;
  const list = (v: unknown) => (Array.isArray(v) ? v.join(', ') : '');
  if (a.kind === 'astrologer') {
    return [
      ['Expertise', list(p.expertise)],
      ['Languages', list(p.languages)],
      ['Experience', `${p.experienceYears} years`],
      ['Fees per minute', `Chat ₹${p.feePerMinChat}, call ₹${p.feePerMinCall}, video ₹${p.feePerMinVideo}`],
      ['Availability', week(p.schedule)],
      ['Bio', String(p.bio ?? '')],
    ];
  }
  return [
    ['Skills', list(p.skills)],
    ['Experience', `${p.exp} years`],
    ['Consultation charge', `₹${p.charge}`],
    ['Education', String(p.educationBackground ?? '')],
    ['Projects', String(p.projectsAcross ?? 0)],
    ['Availability', week(p.availability)],
  ];
}

export default async function AdminApplicationsPage({ searchParams }: Props) {
  await requireStaffPage(ADMIN_ONLY);
  const sp = await searchParams;
  const one = (v: string | string[] | undefined) => (typeof v === 'string' && v ? v : undefined);
  const parsed = applicationListQuerySchema.safeParse({ page: one(sp.page), status: one(sp.status) ?? 'pending' });
  const status = parsed.success ? parsed.data.status : 'pending';
  const list = await listApplications(parsed.success ? parsed.data.page : 1, status);
  return (
    <>
      <h1>Expert applications</h1>
      <nav aria-label="Application status" className={styles.actions}>
        {APPLICATION_STATUSES.map((s) => (
          <Link key={s} href={`/admin/applications?status=${s}`} aria-current={s === status ? 'page' : undefined} className={s === status ? 'btn' : 'btn btn-outline'}>
            {STATUS_LABELS[s]}
          </Link>
        ))}
      </nav>
      <p>
        {list.total} {STATUS_LABELS[status ?? 'pending'].toLowerCase()} application{list.total === 1 ? '' : 's'}.
      </p>
      {list.items.map((a) => (
        <article key={a.id} className={`card ${styles.application}`} aria-labelledby={`app-${a.id}`}>
          {/* eslint-disable-next-line @next/next/no-img-element -- an upload, already re-encoded and small */}
          {a.imageUrl ? <img src={a.imageUrl} alt={`Photo of ${a.applicant.name}`} width={120} height={120} /> : <span>No photo</span>}
          <div>
            <h2 id={`app-${a.id}`}>{a.applicant.name}</h2>
            <p>
              {EXPERTS[a.kind].label} · submitted <time dateTime={a.submittedAt}>{formatDate(a.submittedAt)}</time>
            </p>
            <p>
              {a.applicant.mobile}
              {a.applicant.email ? ` · ${a.applicant.email}` : ''}
            </p>
            <dl>
              {facts(a).map(([k, v]) => (
                <div key={k} style={{ display: 'contents' }}>
                  <dt>{k}</dt>
                  <dd>{v || '—'}</dd>
                </div>
              ))}
            </dl>
            {a.lastReason && <p>Reason given: {a.lastReason}</p>}
            <ApplicationActions application={a} />
          </div>
        </article>
      ))}
      <Pager path="/admin/applications" page={list.page} totalPages={list.totalPages} query={{ status }} />
    </>
  );
}
