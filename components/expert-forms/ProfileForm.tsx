import { useTranslations } from 'next-intl';
import type { FormEvent, ReactNode, Ref } from 'react';
import { Hint } from '@/components/form/Field';
import FormStatus from '@/components/form/FormStatus';
import type { StatusMessage } from '@/components/form/use-submission';
import styles from './ExpertForms.module.scss';

/** The frame both profile applications share: the required-fields note, the outcome and the submit button. */
export function ProfileForm({
  busy,
  status,
  onSubmit,
  submitRef,
  children,
}: {
  busy: boolean;
  status: StatusMessage | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitRef?: Ref<HTMLButtonElement>;
  children: ReactNode;
}) {
  const t = useTranslations('ExpertForms.form');
  return (
    <form className={`card ${styles.form}`} noValidate onSubmit={onSubmit} aria-busy={busy}>
      {/* Screen readers hear "required" from the fields themselves. */}
      <Hint aria-hidden="true">{t('requiredNote')}</Hint>
      {children}
      <FormStatus status={status} />
      <button ref={submitRef} type="submit" className={`btn ${styles.submit}`} disabled={busy}>
        {busy ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}

/** A titled group of fields in a two-column grid; `after` follows the grid. */
export function ProfileSection({ legend, hint, after, children }: { legend: string; hint?: string; after?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{legend}</legend>
      {hint && <Hint>{hint}</Hint>}
      <div className={styles.grid}>{children}</div>
      {after}
    </fieldset>
  );
}

/** A section without a legend of its own (the availability editor and the image bring theirs). */
export function ProfileBlock({ children }: { children: ReactNode }) {
  return <div className={styles.section}>{children}</div>;
}

/** The multipart body of an application: its text fields, then the image. */
export function multipartBody(fields: Record<string, string>, image: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  // Without a new file the server keeps the photo of the application under review.
  if (image) form.append('image', image);
  return form;
}
