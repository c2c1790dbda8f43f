import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import styles from './ExpertForms.module.scss';
import FieldLabel from '@/components/ui/FieldLabel';

interface Common {
  id: string;
  label: string;
  /** Help shown under the label and linked to the control. */
  hint?: string;
  /** A problem with the value: the control is marked invalid and linked to it. */
  error?: string | null;
  wide?: boolean;
}

function describe(id: string, hint?: string, error?: string | null) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': error ? (true as const) : undefined };
}

function Frame({ id, label, hint, error, wide, required, children }: Common & { required?: boolean; children: ReactNode }) {
  return (
    <div className={`form-field ${styles.field} ${wide ? styles.wide : ''} ${error ? styles.invalid : ''}`}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled input with optional hint and error, both linked with aria-describedby. */
export function InputField({ id, label, hint, error, wide, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Frame id={id} label={label} hint={hint} error={error} wide={wide} required={input.required}>
      <input id={id} {...describe(id, hint, error)} {...input} />
    </Frame>
  );
}

export function TextAreaField({ id, label, hint, error, wide, ...textarea }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Frame id={id} label={label} hint={hint} error={error} wide={wide} required={textarea.required}>
      <textarea id={id} {...describe(id, hint, error)} {...textarea} />
    </Frame>
  );
}
