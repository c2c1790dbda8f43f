'use client';

import { useState, type FormEvent } from 'react';
import { TextAreaField } from '@/components/form/Field';
import FormStatus from '@/components/form/FormStatus';
import { useSubmission } from '@/components/form/use-submission';
import { decideApplication } from '@/lib/client/admin-content-api';
import { APPLICATION_STATUS_LABELS as STATUS_LABELS, rejectApplicationSchema, type AdminApplication } from '@/lib/contract/admin-content';
import Link from '@/components/ui/IntentLink';
import styles from './AdminContent.module.scss';

/** Approve, reject with a reason, or unpublish one application. */
export default function ApplicationActions({ application: initial }: { application: Pick<AdminApplication, 'id' | 'status' | 'published' | 'applicant'> }) {
  // The card stays on screen after a decision (with its outcome), even though it leaves the list it was in.
  const [application, setApplication] = useState(initial);
  const [reason, setReason] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const { busy, status, show, send } = useSubmission();
  const name = application.applicant.name;

  const act = (decision: 'approve' | 'reject' | 'unpublish' | 'publish', success: string) =>
    send(() => decideApplication(application.id, decision, reason), {
      accepted: (r) => Boolean(r?.data?.id),
      success,
      failed: 'The decision could not be saved. Please try again.',
      onSuccess: (r) => setApplication(r.data),
    });

  function reject(e: FormEvent) {
    e.preventDefault();
    const parsed = rejectApplicationSchema.safeParse({ reason });
    if (!parsed.success) return show('error', parsed.error.issues[0]?.message ?? 'Please give a reason.');
    void act('reject', `Rejected. ${name} has been told why.`);
  }

  return (
    <div>
      <p className={styles.status}>Status: {STATUS_LABELS[application.status]}</p>
      {application.published && (
        <p>
          Public profile: <Link href={`/astrologers/${application.published.slug}`}>/astrologers/{application.published.slug}</Link>
          {application.published.visible ? '' : ' (unpublished)'}
        </p>
      )}
      {application.status === 'pending' && (
        <div className={styles.actions}>
          <button type="button" className="btn" disabled={busy} onClick={() => act('approve', `Approved. ${name} is now listed.`)}>
            Approve <span className="visually-hidden">{name}</span>
          </button>
          <button type="button" className="btn btn-outline" disabled={busy} aria-expanded={rejecting} onClick={() => setRejecting((r) => !r)}>
            Reject <span className="visually-hidden">{name}</span>
          </button>
        </div>
      )}
      {application.status === 'pending' && rejecting && (
        <form onSubmit={reject} noValidate>
          <TextAreaField id={`reason-${application.id}`} label={`Reason for ${name}`} hint="Sent to the applicant by e-mail." value={reason} onChange={(e) => setReason(e.target.value)} required maxLength={1000} rows={3} />
          <button type="submit" className="btn" disabled={busy}>
            Send the rejection
          </button>
        </form>
      )}
      {application.published?.visible && (
        <div className={styles.actions}>
          <button type="button" className="btn btn-outline" disabled={busy} onClick={() => act('unpublish', 'The profile is no longer shown.')}>
            Unpublish <span className="visually-hidden">{name}&apos;s profile</span>
          </button>
        </div>
      )}
      {application.status === 'approved' && application.published && !application.published.visible && (
        <div className={styles.actions}>
          <button type="button" className="btn btn-outline" disabled={busy} onClick={() => act('publish', 'The profile is shown again.')}>
            Publish again <span className="visually-hidden">{name}&apos;s profile</span>
          </button>
        </div>
      )}
      <FormStatus status={status} />
    </div>
  );
}
