'use client';
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
import { formatDate } from '@/lib/text';
import styles from './Account.module.scss';
import SubmitAndCancel from './SubmitAndCancel';

const KIND_LABELS: Record<SavedReport['kind'], string> = { kundli: 'Kundli', match: 'Kundli match', 'vastu-check': 'Vastu self-check' };

/** The rename form of one report, in place of its title. */
function RenameForm({ report, onDone }: { report: SavedReport; onDone: (renamed: boolean) => void }) {
  const [title, setTitle] = useState(report.title);
  const { busy, status, show, send } = useSubmission();
  const id = `rename-${report._id}`;
  const problem = schemaProblems(renameReportRequestSchema, { title }, ['title']).title;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (problem) return show('error', problem);
    await send(() => renameReport(report._id, title.trim()), {
      accepted: (res) => res.status === 'success',
      failed: 'The report could not be renamed. Please try again.',
      onSuccess: () => onDone(true),
    });
  }

  return (
    <form onSubmit={submit} noValidate className={styles.inlineForm} aria-label={`Rename ${report.title}`}>
      <InputField
        id={id}
        label="New name"
        value={title}
        maxLength={REPORT_TITLE_MAX_LENGTH}
        autoFocus
        onChange={(e) => setTitle(e.target.value)}
        error={status?.kind === 'error' ? status.text : null}
        alert
      />
      <SubmitAndCancel busy={busy} label="Save new name" busyLabel="Saving…" onCancel={() => onDone(false)} />
    </form>
  );
}

/** The user's saved reports: open, rename in place, delete after a confirmation. */
export default function SavedReports() {
  const { data, error, isLoading, mutate } = useSWR('saved-reports', fetchReports, { revalidateOnFocus: false, shouldRetryOnError: false });
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SavedReport | null>(null);
  const { busy, status, show, send } = useSubmission();

  async function confirmDelete() {
    if (!deleting) return;
    const title = deleting.title;
    await send(() => deleteReport(deleting._id), {
      accepted: (res) => res.status === 'success',
      failed: 'The report could not be deleted. Please try again.',
      success: `“${title}” was deleted.`,
      onSuccess: () => {
        setDeleting(null);
        void mutate();
      },
      onFailure: () => setDeleting(null),
    });
  }

  return (
    <section className={`card ${styles.section}`} aria-labelledby="saved-reports-title">
      <h2 id="saved-reports-title">Saved reports</h2>
      {isLoading && <p role="status">Loading your saved reports…</p>}
      {error && <p role="alert">Your saved reports could not be loaded. Please try again later.</p>}
      {data && (
        <>
          <p className={styles.muted}>
            {data.data.length} of {data.limit} saved. Saved reports are kept until you delete them. Save a kundli or a match from its result page.
          </p>
          {data.data.length === 0 ? (
            <p>
              No saved reports yet. Make a <Link href="/kundli">kundli</Link> or a <Link href="/matchMaking">match</Link> and choose “Save to my account”.
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
                          show('success', 'Report renamed.');
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
                          {KIND_LABELS[report.kind]} · saved {formatDate(report.createdAt)}
                        </p>
                      </div>
                      <div className={styles.actions}>
                        <button type="button" className="btn btn-outline" onClick={() => setRenaming(report._id)} aria-label={`Rename ${report.title}`}>
                          Rename
                        </button>
                        <button type="button" className="btn btn-outline" onClick={() => setDeleting(report)} aria-label={`Delete ${report.title}`}>
                          Delete
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
        <ConfirmDialog title="Delete this report?" confirmLabel="Delete report" busy={busy} onConfirm={confirmDelete} onCancel={() => setDeleting(null)}>
          <p>
            “{deleting.title}” and its result will be deleted from your account. Its link will stop working. This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
