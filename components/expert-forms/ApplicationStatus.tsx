'use client';
import { useTranslations } from 'next-intl';
import { useEffect, type RefObject } from 'react';
import type { OwnApplicationStatus } from '@/lib/contract/expert-profile';
import type { ExpertKind } from '@/lib/experts';
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
  // The kinds' and statuses' words are keyed by id; their English repeats lib's (tests/unit/expert-forms/catalogue.test.ts).
  const t = useTranslations('ExpertForms');
  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [focusOnShow, headingRef]);

  return (
    <section className={`card ${styles.form}`} aria-labelledby="application-status">
      <h2 id="application-status" ref={headingRef} tabIndex={-1}>
        {t('status.heading', { kind: t(`kinds.${kind}`) })}
      </h2>
      <p>
        {t('status.status')} <strong>{t(`status.labels.${status}`)}</strong>
      </p>
      {status === 'pending' && (
        <>
          <h3>{t('status.nextTitle')}</h3>
          <ol>
            <li>{t('status.next1')}</li>
            <li>{t('status.next2')}</li>
            <li>{t('status.next3')}</li>
          </ol>
          <p>{t('status.changeNote')}</p>
        </>
      )}
      {status === 'approved' && <p>{t('status.approved')}</p>}
      {status === 'rejected' && <p>{t('status.rejected')}</p>}
      <button type="button" className="btn btn-outline" onClick={onChange}>
        {t('status.change')}
      </button>
    </section>
  );
}
