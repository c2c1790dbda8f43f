'use client';
import { useEffect, type RefObject } from 'react';
import { OWN_APPLICATION_STATUS_LABELS, type OwnApplicationStatus } from '@/lib/contract/expert-profile';
import { EXPERTS, type ExpertKind } from '@/lib/experts';
import styles from './ExpertForms.module.scss';

interface Props {
  kind: ExpertKind;
  /** The heading, focused when the thank-you dialog closes (or at once with `focusOnShow`). */
  headingRef: RefObject<HTMLHeadingElement | null>;
  focusOnShow?: boolean;
  /** Where the application stands: a new one is pending. */
  status?: OwnApplicationStatus;
  /** Shows the filled form again: sending it replaces the pending application. */
  onChange: () => void;
}

/**
 * What an applicant sees once the application is sent, instead of the filled form and its
 * "Create Profile" button: its status and what happens next.
 */
export default function ApplicationStatus({ kind, headingRef, focusOnShow = false, status = 'pending', onChange }: Props) {
  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [focusOnShow, headingRef]);

  return (
    <section className={`card ${styles.form}`} aria-labelledby="application-status">
      <h2 id="application-status" ref={headingRef} tabIndex={-1}>
        Your {EXPERTS[kind].label} application
      </h2>
      <p>
        Status: <strong>{OWN_APPLICATION_STATUS_LABELS[status]}</strong>
      </p>
      {status === 'pending' && (
        <>
          <h3>What happens next</h3>
          <ol>
            <li>Our team reviews your profile, photo, fees and availability, usually within two working days.</li>
            <li>We tell you our decision by e-mail and SMS. If something needs to change, we say what.</li>
            <li>Once approved, your profile appears in our list of experts, where clients can book a consultation with you.</li>
          </ol>
          <p>Want to change something before we review it? Sending the form again updates this application; it does not create a second one.</p>
        </>
      )}
      {status === 'approved' && <p>Your profile has been approved and can be shown in our list of experts. Sending the form again asks us to review your changes.</p>}
      {status === 'rejected' && <p>We could not approve this application. You can change it and send it again for a new review.</p>}
      <button type="button" className="btn btn-outline" onClick={onChange}>
        Change your application
      </button>
    </section>
  );
}
