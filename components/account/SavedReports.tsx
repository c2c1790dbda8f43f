'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { InputField } from '@/components/form/Field';
import FormStatus from '@/components/form/FormStatus';
import { schemaProblems } from '@/components/form/problems';
import { useSubmission } from '@/components/form/use-submission';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import Link from '@/components/ui/IntentLink';
import { deleteReport, fetchReports, renameReport } from '@/lib/client/reports-api';
import { REPORT_TITLE_MAX_LENGTH, renameReportRequestSchema, type SavedReport } from '@/lib/contract/reports';
import { formatLongDate } from '@/lib/astro/format';
import { localeOf } from '@/lib/i18n/locales';
import { formatDate } from '@/lib/text';
import styles from './Account.module.scss';
import SubmitAndCancel from './SubmitAndCancel';

/** The rename form of one report, in place of its title. */
function RenameForm({ report, onDone }: { report: SavedReport; onDone: (renamed: boolean) => void }) {
  const t = useTranslations('Profile');
  const [title, setTitle] = useState(report.title);
  const { busy, status, show, send } = useSubmission();
  const id = `rename-${report._id}`;
  const problem = schemaProblems(renameReportRequestSchema, { title }, ['title']).title;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (problem) return show('error', problem);
    await send(() => renameReport(report._id, title.trim()), {
      accepted: (res) => res.status === 'success',
      failed: t('reports.renameFailed'),
      onSuccess: () => onDone(true),
    });
  }

  return (
    <form onSubmit={submit} noValidate className={styles.inlineForm} aria-label={t('reports.renameNamed', { title: report.title })}>
      <InputField
        id={id}
        label={t('reports.newName')}
        value={title}
        maxLength={REPORT_TITLE_MAX_LENGTH}
        autoFocus
        onChange={(e) => setTitle(e.target.value)}
        error={status?.kind === 'error' ? status.text : null}
        alert
      />
      <SubmitAndCancel busy={busy} label={t('reports.saveNewName')} busyLabel={t('reports.saving')} cancelLabel={t('cancel')} onCancel={() => onDone(false)} />
    </form>
  );
}

/** The user's saved reports: open, rename in place, delete after a confirmation. */
export default function SavedReports() {
  const t = useTranslations('Profile');
  const locale = localeOf(useLocale());
  // English dates as they always were; Hindi ones as the Hindi pages write them.
  const savedOn = (iso: string) => (locale === 'hi' ? formatLongDate(iso, 'hi') : formatDate(iso));
  const { data, error, isLoading, mutate } = useSWR('saved-reports', fetchReports, { revalidateOnFocus: false, shouldRetryOnError: false });
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SavedReport | null>(null);
  const { busy, status, show, send } = useSubmission();

  async function confirmDelete() {
    if (!deleting) return;
    const title = deleting.title;
    await send(() => deleteReport(deleting._id), {
      accepted: (res) => res.status === 'success',
      failed: t('reports.deleteFailed'),
      success: t('reports.deleted', { title }),
      onSuccess: () => {
        setDeleting(null);
        void mutate();
      },
      onFailure: () => setDeleting(null),
    });
  }

  return (
    <section className={`card ${styles.section}`} aria-labelledby="saved-reports-title">
      <h2 id="saved-reports-title">{t('reports.heading')}</h2>
      {isLoading && <p role="status">{t('reports.loading')}</p>}
      {error && <p role="alert">{t('reports.failed')}</p>}
      {data && (
        <>
          <p className={styles.muted}>{t('reports.count', { count: String(data.data.length), limit: String(data.limit) })}</p>
          {data.data.length === 0 ? (
            <p>
              {t.rich('reports.empty', {
                kundli: (words) => <Link href="/kundli">{words}</Link>,
                match: (words) => <Link href="/matchMaking">{words}</Link>,
              })}
            </p>
          ) : (
            <ul className={styles.reports}>
              {data.data.map((report) => (
                <li key={report._id} className={styles.report}>
                  {renaming === report._id ? (
                    <RenameForm
                      report={report}
                      onDone={(renamed) => {
                        setRenaming(null);
                        if (renamed) {
                          show('success', t('reports.renamed'));
                          void mutate();
                        }
                      }}
                    />
                  ) : (
                    <>
                      <div>
                        <Link href={report.href} className={styles.reportTitle}>
                          {report.title}
                        </Link>
                        <p className={styles.muted}>
                          {t('reports.savedOn', { kind: t(`reports.kinds.${report.kind}`), date: savedOn(report.createdAt) })}
                        </p>
                      </div>
                      <div className={styles.actions}>
                        <button type="button" className="btn btn-outline" onClick={() => setRenaming(report._id)} aria-label={t('reports.renameNamed', { title: report.title })}>
                          {t('reports.rename')}
                        </button>
                        <button type="button" className="btn btn-outline" onClick={() => setDeleting(report)} aria-label={t('reports.deleteNamed', { title: report.title })}>
                          {t('reports.delete')}
                        </button>
                      </div>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <FormStatus status={status} />
      {deleting && (
        <ConfirmDialog
          title={t('reports.confirmTitle')}
          confirmLabel={t('reports.confirmButton')}
          cancelLabel={t('cancel')}
          busyLabel={t('dialog.wait')}
          busy={busy}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        >
          <p>{t('reports.confirmText', { title: deleting.title })}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
